// Progress to a file and back: the reader saves what the device keeps (Safari clears a site's
// storage after 7 days unused) and loads it again, here or on another device. A file that is
// not a progress file is named with what is wrong in it, in Russian, at its line and column, and
// changes nothing; a good one is merged with the progress already here, never replacing it.
import { mergeProgress, progressFrom, storedForm, type Progress } from './practice-progress.ts';

/** What the file says it is, so that any other JSON is told apart. */
const FORMAT = 'svod-practice-progress';

export function exportText(progress: Progress, now: Date): string {
  return `${JSON.stringify({ format: FORMAT, saved: now.toISOString(), ...storedForm(progress) }, null, 1)}\n`;
}

/** The file's name: the day it was saved. */
export const exportName = (now: Date) => `svod-progress-${now.toISOString().slice(0, 10)}.json`;

export type Imported = { ok: true; progress: Progress; questions: number } | { ok: false; message: string };

/** Where JSON text first breaks its grammar (an offset), or null where it is JSON. */
export function jsonErrorAt(text: string): number | null {
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const fail = (): never => {
    throw at;
  };
  const literal = (word: string) => (text.startsWith(word, at) ? void (at += word.length) : fail());
  const string = () => {
    at++;
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\') at++;
      else if (text.charCodeAt(at) < 0x20) fail();
      at++;
    }
    if (text[at] !== '"') fail();
    at++;
  };
  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at));
    if (!m) fail();
    at += m![0].length;
  };
  const items = (close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) return void at++;
    for (;;) {
      item();
      space();
      if (text[at] === close) return void at++;
      if (text[at] !== ',') fail();
      at++;
      space();
    }
  };
  const value = (): void => {
    space();
    const c = text[at];
    if (c === '{')
      items('}', () => {
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at++;
        value();
      });
    else if (c === '[') items(']', value);
    else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    return at < text.length ? at : null;
  } catch (offset) {
    return offset as number;
  }
}

const lineAndColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return `строка ${before.length}, столбец ${before.at(-1)!.length + 1}`;
};

/** The progress in a file's text, merged into `current`; or why the file is not one. */
export function importText(text: string, file: string, current: Progress): Imported {
  const broken = jsonErrorAt(text);
  if (broken !== null)
    return {
      ok: false,
      message: `Файл «${file}» не прочитан: ${lineAndColumn(text, broken)} — это не JSON (файл испорчен или это другой файл). Прогресс на этом устройстве не изменился.`,
    };
  const raw: unknown = JSON.parse(text);
  const ours = typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === FORMAT;
  const progress = ours ? progressFrom(raw) : null;
  if (!progress)
    return {
      ok: false,
      message: `Файл «${file}» — не сохранённый прогресс тренировки (в нём нет «format: ${FORMAT}» нужной версии). Прогресс на этом устройстве не изменился.`,
    };
  return { ok: true, progress: mergeProgress(current, progress), questions: Object.keys(progress.questions).length };
}
