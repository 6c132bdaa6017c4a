// What `svod import` refuses before it writes anything, so that an import cannot lose text:
// inputs that are not regular files, two inputs of one name, and a source whose name is taken
// in content/sources by other bytes or by another edition.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseEditionMeta, type EditionMeta, type Problem } from '../rulebook/index.ts';
import { rulesRoot } from '../content-files/index.ts';

/** Inputs that cannot be read as a source: missing, or a directory, FIFO or device (never opened). */
export function notRegularFiles(paths: string[]): string[] {
  return paths.flatMap((path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return [`${path}: no such file`];
    }
    if (stat.isDirectory()) return [`${path}: is a directory; name the source files in it`];
    return stat.isFile() ? [] : [`${path}: not a regular file (a FIFO, socket or device is never read)`];
  });
}

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

/** Why writing these inputs to content/sources would overwrite or take over another source. */
export function sourceConflicts(root: string, paths: string[], others: EditionMeta[]): string[] {
  const conflicts: string[] = [];
  const byName = new Map<string, string>();
  for (const path of paths) {
    const name = basename(path);
    const first = byName.get(name);
    if (first !== undefined) {
      conflicts.push(`${first} and ${path} have one name, ${name}: content/sources keeps one file per name`);
      continue;
    }
    byName.set(name, path);
    const kept = join(root, 'content', 'sources', name);
    if (existsSync(kept) && !readFileSync(kept).equals(readFileSync(path))) {
      conflicts.push(`${path}: content/sources/${name} already holds other text, kept byte for byte; give the new file another name`);
    }
    const owner = others.find((e) => e.sources.some((s) => s.file === name));
    if (owner) conflicts.push(`${path}: ${name} is a source of edition ${owner.id}; give the new file another name`);
  }
  return conflicts;
}
