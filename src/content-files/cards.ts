// Reading card data from disk into the engine's catalog (Node only; the engine reads no files).
// Synchronous: the search corpus is built inside a synchronous endpoint of the site.
import { readCatalog, type Catalog, type InputProblem } from '../engine/index.ts';
import { readFolder } from './read-file.ts';

export const CARDS_DIR = 'content/cards';
export const EXAMPLES_DIR = 'content/examples';

/** Reads content/cards into a catalog; bad card files come back as problems. */
export function loadCatalog(root = process.cwd()): { catalog: Catalog; errors: InputProblem[] } {
  // No card folder: an empty catalog, as for a rulebook-only checkout.
  const { files, problems } = readFolder(root, CARDS_DIR);
  const read = readCatalog(files.map(({ file, bytes }) => ({ file, text: bytes })));
  return { catalog: read.catalog, errors: [...problems, ...read.errors] };
}
