// Reading a content file named on the command line: regular files only (a FIFO or a device
// would block or never end), as bytes, so that the reader can say where a bad byte stands.
import { readFile, stat } from 'node:fs/promises';
import type { InputProblem } from '../input/index.ts';

export async function readContentFile(path: string, shown = path): Promise<{ bytes: Uint8Array } | { problem: InputProblem }> {
  const problem = (message: string, messageRu: string) => ({ problem: { file: shown, line: 1, column: 1, message, messageRu } });
  try {
    const info = await stat(path);
    if (info.isDirectory()) return problem('is a directory, not a file', 'это папка, а не файл');
    if (!info.isFile()) return problem('is not a regular file', 'это не обычный файл');
    return { bytes: new Uint8Array(await readFile(path)) };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? problem('no such file', 'нет такого файла') : problem(`cannot read the file (${code ?? (e as Error).message})`, 'не удалось прочитать файл');
  }
}
