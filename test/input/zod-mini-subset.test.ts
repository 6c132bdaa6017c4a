// The browser's stand-in for zod/mini (src/input/zod-mini-subset.ts) must read every value exactly
// as zod reads it: the same data, or the same issues in the same order with the same messages. The
// engine is loaded twice, once on zod and once on the stand-in, and both read the repository's
// scenarios and cards, and every variant of them a careless or hostile writer could make.
// `npm test` reads a seeded sample of the variants (SAMPLE of each kind, the same every run);
// `npm run test:zod-subset` (SVOD_ZOD_FULL=1) reads every one, as before a zod bump.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { seededOrder } from '../../src/choice/index.ts';
import * as realCard from '../../src/engine/schema/card.ts';
import * as realScenario from '../../src/engine/schema/scenario.ts';
import * as realEditionRules from '../../src/engine/schema/edition-rules.ts';
import { ACTIONS as realActions } from '../../src/engine/actions/table.ts';
import { readScenarioData as realRead } from '../../src/engine/index.ts';
import { catalog, editions, ROOT } from '../engine/helpers.ts';

type Engine = {
  card: typeof realCard;
  scenario: typeof realScenario;
  editionRules: typeof realEditionRules;
  actions: typeof realActions;
  read: typeof realRead;
};
const real: Engine = { card: realCard, scenario: realScenario, editionRules: realEditionRules, actions: realActions, read: realRead };
let lite: Engine;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('zod/mini', () => import('../../src/input/zod-mini-subset.ts'));
  lite = {
    card: await import('../../src/engine/schema/card.ts'),
    scenario: await import('../../src/engine/schema/scenario.ts'),
    editionRules: await import('../../src/engine/schema/edition-rules.ts'),
    actions: (await import('../../src/engine/actions/table.ts')).ACTIONS,
    read: (await import('../../src/engine/index.ts')).readScenarioData,
  };
  vi.doUnmock('zod/mini');
});

const yamlFiles = (dir: string) =>
  readdirSync(join(ROOT, 'content', dir))
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => parse(readFileSync(join(ROOT, 'content', dir, n), 'utf8')) as unknown);

/** Every scenario under `value`: a mapping with setup and steps (an example, a ruling's, a question's). */
function scenariosIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(scenariosIn);
  if (typeof value !== 'object' || value === null) return [];
  const own = 'steps' in value && 'setup' in value ? [value as Record<string, unknown>] : [];
  return [...own, ...Object.values(value).flatMap(scenariosIn)];
}

const scenarios = () => [...yamlFiles('examples'), ...yamlFiles('rulings'), ...yamlFiles('practice')].flatMap(scenariosIn);
const cards = () => yamlFiles('cards');

/** What a careless or hostile writer puts in place of a value. */
const STRANGE: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  '',
  '  ',
  'x',
  'A.hand',
  'endTurn',
  true,
  [],
  ['x'],
  [1, 'x'],
  {},
  { zz: 1 },
  JSON.parse('{"__proto__": 1}'),
];

/** The value with the node at `path` replaced (undefined: removed). */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const [key, ...rest] = path;
  if (Array.isArray(value))
    return value.map((v, i) => (i === key ? replaced(v, rest, by) : v)).filter((_, i) => !(i === key && by === undefined && !rest.length));
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = replaced(copy[key], rest, by);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((v, i) => paths(v, [...at, i]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))
      : [];
  return [at, ...inner];
}

/** Each value, and each of its variants with one node (of those `where` picks) made strange or one extra key added. */
function variants(value: unknown, where: (path: (string | number)[]) => boolean = () => true): unknown[] {
  return paths(value)
    .filter(where)
    .flatMap((path) => [...STRANGE.map((by) => replaced(value, path, by)), replaced(value, [...path, 'zz'], 'extra')]);
}

/** Once each: many scenarios share their steps. */
const distinct = (values: unknown[]) => [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];

const FULL = process.env.SVOD_ZOD_FULL === '1';
const SAMPLE = 4000;
const SEED = process.env.SVOD_ZOD_SEED ?? 'zod-mini-subset';
/** The values this run reads: all of them in the full run, else a seeded sample of SAMPLE. */
const sampled = <T>(values: T[], budget = SAMPLE): T[] => (FULL || values.length <= budget ? values : seededOrder(values, SEED).slice(0, budget));

interface Parses {
  safeParse(v: unknown, ctx: { reportInput: boolean }): { success: true; data: unknown } | { success: false; error: { issues: unknown[] } };
}
/** What a reading gives: the data, or the issues (zod wraps them in an error object; the stand-in does not). */
const outcome = (schema: Parses, value: unknown) => {
  const r = schema.safeParse(value, { reportInput: true });
  return r.success ? { data: r.data } : { issues: [...r.error.issues] };
};

function sameReading(pick: (e: Engine) => Parses, values: unknown[]): number {
  for (const value of sampled(values)) {
    const [mine, theirs] = [outcome(pick(lite), value), outcome(pick(real), value)];
    // Strict: a key set to undefined differs from one left out, as `in` tells them apart.
    if (!isDeepStrictEqual(mine, theirs)) expect(mine, JSON.stringify(value)).toStrictEqual(theirs);
  }
  return values.length;
}

describe('the stand-in for zod/mini', () => {
  it('reads every scenario of the content, and its variants, as zod does', () => {
    const all = scenarios();
    expect(all.length).toBeGreaterThan(100);
    // Inside a step, the next test varies each distinct step on its own.
    const made = all.flatMap((s) => variants(s, (path) => path[0] !== 'steps' || path.length <= 2));
    expect(made.length).toBeGreaterThan(30_000);
    sameReading((e) => e.scenario.scenarioSchema, made);
  });

  it('reads every step as its action’s record reads it, and every step schema alone', () => {
    const steps = distinct(scenarios().flatMap((s) => (Array.isArray(s.steps) ? s.steps : [])));
    const values = steps.flatMap((step) => variants(step));
    sameReading((e) => e.scenario.stepSchema, values);
    for (const key of Object.keys(realActions))
      sameReading(
        (e) => e.actions[key as keyof typeof realActions].schema,
        values.filter((v) => typeof v === 'object' && v !== null && key in v),
      );
  });

  it('reads every card file, and its variants, as zod does', () => {
    const values = cards().flatMap((card) => variants(card));
    sameReading((e) => e.card.cardFileSchema, values);
    sameReading((e) => e.card.trialCardSchema, values);
  });

  it('reads every edition’s engine table, and its variants, as zod does', () => {
    sameReading(
      (e) => e.editionRules.editionRulesSchema,
      yamlFiles('engine').flatMap((table) => variants(table)),
    );
  });

  it('gives the same problems, in both languages, when the board’s data is read', () => {
    const values = sampled(
      scenarios()
        .slice(0, 40)
        .flatMap((s) => variants(s)),
      SAMPLE / 2,
    );
    let problems = 0;
    for (const value of values) {
      const mine = lite.read(value, 'стол судьи', catalog(), editions());
      const theirs = realRead(value, 'стол судьи', catalog(), editions());
      if (!isDeepStrictEqual(mine.ok ? mine.scenario : mine.errors, theirs.ok ? theirs.scenario : theirs.errors)) expect(mine).toStrictEqual(theirs);
      if (!mine.ok) problems += mine.errors.length;
    }
    expect(problems).toBeGreaterThan(FULL ? 1000 : 100);
  });

  it('is what the engine was loaded with, not zod', async () => {
    const kit = await import('../../src/input/zod-mini-subset.ts');
    expect(lite.scenario.scenarioSchema).toBeInstanceOf(kit.Schema);
    expect(real.scenario.scenarioSchema).not.toBeInstanceOf(kit.Schema);
  });
});
