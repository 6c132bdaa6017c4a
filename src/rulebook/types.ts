// The rulebook's data model: what the importer writes, the parser reads back, and pages,
// search and the CLI consume. Text is always kept exactly as in the source. The shapes of the
// content files themselves follow from their schemas (schemas.ts).
import type { InputProblem } from '../input/index.ts';
import type { EditionMeta, SourceRange, Variant } from './schemas.ts';

export type { EditionMeta, SourceMeta, SourceRange, Variant, ViewsDeclaration } from './schemas.ts';

export interface ListItem {
  /** The marker as written (`1)`), or null where the excerpt lost it (521.1's list). */
  marker: string | null;
  text: string;
}

/** `line` counts lines in the content file of the block's section or part (its `file`). */
export type Block =
  | { kind: 'paragraph'; anchor: string; text: string; line: number }
  | { kind: 'example'; anchor: string; text: string; line: number }
  /** A line of a terminology part: `text` as written, which opens with `term` (`term-kladbishche`). */
  | { kind: 'term'; anchor: string; term: string; text: string; line: number }
  | { kind: 'list'; anchor: string; items: ListItem[]; line: number };

export interface Rule {
  /** `205.2`; inferred numbers look the same and carry `inferred: true`. */
  number: string;
  inferred: boolean;
  section: number;
  /** The rule's own paragraph first, then its further paragraphs, lists and examples. */
  blocks: Block[];
}

export interface Section {
  /** The content file the section was read from (`content/rules/late/520-monety.md`). */
  file: string;
  number: number;
  numberInferred: boolean;
  /** The heading as written (`Кладбище.`), or null where the excerpt cut it off. */
  heading: string | null;
  title: string | null;
  part: number;
  startsMidway: boolean;
  endsMidway: boolean;
  sources: SourceRange[];
  variants: Variant[];
  /** Paragraphs before the section's first rule (`205-p1`). */
  preamble: Block[];
  rules: Rule[];
}

export interface Part {
  /** The content file the part was read from. */
  file: string;
  number: number;
  heading: string | null;
  title: string | null;
  /** A terminology part: its lines are terms with their definitions (`term` blocks). */
  terminology?: boolean;
  /** Paragraphs between the part heading and its first section (`part-3-p1`), or its terms. */
  intro: Block[];
  sources: SourceRange[];
}

export interface Edition extends EditionMeta {
  parts: Part[];
  sections: Section[];
}

/** A problem in input: the one problem type of the house (src/input), English and Russian. */
export type Problem = InputProblem;

/** A result that is either a value or the problems that stopped it (never an exception). */
export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };
