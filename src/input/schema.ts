// Checking data read from YAML against a zod schema (the one declaration of each content format),
// and saying what is wrong in plain words, in English and Russian, at the right line and column.
import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { boundMessage, excerpt } from './excerpt.ts';
import { inputProblem, type InputProblem, type Checked } from './problem.ts';
import type { Path, YamlInput } from './yaml.ts';

const SEPARATOR = '\u241F';

/** A message for a schema's own check, in both languages: `z.regex(re, says('…', '…'))`. */
export function says(message: string, messageRu: string): { error: string } {
  return { error: `${message}${SEPARATOR}${messageRu}` };
}

/**
 * Gives a schema an id and a description: the published JSON Schemas define it once, under
 * `definitions`, and refer to it where it recurs. Each needs an instance of its own (registering a
 * shared one would name every use of it).
 */
export function named<T extends z.ZodMiniType>(schema: T, id: string, description: string): T {
  z.globalRegistry.add(schema, { id, description });
  return schema;
}

/** Inside a schema's transform: records that the value cannot be read, in both languages. */
export function reject(ctx: { issues: unknown[] }, input: unknown, message: string, messageRu: string): void {
  ctx.issues.push({ code: 'custom', input, message: `${message}${SEPARATOR}${messageRu}` });
}

/** Checks the data of `input` (or its part at `root`) against `schema`; every issue becomes a
 *  problem at its position. */
export function checkSchema<S extends z.ZodMiniType>(schema: S, input: YamlInput, root: Path = []): Checked<z.output<S>> {
  const data = root.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], input.data);
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((raw) => {
      const issue = unwrapUnion(raw);
      return toProblem(schema, input, root, issue);
    }),
  };
}

/** Checks one value that came from no file (a command-line argument): null when it fits, else
 *  what is wrong with it, in both languages, as a problem in a file would say it. */
export function checkValue(schema: z.ZodMiniType, value: unknown): { message: string; messageRu: string } | null {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return null;
  const issue = unwrapUnion(result.error.issues[0]);
  const { message, messageRu } = describe(schema, issue.path, issue);
  return { message: boundMessage(message), messageRu: boundMessage(messageRu) };
}

/** Of a union's failed options, the one that got furthest: the type matched, then the deepest path. */
function unwrapUnion(issue: core.$ZodIssue): core.$ZodIssue {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return issue;
  const depth = (list: core.$ZodIssue[]) => {
    const first = list[0];
    if (!first) return -1;
    const typeMiss = first.code === 'invalid_type' && first.path.length === 0;
    return (typeMiss ? 0 : 100) + Math.max(...list.map((i) => i.path.length));
  };
  const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0];
  const inner = unwrapUnion(best[0]);
  return { ...inner, path: [...issue.path, ...inner.path] } as core.$ZodIssue;
}

function toProblem(schema: z.ZodMiniType, input: YamlInput, root: Path, issue: core.$ZodIssue): InputProblem {
  const path = [...root, ...issue.path];
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  // Data without text has no line to point at: its reader names the place in words.
  if (!input.text) {
    const { message, messageRu } = describe(schema, issue.path, issue);
    return input.problem(missing ? path.slice(0, -1) : path, message, messageRu);
  }
  // A missing key is the fault of the mapping that lacks it: name and point at that mapping.
  const where = pathText(missing ? path.slice(0, -1) : path);
  const { message, messageRu } = describe(schema, issue.path, issue);
  const position = issue.code === 'unrecognized_keys' ? input.keyAt(path, String(issue.keys[0])) : input.at(missing ? path.slice(0, -1) : path);
  return inputProblem(input.file, position, where ? `${where}: ${message}` : message, where ? `${where}: ${messageRu}` : messageRu);
}

/** A YAML mapping (or a JSON object): not null, not a list. */
export const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `steps[2].play` */
export function pathText(path: readonly PropertyKey[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
}

const TYPE_NAMES: Record<string, [string, string]> = {
  string: ['a text', 'текст'],
  number: ['a number', 'число'],
  int: ['a whole number', 'целое число'],
  boolean: ['true or false', 'true или false'],
  array: ['a list', 'список'],
  object: ['a mapping (key: value)', 'словарь (ключ: значение)'],
  record: ['a mapping (key: value)', 'словарь (ключ: значение)'],
};

const shown = (v: unknown) => (typeof v === 'string' ? `"${excerpt(v)}"` : excerpt(JSON.stringify(v) ?? String(v)));

/** `path` is the issue's path inside `schema`. */
function describe(schema: z.ZodMiniType, path: readonly PropertyKey[], issue: core.$ZodIssue): { message: string; messageRu: string } {
  const own = issue.message?.split(SEPARATOR);
  if (own && own.length === 2) return { message: own[0], messageRu: own[1] };
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) {
        const key = String(path.at(-1));
        return { message: `"${key}" is required`, messageRu: `нужен ключ ${key}` };
      }
      const [en, ru] = TYPE_NAMES[issue.expected] ?? [issue.expected, issue.expected];
      return { message: `must be ${en}`, messageRu: `ожидается ${ru}` };
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map((k) => `"${k}"`).join(', ');
      const allowed = allowedKeys(schema, path);
      const list = allowed ? ` (allowed: ${allowed.join(', ')})` : '';
      const listRu = allowed ? ` (допустимы: ${allowed.join(', ')})` : '';
      return { message: `unknown key ${keys}${list}`, messageRu: `неизвестный ключ ${keys.replace(/"([^"]*)"/g, '«$1»')}${listRu}` };
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => String(v)).join(', ');
      return { message: `must be one of: ${values} (got ${shown(issue.input)})`, messageRu: `допустимо: ${values} (а не ${shown(issue.input)})` };
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      if (issue.origin === 'array') {
        return issue.code === 'too_small'
          ? { message: `needs at least ${bound} item(s)`, messageRu: `нужно хотя бы ${bound}` }
          : { message: `holds more than ${bound} items`, messageRu: `больше ${bound} элементов` };
      }
      if (issue.origin === 'string') {
        return issue.code === 'too_small'
          ? { message: 'must not be empty', messageRu: 'не может быть пустым' }
          : { message: `is longer than ${bound} characters`, messageRu: `длиннее ${bound} знаков` };
      }
      return issue.code === 'too_small'
        ? { message: `must be at least ${bound} (got ${shown(issue.input)})`, messageRu: `не меньше ${bound} (а не ${shown(issue.input)})` }
        : { message: `must be at most ${bound} (got ${shown(issue.input)})`, messageRu: `не больше ${bound} (а не ${shown(issue.input)})` };
    }
    case 'invalid_union': {
      // A discriminated union names the values its key may take.
      const options = (issue as { options?: unknown[] }).options;
      if (options?.length) {
        const values = options.map(String).join(', ');
        return { message: `must be one of: ${values} (got ${shown(issue.input)})`, messageRu: `допустимо: ${values} (а не ${shown(issue.input)})` };
      }
      return { message: 'is not valid here', messageRu: 'здесь недопустимо' };
    }
    case 'invalid_format':
      return { message: `${shown(issue.input)} is not in the expected form`, messageRu: `${shown(issue.input)}: неверная запись` };
    default:
      return { message: 'is not valid here', messageRu: 'здесь недопустимо' };
  }
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
  in?: z.ZodMiniType;
}

const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The keys an object schema at `path` allows, when the path leads to exactly one object. */
function allowedKeys(schema: z.ZodMiniType, path: readonly PropertyKey[]): string[] | null {
  const found = schemasAt(schema, path).filter((s) => defOf(s).type === 'object');
  if (found.length !== 1) return null;
  return Object.keys(defOf(found[0]).shape ?? {});
}

function schemasAt(schema: z.ZodMiniType, path: readonly PropertyKey[]): z.ZodMiniType[] {
  const def = defOf(schema);
  if (def.innerType) return schemasAt(def.innerType, path);
  if (def.type === 'pipe' && def.in) return schemasAt(def.in, path);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => schemasAt(o, path));
  if (!path.length) return [schema];
  const [key, ...rest] = path;
  if (def.type === 'object' && def.shape && typeof key === 'string' && Object.hasOwn(def.shape, key)) return schemasAt(def.shape[key], rest);
  if (def.type === 'array' && def.element && typeof key === 'number') return schemasAt(def.element, rest);
  if (def.type === 'record' && def.valueType) return schemasAt(def.valueType, rest);
  return [];
}
