// Reading card data from disk into the engine's catalog (Node only; the engine reads no files).
import { readCatalog, type Catalog } from '../engine/index.ts';
import type { InputProblem } from '../input/index.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { readFolder } from './read-file.ts';

/** Reads the content's cards into a catalog; bad card files come back as problems (no folder: an empty catalog). */
export function readCards(place: ContentPlace): { catalog: Catalog; problems: InputProblem[] } {
  const folder = contentFolder(place, 'cards');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  const read = readCatalog(files.map(({ file, bytes }) => ({ file, text: bytes })));
  return { catalog: read.catalog, problems: [...problems, ...read.errors] };
}
