// The format of an edition's engine table (content/engine/<edition>.yaml), declared once: which
// zones the edition has, what a card keeps as it goes into each zone, and where each rule the
// engine applies stands in that edition's excerpts.
import * as z from 'zod/mini';
import { RULE_KEY_LIST } from '../vocabulary.ts';
import { named } from '../../input/index.ts';
import { editionSchema, ruleNumberSchema, text, zoneNameSchema } from './fields.ts';

const ruleKeySchema = z.enum(RULE_KEY_LIST);
const kept = z.union([z.literal('all'), z.array(text)]);

/** What a card keeps going into a zone: effects and markers by name (or all), and the rule that says so. */
export const keepSchema = named(
  z.strictObject({
    effects: kept,
    markers: kept,
    /** null: the excerpts do not say; the engine does what the entry says and the trace says it chose. */
    rule: z.nullable(ruleKeySchema),
  }),
  'keep',
  'Что карта сохраняет, попадая в зону: эффекты и маркеры (по имени или all) и правило, которое это говорит (null — выдержки молчат)',
);

export const editionRulesSchema = z.strictObject({
  id: editionSchema,
  /** The edition's name in Russian («Поздняя редакция»); the reader of the content fills it from the rulebook. */
  title: z.optional(text),
  zones: z.array(zoneNameSchema).check(z.minLength(1)),
  keeps: z.partialRecord(zoneNameSchema, keepSchema),
  citations: z.partialRecord(ruleKeySchema, ruleNumberSchema),
});

export type EditionRules = z.output<typeof editionRulesSchema>;
export type Keep = z.output<typeof keepSchema>;
