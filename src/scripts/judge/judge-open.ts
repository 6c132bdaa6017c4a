// What the board opens: the situation its address names (`#example=ID`, `#ruling=ID` or
// `#ruling=ID/EDITION`, a shared link's data or text), an example chosen in the page, or an
// empty table. A link is read by the engine's scenario reader before the board opens it, and
// leaving a situation the judge has changed asks first.
import { emptyBoard, type BoardData } from './board-data.ts';
import { changed, type Note } from './board-store.ts';
import { played, type Judge, type Offered } from './judge-context.ts';
import { readBoard } from './judge-run.ts';
import { decodeHash, MAX_DECODED, shallow } from '../shared/share.ts';

type TextModule = typeof import('./judge-text.ts');

const EMPTY: Note = { text: 'Стол пуст: добавьте карты.', invite: true };
const DAMAGED = 'Ссылка повреждена: её не удалось прочитать, стол открыт пустым.';

const openBoard = (j: Judge, data: BoardData, note: Note | string, position = 0) =>
  j.dispatch({ type: 'open', data, note: typeof note === 'string' ? { text: note } : note, position });

const openOffered = (j: Judge, found: Offered, note: string) => openBoard(j, structuredClone(found.data), note);

/** A ruling by id, in the edition named (else the first the page lists for it: the current view's). */
function findRuling(rulings: readonly Offered[], id: string, edition?: string): Offered | undefined {
  return rulings.find((r) => r.id === id && (edition === undefined || r.edition === edition));
}

/** Opens a link's data once the engine's scenario reader has read it; data of another shape
 *  leaves a working empty board. */
async function openLink(j: Judge, linked: unknown, note: string, step: number): Promise<void> {
  if (!shallow(linked)) return openBoard(j, emptyBoard(), DAMAGED);
  const read = await readBoard(played(j, linked), j.given.cards, j.given.engine);
  if (!read) return;
  if (read.ok) return openBoard(j, linked as BoardData, note, step);
  if ('errors' in read) return openBoard(j, emptyBoard(), `Ссылка повреждена: в ней не расклад (${read.errors[0].messageRu}). Стол открыт пустым.`);
  openBoard(j, emptyBoard(), `Ссылку не удалось проверить: ${read.failure} Стол открыт пустым.`);
}

/** Opens what the address names. */
export async function openAddress(j: Judge, text: () => Promise<TextModule | null>, picker: ExamplePicker): Promise<void> {
  const hash = location.hash;
  const example = /^#example=([a-z0-9-]+)$/.exec(hash)?.[1];
  if (example) return void (picker.open(example) || openBoard(j, emptyBoard(), 'Такого примера нет: стол пуст.'));
  const ruling = /^#ruling=([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/.exec(hash);
  if (ruling) {
    const found = findRuling(j.given.rulings, ruling[1], ruling[2]);
    return found ? openOffered(j, found, `Открыто решение: «${found.title}»`) : openBoard(j, emptyBoard(), 'Такого решения нет: стол пуст.');
  }
  const decoded = await decodeHash(hash);
  if (decoded === null) return openBoard(j, emptyBoard(), EMPTY);
  if (decoded.kind === 'damaged') return openBoard(j, emptyBoard(), DAMAGED);
  if (decoded.kind === 'too-big')
    return openBoard(j, emptyBoard(), `Ссылка слишком большая: расклад в ней больше ${MAX_DECODED / 1024} КБ. Стол открыт пустым.`);
  const at = decoded.step ? `, шаг ${decoded.step}` : '';
  if (decoded.kind === 'data') return openLink(j, decoded.data, `Открыт расклад из ссылки${at}.`, decoded.step);
  const read = (await text())?.fromText(decoded.text);
  if (!read) return openBoard(j, emptyBoard(), 'Не удалось прочитать текст из ссылки: нет связи с сайтом.');
  if (!read.ok) return openBoard(j, emptyBoard(), `Текст из ссылки не читается: строка ${read.problem.line}, ${read.problem.messageRu}`);
  return openLink(j, read.data, `Открыт сценарий из ссылки${at}.`, decoded.step);
}

function confirmLeave(j: Judge, text: string): Promise<boolean> {
  if (!changed(j.state)) return Promise.resolve(true);
  const dialog = j.$<HTMLDialogElement>('.judge-confirm');
  j.$('#judge-confirm-text').textContent = text;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true }));
}

interface ExamplePicker {
  /** Opens an example by id; false when the page has none of that id. */
  open(id: string): boolean;
}

/** «Расклад из примера»: opens an example, or an empty table, once a changed situation may go. */
export function attachExamplePicker(j: Judge): ExamplePicker {
  const picker = j.$<HTMLSelectElement>('.judge-example');
  let picked = '';
  const open = (id: string) => {
    const example = j.given.examples.find((e) => e.id === id);
    if (example) openOffered(j, example, `Открыт пример: «${example.title}».`);
    picker.value = picked = example ? id : '';
    return !!example;
  };
  picker.addEventListener('change', async () => {
    const title = picker.selectedOptions[0]?.textContent ?? '';
    if (!(await confirmLeave(j, `Открыть «${title}»? Изменения на столе пропадут (их можно сохранить ссылкой «Поделиться»).`))) {
      picker.value = picked;
      return;
    }
    picked = picker.value;
    if (!picker.value) openBoard(j, emptyBoard(), EMPTY);
    else open(picker.value);
  });
  return { open };
}
