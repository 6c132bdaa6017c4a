// What `svod import` refuses before it writes anything, so that an import cannot lose text:
// inputs that cannot be read as sources (missing, not regular files, too large), two inputs of one
// name, and a source whose name is taken in content/sources by other bytes or by another edition.
import { basename, join } from 'node:path';
import { oversizedSources, parseEditionMeta, SOURCE_LIMITS, type EditionMeta, type Problem } from '../rulebook/index.ts';
import { editionFolders, formatProblem, readContentBytes, readContentText, shownPath, type ContentPlace } from '../content-files/index.ts';

/** The sources' bytes, or why they cannot be read: a FIFO or device is never opened for reading, a
 *  file over the size limit never read whole. */
export function readSources(paths: string[]): { inputs: { path: string; bytes: Uint8Array }[] } | { problems: string[] } {
  const inputs: { path: string; bytes: Uint8Array }[] = [];
  const problems: string[] = [];
  for (const path of paths) {
    const read = readContentBytes(path, path, SOURCE_LIMITS.file);
    if (read.ok) inputs.push({ path, bytes: read.value });
    else problems.push(formatProblem({ ...read.problem, file: path, line: 0, column: 0 }));
  }
  if (!problems.length) problems.push(...oversizedSources(inputs.map((i) => ({ file: i.path, size: i.bytes.byteLength }))).map(formatProblem));
  return problems.length ? { problems } : { inputs };
}

/** The metadata of every edition under content/rules except `edition`. */
export function otherEditions(place: ContentPlace, edition: string): { editions: EditionMeta[] } | { problems: Problem[] } {
  const dir = place.rules;
  const editions: EditionMeta[] = [];
  const problems: Problem[] = [];
  for (const id of editionFolders(dir).filter((id) => id !== edition)) {
    const path = join(dir, id, 'edition.yaml');
    const shown = shownPath(place, path);
    const text = readContentText(path, shown);
    if (!text.ok) {
      if (!text.missing) problems.push(text.problem);
      continue;
    }
    const meta = parseEditionMeta(shown, text.value);
    if (meta.ok) editions.push(meta.value);
    else problems.push(...meta.problems);
  }
  return problems.length ? { problems } : { editions };
}

/** Why writing these inputs to the sources' folder would overwrite or take over another source. */
export function sourceConflicts(place: ContentPlace, inputs: { path: string; bytes: Uint8Array }[], others: EditionMeta[]): string[] {
  const conflicts: string[] = [];
  const byName = new Map<string, string>();
  for (const { path, bytes } of inputs) {
    const name = basename(path);
    const first = byName.get(name);
    if (first !== undefined) {
      conflicts.push(`${first} and ${path} have one name, ${name}: ${shownPath(place, place.sources)} keeps one file per name`);
      continue;
    }
    byName.set(name, path);
    const keptPath = join(place.sources, name);
    const kept = readContentBytes(keptPath, shownPath(place, keptPath), SOURCE_LIMITS.file);
    if (!kept.ok && !kept.missing) conflicts.push(`${path}: ${kept.problem.file} ${kept.problem.message}; give the new file another name`);
    else if (kept.ok && !Buffer.from(kept.value).equals(bytes)) {
      conflicts.push(`${path}: ${shownPath(place, keptPath)} already holds other text, kept byte for byte; give the new file another name`);
    }
    const owner = others.find((e) => e.sources.some((s) => s.file === name));
    if (owner) conflicts.push(`${path}: ${name} is a source of edition ${owner.id}; give the new file another name`);
  }
  return conflicts;
}
