// The scenario format (DESIGN.md, «Scenario format»), declared once: the site, the command line,
// the tests and editors (through the published JSON Schema) all read scenarios by it. Steps are
// keyed by their action: each action, expectation and question has its own small schema in a
// table, so an unknown or doubled key gets a message that names what is allowed.
import * as z from 'zod/mini';
import { reject, says } from '../../input/index.ts';
import { readDeferred } from './effect-text.ts';
import { effectText, MAX_VALUE, trialCardSchema } from './card.ts';

/** Bounds that keep any scenario's work small; each names itself in its message. */
export const MAX_STEPS = 2000;
export const MAX_SETUP_CARDS = 500;

const text = z.string().check(z.trim(), z.minLength(1));
const count = z.int().check(z.minimum(0), z.maximum(MAX_VALUE));
const opt = z.optional;
const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const playerSchema = z.enum(['A', 'B']);
export const editionSchema = z.enum(['early', 'late']);
// Schemas given an id are published once, under `definitions`, and referred to where they recur;
// each needs an instance of its own (registering a shared one would name every use of it).
function named<T extends z.ZodMiniType>(schema: T, id: string, description: string): T {
  z.globalRegistry.add(schema, { id, description });
  return schema;
}

/** A card's name (or alias) from the catalog; the JSON Schema lists the known names. */
export const cardNameSchema = named(z.string().check(z.trim(), z.minLength(1)), 'cardName', 'Имя карты (или её псевдоним)');
/** A reference to a card: a name, NAME#N, an alias given with `as`, or A.hero / B.hero. */
export const refSchema = named(z.string().check(z.trim(), z.minLength(1)), 'cardRef', 'Карта: имя, ИМЯ#N, псевдоним (as) или A.hero / B.hero');
export const zoneSchema = named(
  z.string().check(z.regex(/^[AB]\.(hand|deck|graveyard|supply|play)$/, says('must be a zone such as A.hand, B.play (hand, deck, graveyard, supply, play)', 'нужна зона вида A.hand, B.play (hand, deck, graveyard, supply, play)'))),
  'zone',
  'Зона игрока: A.hand, A.deck, A.graveyard, A.supply, A.play (и B.…)',
);
export const ruleNumberSchema = z
  .string()
  .check(z.regex(/^\d{3}((\.\d+)+)?(-[pl]\d+|\/ex\d+)?$/, says('must be a rule number such as 205.4, 211.2-p2 or 203.2/ex1', 'нужен номер правила вида 205.4, 211.2-p2 или 203.2/ex1')));

/** Markers as written, `{NAME: N}`: every name is kept, even «__proto__». */
export const markersSchema = z
  .pipe(
    z.custom<Record<string, unknown>>(isMapping, says('must be a mapping of marker names to counts', 'нужен словарь «маркер: количество»')),
    z.transform((value, ctx) => {
      const markers = Object.entries(value).map(([name, n]) => ({ name, count: n as number }));
      const bad = markers.find((m) => !Number.isInteger(m.count) || m.count < 0 || m.count > MAX_VALUE);
      if (bad) reject(ctx, value, `marker "${bad.name}": the count must be a whole number from 0 to ${MAX_VALUE}`, `маркер «${bad.name}»: нужно целое число от 0 до ${MAX_VALUE}`);
      return markers;
    }),
  )
  .register(z.globalRegistry, { id: 'markers', type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: MAX_VALUE } });

const deferredText = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const payload = readDeferred(value);
    if (!payload) reject(ctx, value, `not a deferred effect: "${value}" (write "wound 2", "heal 1" or "power +1")`, `непонятный отложенный эффект «${value}» (пишите «wound 2», «heal 1» или «power +1»)`);
    return payload!;
  }),
);

// ---- setup -------------------------------------------------------------------------------------

export const setupCardSchema = named(z.union([
  cardNameSchema,
  z.strictObject({
    card: cardNameSchema,
    as: opt(text),
    owner: opt(playerSchema),
    wounds: opt(count),
    markers: opt(markersSchema),
    effects: opt(z.array(effectText)),
    closed: opt(z.boolean()),
    fresh: opt(z.boolean()),
  }),
]), 'setupCard', 'Карта в начальной позиции: имя или {card, as, owner, wounds, markers, effects, closed, fresh}');

const zoneList = opt(z.nullable(z.array(setupCardSchema)));

export const playerSetupSchema = z.nullable(
  z.strictObject({
    coins: opt(z.union([count, z.strictObject({ open: opt(count), closed: opt(count) })])),
    hero: opt(cardNameSchema),
    hand: zoneList,
    deck: zoneList,
    graveyard: zoneList,
    supply: zoneList,
    play: zoneList,
  }),
);

export const setupSchema = z.strictObject({ A: opt(playerSetupSchema), B: opt(playerSetupSchema) });

// ---- actions -----------------------------------------------------------------------------------

const refs = z.union([refSchema, z.array(refSchema)]);
const acting = { player: opt(playerSchema), illegal: opt(ruleNumberSchema) };

export const ACTIONS = {
  play: z.strictObject({ play: refSchema, targets: opt(refs), choose: opt(z.array(z.int().check(z.minimum(0), z.maximum(100)))), ...acting }),
  move: z.strictObject({ move: refSchema, to: zoneSchema, position: opt(z.enum(['top', 'bottom'])), ...acting }),
  destroy: z.strictObject({ destroy: refSchema, ...acting }),
  wound: z.strictObject({ wound: refSchema, amount: count, ...acting }),
  heal: z.strictObject({ heal: refSchema, amount: count, ...acting }),
  draw: z.strictObject({ draw: count, ...acting }),
  discard: z.strictObject({ discard: z.union([count, z.array(refSchema)]), ...acting }),
  summon: z.strictObject({ summon: cardNameSchema, decline: opt(z.boolean()), ...acting }),
  revive: z.strictObject({ revive: refSchema, ...acting }),
  takeControl: z.strictObject({ takeControl: refSchema, ...acting }),
  create: z.strictObject({ create: cardNameSchema, as: opt(text), ...acting }),
  gainCoins: z.strictObject({ gainCoins: count, temporary: opt(z.boolean()), ...acting }),
  loseCoins: z.strictObject({ loseCoins: count, temporary: opt(z.boolean()), choose: opt(z.enum(['open', 'closed', 'temporary'])), ...acting }),
  modify: z.strictObject({ modify: refSchema, effect: effectText, until: opt(z.literal('endTurn')), ...acting }),
  addMarker: z.strictObject({ addMarker: refSchema, marker: text, count: opt(z.int().check(z.minimum(1), z.maximum(MAX_VALUE))), ...acting }),
  attack: z.strictObject({ attack: refSchema, target: refSchema, ...acting }),
  activate: z.strictObject({ activate: refSchema, targets: opt(refs), ...acting }),
  defer: z.strictObject({ defer: deferredText, target: opt(refSchema), when: opt(z.literal('endTurn')), ...acting }),
  phase: z.strictObject({ phase: z.enum(['accumulation']), ...acting }),
  endTurn: z.strictObject({ endTurn: z.literal(true), ...acting }),
};

// ---- expectations and questions -----------------------------------------------------------------

const names = z.array(text);
export const EXPECTATIONS = {
  cost: z.strictObject({ cost: refSchema, is: z.nullable(z.number()) }),
  power: z.strictObject({ power: refSchema, is: z.nullable(z.number()) }),
  lives: z.strictObject({ lives: refSchema, is: z.nullable(z.number()) }),
  wounds: z.strictObject({ wounds: refSchema, is: count }),
  where: z.strictObject({ where: refSchema, is: zoneSchema }),
  zone: z.strictObject({ zone: zoneSchema, is: opt(names), has: opt(names), lacks: opt(names), count: opt(count) }),
  coins: z.strictObject({ coins: playerSchema, is: opt(z.int().check(z.minimum(0))), open: opt(z.int().check(z.minimum(0))) }),
  controller: z.strictObject({ controller: refSchema, is: playerSchema }),
  owner: z.strictObject({ owner: refSchema, is: playerSchema }),
  markers: z.strictObject({ markers: refSchema, is: markersSchema }),
  effects: z.strictObject({ effects: refSchema, is: names }),
  shuffles: z.strictObject({ shuffles: playerSchema, is: count }),
  coinsLost: z.strictObject({ coinsLost: playerSchema, is: z.int().check(z.minimum(0)) }),
  coinsGained: z.strictObject({ coinsGained: playerSchema, is: z.int().check(z.minimum(0)) }),
  closed: z.strictObject({ closed: refSchema, is: z.boolean() }),
  cites: z.strictObject({ cites: ruleNumberSchema }),
};

/** What `ask:` may ask: the engine answers with the value and how it came about. */
export const QUESTIONS = {
  cost: refSchema,
  power: refSchema,
  lives: refSchema,
  wounds: refSchema,
  where: refSchema,
  controller: refSchema,
  owner: refSchema,
  markers: refSchema,
  effects: refSchema,
  coins: playerSchema,
  zone: zoneSchema,
};

const expectationSchema = named(z.union(Object.values(EXPECTATIONS)), 'expectation', 'Ожидание: одно свойство карты, зоны или игрока и его значение');
const expectationsSchema = z.union([expectationSchema, z.array(expectationSchema)]);
export const expectStepSchema = z.strictObject({
  // Where editions differ (a ruling run under each), the expectations may be keyed by edition.
  expect: z.union([expectationsSchema, z.strictObject({ early: opt(expectationsSchema), late: opt(expectationsSchema) })]),
});
export const askStepSchema = z.strictObject({
  ask: z.union(Object.entries(QUESTIONS).map(([key, value]) => z.strictObject({ [key]: value }))),
});

export const stepSchema = named(z.union([expectStepSchema, askStepSchema, ...Object.values(ACTIONS)]), 'step', 'Шаг: одно действие, expect или ask');

// ---- the whole scenario ---------------------------------------------------------------------------

const slug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('must be kebab-case (latin letters, digits and hyphens)', 'нужен kebab-case (латиница, цифры, дефисы)')));

/** The fields of a scenario around its steps; rulings embed the same shape. */
export function scenarioShape<S extends z.ZodMiniType>(step: S) {
  return {
    id: opt(slug),
    title: opt(text),
    edition: opt(editionSchema),
    rules: opt(z.array(ruleNumberSchema)),
    illustrates: opt(ruleNumberSchema),
    seed: opt(z.int().check(z.minimum(0), z.maximum(2 ** 32 - 1))),
    cards: opt(z.array(trialCardSchema)),
    note: opt(text),
    setup: setupSchema,
    steps: z.array(step).check(z.maxLength(MAX_STEPS, says(`holds more than ${MAX_STEPS} steps, the most a scenario may have`, `больше ${MAX_STEPS} шагов — это предел для сценария`))),
  };
}

/** The scenario with every step checked: for JSON Schema and types. */
export const scenarioSchema = z.strictObject(scenarioShape(stepSchema));
/** The first pass of reading: everything but the steps, which are read one by one by their key. */
export const scenarioFrameSchema = z.strictObject(scenarioShape(z.unknown()));

export type ScenarioInput = z.output<typeof scenarioSchema>;
export type StepInput = z.output<typeof stepSchema>;
export type ActionName = keyof typeof ACTIONS;
export type ExpectationInput = z.output<typeof expectationSchema>;
export type QuestionName = keyof typeof QUESTIONS;
export type SetupCardInput = z.output<typeof setupCardSchema>;
