// `svod import FILE... --edition ID [--json]`: plain rulebook text → content/rules/ID/.
// Every check runs before anything is written: an import either writes all it should or nothing.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { defaultEditionMeta, importEdition, parseEditionMeta, type EditionMeta } from '../../rulebook/index.ts';
import { formatProblem, printProblems, rulesRoot, VIEWS_FILE } from '../../content-files/index.ts';
import { parseArgs } from '../args.ts';
import { otherEditions, sourceConflicts, notRegularFiles } from '../import-guard.ts';

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { values: ['edition'], flags: ['json'] });
  if (!args.ok) return fail(args.error);
  const edition = args.values.edition;
  if (!edition || !/^[a-z][a-z0-9-]*$/.test(edition) || edition === 'current') return fail('--edition ID is required (a lower-case word other than "current", e.g. late)');
  if (args.positional.length === 0) return fail('name at least one source FILE');
  const unreadable = notRegularFiles(args.positional);
  if (unreadable.length) return fail(unreadable.join('\n'));

  const root = process.cwd();
  const folder = join(rulesRoot(root), edition);
  const others = otherEditions(root, edition);
  if ('problems' in others) return fail(others.problems.map(formatProblem).join('\n'));
  if (!args.flags.json) {
    const conflicts = sourceConflicts(root, args.positional, others.editions);
    if (conflicts.length) return fail(`${conflicts.join('\n')}\nnothing was written`);
  }
  const order = Math.max(0, ...others.editions.map((e) => e.order)) + 1;
  const meta = editionMeta(folder, edition, args.positional.map((f) => basename(f)), order);
  if ('error' in meta) return fail(meta.error);
  const inputs = args.positional.map((f) => ({ file: basename(f), bytes: new Uint8Array(readFileSync(f)) }));
  const result = importEdition(meta, inputs);
  if (!result.ok) {
    printProblems(result.problems);
    console.error(`svod import: ${result.problems.length} problem(s); nothing was written`);
    return 2;
  }
  if (args.flags.json) {
    console.log(JSON.stringify(result.value.edition, null, 2));
    return 0;
  }
  writeEdition(folder, result.value.files);
  keepSources(root, args.positional);
  const { sections, parts } = result.value.edition;
  const rules = sections.reduce((n, s) => n + s.rules.length, 0);
  console.log(`imported ${edition}: ${parts.length} part(s), ${sections.length} sections, ${rules} rules → ${relative(root, folder) || folder}`);
  console.log(`the current view and the compared editions stay as ${relative(root, join(rulesRoot(root), VIEWS_FILE))} declares them`);
  return 0;
}

function fail(message: string): number {
  console.error(message.split('\n').map((line) => `svod import: ${line}`).join('\n'));
  return 2;
}

/** The edition's existing metadata (titles, notes) with the sources of this import. */
function editionMeta(folder: string, id: string, files: string[], order: number): EditionMeta | { error: string } {
  const path = join(folder, 'edition.yaml');
  if (!existsSync(path)) return defaultEditionMeta(id, files, order);
  const parsed = parseEditionMeta(path, readFileSync(path, 'utf8'));
  if (!parsed.ok) return { error: parsed.problems.map(formatProblem).join('\n') };
  const known = new Map(parsed.value.sources.map((s) => [s.file, s]));
  return { ...parsed.value, id, sources: files.map((file) => known.get(file) ?? { file }) };
}

function writeEdition(folder: string, files: Map<string, string>): void {
  mkdirSync(folder, { recursive: true });
  // Generated section files are replaced as a whole, so a renamed section leaves no stale twin.
  for (const name of readdirSync(folder)) if (name.endsWith('.md')) rmSync(join(folder, name));
  for (const [name, text] of files) writeFileSync(join(folder, name), text);
}

/** The project keeps its raw sources byte for byte, so it stands alone. */
function keepSources(root: string, paths: string[]): void {
  const dir = join(root, 'content', 'sources');
  mkdirSync(dir, { recursive: true });
  for (const path of paths) {
    const target = join(dir, basename(path));
    if (resolve(path) !== resolve(target)) copyFileSync(path, target);
  }
}
