// What `svod import` needs to know of the other editions before it writes anything.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseEditionMeta, type EditionMeta, type Problem } from '../rulebook/index.ts';
import { rulesRoot } from '../content-files/index.ts';

/** The metadata of every edition under content/rules except `edition`. */
export function otherEditions(root: string, edition: string): { editions: EditionMeta[] } | { problems: Problem[] } {
  const dir = rulesRoot(root);
  const editions: EditionMeta[] = [];
  const problems: Problem[] = [];
  for (const id of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const path = join(dir, id, 'edition.yaml');
    if (id === edition || !existsSync(path)) continue;
    const meta = parseEditionMeta(relative(root, path) || path, readFileSync(path, 'utf8'));
    if (meta.ok) editions.push(meta.value);
    else problems.push(...meta.problems);
  }
  return problems.length ? { problems } : { editions };
}
