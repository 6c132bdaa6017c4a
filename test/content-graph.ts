// The repository's content as one graph (src/content-files), read as the CLI and the build read
// it: tests take it from here rather than reading content/ on their own. Read once per test file.
import { join } from 'node:path';
import { contentPlace, formatProblem, loadContentGraph, type ContentGraph, type ContentRead } from '../src/content-files/index.ts';

export const ROOT = join(import.meta.dirname, '..');

let read: ContentRead | undefined;

/** The repository's content, checked: a problem in it fails the test that asks. */
export function content(): ContentRead {
  read ??= loadContentGraph(contentPlace(ROOT, {}));
  if (read.problems.length) throw new Error(`content problems:\n${read.problems.map(formatProblem).join('\n')}`);
  return read;
}

export const graph = (): ContentGraph => content().graph;

/** The content under another project folder (a temporary copy), read as `svod check` reads it there. */
export const graphOf = (cwd: string): ContentRead => loadContentGraph(contentPlace(cwd, {}));
