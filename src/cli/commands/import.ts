// `svod import FILE... --edition ID [--replace] [--json]`: plain rulebook text → content/rules/ID/.
// Every check runs before anything is written, under a lock that keeps other imports out, and
// the write lands whole or not at all (../import-write.ts). An existing edition is replaced only
// when asked (`--replace`), saying what is replaced and keeping what the import does not produce:
// edition.yaml's title, order and notes, and files other than section and part files.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import {
  defaultEditionMeta,
  EditionIdSchema,
  importEdition,
  parseEditionMeta,
  type Edition,
  type EditionMeta,
  type ImportResult,
} from '../../rulebook/index.ts';
import { checkValue } from '../../input/index.ts';
import {
  contentPlace,
  formatProblem,
  loadContentGraph,
  printProblems,
  readContentText,
  shownPath,
  VIEWS_FILE,
  writeSchemaFiles,
  type ContentPlace,
} from '../../content-files/index.ts';
import { parseArgs } from '../args.ts';
import { otherEditions, readSources, sourceConflicts } from '../import-guard.ts';
import { LOCK_NAME, takeLock } from '../import-lock.ts';
import { obstacles, oldEntries, writeImport, type ImportPlan } from '../import-write.ts';
import { describeCounts, describeNotices, describeReplacement } from '../import-report.ts';

const USAGE = 'Usage: svod import FILE... --edition ID [--replace] [--json]';

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { values: ['edition'], flags: ['json', 'replace'] });
  if (!args.ok) return fail(`${args.error}\n${USAGE}`);
  const edition = args.values.edition;
  if (!edition) return fail(`--edition ID is required (a lower-case word other than "current", e.g. v17)\n${USAGE}`);
  const badId = checkValue(EditionIdSchema, edition);
  if (badId) return fail(`--edition ${badId.message}`);
  if (args.positional.length === 0) return fail(`name at least one source FILE\n${USAGE}`);
  const read = readSources(args.positional);
  if ('problems' in read) return fail(`${read.problems.join('\n')}\nnothing was written`);

  const place = contentPlace();
  const folder = join(place.rules, edition);
  if (args.flags.json) {
    const others = otherEditions(place, edition);
    const parsed = parse(place, folder, edition, read.inputs, 'editions' in others ? nextOrder(others.editions) : 1);
    if (!parsed.ok) return parsed.exit;
    console.log(JSON.stringify(parsed.edition, null, 2));
    return 0;
  }
  const lock = await takeLock(place.content);
  if ('heldBy' in lock)
    return fail(
      `another import${lock.heldBy ? ` (process ${lock.heldBy})` : ''} holds ${shownPath(place, join(place.content, LOCK_NAME))}: wait for it to end and run this one again; nothing was written`,
    );
  try {
    const code = write(place, folder, edition, read.inputs, args.flags.replace === true);
    if (code === 0) refreshSchemas(place);
    return code;
  } finally {
    lock.release();
  }
}

/** The published JSON Schemas offer the editions by name: a new edition joins them. */
function refreshSchemas(place: ContentPlace): void {
  const { graph } = loadContentGraph(place);
  writeSchemaFiles(place, graph.catalog, [...graph.engine.editions.keys()]);
}

/** Everything that reads or writes content/, under the lock. */
function write(place: ContentPlace, folder: string, edition: string, inputs: { path: string; bytes: Uint8Array }[], replace: boolean): number {
  const shownFolder = `${shownPath(place, folder)}/`;
  const existing = existsSync(folder);
  if (existing && !replace) {
    return fail(
      `edition ${edition} already exists in ${shownFolder}: --replace replaces its section and part files, keeping edition.yaml's title, order and notes and its other files; nothing was written`,
    );
  }
  const others = otherEditions(place, edition);
  if ('problems' in others) return fail(others.problems.map(formatProblem).join('\n'));
  const conflicts = sourceConflicts(place, inputs, others.editions);
  if (conflicts.length) return fail(`${conflicts.join('\n')}\nnothing was written`);
  const parsed = parse(place, folder, edition, inputs, nextOrder(others.editions));
  if (!parsed.ok) return parsed.exit;

  const plan: ImportPlan = {
    folder,
    files: parsed.files,
    carried: oldEntries(folder).carried,
    sources: inputs
      .map(({ path }) => ({ from: path, to: join(place.sources, basename(path)) }))
      .filter(({ from, to }) => resolve(from) !== resolve(to) && !existsSync(to)),
  };
  const blocked = obstacles(plan);
  if (blocked.length) return fail(`${blocked.map((line) => line.replace(`${place.cwd}/`, '')).join('\n')}\nnothing was written`);
  if (existing) for (const line of describeReplacement(folder, shownFolder, parsed.previous, parsed.meta, plan)) console.log(line);
  let leftovers: string[];
  try {
    leftovers = writeImport(plan);
  } catch (e) {
    return fail(`writing ${shownFolder} failed (${(e as Error).message}); every file is as it was, nothing was written`);
  }
  console.log(`imported ${edition}: ${describeCounts(parsed.counts)} → ${shownFolder}`);
  for (const line of describeNotices(parsed.repeats, parsed.unplaced)) console.log(line);
  console.log(`the current view and the compared editions stay as ${shownPath(place, join(place.rules, VIEWS_FILE))} declares them`);
  for (const path of leftovers) console.error(`svod import: could not remove ${shownPath(place, path)}, a copy that is no longer needed: remove it by hand`);
  return 0;
}

type Parsed = ({ ok: true; edition: Edition; meta: EditionMeta; previous: EditionMeta | null } & Omit<ImportResult, 'edition'>) | { ok: false; exit: number };

/** A new edition comes after every other in lists. */
const nextOrder = (others: EditionMeta[]) => Math.max(0, ...others.map((e) => e.order)) + 1;

/** The edition the sources make, with the existing edition's metadata where there is one. */
function parse(place: ContentPlace, folder: string, edition: string, inputs: { path: string; bytes: Uint8Array }[], order: number): Parsed {
  const previous = existingMeta(place, folder);
  if ('error' in previous) return { ok: false, exit: fail(previous.error) };
  const files = inputs.map(({ path }) => basename(path));
  const meta: EditionMeta = previous.meta
    ? { ...previous.meta, id: edition, sources: files.map((file) => previous.meta!.sources.find((s) => s.file === file) ?? { file }) }
    : defaultEditionMeta(edition, files, order);
  const result = importEdition(
    meta,
    inputs.map(({ path, bytes }) => ({ file: basename(path), bytes })),
  );
  if (!result.ok) {
    printProblems(result.problems);
    return { ok: false, exit: fail(`${result.problems.length} problem(s); nothing was written`) };
  }
  return { ok: true, ...result.value, meta, previous: previous.meta };
}

/** The existing edition's metadata (titles, notes), or null for a new edition. */
function existingMeta(place: ContentPlace, folder: string): { meta: EditionMeta | null } | { error: string } {
  const path = join(folder, 'edition.yaml');
  const text = readContentText(path, shownPath(place, path));
  if (!text.ok) return text.missing ? { meta: null } : { error: formatProblem(text.problem) };
  const parsed = parseEditionMeta(shownPath(place, path), text.value);
  return parsed.ok ? { meta: parsed.value } : { error: parsed.problems.map(formatProblem).join('\n') };
}

function fail(message: string): number {
  console.error(
    message
      .split('\n')
      .map((line) => `svod import: ${line}`)
      .join('\n'),
  );
  return 2;
}
