// The ruling format (content/rulings/<id>.yaml, DESIGN.md «Rulings and glossary»), declared once:
// a settled answer to a question judges meet, with a scenario whose expectations prove it.
import * as z from 'zod/mini';
import { trialCardSchema } from './card.ts';
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
    scenario,
  };
}

/** The whole ruling with every step checked: for JSON Schema and types. */
export const rulingSchema = z.strictObject(rulingShape(z.strictObject(rulingScenarioShape(stepSchema))));
/** The first pass: the ruling's own fields; its scenario is read by the scenario reader. */
export const rulingFrameSchema = z.strictObject(rulingShape(z.unknown()));

export type RulingInput = z.output<typeof rulingFrameSchema>;
