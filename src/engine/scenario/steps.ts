// Reading a scenario's steps. First each step's shape, by the schema its key names (an action's
// record, each expectation's, the question's), so that an unknown or doubled key is named; then,
// for an action, what only the content can decide — the cards, zones and card names it names —
// and its label; `expect` and `ask` are read by queries.ts.
import { checkSchema, isMapping, type InputProblem, type Path, type YamlInput } from '../../input/index.ts';
import type { AnyAction, AnyStep, Resolve } from '../actions/record.ts';
import type { ActionTable } from '../actions/table.ts';
import { isZoneRef } from '../schema/fields.ts';
import { askStepSchema, EXPECTATIONS, expectStepSchema, QUESTIONS, type AskInput, type ExpectInput } from '../schema/scenario.ts';
import type { Binding } from './binding.ts';
import type { Reading } from './book.ts';
import type { PlayerId } from '../types.ts';
import type { Named, Step } from './types.ts';

/** A step that passed its schema: its key and what the schema read. */
export type CheckedStep =
  | { kind: 'expect'; value: ExpectInput }
  | { kind: 'ask'; value: AskInput }
  | { kind: 'action'; key: string; record: AnyAction; value: AnyStep };

/** The one key of `raw` that names an entry of `table` (an action, an expectation, a question). */
function keyOf(
  input: YamlInput,
  raw: unknown,
  path: Path,
  table: readonly string[],
  what: { en: string; ru: string; neuter: boolean; example: string },
): string | InputProblem {
  if (!isMapping(raw)) return input.problem(path, `must be a mapping such as "${what.example}"`, `нужен словарь вида «${what.example}»`);
  const keys = Object.keys(raw);
  const known = keys.filter((k) => table.includes(k));
  if (known.length === 1) return known[0];
  const at = (key: string, message: string, messageRu: string) => ({ ...input.problem(path, message, messageRu), ...input.keyAt(path, key) });
  if (known.length > 1)
    return at(
      known[1],
      `one ${what.en} per step ("${known[0]}" and "${known[1]}")`,
      `${what.neuter ? 'одно' : 'один'} ${what.ru} на шаг («${known[0]}» и «${known[1]}»)`,
    );
  const first = keys[0] ?? '';
  return at(
    first,
    `unknown ${what.en} "${first}" (known: ${table.join(', ')})`,
    `${what.neuter ? 'неизвестное' : 'неизвестный'} ${what.ru} «${first}» (известны: ${table.join(', ')})`,
  );
}

const EXPECTATION_SCHEMAS = new Map(Object.entries(EXPECTATIONS));
const EXPECTATION_KEYS = [...EXPECTATION_SCHEMAS.keys()];
const QUESTION_KEYS = Object.keys(QUESTIONS);
/** The value at `path` in data read from YAML; undefined where there is none. */
export const valueAt = (data: unknown, path: Path) =>
  path.reduce<unknown>((v, k) => (isMapping(v) || Array.isArray(v) ? Object.entries(v).find(([key]) => key === String(k))?.[1] : undefined), data);

/** Whether an `expect:` value is keyed by edition: a mapping whose every key is an edition. */
export const byEdition = (value: unknown, editions: readonly string[]): value is Record<string, unknown> =>
  isMapping(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => editions.includes(k));

/** Where the expectations of an `expect:` value stand: one, a list, or lists keyed by edition. */
function expectationPaths(value: unknown, path: Path, editions: readonly string[]): Path[] {
  const each = (v: unknown, at: Path): Path[] => (Array.isArray(v) ? v.map((_, i) => [...at, i]) : [at]);
  if (byEdition(value, editions)) return Object.keys(value).flatMap((ed) => each(value[ed], [...path, ed]));
  return each(value, path);
}

/** Checks one step by the schema its key names. */
export function checkStep(
  input: YamlInput,
  raw: unknown,
  path: Path,
  table: ActionTable,
  editions: readonly string[],
): { ok: true; step: CheckedStep } | { ok: false; problems: InputProblem[] } {
  const kind = keyOf(input, raw, path, ['expect', 'ask', ...Object.keys(table)], { en: 'action', ru: 'действие', neuter: true, example: 'play: Кутила' });
  if (typeof kind !== 'string') return { ok: false, problems: [kind] };
  if (kind === 'ask') {
    const extra = isMapping(raw) ? Object.keys(raw).find((k) => k !== 'ask') : undefined;
    if (extra)
      return {
        ok: false,
        problems: [
          { ...input.problem(path, `an "ask" step has no other keys ("${extra}")`, `в шаге ask других ключей нет («${extra}»)`), ...input.keyAt(path, extra) },
        ],
      };
    const question = keyOf(input, valueAt(raw, ['ask']), [...path, 'ask'], QUESTION_KEYS, {
      en: 'question',
      ru: 'вопрос',
      neuter: false,
      example: 'cost: Кутила',
    });
    if (typeof question !== 'string') return { ok: false, problems: [question] };
    const checked = checkSchema(askStepSchema, input, path);
    return checked.ok ? { ok: true, step: { kind: 'ask', value: checked.value } } : checked;
  }
  if (kind === 'expect') {
    const problems = expectationPaths(valueAt(raw, ['expect']), [...path, 'expect'], editions).flatMap((at) => {
      const key = keyOf(input, valueAt(input.data, at), at, EXPECTATION_KEYS, {
        en: 'expectation',
        ru: 'ожидание',
        neuter: true,
        example: 'cost: Кутила, is: 6',
      });
      if (typeof key !== 'string') return [key];
      const checked = checkSchema(EXPECTATION_SCHEMAS.get(key)!, input, at);
      return checked.ok ? [] : checked.problems;
    });
    if (problems.length) return { ok: false, problems };
    const checked = checkSchema(expectStepSchema, input, path);
    return checked.ok ? { ok: true, step: { kind: 'expect', value: checked.value } } : checked;
  }
  const record = table[kind];
  const checked = checkSchema(record.schema, input, path);
  return checked.ok ? { ok: true, step: { kind: 'action', key: kind, record, value: checked.value } } : checked;
}

/** References as a field holds them: one, a list, or none. */
const refsIn = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** Reads an action step: its cards, zones and card names checked against the content, and its label. */
export function readAction(r: Reading, key: string, record: AnyAction, v: AnyStep, i: number): Step {
  const path: Path = ['steps', i];
  const fieldOf = (field: string) => Object.entries(v).find(([k]) => k === field)?.[1];
  const cards: Named[] = record.cards.flatMap((field) => {
    const value = fieldOf(field);
    return refsIn(value).map((ref, n) => ({ ref, slot: r.find(ref, typeof value === 'string' ? [...path, field] : [...path, field, n]).slot }));
  });
  const names = (record.names ?? []).flatMap((field) => refsIn(fieldOf(field)).map((name) => r.card(name, [...path, field]).name));
  for (const field of record.zones ?? []) {
    const zone = fieldOf(field);
    if (isZoneRef(zone)) r.zone(zone, [...path, field]);
  }
  const problem = record.check?.(v, { slot: (ref) => r.find(ref, path).slot });
  if (problem) r.fail([...path, problem.field], problem.message, problem.messageRu);
  const illegal = typeof v.illegal === 'string' ? v.illegal : undefined;
  return { kind: 'action', action: key, input: v, cards, names, label: record.label(v, r.say), pos: r.at(path), ...(illegal ? { illegal } : {}) };
}

/** The engine's action made from a step as the scenario runs, or why a card it names is not there yet. */
export function resolveAction(step: Extract<Step, { kind: 'action' }>, record: AnyAction, b: Binding, active: PlayerId): { args: unknown } | null {
  const phys = new Map(step.cards.map((n) => [n.ref, b.resolve(n.slot)]));
  if ([...phys.values()].some((p) => p === undefined)) return null;
  const card = (ref: string) => phys.get(ref) ?? -1;
  const resolve: Resolve = { card, cards: (refs) => refsIn(refs).map(card), player: (p) => p ?? active };
  return { args: record.act(step.input, resolve) };
}
