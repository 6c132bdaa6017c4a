// Reading the editions' engine tables (content/engine/<edition>.yaml) from disk, in the editions'
// order and titled as the rulebook's edition.yaml files have them (Node only; the engine reads
// no files). With the card catalog, this is what the engine is handed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeEditions, readEditionRules, type EditionRules, type Editions, type InputProblem } from '../engine/index.ts';
import { parseEditionMeta } from '../rulebook/index.ts';

export const ENGINE_DIR = 'content/engine';

/** An edition's place and title in the rulebook (its edition.yaml), when the rulebook has the edition. */
function rulebookMeta(root: string, id: string): { order: number; title: string } | null {
  const file = join(root, 'content', 'rules', id, 'edition.yaml');
  if (!existsSync(file)) return null;
  const meta = parseEditionMeta(file, readFileSync(file, 'utf8'));
  return meta.ok ? { order: meta.value.order, title: meta.value.title } : null;
}

/** The engine tables of every edition, oldest first (an edition the rulebook lacks comes last). */
export function loadEngineEditions(root = process.cwd()): { tables: EditionRules[]; editions: Editions; errors: InputProblem[] } {
  const dir = join(root, ENGINE_DIR);
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort() : [];
  const read = readEditionRules(names.map((n) => ({ file: relative(root, join(dir, n)) || n, text: new Uint8Array(readFileSync(join(dir, n))) })));
  const placed = read.tables.map((table) => ({ table, meta: rulebookMeta(root, table.id) }));
  placed.sort((a, b) => (a.meta?.order ?? Number.MAX_SAFE_INTEGER) - (b.meta?.order ?? Number.MAX_SAFE_INTEGER));
  const tables = placed.map(({ table, meta }) => (meta ? { ...table, title: meta.title } : table));
  return { tables, editions: makeEditions(tables), errors: read.errors };
}
