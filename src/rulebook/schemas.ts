// The rulebook's content formats, each declared once: section and part frontmatter, edition.yaml
// and views.yaml. The parser checks files against them (src/input gives the positions), the
// types follow from them, and `svod schema` publishes them as JSON Schema for editors.
import * as z from 'zod/mini';
import { says } from '../input/index.ts';

const line = z.int().check(z.positive());

/** The longest edition id: it names a folder and stands in every address of the edition's pages. */
const MAX_EDITION_ID = 40;

/** An edition id: a lower-case word; `current` names the current view and is taken. */
export const EditionIdSchema = z
  .string()
  .check(
    z.maxLength(
      MAX_EDITION_ID,
      says(`is longer than ${MAX_EDITION_ID} characters, the most an edition id may have`, `длиннее ${MAX_EDITION_ID} знаков — это предел для имени редакции`),
    ),
    z.regex(
      /^(?!current$)[a-z][a-z0-9-]*$/,
      says('must be a lower-case word (a-z, 0-9, -) other than "current"', 'нужно слово строчными буквами (a-z, 0-9, -), кроме «current»'),
    ),
    z.describe('An edition id: the name of its folder under content/rules/'),
  );

const SourceRangeSchema = z
  .strictObject({
    file: z.string().check(z.minLength(1), z.describe('A source file in content/sources/')),
    lines: z.tuple([line, line]).check(z.describe('The first and the last line it holds, 1-based')),
  })
  .check(z.describe('Lines of a source file that this file holds'));

const VariantSchema = z
  .strictObject({
    file: z.string().check(z.minLength(1)),
    line,
    text: z.string(),
  })
  .check(z.describe('A source line that reads otherwise than the merged paragraph holding it'));

const heading = z.nullable(z.string()).check(z.describe('The heading as the source prints it; null where the excerpt lost it'));
const title = z.nullable(z.string()).check(z.describe('The heading without its number and full stop; null where the excerpt lost it'));
const sources = z.array(SourceRangeSchema).check(z.minLength(1));

export const SectionFrontmatterSchema = z
  .strictObject({
    section: z.int().check(z.minimum(100), z.maximum(999), z.describe('The section number (205)')),
    title,
    heading,
    part: z.int().check(z.positive(), z.describe('The part the section belongs to')),
    numberInferred: z.boolean().check(z.describe('True where the number is not printed and comes from the neighbouring sections')),
    startsMidway: z.boolean().check(z.describe('True where the excerpt opens inside the section')),
    endsMidway: z.boolean().check(z.describe('True where the excerpt breaks off inside the section')),
    sources,
    variants: z.optional(z.array(VariantSchema)),
  })
  .check(z.describe('A section of one edition (content/rules/<edition>/<NNN>-<slug>.md), written by `svod import`'));

export const PartFrontmatterSchema = z
  .strictObject({
    part: z.int().check(z.nonnegative(), z.describe('The part number; 0 holds a book’s front matter, the lines before its first part')),
    title,
    heading,
    terminology: z.optional(z.boolean().check(z.describe('True for a terminology part: each line is a term and its definition («Термин. Определение.»)'))),
    sources,
  })
  .check(z.describe('A part heading and its opening paragraphs, or its terms (content/rules/<edition>/part-<N>.md)'));

const SourceMetaSchema = z.strictObject({
  file: z.string().check(z.minLength(1), z.describe('A source file in content/sources/')),
  opensAtSectionStart: z.optional(z.boolean().check(z.describe('True where the excerpt opens at a section start whose heading line was cut off'))),
  editionAssumed: z.optional(z.boolean().check(z.describe('True where the source is filed under this edition by assumption: its pages say so'))),
  note: z.optional(z.string()),
});

export const EditionFileSchema = z
  .strictObject({
    id: EditionIdSchema,
    title: z.string().check(z.minLength(1), z.describe('The title readers see; citations use it too')),
    order: z.int().check(z.positive(), z.describe('The place in lists of editions, oldest first; the current view is declared in content/rules/views.yaml')),
    note: z.optional(z.string()),
    sources: z.array(SourceMetaSchema).check(z.minLength(1), z.describe('The source files of the edition, in reading order')),
  })
  .check(z.describe('An edition of the rulebook (content/rules/<edition>/edition.yaml)'));

export const ViewsFileSchema = z
  .strictObject({
    current: z
      .strictObject({
        base: EditionIdSchema.check(z.describe('The edition whose text the current view shows')),
        fill: z.optional(
          EditionIdSchema.check(z.describe('An older edition whose paragraphs fill in, labelled, where the base edition’s excerpts do not reach')),
        ),
      })
      .check(z.describe('The current view: the default everywhere on the site and in `svod rule`')),
    compare: z._default(
      z
        .array(z.tuple([EditionIdSchema, EditionIdSchema]))
        .check(z.describe('Pairs of editions, older first: /diff/<older>/<newer>/ and the history on each rule page')),
      [],
    ),
  })
  .check(z.describe('Which editions the site shows by default and which it compares (content/rules/views.yaml)'));

const anchor = z
  .string()
  .check(
    z.regex(
      /^\d{3}(\.\d+)*(-p\d+)?$/,
      says('must be a rule number or a paragraph anchor such as 206.1 or 205-p1', 'нужен номер правила или абзаца вида 206.1 или 205-p1'),
    ),
  );

export const GlossaryTermSchema = z
  .strictObject({
    term: z.string().check(z.trim(), z.minLength(1), z.describe('The term as the rules write it, capitalised as at the start of its definition (Рука)')),
    forms: z._default(
      z
        .array(z.string().check(z.trim(), z.minLength(1)))
        .check(z.describe('Inflected forms and the words judges use for it: «руку», «в руке»; «в игре» for «в игровой зоне»')),
      [],
    ),
    defined: z
      .record(EditionIdSchema, anchor)
      .check(z.describe('The rule that defines the term, per edition id: {<edition>: "206.1"}; its text is quoted from the rule, never rewritten')),
    see: z.optional(z.array(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))).check(z.describe('Related terms, by the names of their files'))),
  })
  .check(z.describe('A term the rulebook defines (content/glossary/<slug>.yaml)'));

/** The schemas of the rulebook's content files, by the name of their JSON Schema file. */
export const rulebookSchemas = {
  section: SectionFrontmatterSchema,
  part: PartFrontmatterSchema,
  edition: EditionFileSchema,
  views: ViewsFileSchema,
  glossary: GlossaryTermSchema,
};

export type RulebookFormat = keyof typeof rulebookSchemas;

/**
 * The comment that names a content file's JSON Schema, for editors with the YAML language server;
 * `depth` is how many folders the file lies below content/.
 */
export function modeline(format: RulebookFormat, depth: number): string {
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schema/${format}.schema.json`;
}

export type SourceRange = z.output<typeof SourceRangeSchema>;
export type Variant = z.output<typeof VariantSchema>;
export type SourceMeta = z.output<typeof SourceMetaSchema>;
export type EditionMeta = z.output<typeof EditionFileSchema>;
export type ViewsDeclaration = z.output<typeof ViewsFileSchema>;
