// `svod check --fix`: rewrites the citations the alignment carries with certainty (the content
// graph's fixes), each at its line and column, where the value written there is still the one the
// check read (quoted or not). Every rewritten file is first written whole to a temporary name
// beside it; only when all are written are they renamed over the files, so a file that cannot be
// written leaves every file as it was, and is named. A citation a run shows only once another is
// rewritten (a template whose first citation kept it from running) is carried by the next pass:
// `--fix` reads the content again and fixes until nothing more is proposed, within MAX_PASSES.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { readContentText, type CitationFix, type ContentRead } from '../content-files/index.ts';

interface Applied {
  fixed: CitationFix[];
  /** Fixes whose place no longer holds the value read (the file changed meanwhile). */
  stale: CitationFix[];
  /** The file that could not be written or replaced, and why; `changed` files were replaced before it. */
  failed?: { file: string; reason: string; changed: number };
}

/** Where a file's new text waits to be renamed over it: beside it, so the rename stays on one disk. */
export const temporaryFor = (path: string) => join(dirname(path), `.${basename(path)}.svod-fix`);

const reason = (e: unknown) => (e as NodeJS.ErrnoException).code ?? String((e as Error).message ?? e).split('\n')[0];

/** The text with `fix` made, or null where line:column does not hold its value. */
function rewrite(text: string, fix: CitationFix): string | null {
  const lines = text.split('\n');
  const line = lines[fix.line - 1];
  if (line === undefined) return null;
  const at = fix.column - 1;
  const quote = line[at] === '"' || line[at] === "'" ? line[at] : '';
  const start = at + quote.length;
  if (line.slice(start, start + fix.from.length) !== fix.from || (quote && line[start + fix.from.length] !== quote)) return null;
  lines[fix.line - 1] = line.slice(0, start) + fix.to + line.slice(start + fix.from.length);
  return lines.join('\n');
}

function applyFixes(cwd: string, fixes: CitationFix[]): Applied {
  const applied: Applied = { fixed: [], stale: [] };
  const rewritten: { file: string; path: string; text: string }[] = [];
  for (const file of new Set(fixes.map((f) => f.file))) {
    const list = fixes.filter((f) => f.file === file);
    const path = isAbsolute(file) ? file : join(cwd, file);
    const read = readContentText(path, file);
    if (!read.ok) {
      applied.stale.push(...list);
      continue;
    }
    let text = read.value;
    // Right to left along each line, so that an earlier fix does not move a later one's column.
    for (const fix of [...list].sort((a, b) => b.line - a.line || b.column - a.column)) {
      const next = rewrite(text, fix);
      if (next === null) applied.stale.push(fix);
      else {
        text = next;
        applied.fixed.push(fix);
      }
    }
    if (text !== read.value) rewritten.push({ file, path, text });
  }
  const order = (a: CitationFix, b: CitationFix) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);
  const failed = writeAll(rewritten);
  if (failed) return { fixed: [], stale: applied.stale.sort(order), failed };
  return { fixed: applied.fixed.sort(order), stale: applied.stale.sort(order) };
}

/** Writes every new text beside its file, then renames them all over their files; the first failure, if any. */
function writeAll(files: { file: string; path: string; text: string }[]): Applied['failed'] {
  const written: string[] = [];
  for (const { file, path, text } of files) {
    try {
      writeFileSync(temporaryFor(path), text);
      written.push(temporaryFor(path));
    } catch (e) {
      for (const temporary of written) rmSync(temporary, { force: true });
      return { file, reason: reason(e), changed: 0 };
    }
  }
  for (const [i, { file, path }] of files.entries()) {
    try {
      renameSync(temporaryFor(path), path);
    } catch (e) {
      for (const temporary of written.slice(i)) rmSync(temporary, { force: true });
      return { file, reason: reason(e), changed: i };
    }
  }
  return undefined;
}

/** How many times `--fix` reads the content again at most: each pass uncovers what the last one's rewrites let run. */
const MAX_PASSES = 5;

export interface Settled extends Applied {
  /** The content as read after the last pass. */
  read: ContentRead;
  passes: number;
  /** Fixes still proposed when MAX_PASSES ran out. */
  left: CitationFix[];
}

/** Fixes `read`'s citations, reads again with `reload` and fixes again, until no fix is proposed or made. */
export function fixUntilSettled(first: ContentRead, reload: (place: ContentRead['place']) => ContentRead): Settled {
  const done: Settled = { read: first, passes: 0, fixed: [], stale: [], left: [] };
  while (done.read.fixes.length && done.passes < MAX_PASSES) {
    const pass = applyFixes(done.read.place.cwd, done.read.fixes);
    done.passes += 1;
    done.stale.push(...pass.stale);
    if (pass.failed) return { ...done, failed: pass.failed };
    done.fixed.push(...pass.fixed);
    done.read = reload(done.read.place);
    // A pass that rewrites nothing would propose the same again.
    if (!pass.fixed.length) break;
  }
  if (done.passes === MAX_PASSES) done.left = done.read.fixes;
  return done;
}
