// Reading content from disk: Node-only helpers shared by the CLI, the site build, the tests
// and the benchmarks. The pure libraries (rulebook, engine, search) never touch files.
export { rulesRoot, readEditionFiles, editionFolders, loadEditions, loadViews, VIEWS_FILE } from './rulebook.ts';
export { CARDS_DIR, EXAMPLES_DIR, loadCatalog } from './cards.ts';
export { ENGINE_DIR, loadEngineEditions } from './engine.ts';
export { cardFacts, cardTypeNames, elementNames } from './card-facts.ts';
export { loadSearchData, openSearch, searchFiles } from './search-data.ts';
export { contentHash } from './content-hash.ts';
export { formatProblem, printProblems } from './problems.ts';
export { readContentBytes, readContentText, readFolder, namesIn, type Read } from './read-file.ts';
export { GLOSSARY_DIR, loadGlossary } from './glossary.ts';
export { RULINGS_DIR, loadRulings, rulebookPlaces, type CheckedRuling, type RulingCheck } from './rulings.ts';
export { contentSchemas, jsonSchemaText, writeSchemaFiles, staleSchemaFiles, schemaPath, SCHEMA_DIR, type ContentSchema } from './json-schemas.ts';
export { modelineProblems } from './modelines.ts';
export { PRACTICE_DIR, loadPractice, type Practice } from './practice.ts';
