// Every content format's schema, published as JSON Schema under content/schema/ so that editors
// with the YAML language server complete and check content files as they are typed. `svod schema`
// writes the files; `svod check` fails when a committed one differs from what the code says.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { cardFileSchema, editionRulesSchema, rulingSchema, scenarioSchema, type Catalog } from '../engine/index.ts';
import { rulebookSchemas } from '../rulebook/index.ts';
import { templateSchema } from '../practice/index.ts';
import type { Problem } from '../rulebook/index.ts';
import { loadCatalog } from './cards.ts';
import { loadEngineEditions } from './engine.ts';
import { readContentText } from './read-file.ts';

export const SCHEMA_DIR = 'content/schema';

export interface ContentSchema {
  /** The file is content/schema/<name>.schema.json. */
  name: string;
  schema: z.ZodMiniType;
}

export const contentSchemas: ContentSchema[] = [
  { name: 'edition', schema: rulebookSchemas.edition },
  { name: 'section', schema: rulebookSchemas.section },
  { name: 'part', schema: rulebookSchemas.part },
  { name: 'views', schema: rulebookSchemas.views },
  { name: 'glossary', schema: rulebookSchemas.glossary },
  { name: 'card', schema: cardFileSchema },
  { name: 'scenario', schema: scenarioSchema },
  { name: 'ruling', schema: rulingSchema },
  { name: 'engine', schema: editionRulesSchema },
  { name: 'practice', schema: templateSchema },
];

export const schemaPath = (name: string) => `${SCHEMA_DIR}/${name}.schema.json`;

/**
 * The JSON Schema text of a content format. Draft-07, because the YAML language server checks
 * against draft-07: it misreads 2020-12 tuples (`prefixItems`), which `sources[].lines` is.
 */
export function jsonSchemaText(schema: z.ZodMiniType, catalog: Catalog, editions: readonly string[] = []): string {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'any' }) as { definitions?: Record<string, object> };
  suggest(json.definitions, catalog, editions);
  return JSON.stringify(json, null, 2) + '\n';
}

/**
 * Where a format names a card, the editor offers the catalog's names (and, for references, the
 * heroes); any other text stays allowed there, since a scenario may describe trial cards of its own
 * and name cards by alias or as NAME#N. Where it names an edition, it offers the editions.
 */
function suggest(definitions: Record<string, object> | undefined, catalog: Catalog, editions: readonly string[]): void {
  const names = [...catalog.byName.keys()].sort((a, b) => a.localeCompare(b, 'ru'));
  const offer = (id: string, values: string[]) => {
    const def = definitions?.[id];
    if (def) definitions![id] = { ...def, anyOf: [{ enum: values }, { type: 'string' }] };
  };
  offer('cardName', names);
  offer('cardRef', [...names, 'A.hero', 'B.hero']);
  if (editions.length) offer('editionId', [...editions]);
}

/** Writes every schema under `root`; returns the files written. */
export function writeSchemaFiles(root: string): string[] {
  mkdirSync(join(root, SCHEMA_DIR), { recursive: true });
  const { catalog } = loadCatalog(root);
  const editions = [...loadEngineEditions(root).editions.keys()];
  return contentSchemas.map(({ name, schema }) => {
    writeFileSync(join(root, schemaPath(name)), jsonSchemaText(schema, catalog, editions));
    return schemaPath(name);
  });
}

/** A committed schema file that is missing or differs from the schema in code. */
export function staleSchemaFiles(root: string): Problem[] {
  const { catalog } = loadCatalog(root);
  const editions = [...loadEngineEditions(root).editions.keys()];
  return contentSchemas.flatMap(({ name, schema }) => {
    const read = readContentText(join(root, schemaPath(name)), schemaPath(name));
    if (read.ok && read.value === jsonSchemaText(schema, catalog, editions)) return [];
    const what = read.ok ? 'differs from the schema in code' : read.missing ? 'is missing' : read.problem.message;
    return [{ file: schemaPath(name), message: `${what}: run \`svod schema\` to write it` }];
  });
}
