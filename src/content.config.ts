// Content collections: section files (frontmatter checked by schema), whole editions and one
// entry per rule, both parsed from content/rules by src/rulebook.
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { editionsLoader, rulesLoader } from './site/rulebook-loader.ts';
import { cardsLoader, examplesLoader } from './site/examples-loader.ts';

const sourceRange = z.object({ file: z.string(), lines: z.tuple([z.number().int().positive(), z.number().int().positive()]) }).strict();
const variant = z.object({ file: z.string(), line: z.number().int().positive(), text: z.string() }).strict();
const listItem = z.object({ marker: z.string().nullable(), text: z.string() }).strict();
const block = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), anchor: z.string(), text: z.string(), line: z.number().int() }).strict(),
  z.object({ kind: z.literal('example'), anchor: z.string(), text: z.string(), line: z.number().int() }).strict(),
  z.object({ kind: z.literal('list'), anchor: z.string(), items: z.array(listItem), line: z.number().int() }).strict(),
]);
const ruleShape = {
  number: z.string().regex(/^\d{3}(\.\d+)+$/),
  inferred: z.boolean(),
  section: z.number().int(),
  blocks: z.array(block).min(1),
};
const rulesDir = process.env.SVOD_RULES_DIR ?? './content/rules';
const sectionFrontmatter = {
  section: z.number().int().min(100).max(999),
  title: z.string().nullable(),
  heading: z.string().nullable(),
  part: z.number().int().positive(),
  numberInferred: z.boolean(),
  startsMidway: z.boolean(),
  endsMidway: z.boolean(),
  sources: z.array(sourceRange).min(1),
  variants: z.array(variant).optional(),
};

const sections = defineCollection({
  loader: glob({ pattern: '*/[0-9]*.md', base: rulesDir }),
  schema: z.object(sectionFrontmatter).strict(),
});

const parts = defineCollection({
  loader: glob({ pattern: '*/part-*.md', base: rulesDir }),
  schema: z.object({ part: z.number().int().positive(), title: z.string().nullable(), heading: z.string().nullable(), sources: z.array(sourceRange).min(1) }).strict(),
});

const editions = defineCollection({
  loader: editionsLoader(),
  schema: z.object({
    id: z.string(),
    title: z.string(),
    order: z.number().int(),
    note: z.string().optional(),
    sources: z.array(z.object({ file: z.string(), opensAtSectionStart: z.boolean().optional(), note: z.string().optional() }).strict()),
    parts: z.array(z.object({ number: z.number().int(), heading: z.string().nullable(), title: z.string().nullable(), intro: z.array(block), sources: z.array(sourceRange) }).strict()),
    sections: z.array(
      z.object({ ...sectionFrontmatter, number: z.number().int(), variants: z.array(variant), preamble: z.array(block), rules: z.array(z.object(ruleShape).strict()) })
        .omit({ section: true })
        .strict(),
    ),
  }),
});

const rules = defineCollection({
  loader: rulesLoader(),
  schema: z.object({ edition: z.string(), ...ruleShape }).strict(),
});

// Cards and scenarios are checked by the engine's own readers (with file, line and column);
// the schemas here pin the fields the pages read.
const cards = defineCollection({
  loader: cardsLoader(),
  schema: z
    .object({
      slug: z.string(),
      name: z.string(),
      type: z.enum(['creature', 'hero', 'spell', 'event', 'equipment']),
      cost: z.number().int().nullable(),
      lives: z.number().int().nullable(),
      strike: z.number().int().nullable(),
    })
    .passthrough(),
});

const examples = defineCollection({
  loader: examplesLoader(),
  schema: z.object({
    id: z.string(),
    file: z.string(),
    yaml: z.string(),
    scenario: z.object({ id: z.string(), edition: z.enum(['early', 'late']), rules: z.array(z.string()), illustrates: z.string().optional() }).passthrough(),
    extraCards: z.array(z.object({ slug: z.string(), name: z.string() }).passthrough()),
  }),
});

export const collections = { sections, parts, editions, rules, cards, examples };
