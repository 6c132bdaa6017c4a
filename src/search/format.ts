// The index's files, as the build writes them and the browser reads them. A small root says
// where everything is; the words, the rule numbers and the documents are split into shards, so
// a query fetches only the words it has and the documents it shows. Addresses: src/routes.
import type { SearchDoc, SectionNotes } from './types.ts';

type PackedNotes = Omit<SectionNotes, 'titleEdition'> & { titleEdition?: number };

export const INDEX_VERSION = 4;

/**
 * Where a document's words stand. The head (name, number, title) counts back from
 * -BLOCK_GAP, so any negative position is a head word; blocks count from 0, each BLOCK_GAP past
 * the end of the last, so neither a phrase nor a close pair of words spans two fields.
 */
export const BLOCK_GAP = 100;

/** Characters of a content hash in a file's name (URL-safe; 48 bits as base64url). */
export const HASH_LENGTH = 8;

export interface RootFile {
  version: typeof INDEX_VERSION;
  views: { id: string; title: string }[];
  editions: { id: string; title: string }[];
  /** How many documents there are; ids run from 0. */
  docs: number;
  /** Runs of documents: [first id, group (its place in groupOrder), view (its place in views) or -1]. */
  ranges: [first: number, group: number, view: number][];
  /** Rule texts without a number (paragraphs), as gaps between ids. */
  unnumbered: number[];
  /** The first word of each word shard, in sorted order: shard i holds words[i] up to words[i + 1]. */
  words: string[];
  /** Letter keys (letterKey) that have a vocabulary file (VocabularyFile), and that have a roots file. */
  vocabulary: string[];
  roots: string[];
  /** Sections that have a numbers file, as runs [first, last]. */
  numbers: [first: number, last: number][];
  /** The size of each document chunk, in order. */
  chunks: number[];
  /**
   * Other words for the rulebook's (aliases.ts): [what the rulebook says, the keys of the sayings
   * that mean it, 1 where they are forms of one another (SearchAlias.kin)].
   */
  aliases: [means: string, sayings: string[], kin?: 1][];
  /** Glossary terms: [its document, the document whose text defines it or -1, the keys of its names (aliases.ts, termKey)]. */
  terms: [doc: number, definedBy: number, names: string[]][];
  /**
   * The content hash in each file's name (file-names.ts), HASH_LENGTH characters each, one after
   * another in the order the fields above list the files: word shards as `words`, chunks as
   * `chunks`, numbers files section by section through `numbers`, and `vocabulary`, `roots`.
   */
  hashes: { words: string; docs: string; numbers: string; vocabulary: string; roots: string };
}

/**
 * The words of one first letter that a typo may stand for, in the order a typo prefers them; and
 * the sorted stems of the language's words of that letter that a correction could reach
 * (known-words.ts), which are no typos.
 */
export interface VocabularyFile {
  words: string[];
  known: string[];
}

/**
 * A word shard: sorted words, each with its postings: for each document holding it, the id's gap
 * from the previous one, how many positions follow, then the first position and the gaps to the
 * next. No positions: the word stands only in the questions of the rulings that cite the rule.
 */
export interface WordsFile {
  words: string[];
  postings: number[][];
}

/** The rule numbers of one section: every view's rules, its rule-less paragraphs, what is about them. */
export interface NumbersFile {
  /** The section in each view that has it: [view, title, and what its page notes, if anything, with the edition as its place in editions]. */
  sections: [view: number, title: string | null, notes?: PackedNotes][];
  /** [number, document, view, edition], by view then number; a number may name a document of another view's text. */
  rules: [number: string, doc: number, view: number, edition: number][];
  /** The section's paragraphs without a number. */
  paragraphs: number[];
  /** Examples, rulings and terms about a rule of the section: [rule, document]. */
  about: [rule: string, doc: number][];
  /**
   * What a reader of the section needs besides its rules' documents (src/search/reading.ts): each
   * view's paragraphs without a number in order, as [view, the document holding the text (of any
   * section or view), edition, anchor, the rule it follows or null], and the rules whose number
   * the view infers, and its texts that a shared document does not give to the letter
   * (shared-text.ts).
   */
  placed: [view: number, doc: number, edition: number, anchor: string, after: string | null][];
  inferred: [view: number, number: string][];
  variants: [view: number, anchor: string, text: string][];
}

/** A rule text without what its view, number and section already say; any other document whole. */
export type PackedDoc =
  | [
      kind: 0,
      view: number,
      edition: number,
      section: number,
      number: string | null,
      inferred: 0 | 1,
      title: string | null,
      blocks: [anchor: string | null, text: string][],
      also?: [view: number, edition: number, number: string | null, url: string][],
    ]
  | [kind: 1, doc: SearchDoc];

/** The first letter of a word as a file name: its code point in hex (`к` → `43a`). */
export const letterKey = (word: string) => word.codePointAt(0)!.toString(16);

/** Decoded postings of one word: documents in order, each with its positions. */
export interface Postings {
  docs: Int32Array;
  /** Positions of docs[i]: positions.subarray(starts[i], starts[i + 1]). */
  starts: Int32Array;
  positions: Int32Array;
}

export function encodePostings(list: { doc: number; positions: number[] }[]): number[] {
  const out: number[] = [];
  let last = 0;
  for (const { doc, positions } of list) {
    out.push(doc - last, positions.length);
    last = doc;
    positions.forEach((p, i) => out.push(i ? p - positions[i - 1] : p));
  }
  return out;
}

export function decodePostings(coded: number[]): Postings {
  let n = 0;
  let total = 0;
  for (let i = 0; i < coded.length; i += 2 + coded[i + 1]) n++, (total += coded[i + 1]);
  const docs = new Int32Array(n);
  const starts = new Int32Array(n + 1);
  const positions = new Int32Array(total);
  let doc = 0;
  let at = 0;
  for (let i = 0, d = 0; i < coded.length; d++) {
    doc += coded[i];
    const count = coded[i + 1];
    docs[d] = doc;
    starts[d] = at;
    let p = 0;
    for (let k = 0; k < count; k++) positions[at++] = p = k ? p + coded[i + 2 + k] : coded[i + 2 + k];
    i += 2 + count;
  }
  starts[n] = at;
  return { docs, starts, positions };
}
