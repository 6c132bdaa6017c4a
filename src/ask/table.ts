// The situations search can answer: the practice templates, rulings and examples that say how a
// judge asks them (`ask:`), each with what the engine computed: a template's questions for its
// variants, a ruling's run in each edition it is checked in, an example's run. Plain data: the content
// graph builds it (src/content-files/ask.ts), the CLI and MCP read it there, the site ships it as
// a data file. A variant outside these was never computed, and nothing answers it.
import type { Quantity } from '../practice/index.ts';

/** One way to say a word the situation needs: stems to match, or a card's forms word for word. */
export interface Alternative {
  words: string[];
  exact: boolean;
}

/** A rule the engine applied, in the edition it applied it from. */
export interface AppliedRule {
  rule: string;
  edition: string;
  /** Its page, where the site has one. */
  href: string | null;
}

/** The engine's answer to one variant in the editions that agree on it. */
export interface ComputedAnswer {
  /** The practice question (`kutila-counts-itself/n=4/early`), ruling or example it is. */
  question: string;
  editions: string[];
  answer: string;
  rules: AppliedRule[];
  /** The situation as a scenario: the judge's board opens it. */
  scenario: Record<string, unknown>;
}

export interface Variant {
  counts: Partial<Record<Quantity, number>>;
  /** The question filled in for this variant. */
  text: string;
  answers: ComputedAnswer[];
}

/** What the engine computed the situation from. */
export type Source = 'practice' | 'ruling' | 'example';

export interface Situation {
  source: Source;
  /** The template's, ruling's or example's id. */
  id: string;
  /** The template's question, its numbers left open; a ruling's question; an example's title. */
  question: string;
  /** A ruling's or an example's numbers are its scenario's: its one variant answers a query that says them or none. */
  fixed?: true;
  /** Every group must be said, by one of its alternatives. */
  says: Alternative[][];
  counts: Quantity[];
  variants: Variant[];
}

export interface AskTable {
  situations: Situation[];
}
