// Reading the editions' engine tables (content/engine/<edition>.yaml) from disk, in the editions'
// order and titled as the rulebook's edition.yaml files have them (Node only; the engine reads
// no files). With the card catalog, this is what the engine is handed.
import { join } from 'node:path';
import { makeEditions, readEditionRules, type EditionRules, type Editions, type InputProblem } from '../engine/index.ts';
import { parseEditionMeta } from '../rulebook/index.ts';
import { readContentText, readFolder } from './read-file.ts';

export const ENGINE_DIR = 'content/engine';

/** An edition's place and title in the rulebook (its edition.yaml), when the rulebook has the edition. */
function rulebookMeta(root: string, id: string): { order: number; title: string } | null {
  const file = `content/rules/${id}/edition.yaml`;
  const read = readContentText(join(root, file), file);
  const meta = read.ok ? parseEditionMeta(file, read.value) : null;
  return meta?.ok ? { order: meta.value.order, title: meta.value.title } : null;
}

/** The engine tables of every edition, oldest first (an edition the rulebook lacks comes last). */
export function loadEngineEditions(root = process.cwd()): { tables: EditionRules[]; editions: Editions; errors: InputProblem[] } {
  const { files, problems } = readFolder(root, ENGINE_DIR);
  const read = readEditionRules(files.map(({ file, bytes }) => ({ file, text: bytes })));
  const placed = read.tables.map((table) => ({ table, meta: rulebookMeta(root, table.id) }));
  placed.sort((a, b) => (a.meta?.order ?? Number.MAX_SAFE_INTEGER) - (b.meta?.order ?? Number.MAX_SAFE_INTEGER));
  const tables = placed.map(({ table, meta }) => (meta ? { ...table, title: meta.title } : table));
  return { tables, editions: makeEditions(tables), errors: [...problems, ...read.errors] };
}
