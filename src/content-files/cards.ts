// Reading card data from disk into the engine's catalog (Node only; the engine reads no files).
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readCatalog, type Catalog, type InputProblem } from '../engine/index.ts';

export const CARDS_DIR = 'content/cards';
export const EXAMPLES_DIR = 'content/examples';

/** Reads content/cards into a catalog; bad card files come back as problems. */
export async function loadCatalog(root = process.cwd()): Promise<{ catalog: Catalog; errors: InputProblem[] }> {
  const dir = join(root, CARDS_DIR);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.yaml')).sort();
  const files = await Promise.all(names.map(async (n) => ({ file: relative(root, join(dir, n)) || n, text: new Uint8Array(await readFile(join(dir, n))) })));
  return readCatalog(files);
}
