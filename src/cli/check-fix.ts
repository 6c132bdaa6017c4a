// `svod check --fix`: rewrites the citations the alignment carries with certainty (the content
// graph's fixes), each at its line and column, where the value written there is still the one the
// check read (quoted or not). A file is written whole, to a temporary name beside it and renamed
// over it, so that a failure leaves it as it was.
import { renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { readContentText, type CitationFix } from '../content-files/index.ts';

export interface Applied {
  fixed: CitationFix[];
  /** Fixes whose place no longer holds the value read (the file changed meanwhile). */
  stale: CitationFix[];
}

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

export function applyFixes(cwd: string, fixes: CitationFix[]): Applied {
  const applied: Applied = { fixed: [], stale: [] };
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
    if (text === read.value) continue;
    const temporary = `${path}.svod-fix-${process.pid}`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  }
  const order = (a: CitationFix, b: CitationFix) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);
  return { fixed: applied.fixed.sort(order), stale: applied.stale.sort(order) };
}
