// The card format (content/cards/<slug>.yaml, and trial cards under a scenario's `cards:`),
// declared once. A card is a line of data; the engine decides where its abilities work.
import * as z from 'zod/mini';
import { named, reject, says } from '../../input/index.ts';
import { readDeferred, readEffect } from './effect-text.ts';
import { cardNameSchema, count, text } from './fields.ts';

export const CARD_TYPES = ['creature', 'hero', 'spell', 'event', 'equipment'] as const;
export const ELEMENTS = ['swamps', 'steppes', 'mountains', 'forest', 'darkness', 'neutral'] as const;
export const EQUIPMENT_SUBTYPES = ['оружие', 'доспех', 'амулет'] as const;
export const GENDERS = ['masculine', 'feminine', 'neuter'] as const;
/** What fires a triggered ability: its card entering the play zone, or being destroyed. */
export const TRIGGER_EVENTS = ['enters', 'destroyed'] as const;

const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

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
    if (!effect)
      reject(
        ctx,
        value,
        `not an effect: "${value}" (write "cost +2", "power *2", "lives =5" or "Инкарнация 2")`,
        `непонятный эффект «${value}» (пишите «cost +2», «power *2», «lives =5» или «Инкарнация 2»)`,
      );
    return effect!;
  }),
);

/** "wound 2", "heal 1" or a stat modifier → what a deferred effect (519) will do. */
export const deferredText = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const payload = readDeferred(value);
    if (!payload)
      reject(
        ctx,
        value,
        `not a deferred effect: "${value}" (write "wound 2", "heal 1" or "power +1")`,
        `непонятный отложенный эффект «${value}» (пишите «wound 2», «heal 1» или «power +1»)`,
      );
    return payload!;
  }),
);

const until = z.optional(z.literal('endTurn'));

/** One thing an ability does when it resolves, keyed by `do`. */
export const effectDefSchema = named(
  z.discriminatedUnion('do', [
    z.strictObject({ do: z.literal('returnToHand'), target: filterSchema }),
    z.strictObject({ do: z.literal('takeControl'), target: filterSchema }),
    z.strictObject({ do: z.literal('destroy'), target: filterSchema }),
    z.strictObject({ do: z.literal('wound'), target: filterSchema, amount: count }),
    z.strictObject({ do: z.literal('heal'), target: filterSchema, amount: count }),
    z.strictObject({ do: z.literal('draw'), amount: count }),
    z.strictObject({ do: z.literal('gainCoins'), amount: count, until }),
    z.strictObject({ do: z.literal('modify'), effect: effectText, until, target: z.optional(filterSchema) }),
    /** Summon a given card from one's own deck (517.3). */
    z.strictObject({ do: z.literal('summon'), card: cardNameSchema }),
  ]),
  'effect',
  'Что делает способность: do и его параметры',
);

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
  /** A triggered ability (срабатывающая способность): its event fires it, and it waits for its player. */
  z.strictObject({ kind: z.literal('triggered'), on: z.enum(TRIGGER_EVENTS), effect: effectDefSchema, text }),
  z.strictObject({
    kind: z.literal('choose'),
    on: z.enum(['spell', 'onPlay']),
    times: z.int().check(z.minimum(1), z.maximum(20)),
    options: z.array(effectDefSchema).check(z.minLength(1)),
    text,
  }),
]);

const slug = z
  .string()
  .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('must be latin kebab-case, as the file name', 'нужна латиница в kebab-case, как имя файла')));

/** The name's forms in the cases sentences need: «платит 6 за Кутилу» (acc), «маркеры Кутилы» (gen). */
const formsSchema = named(
  z.strictObject({ gen: text, dat: text, acc: text, ins: text, prep: text }),
  'forms',
  'Имя карты по падежам: родительный (нет кого? чего?), дательный, винительный, творительный, предложный',
);
/** A card's name in every case, as the engine holds it (`nom`: how sentences name it, its name or «карта «Имя»»). */
export const caseFormsSchema = z.strictObject({ nom: text, gen: text, dat: text, acc: text, ins: text, prep: text });
const genderSchema = named(z.enum(GENDERS), 'gender', 'Род имени карты: masculine, feminine, neuter («Молот прародителя закрыт», «Аккения закрыта»)');

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

/** A card file: its slug is its file name; its name's gender and forms are required. */
export const cardFileSchema = z.strictObject({ ...cardFields, slug, gender: genderSchema, forms: formsSchema });
/** A trial card described inside a scenario (not a real card of the game). Without gender and
 *  forms its sentences name it «карта «Имя»», which declines as «карта». */
export const trialCardSchema = named(
  z.strictObject({ ...cardFields, slug: z.optional(slug), gender: z.optional(genderSchema), forms: z.optional(formsSchema) }),
  'trialCard',
  'Пробная карта сценария (не настоящая карта игры); без gender и forms её называют «карта «Имя»»',
);

export type CardInput = z.output<typeof trialCardSchema>;
