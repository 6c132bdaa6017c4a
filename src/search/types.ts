// The search corpus (built from the content at build time), the answers a query gets, and the
// loader through which the index fetches its files.

export type SearchGroup = 'rules' | 'rulings' | 'glossary' | 'cards' | 'examples';

/** The order groups are shown in: what a judge cites first. */
export const groupOrder: SearchGroup[] = ['rules', 'rulings', 'glossary', 'cards', 'examples'];

export const groupTitles: Record<SearchGroup, string> = {
  rules: 'Правила',
  rulings: 'Разъяснения',
  glossary: 'Глоссарий',
  cards: 'Карты',
  examples: 'Примеры',
};

/** One paragraph, list or example of a searchable document. */
export interface DocBlock {
  /** The block's anchor on its page, when it has one (`205-p1`, `203.2/ex1`). */
  anchor?: string;
  text: string;
}

/** Where else the same text stands (another edition, maybe under another number). */
interface DocAlias {
  view: string;
  number: string | null;
  url: string;
  edition: string;
}

/** One thing a search can find: a rule, a rule-less paragraph, a ruling, a term, a card, an example. */
export interface SearchDoc {
  id: string;
  group: SearchGroup;
  url: string;
  /** The rule number (`205.4`); null for paragraphs without one and for other groups. */
  number: string | null;
  inferred?: boolean;
  /** The section the rule or paragraph belongs to. */
  section?: number;
  /** What the result shows as its name: section title, question, term, card name, example title. */
  title: string;
  /** The view it was indexed from (`current`, `early`, `late`); only for rule texts. */
  view?: string;
  /** The edition its text comes from. */
  edition?: string;
  /** Short labels that weigh more than the text: names, titles, ids. */
  head: string;
  blocks: DocBlock[];
  /** Rule numbers the document is about (an example's or a ruling's `rules`), found by a number query. */
  rules?: string[];
  also?: DocAlias[];
  /**
   * Questions of the rulings that rest on this rule, in judges' words: they find the rule too,
   * with less weight than its own text, and are never shown as its text.
   */
  asked?: string[];
  /**
   * For a ruling: the rarity of each word of its question (words of `title`, as the ranker
   * weighs a query word), which the build adds: the best answer weighs what the question says.
   */
  weights?: number[];
}

export interface SectionEntry {
  view: string;
  number: number;
  title: string | null;
  url: string;
  /**
   * The section's paragraphs without a number, in the order this view shows them, each with the
   * rule it follows (null: before the first). `doc` is the id of the document holding the text,
   * which may be another view's or section's when the very same text stands there too.
   */
  paragraphs: { doc: string; edition: string; anchor: string; after: string | null }[];
  /** Its rules whose number is inferred in this view (a document of another view may hold their text). */
  inferred: string[];
  /** This view's texts that its shared documents do not give to the letter (shared-text.ts), by anchor. */
  variants: { anchor: string; text: string }[];
  /** What the section's page notes about the excerpt. */
  notes: SectionNotes;
}

/** What a section's page notes: a heading of another edition, a number not printed, an excerpt that starts or ends midway. */
export interface SectionNotes {
  titleEdition?: string;
  numberInferred?: true;
  startsMidway?: true;
  endsMidway?: true;
}

/**
 * Another way to say what the rulebook says: a glossary form that is not an inflection of its
 * term («в игре» for «Игровая зона»), or a saying of the thesaurus (thesaurus.ts).
 */
export interface SearchAlias {
  /** The saying, as typed (`в игре`, `гибель`). */
  form: string;
  /** What the rulebook says instead (`Игровая зона`, `уничтожить`). */
  means: string;
  /**
   * Its sayings are forms of one another, each as good as the rest: a query's saying is also
   * searched as every other (a glossary term's forms «вызов», «вызывает»; «уходит», «переходит»).
   */
  kin?: boolean;
  /**
   * The dictionary's forms of those of its words whose stem is too short to tell them by
   * («копье»: «копья», «копьём»…, never «копить»), by word; a word without them is told by its stem.
   */
  forms?: Record<string, string[]>;
}

/** A glossary term as a query may name it: its document, the rule text that defines it, and how it is said. */
export interface SearchTerm {
  /** The term's glossary document. */
  doc: string;
  /** The document whose text defines it (the current view's, where it has that text); null when none does. */
  definedBy: string | null;
  /** Its name, its forms and the thesaurus's sayings for it. */
  names: string[];
}

/** The whole corpus, as the build assembles it before splitting it into the index's files. */
export interface SearchData {
  /** Views in the order results prefer them (current first). */
  views: { id: string; title: string }[];
  editions: { id: string; title: string }[];
  sections: SectionEntry[];
  /** Grouped in groupOrder; rule texts in view order. */
  docs: SearchDoc[];
  aliases: SearchAlias[];
  terms: SearchTerm[];
  /** Sorted stems of the words the language knows (hunspell.ts) and of the thesaurus's sayings: never taken for a typo. */
  known: string[];
}

/**
 * Fetches one of the index's files by its root-relative path (from src/routes) and gives its
 * parsed JSON; rejects when the file cannot be had. The site fetches through its base path;
 * Node reads the files built in memory.
 */
export type SearchLoader = (path: string) => Promise<unknown>;

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

/**
 * The one answer a query leads with (best-answer.ts): the rule its number names, the rule text
 * that defines the term it names, the card it names, or the ruling whose question it asks. It stands first in its
 * group too, so a reader of the groups alone finds it first there.
 */
export interface SearchBest {
  why: 'number' | 'definition' | 'card' | 'ruling';
  hit: SearchHit;
  /** For a definition: the term and its glossary page. */
  term?: { title: string; url: string };
}

export interface SearchAnswer {
  query: string;
  /** Set when the query cannot be searched (empty, too long); a message in Russian. */
  error?: string;
  /** A rule or section number that names one place: where to go at once. */
  direct?: { url: string; number: string; title: string };
  best?: SearchBest;
  groups: { group: SearchGroup; title: string; hits: SearchHit[] }[];
  total: number;
  /**
   * What was searched besides the words as typed: a typo forgiven, a related word for one the
   * rules never use, a glossary term for a judge's word, the query retyped from the Latin layout.
   */
  corrections: { typed: string; found: string; why: 'typo' | 'related' | 'alias' | 'layout' }[];
}
