// Reading card data from disk into the engine's catalog (Node only; the engine reads no files).
// Synchronous: the search corpus is built inside a synchronous endpoint of the site.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readCatalog, type Catalog, type InputProblem } from '../engine/index.ts';

export const CARDS_DIR = 'content/cards';
export const EXAMPLES_DIR = 'content/examples';

/** Reads content/cards into a catalog; bad card files come back as problems. */
export function loadCatalog(root = process.cwd()): { catalog: Catalog; errors: InputProblem[] } {
  const dir = join(root, CARDS_DIR);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort();
  } catch {
    // No card folder: an empty catalog, as for a rulebook-only checkout.
  }
  return readCatalog(names.map((n) => ({ file: relative(root, join(dir, n)) || n, text: new Uint8Array(readFileSync(join(dir, n))) })));
}
