// Reading card data from disk into the engine's catalog (Node only; the engine reads no files).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readCatalog, type Catalog, type InputError } from '../engine/index.ts';

export const CARDS_DIR = 'content/cards';
export const EXAMPLES_DIR = 'content/examples';

/**
 * Reads content/cards into a catalog; bad card files come back as errors. Synchronous, because
 * the search corpus is built inside a synchronous endpoint of the site.
 */
export function loadCatalogSync(root = process.cwd()): { catalog: Catalog; errors: InputError[] } {
  const dir = join(root, CARDS_DIR);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort();
  } catch {
    // No card folder: an empty catalog, as for a rulebook-only checkout.
  }
  return readCatalog(names.map((n) => ({ file: relative(root, join(dir, n)) || n, text: readFileSync(join(dir, n), 'utf8') })));
}

/** The same catalog for callers that await (the CLI's check, the site's content loaders). */
export async function loadCatalog(root = process.cwd()): Promise<{ catalog: Catalog; errors: InputError[] }> {
  return loadCatalogSync(root);
}
