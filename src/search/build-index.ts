// Splitting the corpus into the index's files (format.ts): done once at build time. Documents
// keep the corpus order, which is grouped, so a few runs in the root tell each one's group and
// view; chunks of neighbouring documents keep a section's rules together.
import { searchPaths } from '../routes/index.ts';
import { sayingKey, termKey } from './aliases.ts';
import { wordRoot } from './derive.ts';
import {
  BLOCK_GAP,
  encodePostings,
  HASH_LENGTH,
  INDEX_VERSION,
  letterKey,
  type NumbersFile,
  type PackedDoc,
  type RootFile,
  type VocabularyFile,
  type WordsFile,
} from './format.ts';
import { numberedSections } from './file-names.ts';
import { reachableStems } from './known-words.ts';
import { wordRarity } from './rank.ts';
import { packDoc } from './pack.ts';
import { compareNumbers, sectionOf } from './rule-numbers.ts';
import { isIndexed, isNumberToken, words } from './text.ts';
import { groupOrder, type SearchData, type SearchDoc } from './types.ts';

export interface ShardSizes {
  /** About how many characters of JSON a word shard holds. */
  words: number;
  /** About how many characters of JSON a document chunk holds. */
  docs: number;
}

/**
 * Small enough that a query's shards and shown documents stay a few kilobytes each. A page shows
 * documents from most document chunks at once, and a browser fetches six at a time from a host:
 * chunks of 4,000 made the search page's first answer wait on four rounds of 21 requests.
 */
const DEFAULT_SHARD_SIZES: ShardSizes = { words: 12_000, docs: 8_000 };
/** Words shorter than this are never taken for a typo of another. */
const MIN_VOCABULARY_WORD = 4;

type Occurrences = Map<string, Map<number, number[]>>;

const HALF = 'полу';

/**
 * The word a «полу-» word halves, where the rulebook uses it too: the hand is «полузакрытая»
 * (203.1), and a player asks whether it is «закрытая». «получить» halves no word of the rulebook.
 */
function halved(word: string, vocabulary: Set<string>): string | null {
  return word.startsWith(HALF) && vocabulary.has(word.slice(HALF.length)) ? word.slice(HALF.length) : null;
}

/** Every indexed word of every document with its positions (format.ts, BLOCK_GAP). */
function occurrences(docs: SearchDoc[]): Occurrences {
  const found: Occurrences = new Map();
  const at = (word: string, doc: number) => {
    let byDoc = found.get(word);
    if (!byDoc) found.set(word, (byDoc = new Map()));
    let positions = byDoc.get(doc);
    if (!positions) byDoc.set(doc, (positions = []));
    return positions;
  };
  const blockWords = docs.map((doc) => doc.blocks.map((block) => words(block.text)));
  const vocabulary = new Set(blockWords.flat(2));
  docs.forEach((doc, id) => {
    const head = words(doc.head);
    head.forEach((w, i) => isIndexed(w) && at(w, id).push(i - head.length - BLOCK_GAP));
    let start = 0;
    for (const ws of blockWords[id]) {
      ws.forEach((w, i) => {
        if (!isIndexed(w)) return;
        at(w, id).push(start + i);
        const half = halved(w, vocabulary);
        if (half) at(half, id).push(start + i);
      });
      start += ws.length + BLOCK_GAP;
    }
    // A ruling's question finds the rule without positions: it is not the rule's text.
    for (const question of doc.asked ?? []) for (const w of words(question)) if (isIndexed(w)) at(w, id);
  });
  return found;
}

/** Consecutive runs of items, each run closed once its size reaches `size`. */
function runs<T>(items: T[], sizeOf: (item: T) => number, size: number): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  let filled = 0;
  for (const item of items) {
    run.push(item);
    filled += sizeOf(item);
    if (filled >= size) out.push(run), (run = []), (filled = 0);
  }
  if (run.length) out.push(run);
  return out;
}

/** [first, last] runs of consecutive whole numbers. */
function spans(numbers: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else out.push([n, n]);
  }
  return out;
}

function numberFiles(data: SearchData, views: string[], editions: string[]): Map<number, NumbersFile> {
  const files = new Map<number, NumbersFile>();
  const file = (section: number) => {
    let f = files.get(section);
    if (!f) files.set(section, (f = { sections: [], rules: [], paragraphs: [], about: [], placed: [], inferred: [], variants: [] }));
    return f;
  };
  const idOf = new Map(data.docs.map((doc, id) => [doc.id, id]));
  for (const s of data.sections) {
    const f = file(s.number);
    const view = views.indexOf(s.view);
    const { titleEdition, ...notes } = s.notes;
    const packed = titleEdition ? { ...notes, titleEdition: editions.indexOf(titleEdition) } : notes;
    f.sections.push(Object.keys(packed).length ? [view, s.title, packed] : [view, s.title]);
    for (const p of s.paragraphs) f.placed.push([view, idOf.get(p.doc)!, editions.indexOf(p.edition), p.anchor, p.after]);
    for (const number of s.inferred) f.inferred.push([view, number]);
    for (const v of s.variants) f.variants.push([view, v.anchor, v.text]);
  }
  const named = new Set<string>();
  const name = (number: string, doc: number, view: string, edition: string) => {
    // One place per number and view: the first document that view gives it.
    if (named.has(`${view}:${number}`)) return;
    named.add(`${view}:${number}`);
    file(sectionOf(number)).rules.push([number, doc, views.indexOf(view), editions.indexOf(edition)]);
  };
  data.docs.forEach((doc, id) => {
    if (doc.group === 'rules' && doc.number && doc.view) name(doc.number, id, doc.view, doc.edition ?? doc.view);
    for (const a of doc.also ?? []) if (a.number) name(a.number, id, a.view, a.edition);
    if (doc.group === 'rules' && !doc.number && doc.section !== undefined) file(doc.section).paragraphs.push(id);
    for (const rule of doc.rules ?? []) if (Number.isFinite(sectionOf(rule))) file(sectionOf(rule)).about.push([rule, id]);
  });
  for (const f of files.values()) f.rules.sort((a, b) => a[2] - b[2] || compareNumbers(a[0], b[0]));
  return files;
}

/** Word shards: the sorted words in runs of about `size` characters, each with its postings; and each word's documents. */
function wordShards(docs: SearchDoc[], size: number): { words: string[]; shards: WordsFile[]; found: Occurrences } {
  const found = occurrences(docs);
  const words = [...found.keys()].sort();
  const entries = words.map((word) => ({ word, postings: encodePostings([...found.get(word)!].map(([doc, positions]) => ({ doc, positions }))) }));
  const shards = runs(entries, (e) => e.word.length + 2 * e.postings.length + 4, size).map((run) => ({
    words: run.map((e) => e.word),
    postings: run.map((e) => e.postings),
  }));
  return { words, shards, found };
}

/**
 * The words in the order a typo prefers them: the rules' own vocabulary first (a word of more
 * rule texts before one of fewer), then the words of rulings, terms, cards and examples alone,
 * so that a mistyped word is read as the rulebook's word rather than a card's name.
 */
function byPreference(words: string[], found: Occurrences, docs: SearchDoc[]): string[] {
  const weight = (word: string) => {
    let rules = 0;
    for (const doc of found.get(word)!.keys()) if (docs[doc].group === 'rules') rules++;
    return rules * docs.length + found.get(word)!.size;
  };
  const weights = new Map(words.map((w) => [w, weight(w)]));
  return [...words].sort((a, b) => weights.get(b)! - weights.get(a)! || (a < b ? -1 : 1));
}

/**
 * By first letter: the words a typo may stand for (as byPreference orders them) with the known
 * stems that are no typos, and the words of each root.
 */
function lexicon(words: string[], known: string[]): { vocabulary: Map<string, VocabularyFile>; roots: Map<string, Record<string, string[]>> } {
  const vocabulary = new Map<string, VocabularyFile>();
  const roots = new Map<string, Map<string, string[]>>();
  const listIn = <K, V>(map: Map<K, V[]>, key: K) => map.get(key) ?? map.set(key, []).get(key)!;
  const fileOf = (key: string) => vocabulary.get(key) ?? vocabulary.set(key, { words: [], known: [] }).get(key)!;
  for (const word of words) {
    if (isNumberToken(word) || word.length < MIN_VOCABULARY_WORD) continue;
    fileOf(letterKey(word)).words.push(word);
    const root = wordRoot(word);
    const byRoot = roots.get(letterKey(root)) ?? roots.set(letterKey(root), new Map()).get(letterKey(root))!;
    listIn(byRoot, root).push(word);
  }
  // A known stem of a letter no index word begins with is out of a typo's reach, not of a
  // related word's («щитом» shares its root with «защиту»): its letter gets a file too.
  for (const s of known) fileOf(letterKey(s)).known.push(s);
  // As objects of own keys only: a root may be any word, «constructor» too.
  return { vocabulary, roots: new Map([...roots].map(([key, byRoot]) => [key, Object.fromEntries(byRoot)])) };
}

/** A ruling with the rarity of each word of its question (SearchDoc.weights); any other document as it is. */
function weighed(doc: SearchDoc, found: Occurrences, n: number): SearchDoc {
  if (doc.group !== 'rulings') return doc;
  return { ...doc, weights: words(doc.title).map((w) => Math.round(wordRarity(found.get(w)?.size ?? 0, n) * 100) / 100) };
}

/** Runs of documents with each one's group and view, and the rule texts without a number. */
function documentRuns(docs: SearchDoc[], views: string[]): Pick<RootFile, 'ranges' | 'unnumbered'> {
  const ranges: RootFile['ranges'] = [];
  const unnumbered: number[] = [];
  let lastUnnumbered = 0;
  docs.forEach((doc, id) => {
    const group = groupOrder.indexOf(doc.group);
    const view = doc.group === 'rules' ? views.indexOf(doc.view ?? '') : -1;
    const last = ranges.at(-1);
    if (!last || last[1] !== group || last[2] !== view) ranges.push([id, group, view]);
    if (doc.group === 'rules' && !doc.number) unnumbered.push(id - lastUnnumbered), (lastUnnumbered = id);
  });
  return { ranges, unnumbered };
}

/** The aliases by what they mean, each saying as its key (aliases.ts). */
function aliasGroups(aliases: SearchData['aliases']): RootFile['aliases'] {
  const byMeaning = new Map<string, Set<string>>();
  const kin = new Set<string>();
  for (const a of aliases) {
    const means = a.means.trim();
    byMeaning.set(means, (byMeaning.get(means) ?? new Set()).add(sayingKey(a.form, a.forms)));
    if (a.kin) kin.add(means);
  }
  return [...byMeaning].map(([means, sayings]) => (kin.has(means) ? [means, [...sayings], 1] : [means, [...sayings]]));
}

/** How the build names and splits the index's files. */
export interface BuildOptions {
  /**
   * A hash of a file's text for its name (file-names.ts): URL-safe characters, at least
   * HASH_LENGTH of them (the build keeps that many). The caller gives it, so that this library
   * needs no platform's hashing: the site and the CLI give SHA-256 as base64url.
   */
  hash: (text: string) => string;
  sizes?: ShardSizes;
}

/** The index's files, each as JSON text at its path (src/routes), and the path of the root that names them all. */
export interface SearchFiles {
  root: string;
  files: Map<string, string>;
}

/** Each file's JSON text, and the hash its name carries. */
function hashed(value: unknown, hash: BuildOptions['hash']): { text: string; hash: string } {
  const text = JSON.stringify(value);
  const full = hash(text);
  if (!/^[\w-]+$/.test(full) || full.length < HASH_LENGTH)
    throw new Error(`search files: a hash must be at least ${HASH_LENGTH} URL-safe characters, not "${full}"`);
  return { text, hash: full.slice(0, HASH_LENGTH) };
}

/** The index's files, named by their content's hash, and the root that lists them. */
export function buildSearchFiles(data: SearchData, { hash, sizes = DEFAULT_SHARD_SIZES }: BuildOptions): SearchFiles {
  const files = new Map<string, string>();
  /** Adds a file at the path its hash gives it; returns the hash, for the root's list. */
  const add = (value: unknown, path: (hash: string) => string) => {
    const file = hashed(value, hash);
    files.set(path(file.hash), file.text);
    return file.hash;
  };
  const views = data.views.map((v) => v.id);
  const editions = data.editions.map((e) => e.id);
  const idOf = new Map(data.docs.map((doc, id) => [doc.id, id]));
  const shards = wordShards(data.docs, sizes.words);
  const { vocabulary, roots } = lexicon(byPreference(shards.words, shards.found, data.docs), reachableStems(data.known, shards.words));
  const numbers = numberFiles(data, views, editions);
  const titles = new Map(data.sections.map((s) => [`${s.view}:${s.number}`, s.title]));
  const packed = data.docs.map((doc) =>
    packDoc(weighed(doc, shards.found, data.docs.length), { views, editions }, titles.get(`${doc.view}:${doc.section}`) ?? null),
  );
  const chunks = runs(packed, (p) => JSON.stringify(p).length, sizes.docs);
  const vocabularyKeys = [...vocabulary.keys()].sort();
  const rootKeys = [...roots.keys()].sort();
  const numberSpans = spans([...numbers.keys()]);
  const root: RootFile = {
    version: INDEX_VERSION,
    views: data.views,
    editions: data.editions,
    docs: data.docs.length,
    ...documentRuns(data.docs, views),
    words: shards.shards.map((shard) => shard.words[0]),
    vocabulary: vocabularyKeys,
    roots: rootKeys,
    numbers: numberSpans,
    chunks: chunks.map((c) => c.length),
    aliases: aliasGroups(data.aliases),
    terms: data.terms.map((t) => [idOf.get(t.doc)!, t.definedBy === null ? -1 : idOf.get(t.definedBy)!, [...new Set(t.names.map(termKey).filter(Boolean))]]),
    hashes: {
      words: shards.shards.map((shard, i) => add(shard, (h) => searchPaths.words(i, h))).join(''),
      docs: chunks.map((chunk, i) => add(chunk satisfies PackedDoc[], (h) => searchPaths.docs(i, h))).join(''),
      numbers: numberedSections({ numbers: numberSpans })
        .map((section) => add(numbers.get(section), (h) => searchPaths.numbers(section, h)))
        .join(''),
      vocabulary: vocabularyKeys.map((key) => add(vocabulary.get(key), (h) => searchPaths.vocabulary(key, h))).join(''),
      roots: rootKeys.map((key) => add(roots.get(key), (h) => searchPaths.roots(key, h))).join(''),
    },
  };
  // The root's hash covers its shards' hashes: a change in any file renames the root too.
  return { root: searchPaths.root(add(root, searchPaths.root)), files };
}

/** A loader over built files held in memory (Node: the CLI, tests, benchmarks). */
export function memoryLoader(files: Map<string, string>): (path: string) => Promise<unknown> {
  return async (path) => {
    const text = files.get(path);
    if (text === undefined) throw new Error(`no search file ${path}`);
    return JSON.parse(text);
  };
}
