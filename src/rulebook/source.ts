// Reading a plain-text rulebook source (decoded by src/input): splitting it into blocks of lines.
// Two layouts: the excerpts set a blank line between paragraphs, so a paragraph's lines stay
// together; a whole book converted from the publisher's document often has none, so each line
// is a paragraph unless it plainly goes on from the line before.
import { inputProblem } from '../input/index.ts';
import type { Result } from './types.ts';

/** One paragraph or list item of the source: its lines, as written. */
export interface SourceBlock {
  file: string;
  /** 1-based line of the block's first line. */
  line: number;
  lines: string[];
}

const numberedItem = /^\d+\)\s/;
const dashItem = /^-\s/;
const loneNumber = /^\d{3}(?:\.\d+)+\.?$/;
const endsClause = /[.!?:;…]$/;
const lowerCase = /^[а-яёa-z]/;

/**
 * A source that sets its paragraphs apart by blank lines keeps each paragraph's lines together:
 * the runs between blank lines are paragraphs, a few lines long at most. A book with blank
 * lines only around its headings has runs of dozens of lines: its lines are its paragraphs; so
 * has a short one with no blank line at all (a heading and two rules are three paragraphs).
 */
function blankLinesSeparate(lines: string[]): boolean {
  const filled = lines.filter((line) => line.trim() !== '').length;
  const runs = lines.filter((line, i) => line.trim() !== '' && (i === 0 || lines[i - 1].trim() === '')).length;
  return runs > 1 && runs * MAX_LINES_PER_PARAGRAPH >= filled;
}

/** The most lines a paragraph of a blank-line source has on average (wrapped text). */
const MAX_LINES_PER_PARAGRAPH = 4;

/** Whether `line` opens a list item after `previous`: a «- » after a finished clause or another item. */
function opensItem(line: string, previous: string): boolean {
  if (numberedItem.test(line)) return true;
  return dashItem.test(line) && (endsClause.test(previous) || numberedItem.test(previous) || dashItem.test(previous));
}

/** In a source without blank lines: whether `line` goes on from `previous` rather than opening a paragraph. */
function continues(line: string, previous: string): boolean {
  if (loneNumber.test(previous)) return true;
  if (endsClause.test(previous)) return false;
  return lowerCase.test(line) || (dashItem.test(line) && !opensItem(line, previous));
}

/** Splits text into blocks: paragraphs (a heading, a rule, its further paragraphs) and list items. */
export function splitBlocks(file: string, text: string): Result<SourceBlock[]> {
  if (text.trim() === '') return { ok: false, problems: [inputProblem(file, { line: 1, column: 1 }, 'the source is empty', 'выдержка пуста')] };
  const lines = text.split(/\r?\n/).map((raw) => raw.replace(/\s+$/, ''));
  const byBlankLines = blankLinesSeparate(lines);
  const blocks: SourceBlock[] = [];
  let current: SourceBlock | null = null;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    const previous = current?.lines.at(-1);
    const opens = previous === undefined || opensItem(line, previous) || (!byBlankLines && !continues(line, previous));
    if (opens) {
      current = { file, line: index + 1, lines: [] };
      blocks.push(current);
    }
    current!.lines.push(line);
  });
  return { ok: true, value: blocks };
}

/** The non-empty lines of a source with their 1-based numbers, as the fidelity check counts them. */
export function nonEmptyLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.replace(/\s+$/, ''))
    .map((text, index) => ({ line: index + 1, text }))
    .filter((entry) => entry.text.trim() !== '');
}
