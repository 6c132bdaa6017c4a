// Every content format's schema, published as JSON Schema under content/schema/ so that editors
// with the YAML language server complete and check content files as they are typed. `svod schema`
// writes the files; `svod check` fails when a committed one differs from what the code says.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { cardFileSchema, editionRulesSchema, rulingSchema, scenarioSchema, type Catalog } from '../engine/index.ts';
import { fileProblem, type InputProblem } from '../input/index.ts';
import { rulebookSchemas } from '../rulebook/index.ts';
import { templateSchema } from '../practice/index.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { readContentText } from './read-file.ts';

interface ContentSchema {
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

/** Writes every schema into the content's schema folder; returns the files written, as shown. */
export function writeSchemaFiles(place: ContentPlace, catalog: Catalog, editions: readonly string[]): string[] {
  const folder = contentFolder(place, 'schema');
  mkdirSync(folder.dir, { recursive: true });
  return contentSchemas.map(({ name, schema }) => {
    writeFileSync(join(folder.dir, `${name}.schema.json`), jsonSchemaText(schema, catalog, editions));
    return `${folder.shown}/${name}.schema.json`;
  });
}

/** A committed schema file that is missing or differs from the schema in code. */
export function staleSchemaFiles(place: ContentPlace, catalog: Catalog, editions: readonly string[]): InputProblem[] {
  const folder = contentFolder(place, 'schema');
  return contentSchemas.flatMap(({ name, schema }) => {
    const shown = `${folder.shown}/${name}.schema.json`;
    const read = readContentText(join(folder.dir, `${name}.schema.json`), shown);
    if (read.ok && read.value === jsonSchemaText(schema, catalog, editions)) return [];
    const [what, whatRu] = read.ok
      ? ['differs from the schema in code', 'расходится со схемой в коде']
      : read.missing
        ? ['is missing', 'отсутствует']
        : [read.problem.message, read.problem.messageRu];
    return [fileProblem(shown, `${what}: run \`svod schema\` to write it`, `${whatRu}: запустите \`svod schema\`, чтобы записать его`)];
  });
}
