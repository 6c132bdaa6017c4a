// The ruling format (content/rulings/<id>.yaml, DESIGN.md «Rulings and glossary»), declared once:
// a settled answer to a question judges meet, with a scenario whose expectations prove it.
import * as z from 'zod/mini';
import { named, says } from '../../input/index.ts';
import { trialCardSchema } from './card.ts';
import { fixedAskSchema } from './ask.ts';
import { cardNameSchema, editionSchema, ruleNumberSchema, slug, text } from './fields.ts';
import { MAX_STEPS, setupSchema, stepSchema } from './scenario.ts';

/** A ruling's scenario: a scenario without the fields the ruling itself carries (id, title, rules…). */
export function rulingScenarioShape<S extends z.ZodMiniType>(step: S) {
  return {
    seed: z.optional(z.int().check(z.minimum(0), z.maximum(2 ** 32 - 1))),
    cards: z.optional(z.array(trialCardSchema)),
    note: z.optional(text),
    setup: setupSchema,
    steps: z.array(step).check(z.minLength(1), z.maxLength(MAX_STEPS)),
  };
}

const exampleAnchor = z
  .string()
  .check(z.regex(/^\d{3}(\.\d+)*\/ex\d+$/, says('must be a rulebook example such as 203.2/ex1', 'нужен пример из правил вида 203.2/ex1')));

/**
 * What a ruling rests on, said on its page as card sites mark an official ruling apart from a
 * community one: the rules' text (`rule`: the rules it names say it), an example of the rulebook,
 * a card's text (the card and words its text in the card data says), or the rules' silence (the
 * reasoning where the rules do not say it outright).
 */
const basisSchema = named(
  z.union([
    z.literal('rule'),
    z.strictObject({ example: exampleAnchor }),
    z.strictObject({ card: cardNameSchema, quote: text }),
    z.strictObject({ silence: text }),
  ]),
  'basis',
  'На чём основано решение: rule — текст правила; {example: 203.2/ex1} — пример из правил; {card, quote} — текст карты (цитата из её данных); {silence} — правила прямо не говорят, с рассуждением',
);

function rulingShape<S extends z.ZodMiniType>(scenario: S) {
  return {
    id: slug,
    question: text,
    /** One answer, or one per edition where they differ. */
    answer: z.union([text, z.record(editionSchema, text)]),
    explanation: text,
    rules: z.array(ruleNumberSchema).check(z.minLength(1)),
    cards: z.optional(z.array(cardNameSchema)),
    editions: z.optional(z.array(editionSchema).check(z.minLength(1))),
    basis: z.array(basisSchema).check(z.minLength(1)),
    /** How a judge asks it in search: the answer there is its run by the engine. */
    ask: z.optional(fixedAskSchema),
    scenario,
  };
}

/** The whole ruling with every step checked: for JSON Schema and types. */
export const rulingSchema = z.strictObject(rulingShape(z.strictObject(rulingScenarioShape(stepSchema))));
/** The first pass: the ruling's own fields; its scenario is read by the scenario reader. */
export const rulingFrameSchema = z.strictObject(rulingShape(z.unknown()));

export type Basis = z.output<typeof basisSchema>;
