// Reading a plain-text rulebook source (decoded by src/input): splitting it into blocks of lines.
import { inputProblem } from '../input/index.ts';
import type { Result } from './types.ts';

/** A run of non-empty lines between blank lines, or one list item. */
export interface SourceBlock {
  file: string;
  /** 1-based line of the block's first line. */
  line: number;
  lines: string[];
}

const listItemStart = /^\d+\)\s/;

/** Splits text into blocks; each list item (`1) …`) is a block of its own. */
export function splitBlocks(file: string, text: string): Result<SourceBlock[]> {
  if (text.trim() === '') return { ok: false, problems: [inputProblem(file, { line: 1, column: 1 }, 'the source is empty', 'выдержка пуста')] };
  const blocks: SourceBlock[] = [];
  let current: SourceBlock | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current || listItemStart.test(line)) {
      current = { file, line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return { ok: true, value: blocks };
}

/** The non-empty lines of a source with their 1-based numbers, as the fidelity check counts them. */
export function nonEmptyLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, text: raw.replace(/\s+$/, '') }))
    .filter((entry) => entry.text.trim() !== '');
}
