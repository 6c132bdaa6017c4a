// The search library: build the corpus (at build time), load it and answer queries (in Node,
// the browser or a Web Worker alike). Pure: no Astro, DOM or Node APIs.
export type * from './types.ts';
export { groupOrder, groupTitles } from './types.ts';
export { buildCorpus, type CorpusInput, type ExampleEntry, type CardEntry, type GlossaryEntry } from './documents.ts';
export { packCorpus, unpackCorpus, type PackedCorpus } from './pack.ts';
export { SearchIndex, snippet, compareNumbers, MAX_QUERY_LENGTH, type SearchOptions } from './engine.ts';
export { normalize, fromLatinLayout, stem, words, wordSpans, editDistance, STOP_WORDS } from './text.ts';
export { segmentsToHtml, escapeHtml } from './html.ts';
