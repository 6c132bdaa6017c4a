// Reading content from disk into one graph (Node only), shared by the CLI, the site build, the
// tests and the benchmarks. The pure libraries (rulebook, engine, search) never touch files.
export { loadContentGraph, problemsIn, type ContentGraph, type ContentRead, type EngineEditions } from './graph.ts';
export { contentPlace, shownPath, VIEWS_FILE, type ContentPlace } from './place.ts';
export { editionFolders } from './rulebook.ts';
export type { ExampleNode } from './examples.ts';
export type { RulingNode, RulingCheck, UncheckedEdition } from './rulings.ts';
export type { DerivedTable } from './engine.ts';
export type { CitationFix } from './citations.ts';
export { cardTypeNames, elementNames } from './card-facts.ts';
export { searchCorpus, searchFiles, openSearch } from './search-data.ts';
export { contentHash } from './content-hash.ts';
export { formatProblem, printProblems } from './problems.ts';
export { readContentBytes, readContentText } from './read-file.ts';
export { contentSchemas, jsonSchemaText, writeSchemaFiles } from './json-schemas.ts';
export { askTable } from './ask.ts';
