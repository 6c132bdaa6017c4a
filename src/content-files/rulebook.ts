// Reading the rulebook content folders from disk (Node only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEdition, type Edition, type Problem } from '../rulebook/index.ts';

/** content/rules, unless SVOD_RULES_DIR names another folder (the build benchmark's synthetic rulebook). */
export const rulesRoot = (root: string) => process.env.SVOD_RULES_DIR ?? join(root, 'content', 'rules');

export function readEditionFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.md') || name === 'edition.yaml') files.set(name, readFileSync(join(folder, name), 'utf8'));
  }
  return files;
}

/** Loads every edition under content/rules, in their `order`. */
export function loadEditions(root: string): { editions: Edition[]; problems: Problem[] } {
  const dir = rulesRoot(root);
  const editions: Edition[] = [];
  const problems: Problem[] = [];
  if (!existsSync(dir)) return { editions, problems: [{ file: dir, message: 'no rulebook content folder' }] };
  for (const id of readdirSync(dir).sort()) {
    const folder = join(dir, id);
    if (!existsSync(join(folder, 'edition.yaml'))) continue;
    const loaded = loadEdition(readEditionFiles(folder), `${relative(root, folder) || folder}/`);
    if (loaded.ok) editions.push(loaded.value);
    else problems.push(...loaded.problems);
  }
  editions.sort((a, b) => a.order - b.order);
  return { editions, problems };
}
