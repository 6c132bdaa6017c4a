// Reading the rulebook content folders from disk (Node only).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { currentView, editionView, loadEdition, parseViewsFile, type Edition, type Problem, type View, type ViewsDeclaration } from '../rulebook/index.ts';
import { readContentText } from './read-file.ts';

/** content/rules, unless SVOD_RULES_DIR names another folder (the build benchmark's synthetic rulebook). */
export const rulesRoot = (root: string) => process.env.SVOD_RULES_DIR ?? join(root, 'content', 'rules');

/** The file that declares the current view and the compared editions, inside the rules folder. */
export const VIEWS_FILE = 'views.yaml';

/** An edition's content files (name → text), each read safely; what cannot be read is a problem. */
export function readEditionFiles(folder: string, shown = folder): { files: Map<string, string>; problems: Problem[] } {
  const files = new Map<string, string>();
  const problems: Problem[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (name.startsWith('.') || !(name.endsWith('.md') || name === 'edition.yaml')) continue;
    const read = readContentText(join(folder, name), `${shown}${name}`);
    if (read.ok) files.set(name, read.value);
    else problems.push(read.problem);
  }
  return { files, problems };
}

/** The edition folders under the rules folder, sorted: directories whose name starts with no dot
 *  (an import builds the new folder, and keeps the replaced one, under a dotted name). */
export function editionFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(join(dir, name), { throwIfNoEntry: false })?.isDirectory())
    .sort();
}

/** The editions under content/rules, in their `order`, and views.yaml's declaration. */
export function loadEditions(root: string): { editions: Edition[]; declared: ViewsDeclaration | null; problems: Problem[] } {
  const dir = rulesRoot(root);
  const editions: Edition[] = [];
  const problems: Problem[] = [];
  if (!existsSync(dir)) return { editions, declared: null, problems: [{ file: dir, message: 'no rulebook content folder' }] };
  for (const id of editionFolders(dir)) {
    const folder = join(dir, id);
    if (!existsSync(join(folder, 'edition.yaml'))) continue;
    const shown = `${relative(root, folder) || folder}/`;
    const read = readEditionFiles(folder, shown);
    if (read.problems.length) {
      problems.push(...read.problems);
      continue;
    }
    const loaded = loadEdition(read.files, shown);
    if (loaded.ok) editions.push(loaded.value);
    else problems.push(...loaded.problems);
  }
  editions.sort((a, b) => a.order - b.order);
  // The declaration names editions: it can be checked only once they all load.
  if (problems.length) return { editions, declared: null, problems };
  const views = join(dir, VIEWS_FILE);
  const shown = relative(root, views) || views;
  if (!existsSync(views)) return { editions, declared: null, problems: [{ file: shown, message: `${VIEWS_FILE} is missing: it declares the current view, e.g. "current: {base: ${editions.at(-1)?.id ?? 'late'}}"` }] };
  const text = readContentText(views, shown);
  if (!text.ok) return { editions, declared: null, problems: [text.problem] };
  const declared = parseViewsFile(shown, text.value, editions.map((e) => e.id));
  if (!declared.ok) return { editions, declared: null, problems: declared.problems };
  return { editions, declared: declared.value, problems };
}

/** Every view readers see: the current view first, then each edition alone. */
export function loadViews(root: string): { editions: Edition[]; declared: ViewsDeclaration | null; views: View[]; problems: Problem[] } {
  const loaded = loadEditions(root);
  if (!loaded.declared || loaded.problems.length) return { ...loaded, views: [] };
  return { ...loaded, views: [currentView(loaded.editions, loaded.declared), ...loaded.editions.map(editionView)] };
}
