// Where each of the index's files lies: its kind, its place and the hash of its content, which
// the root lists (format.ts, RootFile.hashes). A name never changes its bytes (issue 21), so a
// page of an older build that keeps its own root never reads a newer build's shard.
import { searchPaths } from '../routes/index.ts';
import { HASH_LENGTH, INDEX_VERSION, type RootFile } from './format.ts';
import type { SearchLoader } from './types.ts';

/** The sections that have a numbers file, in order, from the root's runs. */
export const numberedSections = (root: Pick<RootFile, 'numbers'>) =>
  root.numbers.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

export interface FileNames {
  words(shard: number): string;
  docs(chunk: number): string;
  numbers(section: number): string;
  vocabulary(key: string): string;
  roots(key: string): string;
}

export function fileNames(root: RootFile): FileNames {
  const nth = (hashes: string, i: number) => hashes.slice(i * HASH_LENGTH, (i + 1) * HASH_LENGTH);
  const sections = new Map(numberedSections(root).map((s, i) => [s, i]));
  const vocabulary = new Map(root.vocabulary.map((k, i) => [k, i]));
  const roots = new Map(root.roots.map((k, i) => [k, i]));
  const { hashes } = root;
  return {
    words: (shard) => searchPaths.words(shard, nth(hashes.words, shard)),
    docs: (chunk) => searchPaths.docs(chunk, nth(hashes.docs, chunk)),
    numbers: (section) => searchPaths.numbers(section, nth(hashes.numbers, sections.get(section) ?? -1)),
    vocabulary: (key) => searchPaths.vocabulary(key, nth(hashes.vocabulary, vocabulary.get(key) ?? -1)),
    roots: (key) => searchPaths.roots(key, nth(hashes.roots, roots.get(key) ?? -1)),
  };
}

/** The index's root at `path` (a page names its build's), refused when another version of the index wrote it. */
export async function loadRoot(load: SearchLoader, path: string): Promise<RootFile> {
  const root = (await load(path)) as RootFile;
  if (root?.version !== INDEX_VERSION) throw new Error(`search index version ${String(root?.version)}, expected ${INDEX_VERSION}`);
  return root;
}
