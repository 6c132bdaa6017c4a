// Every content format's schema, published as JSON Schema under content/schema/ so that editors
// with the YAML language server complete and check content files as they are typed. `svod schema`
// writes the files; `svod check` fails when a committed one differs from what the code says.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { rulebookSchemas } from '../rulebook/index.ts';
import type { Problem } from '../rulebook/index.ts';

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
];

export const schemaPath = (name: string) => `${SCHEMA_DIR}/${name}.schema.json`;

/**
 * The JSON Schema text of a content format. Draft-07, because the YAML language server checks
 * against draft-07: it misreads 2020-12 tuples (`prefixItems`), which `sources[].lines` is.
 */
export function jsonSchemaText(schema: z.ZodMiniType): string {
  return JSON.stringify(z.toJSONSchema(schema, { io: 'input', target: 'draft-07' }), null, 2) + '\n';
}

/** Writes every schema under `root`; returns the files written. */
export function writeSchemaFiles(root: string): string[] {
  mkdirSync(join(root, SCHEMA_DIR), { recursive: true });
  return contentSchemas.map(({ name, schema }) => {
    writeFileSync(join(root, schemaPath(name)), jsonSchemaText(schema));
    return schemaPath(name);
  });
}

/** A committed schema file that is missing or differs from the schema in code. */
export function staleSchemaFiles(root: string): Problem[] {
  return contentSchemas.flatMap(({ name, schema }) => {
    const path = join(root, schemaPath(name));
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (committed === jsonSchemaText(schema)) return [];
    const what = committed === null ? 'is missing' : 'differs from the schema in code';
    return [{ file: schemaPath(name), message: `${what}: run \`svod schema\` to write it` }];
  });
}
