// Reading a practice template: its schema (schema.ts), then what only the content can say — the
// id is the file's name, the editions and rulings it names exist, its card variables find cards,
// its variants are few enough, every slot names a variable of the right kind, and its scenario
// ends with the one question the engine answers. Every problem names file, line and column.
import { checkSchema, readYaml, type InputProblem, type Path } from '../input/index.ts';
import type { CardDef, Catalog } from '../engine/index.ts';
import { MAX_VARIANTS, templateSchema, type VariableInput } from './schema.ts';
import { readSlot, slotProblems } from './slots.ts';
import type { Template, Variable } from './types.ts';

export type TemplateRead = { ok: true; template: Template } | { ok: false; errors: InputProblem[] };

export interface TemplateContext {
  catalog: Catalog;
  /** The editions the engine knows. */
  editions: readonly string[];
  /** The rulings that exist (a mistake may name the one that warns about it); absent: not checked. */
  rulings?: ReadonlySet<string>;
}

/** The values of a number variable, or null when there are none. */
function numbers(v: VariableInput): number[] | null {
  if ('choices' in v) return v.choices;
  if (!('from' in v) || v.to < v.from) return null;
  const step = v.step ?? 1;
  return Array.from({ length: Math.floor((v.to - v.from) / step) + 1 }, (_, i) => v.from + i * step);
}

/** The cards of a kind, in the catalog's order (`names` in their own). */
function cardsOf(v: Extract<VariableInput, { cards: unknown }>, catalog: Catalog): CardDef[] {
  const { type, race, subtype, names } = v.cards;
  const pool = names ? names.flatMap((n) => catalog.byName.get(n) ?? []) : catalog.cards;
  return pool.filter((c) => (!type || type.includes(c.type)) && (race === undefined || c.race === race) && (subtype === undefined || c.subtype === subtype));
}

/** Every string in a value, with its path. */
function* strings(value: unknown, path: Path): Generator<[string, Path]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, i]);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

export function readTemplate(text: string | Uint8Array, file: string, context: TemplateContext): TemplateRead {
  const read = readYaml(file, text);
  if (!read.ok) return { ok: false, errors: read.problems };
  const input = read.value;
  if (input.data === null || input.data === undefined) return { ok: false, errors: [input.problem([], 'empty template', 'пустой шаблон')] };
  const checked = checkSchema(templateSchema, input);
  if (!checked.ok) return { ok: false, errors: checked.problems };
  const t = checked.value;
  const errors: InputProblem[] = [];
  const fail = (path: Path, message: string, messageRu: string) => errors.push(input.problem(path, message, messageRu));

  const base = file
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  if (t.id !== base) fail(['id'], `id "${t.id}" differs from the file name "${base}"`, `id «${t.id}» не совпадает с именем файла «${base}»`);
  const known = (ids: string[] | undefined, path: Path) =>
    (ids ?? []).forEach((id, i) => {
      if (!context.editions.includes(id))
        fail(
          [...path, i],
          `unknown edition "${id}" (known: ${context.editions.join(', ')})`,
          `неизвестная редакция «${id}» (известны: ${context.editions.join(', ')})`,
        );
    });
  known(t.editions, ['editions']);

  const variables: Variable[] = [];
  for (const [name, v] of Object.entries(t.variables ?? {})) {
    const at: Path = ['variables', name];
    if ('cards' in v) {
      (v.cards.names ?? []).forEach((n, i) => {
        if (!context.catalog.byName.has(n)) fail([...at, 'cards', 'names', i], `unknown card "${n}"`, `неизвестная карта «${n}»`);
      });
      const cards = cardsOf(v, context.catalog);
      if (!cards.length) fail(at, `no card of the catalog is of this kind`, 'ни одной карты такого рода в каталоге нет');
      variables.push({ name, kind: 'card', cards });
    } else {
      const values = numbers(v);
      if (!values) fail(at, '"to" must not be less than "from"', 'to не может быть меньше from');
      variables.push({ name, kind: 'number', values: values ?? [] });
    }
  }
  const variants = variables.reduce((n, v) => n * (v.kind === 'number' ? v.values.length : v.cards.length), 1);
  if (variants > MAX_VARIANTS)
    fail(
      ['variables'],
      `${variants} variants: a template may have at most ${MAX_VARIANTS}`,
      `вариантов ${variants}, а шаблону можно не больше ${MAX_VARIANTS}`,
    );

  const kinds = Object.fromEntries(variables.map((v) => [v.name, v.kind]));
  const texts: [unknown, Path][] = [
    [t.question, ['question']],
    [t.explain, ['explain']],
    [t.scenario, ['scenario']],
    [t.ask?.counts, ['ask', 'counts']],
    ...t.mistakes.flatMap((m, i): [unknown, Path][] => [
      [m.if, ['mistakes', i, 'if']],
      [m.but, ['mistakes', i, 'but']],
      [m.change, ['mistakes', i, 'change']],
    ]),
  ];
  for (const [value, path] of texts) {
    for (const [s, at] of strings(value, path)) for (const p of slotProblems(s, kinds)) fail(at, p.error, p.errorRu);
  }

  const steps = t.scenario.steps;
  const asks = steps.flatMap((step, i) => (Object.hasOwn(step, 'ask') ? [i] : []));
  if (asks.length !== 1 || asks[0] !== steps.length - 1) {
    fail(
      ['scenario', 'steps', asks.find((i) => i !== steps.length - 1) ?? steps.length - 1],
      'the scenario asks one question, `ask:`, as its last step',
      'сценарий задаёт один вопрос, ask:, последним шагом',
    );
  }
  for (const [quantity, slot] of Object.entries(t.ask?.counts ?? {})) {
    const body = /^\{([^{}]*)\}$/.exec(slot)?.[1];
    const read = body === undefined ? null : readSlot(body);
    if (!read || 'error' in read || read.kind !== 'number' || read.noun)
      fail(['ask', 'counts', quantity], `"${slot}" is not one number slot such as "{n - 1}"`, `«${slot}» — не один числовой слот вида «{n - 1}»`);
  }
  t.mistakes.forEach((m, i) => {
    known(m.editions, ['mistakes', i, 'editions']);
    if (m.ruling !== undefined && context.rulings && !context.rulings.has(m.ruling))
      fail(['mistakes', i, 'ruling'], `no ruling "${m.ruling}"`, `нет решения «${m.ruling}»`);
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, template: { file, id: t.id, data: t, variables, mistakes: t.mistakes, input } };
}
