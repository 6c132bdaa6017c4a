// The index as far as it is loaded: the root at once, then each shard when a query first needs
// it, kept for the next query. A file that fails to load is forgotten, so a later query tries it
// again (offline now, online later).
import { Index } from 'flexsearch';
import { fileNames, loadRoot, type FileNames } from './file-names.ts';
import { decodePostings, letterKey, type NumbersFile, type PackedDoc, type Postings, type RootFile, type VocabularyFile, type WordsFile } from './format.ts';
import { unpackDoc } from './pack.ts';
import { isNumberToken, stem } from './text.ts';
import type { SearchDoc, SearchLoader } from './types.ts';

/** The first index in a sorted list whose item is not below `key`. */
function lowerBound(list: ArrayLike<string | number>, key: string | number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The last index in a sorted list whose item is not above `key` (0 when all are above). */
const floorIndex = (list: ArrayLike<string | number>, key: string | number) => {
  const i = lowerBound(list, key);
  return i < list.length && list[i] === key ? i : Math.max(0, i - 1);
};

/** Past every word that starts with the prefix. */
const prefixEnd = (prefix: string) => `${prefix}\uffff`;

/** The documents a query word reaches, once each; `askedOnly[i]`: only through a ruling's question. */
interface KeyDocs {
  docs: Int32Array;
  askedOnly: Uint8Array;
}

/** What a query word's keys match: the index words, their postings, and the documents of them all. */
export interface KeyMatch {
  words: string[];
  postings: Postings[];
  docs: KeyDocs;
}

/** A key shorter than this matches only words of its very stem, not every word it begins. */
const MIN_PREFIX_KEY = 4;

/** How many keys' documents stay at hand for the next queries. */
const KEY_CACHE = 500;

/** The union of several words' documents, a document in any word's text counting as in the text. */
function unionDocs(lists: KeyDocs[]): KeyDocs {
  if (lists.length === 1) return lists[0];
  // Each (document, asked only) as one sortable number: the text's 0 sorts before the question's 1.
  const coded = new Int32Array(lists.reduce((n, l) => n + l.docs.length, 0));
  let n = 0;
  for (const l of lists) for (let i = 0; i < l.docs.length; i++) coded[n++] = (l.docs[i] << 1) | l.askedOnly[i];
  coded.sort();
  const docs = new Int32Array(n);
  const askedOnly = new Uint8Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const doc = coded[i] >> 1;
    if (m && docs[m - 1] === doc) continue;
    docs[m] = doc;
    askedOnly[m++] = coded[i] & 1;
  }
  return { docs: docs.subarray(0, m), askedOnly: askedOnly.subarray(0, m) };
}

const keyDocsOf = (p: Postings): KeyDocs => ({ docs: p.docs, askedOnly: Uint8Array.from(p.docs, (_, i) => (p.starts[i + 1] === p.starts[i] ? 1 : 0)) });

export class IndexStore {
  readonly root: RootFile;
  /** Each document's group (its place in groupOrder) and view (place in root.views, or -1). */
  readonly groupOf: Uint8Array;
  readonly viewOf: Int16Array;
  readonly numbered: Uint8Array;
  private readonly load: SearchLoader;
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly wordShards = new Map<number, WordsFile>();
  private readonly postingsOf = new Map<string, Postings>();
  private readonly matches = new Map<string, KeyMatch>();
  private readonly docs: (SearchDoc | undefined)[];
  private readonly chunkStarts: number[];
  private readonly names: { views: string[]; editions: string[] };
  private readonly paths: FileNames;

  private constructor(load: SearchLoader, root: RootFile) {
    this.load = load;
    this.root = root;
    this.paths = fileNames(root);
    const n = root.docs;
    this.groupOf = new Uint8Array(n);
    this.viewOf = new Int16Array(n);
    this.numbered = new Uint8Array(n).fill(1);
    root.ranges.forEach(([first, group, view], i) => {
      const end = root.ranges[i + 1]?.[0] ?? n;
      this.groupOf.fill(group, first, end);
      this.viewOf.fill(view, first, end);
    });
    let id = 0;
    for (const gap of root.unnumbered) this.numbered[(id += gap)] = 0;
    this.docs = new Array(n);
    this.chunkStarts = [0];
    for (const size of root.chunks) this.chunkStarts.push(this.chunkStarts.at(-1)! + size);
    this.names = { views: root.views.map((v) => v.id), editions: root.editions.map((e) => e.id) };
  }

  /** Opens the index whose root lies at `rootPath` (a page names its own build's). */
  static async open(load: SearchLoader, rootPath: string): Promise<IndexStore> {
    return new IndexStore(load, await loadRoot(load, rootPath));
  }

  private fetch<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (!file) {
      file = this.load(path).catch((error: unknown) => {
        this.files.delete(path);
        throw error;
      });
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  /** The word shards that may hold a word beginning with `prefix`. */
  private shardsFor(prefix: string): number[] {
    const bounds = this.root.words;
    if (!bounds.length) return [];
    const out = [floorIndex(bounds, prefix)];
    while (out.at(-1)! + 1 < bounds.length && bounds[out.at(-1)! + 1] < prefixEnd(prefix)) out.push(out.at(-1)! + 1);
    return out;
  }

  /** Loads the word shards that the prefixes need. */
  async loadWords(prefixes: string[]): Promise<void> {
    const wanted = [...new Set(prefixes.flatMap((p) => this.shardsFor(p)))].filter((i) => !this.wordShards.has(i));
    const loaded = await Promise.all(wanted.map((i) => this.fetch<WordsFile>(this.paths.words(i))));
    wanted.forEach((i, k) => this.wordShards.set(i, loaded[k]));
  }

  /** Each loaded word shard's words in a FlexSearch index of their forward prefixes, made on first use. */
  private readonly prefixIndexes = new Map<number, Index>();

  private prefixIndex(i: number, shard: WordsFile): Index {
    let index = this.prefixIndexes.get(i);
    if (!index) {
      // The words are already normalised (й and ё kept): FlexSearch takes each as one token.
      index = new Index({ tokenize: 'forward', encode: (word: string) => [word], resolution: 1 });
      shard.words.forEach((word, k) => index!.add(k, word));
      this.prefixIndexes.set(i, index);
    }
    return index;
  }

  /** The loaded words that begin with `prefix` (its shards must be loaded), in index order. */
  wordsWith(prefix: string): string[] {
    const out: string[] = [];
    for (const i of this.shardsFor(prefix)) {
      const shard = this.wordShards.get(i);
      if (!shard) continue;
      const ids = this.prefixIndex(i, shard).search(prefix, { limit: shard.words.length }) as number[];
      for (const k of [...ids].sort((a, b) => a - b)) out.push(shard.words[k]);
    }
    return out;
  }

  /**
   * The loaded words a query word's key matches: those that begin with it, or for a short key
   * (a stem the stemmer cut to a few letters: «мою» → «мо», «стоит» → «сто») those whose stem is
   * the key or, from three letters, one letter longer (the stemmer reads «герой» as «гер» and
   * «герои» as «геро»), so that «мою» does not meet «может» nor «стоит» «стопкой».
   */
  wordsOfKey(key: string): string[] {
    const all = this.wordsWith(key);
    if (key.length >= MIN_PREFIX_KEY) return all;
    const longest = key.length + (key.length === MIN_PREFIX_KEY - 1 ? 1 : 0);
    return all.filter((w) => w === key || stem(w).length <= longest);
  }

  hasWord(word: string): boolean {
    return this.wordsWith(word).includes(word);
  }

  /** Whether some loaded word has exactly this stem. */
  hasStem(s: string): boolean {
    return this.wordsWith(s).some((w) => stem(w) === s);
  }

  /** A loaded word's documents and positions, decoded on first use. */
  postings(word: string): Postings {
    let found = this.postingsOf.get(word);
    if (!found) {
      const shard = this.wordShards.get(this.shardsFor(word)[0])!;
      found = decodePostings(shard.postings[lowerBound(shard.words, word)]);
      this.postingsOf.set(word, found);
    }
    return found;
  }

  /**
   * Every loaded word that one of the keys matches (wordsOfKey; a number key only itself), with
   * its postings and all their documents once each; kept for the next query once the keys'
   * shards are loaded.
   */
  match(keys: string[]): KeyMatch {
    const id = keys.join(' ');
    const cached = this.matches.get(id);
    if (cached) {
      this.matches.delete(id);
      this.matches.set(id, cached);
      return cached;
    }
    const words = [...new Set(keys.flatMap((key) => (isNumberToken(key) ? (this.hasWord(key) ? [key] : []) : this.wordsOfKey(key))))];
    const postings = words.map((w) => this.postings(w));
    const found = { words, postings, docs: unionDocs(postings.map(keyDocsOf)) };
    if (keys.every((key) => this.shardsFor(key).every((i) => this.wordShards.has(i)))) {
      this.matches.set(id, found);
      if (this.matches.size > KEY_CACHE) this.matches.delete(this.matches.keys().next().value!);
    }
    return found;
  }

  private chunkOf(id: number): number {
    return floorIndex(this.chunkStarts, id);
  }

  /** Loads the chunks holding these documents. */
  async loadDocs(ids: number[]): Promise<void> {
    const wanted = [...new Set(ids.filter((id) => !this.docs[id]).map((id) => this.chunkOf(id)))];
    const loaded = await Promise.all(wanted.map((c) => this.fetch<PackedDoc[]>(this.paths.docs(c))));
    wanted.forEach((c, k) => loaded[k].forEach((packed, i) => (this.docs[this.chunkStarts[c] + i] ??= unpackDoc(packed, this.names))));
  }

  /** A loaded document. */
  doc(id: number): SearchDoc {
    const doc = this.docs[id];
    if (!doc) throw new Error(`search document ${id} is not loaded`);
    return doc;
  }

  /** The rule numbers of a section, or null when no view has it. */
  async numbers(section: number): Promise<NumbersFile | null> {
    if (!this.root.numbers.some(([first, last]) => first <= section && section <= last)) return null;
    return this.fetch<NumbersFile>(this.paths.numbers(section));
  }

  /** The indexed words that begin with the word's first letter (for typos), and the known stems of that letter. */
  async vocabulary(word: string): Promise<VocabularyFile> {
    const key = letterKey(word);
    return this.root.vocabulary.includes(key) ? this.fetch<VocabularyFile>(this.paths.vocabulary(key)) : { words: [], known: [] };
  }

  /** Whether the language knows the word in any form (VocabularyFile.known), where a correction could reach it. */
  async isKnown(word: string): Promise<boolean> {
    const { known } = await this.vocabulary(word);
    const s = stem(word);
    return known[lowerBound(known, s)] === s;
  }

  /** The indexed words that share this root (for related words). */
  async rootWords(root: string): Promise<string[]> {
    const key = letterKey(root);
    if (!this.root.roots.includes(key)) return [];
    const byRoot = await this.fetch<Record<string, string[]>>(this.paths.roots(key));
    return Object.hasOwn(byRoot, root) ? byRoot[root] : [];
  }
}
