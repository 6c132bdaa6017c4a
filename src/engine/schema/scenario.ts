// The scenario format (DESIGN.md, «Scenario format»), declared once: the site, the command line,
// the tests and editors (through the published JSON Schema) all read scenarios by it. Steps are
// keyed by their action: each action's schema comes from its record (actions/table.ts), and each
// expectation and question has its own small schema in a table, so an unknown or doubled key gets
// a message that names what is allowed.
import * as z from 'zod/mini';
import { isMapping, named, reject, says } from '../../input/index.ts';
import { ACTIONS, type ActionTable } from '../actions/table.ts';
import { effectText, trialCardSchema } from './card.ts';
import { cardNameSchema, count, editionSchema, MAX_VALUE, opt, playerSchema, refSchema, ruleNumberSchema, slug, text, zoneSchema } from './fields.ts';
import { fixedAskSchema } from './ask.ts';

/** Bounds that keep any scenario's work small; each names itself in its message. */
export const MAX_STEPS = 2000;
export const MAX_SETUP_CARDS = 500;

/** Markers as written, `{NAME: N}`: every name is kept, even «__proto__». */
export const markersSchema = z
  .pipe(
    z.custom<Record<string, number>>(isMapping, says('must be a mapping of marker names to counts', 'нужен словарь «маркер: количество»')),
    z.transform((value, ctx) => {
      const markers = Object.entries(value).map(([name, n]) => ({ name, count: typeof n === 'number' ? n : Number.NaN }));
      const bad = markers.find((m) => !Number.isInteger(m.count) || m.count < 0 || m.count > MAX_VALUE);
      if (bad)
        reject(
          ctx,
          value,
          `marker "${bad.name}": the count must be a whole number from 0 to ${MAX_VALUE}`,
          `маркер «${bad.name}»: нужно целое число от 0 до ${MAX_VALUE}`,
        );
      return markers;
    }),
  )
  .register(z.globalRegistry, { id: 'markers', type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: MAX_VALUE } });

// ---- setup -------------------------------------------------------------------------------------

export const setupCardSchema = named(
  z.union([
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
  ]),
  'setupCard',
  'Карта в начальной позиции: имя или {card, as, owner, wounds, markers, effects, closed, fresh}',
);

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
  cost: z.strictObject({ cost: refSchema }),
  power: z.strictObject({ power: refSchema }),
  lives: z.strictObject({ lives: refSchema }),
  wounds: z.strictObject({ wounds: refSchema }),
  where: z.strictObject({ where: refSchema }),
  controller: z.strictObject({ controller: refSchema }),
  owner: z.strictObject({ owner: refSchema }),
  markers: z.strictObject({ markers: refSchema }),
  effects: z.strictObject({ effects: refSchema }),
  coins: z.strictObject({ coins: playerSchema }),
  zone: z.strictObject({ zone: zoneSchema }),
  closed: z.strictObject({ closed: refSchema }),
  shuffles: z.strictObject({ shuffles: playerSchema }),
  coinsGained: z.strictObject({ coinsGained: playerSchema }),
  coinsLost: z.strictObject({ coinsLost: playerSchema }),
};

const expectationSchema = named(z.union(Object.values(EXPECTATIONS)), 'expectation', 'Ожидание: одно свойство карты, зоны или игрока и его значение');
const expectationsSchema = z.union([expectationSchema, z.array(expectationSchema)]);
export const expectStepSchema = z.strictObject({
  // Where editions differ (a ruling run under each), the expectations may be keyed by edition.
  expect: z.union([expectationsSchema, z.record(editionSchema, expectationsSchema)]),
});
export const askStepSchema = z.strictObject({ ask: z.union(Object.values(QUESTIONS)) });

// ---- steps and the whole scenario -------------------------------------------------------------------

/** Every step the actions of `table` allow, with `expect` and `ask`. */
export const stepSchemaOf = (table: ActionTable) =>
  named(z.union([expectStepSchema, askStepSchema, ...Object.values(table).map((record) => record.schema)]), 'step', 'Шаг: одно действие, expect или ask');

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
    /** An example's: how a judge asks it in search (src/ask); a scenario run elsewhere ignores it. */
    ask: opt(fixedAskSchema),
    setup: setupSchema,
    steps: z
      .array(step)
      .check(
        z.maxLength(MAX_STEPS, says(`holds more than ${MAX_STEPS} steps, the most a scenario may have`, `больше ${MAX_STEPS} шагов — это предел для сценария`)),
      ),
  };
}

/** The scenario with every step checked, for the actions of `table`: for JSON Schema and types. */
export const scenarioSchemaOf = (table: ActionTable) => z.strictObject(scenarioShape(stepSchemaOf(table)));
export const stepSchema = stepSchemaOf(ACTIONS);
export const scenarioSchema = z.strictObject(scenarioShape(stepSchema));
/** The first pass of reading: everything but the steps, which are read one by one by their key. */
export const scenarioFrameSchema = z.strictObject(scenarioShape(z.unknown()));

/** Every step key whose value names a card: the actions' (their records say), the questions' and expectations'. */
export const CARD_FIELDS: ReadonlySet<string> = new Set([
  ...Object.values(ACTIONS).flatMap((record) => record.cards),
  ...Object.entries(QUESTIONS).flatMap(([key, schema]) => (Object.values(schema.shape).some((field) => field === refSchema) ? [key] : [])),
]);

/** A scenario as written, before its schema reads it: what the judge's board edits. */
export type ScenarioWritten = z.input<typeof scenarioSchema>;
export type SetupCardWritten = z.input<typeof setupCardSchema>;

export type ExpectationInput = z.output<(typeof EXPECTATIONS)[keyof typeof EXPECTATIONS]>;
export type AskInput = z.output<typeof askStepSchema>;
export type ExpectInput = z.output<typeof expectStepSchema>;
export type SetupCardInput = z.output<typeof setupCardSchema>;
export type PlayerSetupInput = z.output<typeof playerSetupSchema>;
