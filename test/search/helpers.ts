// Opening the search over a corpus the way the site does: its files built, then read through a
// loader that records every file it is asked for.
import { contentHash } from '../../src/content-files/index.ts';
import type { View } from '../../src/rulebook/index.ts';
import { buildSearchFiles, memoryLoader, SearchIndex, type SearchAnswer, type SearchData, type SearchFiles, type ShardSizes } from '../../src/search/index.ts';

/** The index's files as the site names them. */
export const siteFiles = (data: SearchData, sizes?: ShardSizes): SearchFiles => buildSearchFiles(data, { hash: contentHash, sizes });

export async function openCorpus(
  data: SearchData,
  sizes?: ShardSizes,
): Promise<{ index: SearchIndex; files: Map<string, string>; root: string; fetched: string[] }> {
  const { root, files } = siteFiles(data, sizes);
  const fetched: string[] = [];
  const load = memoryLoader(files);
  const index = await SearchIndex.open((path) => (fetched.push(path), load(path)), root);
  return { index, files, root, fetched };
}

export const hitsOf = (a: SearchAnswer, group: string) => a.groups.find((g) => g.group === group)?.hits ?? [];
export const rules = (a: SearchAnswer) => hitsOf(a, 'rules');
export const numbersOf = (a: SearchAnswer) => rules(a).map((h) => h.number);

/** A current view of one section, made of numbered rule texts (`301.1. …`), for small corpora. */
export function viewOf(texts: string[]): View {
  const number = Number.parseInt(texts[0], 10);
  const rules = texts.map((text) => {
    const n = /^(\d+(?:\.\d+)+)\./.exec(text)![1];
    return { edition: 'late', rule: { number: n, inferred: false, section: number, blocks: [{ kind: 'paragraph' as const, anchor: n, text, line: 1 }] } };
  });
  const section = {
    file: `${number}.md`,
    number,
    numberInferred: false,
    title: null,
    titleEdition: 'late',
    edition: 'late',
    part: 3,
    startsMidway: false,
    endsMidway: false,
    sources: [],
    variants: [],
    preamble: [],
    rules,
    trailing: [],
  };
  return { id: 'current', title: 'Текущая', base: 'late', editions: ['late'], parts: [], sections: [section] };
}
