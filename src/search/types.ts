// The search corpus (what the build ships as a static file) and the answers a query gets.

export type SearchGroup = 'rules' | 'examples' | 'glossary' | 'cards';

export const groupOrder: SearchGroup[] = ['rules', 'examples', 'glossary', 'cards'];

export const groupTitles: Record<SearchGroup, string> = {
  rules: 'Правила',
  examples: 'Примеры',
  glossary: 'Глоссарий',
  cards: 'Карты',
};

/** One paragraph, list or example of a searchable document. */
export interface DocBlock {
  /** The block's anchor on its page, when it has one (`205-p1`, `203.2/ex1`). */
  anchor?: string;
  text: string;
}

/** Where else the same text stands (another edition, maybe under another number). */
export interface DocAlias {
  view: string;
  number: string | null;
  url: string;
  edition: string;
}

/** One thing a search can find: a rule, a rule-less paragraph, an example, a term, a card. */
export interface SearchDoc {
  id: string;
  group: SearchGroup;
  url: string;
  /** The rule number (`205.4`); null for paragraphs without one and for other groups. */
  number: string | null;
  inferred?: boolean;
  /** The section the rule or paragraph belongs to. */
  section?: number;
  /** What the result shows as its name: section title, example title, card name, term. */
  title: string;
  /** The view it was indexed from (`current`, `early`, `late`); only for rule texts. */
  view?: string;
  /** The edition its text comes from. */
  edition?: string;
  /** Short labels that weigh more than the text: names, titles, ids. */
  head: string;
  blocks: DocBlock[];
  /** Rule numbers the document is about (an example's `rules`), found by a number query. */
  rules?: string[];
  also?: DocAlias[];
}

export interface SectionEntry {
  view: string;
  number: number;
  title: string | null;
  url: string;
}

/** The shipped corpus: built at build time, loaded by the browser on first use. */
export interface SearchData {
  version: 1;
  /** Views in the order results prefer them (current first). */
  views: { id: string; title: string }[];
  editions: { id: string; title: string }[];
  sections: SectionEntry[];
  docs: SearchDoc[];
}

/** A piece of a snippet; `hit` pieces are matched words (render them as `<mark>`). */
export interface Segment {
  text: string;
  hit: boolean;
}

export type MatchKind = 'number' | 'phrase' | 'all' | 'some';

export interface SearchHit {
  id: string;
  group: SearchGroup;
  url: string;
  number: string | null;
  inferred: boolean;
  /** The section of a rule or paragraph (shown for paragraphs without a number). */
  section: number | null;
  title: string;
  view: string | null;
  edition: string | null;
  editionTitle: string | null;
  match: MatchKind;
  score: number;
  snippet: Segment[];
  also: DocAlias[];
}

export interface SearchAnswer {
  query: string;
  /** Set when the query cannot be searched (empty, too long); a message in Russian. */
  error?: string;
  /** A rule or section number that names one place: where to go at once. */
  direct?: { url: string; number: string; title: string };
  groups: { group: SearchGroup; title: string; hits: SearchHit[] }[];
  total: number;
  /** Query words that matched only after forgiving a wrong letter: typed → found. */
  corrections: { typed: string; found: string }[];
}
