// The ruling format (content/rulings/<id>.yaml, DESIGN.md «Rulings and glossary»), declared once:
// a settled answer to a question judges meet, with a scenario whose expectations prove it.
import * as z from 'zod/mini';
import { says } from '../../input/index.ts';
import { cardNameSchema, editionSchema, ruleNumberSchema, setupSchema, stepSchema, MAX_STEPS } from './scenario.ts';
import { trialCardSchema } from './card.ts';

const text = z.string().check(z.trim(), z.minLength(1));
const slug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('must be kebab-case (latin letters, digits and hyphens)', 'нужен kebab-case (латиница, цифры, дефисы)')));

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
    answer: z.union([text, z.strictObject({ early: z.optional(text), late: z.optional(text) })]),
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
