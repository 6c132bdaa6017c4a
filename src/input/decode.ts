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
const [CP1251, CP1251_RU] = [
  ': it reads as Russian in Windows-1251; save it as UTF-8 (iconv -f windows-1251 -t utf-8)',
  ': он читается как русский текст в Windows-1251; сохраните его в UTF-8',
];

/** Fewer Russian letters than this say nothing of a file's encoding. */
const MIN_RUSSIAN_LETTERS = 3;

/**
 * Whether bytes that are no UTF-8 read as Russian text in Windows-1251 (a file saved by an older
 * Windows editor): most of their bytes past ASCII break UTF-8 (one stray byte in UTF-8 text does
 * not make it Windows-1251), and most of their letters then are Russian.
 */
function readsAsCp1251(bytes: Uint8Array): boolean {
  const high = bytes.filter((b) => b >= 0x80).length;
  const broken = new TextDecoder('utf-8').decode(bytes).split('\uFFFD').length - 1;
  const letters = new TextDecoder('windows-1251').decode(bytes).match(/\p{L}/gu) ?? [];
  const russian = letters.filter((l) => /[а-яё]/i.test(l)).length;
  return broken * 2 >= high && russian >= MIN_RUSSIAN_LETTERS && russian * 2 >= letters.length;
}

function badByte(file: string, bytes: Uint8Array): InputProblem {
  const problem = firstBadByte(file, bytes);
  return readsAsCp1251(bytes) ? { ...problem, message: problem.message + CP1251, messageRu: problem.messageRu + CP1251_RU } : problem;
}

function firstBadByte(file: string, bytes: Uint8Array): InputProblem {
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
