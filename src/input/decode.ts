// Bytes to text: strict UTF-8, a byte-order mark dropped (it would shift line 1's columns), and a
// byte that is not UTF-8 reported with its line and column.
import { inputProblem, type Checked, type InputProblem } from './problem.ts';

export function decodeUtf8(file: string, input: Uint8Array | string): Checked<string> {
  if (typeof input === 'string') return { ok: true, value: input.replace(/^\uFEFF/, '') };
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(input).replace(/^\uFEFF/, '') };
  } catch {
    return { ok: false, problems: [badByte(file, input)] };
  }
}

const [NOT_UTF8, NOT_UTF8_RU] = ['the file is not valid UTF-8', 'файл не в кодировке UTF-8'];

function badByte(file: string, bytes: Uint8Array): InputProblem {
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
      return inputProblem(file, { line, column: Math.max(column, 1) }, NOT_UTF8, NOT_UTF8_RU);
    }
    lineStart = lineEnd + 1;
  }
  return inputProblem(file, { line: 1, column: 1 }, NOT_UTF8, NOT_UTF8_RU);
}
