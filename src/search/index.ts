// The search library: build the corpus and split it into the index's files (at build time),
// open the index and answer queries (in Node, the browser or a Web Worker alike). Pure: no
// Astro, DOM or Node APIs.
export type * from './types.ts';
export { buildCorpus, glossaryAliases, type ExampleEntry, type CardEntry, type GlossaryEntry, type RulingEntry } from './documents.ts';
export { buildSearchFiles, memoryLoader, type SearchFiles, type ShardSizes } from './build-index.ts';
export { HASH_LENGTH, type RootFile } from './format.ts';
export { fileNames, numberedSections } from './file-names.ts';
export { SearchIndex, MAX_QUERY_LENGTH } from './search-index.ts';
export { parseNumberQuery } from './rule-numbers.ts';
export { questionKinds, rulingKind } from './best-answer.ts';
export { thesaurus } from './thesaurus.ts';
export { Reading, type ReadingBlock, type ReadingParagraph, type ReadingRule, type ReadingRulePage, type ReadingSection } from './reading.ts';
export { afterNumber } from './shared-text.ts';
export { snippet } from './snippet.ts';
export { rootOf } from './derive.ts';
export { dictionaryForms, paradigms } from './hunspell.ts';
export { normalize, stem, words, wordSpans, editDistance, STOP_WORDS } from './text.ts';
export { segmentsToHtml } from './html.ts';
