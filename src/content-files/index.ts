// Reading content from disk into one graph (Node only), shared by the CLI, the site build, the
// tests and the benchmarks. The pure libraries (rulebook, engine, search) never touch files.
export { loadContentGraph, problemsIn, type ContentGraph, type ContentRead, type EngineEditions } from './graph.ts';
export { contentPlace, contentFolder, shownPath, CONTENT_FOLDERS, VIEWS_FILE, type ContentPlace } from './place.ts';
export { editionFolders, readEditionFiles } from './rulebook.ts';
export type { ExampleNode } from './examples.ts';
export type { RulingNode, RulingCheck } from './rulings.ts';
export type { PracticeNode } from './practice.ts';
export type { DerivedTable } from './engine.ts';
export type { CitationFix } from './citations.ts';
export { cardFacts, cardTypeNames, elementNames } from './card-facts.ts';
export { searchCorpus, searchFiles, openSearch } from './search-data.ts';
export { contentHash } from './content-hash.ts';
export { formatProblem, formatProblemRu, printProblems } from './problems.ts';
export { readContentBytes, readContentText, readFolder, namesIn, type Read } from './read-file.ts';
export { contentSchemas, jsonSchemaText, writeSchemaFiles, type ContentSchema } from './json-schemas.ts';
export { askTable, type RuleLink } from './ask.ts';
