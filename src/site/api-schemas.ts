// The shape of every file under /api/, declared once: the endpoints' payloads are typed by these
// schemas, /api/schemas/<name>.json publishes them as JSON Schema, the /api/ page shows them, and
// a test validates every built file against them. Where the data is content, the content
// formats' own schemas are reused (edition.yaml, section sources, cards, rulings).
import * as z from 'zod/mini';
import { cardFileSchema, caseFormsSchema, rulingSchema } from '../engine/index.ts';
import { named } from '../input/index.ts';
import { rulebookSchemas } from '../rulebook/index.ts';
import { LEVELS, templateSchema } from '../practice/index.ts';

const text = z.string();

const editionId = rulebookSchemas.edition.shape.id;
const url = z.string().check(z.describe('The page’s address on this site, with its base path'));

/** What every file carries, so that outside tools can tell what they hold and when it changed. */
const envelopeShape = {
  version: z.string().check(z.regex(/^[0-9a-f]{12}$/), z.describe('A hash of this file’s data: it changes exactly when the data does')),
  built: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('The day the site was built (UTC)')),
  editions: z.array(editionId).check(z.minLength(1), z.describe('The editions of the rulebook this file’s data comes from')),
};

const line = z.int().check(z.positive());
const located = { anchor: text, file: text.check(z.describe('The content file that holds the block')), line };
const blockSchema = named(
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('paragraph'), text, ...located }),
    z.strictObject({ kind: z.literal('example'), text, ...located }),
    z.strictObject({ kind: z.literal('list'), items: z.array(z.strictObject({ marker: z.nullable(text), text })), ...located }),
    z.strictObject({ kind: z.literal('term'), term: text, text, ...located }),
  ]),
  'block',
  'A paragraph, an example, a list or a term of a terminology part (its text opens with the term), as the source has it, with the file and line it is read from',
);
const ruleShape = {
  number: text,
  inferred: z.boolean().check(z.describe('True where the number is not printed and is restored by order')),
  section: z.int(),
  blocks: z.array(blockSchema),
  url,
  citation: text.check(z.describe('How to cite the rule, with its edition')),
};
const section = rulebookSchemas.section.shape;
const sectionShape = {
  file: text,
  number: section.section,
  numberInferred: section.numberInferred,
  part: section.part,
  startsMidway: section.startsMidway,
  endsMidway: section.endsMidway,
  sources: section.sources,
  variants: section.variants.def.innerType,
};
const part = rulebookSchemas.part.shape;
const partShape = {
  file: text,
  number: part.part,
  heading: part.heading,
  title: part.title,
  terminology: part.terminology,
  intro: z.array(blockSchema),
  sources: part.sources,
};

/** One edition's text, as its content files hold it. */
const editionData = {
  ...rulebookSchemas.edition.shape,
  parts: z.array(z.strictObject(partShape)),
  sections: z.array(
    z.strictObject({
      ...sectionShape,
      heading: section.heading,
      title: section.title,
      preamble: z.array(blockSchema),
      rules: z.array(z.strictObject(ruleShape)),
    }),
  ),
};

const viewBlock = named(
  z.strictObject({ edition: editionId, anchor: text, block: blockSchema }),
  'viewBlock',
  'A block of the current view and the edition it is taken from',
);
/** The current view: each block names the edition it is taken from. */
const currentView = z.strictObject({
  id: text.check(z.describe('`current`')),
  title: text,
  base: editionId,
  editions: z.array(editionId),
  parts: z.array(z.strictObject({ ...partShape, edition: editionId })),
  sections: z.array(
    z.strictObject({
      ...sectionShape,
      title: section.title,
      titleEdition: z.nullable(editionId),
      edition: editionId,
      preamble: z.array(viewBlock),
      rules: z.array(z.strictObject({ edition: editionId, ...ruleShape })),
      trailing: z.array(viewBlock),
    }),
  ),
});

/** A card as the engine reads it: the card file's fields, aliases and abilities always present. */
const card = named(
  z.strictObject({
    ...cardFileSchema.shape,
    aliases: z.array(text),
    forms: caseFormsSchema.check(z.describe('The name in every case, the nominative first, as the engine’s sentences say it')),
    abilities: cardFileSchema.shape.abilities.def.innerType.def.innerType,
    trial: z.optional(z.boolean().check(z.describe('A trial card a scenario describes for itself, not a card of the game'))),
  }),
  'card',
  'A card as data; unknown facts are null',
);

/** What «Проверить» runs in the browser: the scenario as the engine compiled it, its cards, the rules' pages. */
const runData = {
  id: text,
  scenario: z.looseObject({
    id: text,
    edition: editionId,
    rules: z.array(text),
    seed: z.int(),
    setup: z.array(z.looseObject({})).check(z.describe('The engine’s compiled setup (internal: may change between versions)')),
    steps: z
      .array(z.looseObject({ kind: z.enum(['action', 'expect', 'ask']) }))
      .check(z.describe('The engine’s compiled steps (internal: may change between versions)')),
  }),
  cards: z.array(card),
  citations: z.record(z.string(), z.nullable(url)).check(z.describe('`edition:rule` → the rule’s page, for the rules a trace may cite')),
};

const ruling = rulingSchema.shape;
const rulingEntry = z.strictObject({
  id: ruling.id,
  url,
  file: text,
  question: ruling.question,
  explanation: ruling.explanation,
  rules: ruling.rules,
  cards: z.array(z.strictObject({ name: text, url })),
  editions: z.array(editionId),
  answers: z.record(editionId, text),
  differs: z.boolean().check(z.describe('True where the editions answer differently')),
  held: z.boolean().check(z.describe('True where the engine’s run confirmed the answer in every edition')),
  basis: ruling.basis,
  checks: z.array(z.strictObject({ edition: editionId, rules: z.array(text), answer: text, passed: z.boolean(), run: text })),
});

/** A trace entry: what the engine decided, and the rule it cites (null where the excerpts are silent). */
const traceEntry = z.strictObject({ rule: z.nullable(text), edition: editionId, text });

/** A practice question: the engine's answer, a wrong choice per misreading, how the answer came about. */
const practiceQuestion = named(
  z.strictObject({
    id: text.check(z.describe('Stable: the template, its variables’ values and the edition')),
    url,
    template: text,
    file: text,
    edition: editionId,
    editions: z.array(editionId).check(z.describe('Every edition in which the question has this answer')),
    editionMatters: z.boolean().check(z.describe('True where another edition answers otherwise: the page names the edition')),
    values: z.record(z.string(), z.union([z.number(), text])),
    text,
    choices: z.array(z.strictObject({ text, correct: z.boolean(), reason: text, rule: z.optional(text) })),
    answer: text,
    value: z.unknown().check(z.describe('The engine’s answer as data: what `svod run --json` gives for the scenario')),
    level: z.enum(Object.keys(LEVELS) as [keyof typeof LEVELS]),
    rules: z.array(text).check(z.describe('The rules the template trains, as the question’s edition numbers them')),
    sections: z.array(z.int()),
    rulings: z.array(text).check(z.describe('Rulings that warn about one of the wrong choices')),
    derivation: z.array(z.strictObject({ text, trace: z.array(traceEntry) })),
    scenario: z
      .looseObject({ setup: z.looseObject({}), steps: z.array(z.looseObject({})) })
      .check(z.describe('The situation in the scenario format: `svod run` answers it, the judge’s board opens it')),
  }),
  'practiceQuestion',
  'A practice question: its choices with their reasons, the answer the engine computed and its derivation',
);

/** Each file's own data, without the envelope. */
export const apiData = {
  rules: { byEdition: z.array(z.strictObject(editionData)), current: currentView },
  edition: editionData,
  cards: { cards: z.array(card) },
  example: runData,
  rulings: { rulings: z.array(rulingEntry) },
  rulingRun: runData,
  ruleNumbers: { views: z.array(z.strictObject({ id: text, title: text, sections: z.array(z.int()), rules: z.array(text) })) },
  practice: {
    templates: z.array(
      z.strictObject({ file: text, ...templateSchema.shape, questions: z.int().check(z.describe('How many questions the template generated')) }),
    ),
    questions: z.array(practiceQuestion),
    links: z.strictObject({
      rules: z
        .record(z.string(), z.nullable(url))
        .check(z.describe('`edition:rule` → the rule’s page, for every rule a question names or its derivation cites')),
      rulings: z.record(z.string(), z.strictObject({ url, question: text })),
      sections: z.record(z.string(), text).check(z.describe('Section number → its name in the current view')),
    }),
  },
  practiceDaily: {
    questions: z.array(
      z.strictObject({
        id: text,
        url,
        text,
        edition: z.nullable(text),
        choices: z.array(text),
        answer: z.int().check(z.describe('The right choice’s index')),
        reason: text,
      }),
    ),
  },
};

export type ApiName = keyof typeof apiData;

/** A whole file's schema: the envelope and the data. */
export function apiSchema(name: ApiName) {
  return z.strictObject({ ...envelopeShape, ...apiData[name] });
}

export type ApiData<N extends ApiName> = z.output<z.ZodMiniObject<(typeof apiData)[N]>>;
/**
 * What an endpoint hands over: the file's keys; the engine's own types are looser than the
 * published schemas (a card's element is a string to them), so the values are checked where it
 * matters, on the built files (test/site/api.test.ts).
 */
export type ApiFields<N extends ApiName> = { [K in keyof ApiData<N>]: unknown } & { [K in keyof typeof envelopeShape]?: never };

/** The JSON Schema text published for a file: what it returns (output), draft-07 like the content schemas. */
export function apiJsonSchema(name: ApiName): object {
  return z.toJSONSchema(apiSchema(name), { io: 'output', target: 'draft-07', unrepresentable: 'any' });
}
