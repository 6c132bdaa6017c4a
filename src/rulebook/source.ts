// Reading a plain-text rulebook source: decoding, and splitting it into blocks of lines.
import type { Problem, Result } from './types.ts';

/** A run of non-empty lines between blank lines, or one list item. */
export interface SourceBlock {
  file: string;
  /** 1-based line of the block's first line. */
  line: number;
  lines: string[];
}

const listItemStart = /^\d+\)\s/;

/** Decodes bytes as strict UTF-8; a stray byte is a problem with its line and column. */
export function decodeSource(file: string, bytes: Uint8Array): Result<string> {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: text.replace(/^\uFEFF/, '') };
  } catch {
    return { ok: false, problems: [locateBadByte(file, bytes)] };
  }
}

function locateBadByte(file: string, bytes: Uint8Array): Problem {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const lenient = new TextDecoder('utf-8');
  let lineStart = 0;
  for (let line = 1; lineStart <= bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, lineStart);
    const lineEnd = newline < 0 ? bytes.length : newline;
    const lineBytes = bytes.subarray(lineStart, lineEnd);
    try {
      strict.decode(lineBytes);
    } catch {
      // The lenient decoder marks the first bad byte with U+FFFD: its index is the column.
      const column = lenient.decode(lineBytes).indexOf('\uFFFD') + 1;
      return { file, line, column: column > 0 ? column : 1, message: 'the file is not valid UTF-8' };
    }
    lineStart = lineEnd + 1;
  }
  return { file, message: 'the file is not valid UTF-8' };
}

/** Splits text into blocks; each list item (`1) …`) is a block of its own. */
export function splitBlocks(file: string, text: string): Result<SourceBlock[]> {
  if (text.trim() === '') return { ok: false, problems: [{ file, line: 1, column: 1, message: 'the source is empty' }] };
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
