// Reading content from disk, safely: only regular files (a FIFO would block for ever, a symlink to
// /dev/zero would never end), never more than MAX_INPUT_BYTES of one, as bytes, so that the reader
// can say where a bad byte stands. The file is opened without blocking and checked on its open
// descriptor, so what is checked is what is read. Every refusal names the file.
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { decodeUtf8, inputProblem, MAX_INPUT_BYTES, type InputProblem } from '../input/index.ts';

/** `missing`: there is no such file (a caller may expect that and say it otherwise). */
export type Read<T> = { ok: true; value: T } | { ok: false; problem: InputProblem; missing?: true };

const START = { line: 1, column: 1 };
const refuse = (shown: string, message: string, messageRu: string) => ({ ok: false as const, problem: inputProblem(shown, START, message, messageRu) });

/** A file's bytes, or why it is not read: missing, not a regular file, or over `limit` bytes. */
export function readContentBytes(path: string, shown = path, limit = MAX_INPUT_BYTES): Read<Uint8Array> {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? { ...refuse(shown, 'no such file', 'нет такого файла'), missing: true as const }
      : refuse(shown, `cannot be opened (${code ?? 'error'})`, 'файл не открывается');
  }
  try {
    const info = fstatSync(fd);
    if (info.isDirectory()) return refuse(shown, 'is a directory, not a file', 'это папка, а не файл');
    if (!info.isFile())
      return refuse(shown, 'is not a regular file (a FIFO, socket or device is never read)', 'это не обычный файл (канал, сокет или устройство не читаются)');
    const tooBig = () =>
      refuse(
        shown,
        `is larger than ${limit / 1000} KB, the most svod reads of one file`,
        `файл больше ${limit / 1000} КБ — больше svod не читает из одного файла`,
      );
    if (info.size > limit) return tooBig();
    // The file may grow while it is read: stop one chunk past the limit at most.
    const chunk = Buffer.alloc(64 * 1024);
    const chunks: Buffer[] = [];
    let size = 0;
    for (let n; (n = readSync(fd, chunk, 0, chunk.length, null)) > 0; ) {
      size += n;
      if (size > limit) return tooBig();
      chunks.push(Buffer.from(chunk.subarray(0, n)));
    }
    return { ok: true, value: new Uint8Array(Buffer.concat(chunks, size)) };
  } catch (e) {
    return refuse(shown, `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`, 'файл не читается');
  } finally {
    closeSync(fd);
  }
}

/** A file's text as strict UTF-8 (a bad byte named with its line and column). */
export function readContentText(path: string, shown = path, limit = MAX_INPUT_BYTES): Read<string> {
  const bytes = readContentBytes(path, shown, limit);
  if (!bytes.ok) return bytes;
  const text = decodeUtf8(shown, bytes.value);
  return text.ok ? text : { ok: false, problem: text.problems[0] };
}

/** The names in a content folder ending with `ext`, sorted; none when there is no such folder. */
export function namesIn(dir: string, ext: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith(ext) && !n.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

/** Each `ext` file of the folder `dir` read safely: its path as shown (`shown/x.yaml`) and bytes. */
export function readFolder(dir: string, shown: string, ext = '.yaml'): { files: { file: string; bytes: Uint8Array }[]; problems: InputProblem[] } {
  const files: { file: string; bytes: Uint8Array }[] = [];
  const problems: InputProblem[] = [];
  for (const name of namesIn(dir, ext)) {
    const file = `${shown}/${name}`;
    const read = readContentBytes(join(dir, name), file);
    if (read.ok) files.push({ file, bytes: read.value });
    else problems.push(read.problem);
  }
  return { files, problems };
}
