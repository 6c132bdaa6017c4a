// The card format (content/cards/<slug>.yaml, and trial cards under a scenario's `cards:`),
// declared once. A card is a line of data; the engine decides where its abilities work.
import * as z from 'zod/mini';
import { reject, says } from '../../input/index.ts';
import { readEffect } from './effect-text.ts';

export const CARD_TYPES = ['creature', 'hero', 'spell', 'event', 'equipment'] as const;
export const ELEMENTS = ['swamps', 'steppes', 'mountains', 'forest', 'darkness', 'neutral'] as const;
export const EQUIPMENT_SUBTYPES = ['оружие', 'доспех', 'амулет'] as const;
/** Bounds of every number a card or scenario may hold: far above the game's, far below harm. */
export const MAX_VALUE = 1000;

const text = z.string().check(z.trim(), z.minLength(1));
const count = z.int().check(z.minimum(0), z.maximum(MAX_VALUE));
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

// Schemas given an id are published once, under `definitions`, and referred to where they recur.
function named<T extends z.ZodMiniType>(schema: T, id: string, description: string): T {
  z.globalRegistry.add(schema, { id, description });
  return schema;
}

export const filterSchema = z.strictObject({
  type: z.optional(z.array(z.enum(CARD_TYPES))),
  race: z.optional(text),
  other: z.optional(z.boolean()),
  controller: z.optional(z.enum(['own', 'opponent', 'any'])),
});

/** "cost +2", "power *2", "Инкарнация 2" → the effect as data. */
export const effectText = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const effect = readEffect(value);
    if (!effect) reject(ctx, value, `not an effect: "${value}" (write "cost +2", "power *2", "lives =5" or "Инкарнация 2")`, `непонятный эффект «${value}» (пишите «cost +2», «power *2», «lives =5» или «Инкарнация 2»)`);
    return effect!;
  }),
);

const until = z.optional(z.literal('endTurn'));

/** One thing an ability does when it resolves, keyed by `do`. */
export const effectDefSchema = named(z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('returnToHand'), target: filterSchema }),
  z.strictObject({ do: z.literal('takeControl'), target: filterSchema }),
  z.strictObject({ do: z.literal('destroy'), target: filterSchema }),
  z.strictObject({ do: z.literal('wound'), target: filterSchema, amount: count }),
  z.strictObject({ do: z.literal('heal'), target: filterSchema, amount: count }),
  z.strictObject({ do: z.literal('draw'), amount: count }),
  z.strictObject({ do: z.literal('gainCoins'), amount: count, until }),
  z.strictObject({ do: z.literal('modify'), effect: effectText, until, target: z.optional(filterSchema) }),
]), 'effect', 'Что делает способность: do и его параметры');

const amountSchema = z.union([count, z.strictObject({ count: z.literal('hand'), excludeSelf: z.optional(z.boolean()) })]);

export const abilitySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('stat'),
    stat: z.enum(['cost', 'power', 'lives']),
    scope: z.enum(['self', 'set']),
    op: z.enum(['+', '-', '*', '/', '=']),
    amount: amountSchema,
    filter: z.optional(filterSchema),
    text,
  }),
  z.strictObject({ kind: z.literal('keyword'), name: text, value: z.optional(count), text }),
  z.strictObject({ kind: z.literal('onPlay'), effect: effectDefSchema, text }),
  z.strictObject({ kind: z.literal('spell'), effect: effectDefSchema, text }),
  z.strictObject({ kind: z.literal('activated'), close: z.boolean(), effect: effectDefSchema, text }),
  z.strictObject({
    kind: z.literal('choose'),
    on: z.enum(['spell', 'onPlay']),
    times: z.int().check(z.minimum(1), z.maximum(20)),
    options: z.array(effectDefSchema).check(z.minLength(1)),
    text,
  }),
]);

const slug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('must be latin kebab-case, as the file name', 'нужна латиница в kebab-case, как имя файла')));

const cardFields = {
  name: text,
  aliases: z.optional(z.array(text)),
  type: z.enum(CARD_TYPES),
  subtype: orNull(text),
  race: orNull(text),
  element: orNull(z.enum(ELEMENTS)),
  cost: orNull(count),
  lives: orNull(count),
  strike: orNull(count),
  abilities: z.optional(z.nullable(z.array(abilitySchema))),
  note: z.optional(text),
};

/** A card file: its slug is its file name. */
export const cardFileSchema = z.strictObject({ ...cardFields, slug });
/** A trial card described inside a scenario (not a real card of the game). */
export const trialCardSchema = named(z.strictObject({ ...cardFields, slug: z.optional(slug) }), 'trialCard', 'Пробная карта сценария (не настоящая карта игры)');

export type CardInput = z.output<typeof trialCardSchema>;
