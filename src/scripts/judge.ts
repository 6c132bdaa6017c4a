// The judge's board: the scenario as data, edited by taps; the engine runs it in a worker and the
// page shows the board at the chosen step. The address always carries the current situation.
import type { CardDef, CardView, EditionRules, PlayerId, ScenarioResult, StateView } from '../engine/index.ts';
import { ZONE_WORDS } from '../engine/index.ts';
import { addCard, coinsOf, emptyBoard, insertStep, refOf, removeCard, removeStep, setCoins, setMarker, setWounds, boardCards, usesOf, type BoardData, type Step } from './board-data.ts';
import { heroName, playerName, renderPlayers, turnLine, type CardSlot } from './board-view.ts';
import { cardPanel, playerTools } from './card-panel.ts';
import { attachCardPicker } from './card-picker.ts';
import { readBoard, runBoard } from './judge-run.ts';
import { situationLine } from './situation-line.ts';
import { decodeHash, encodeBoard, MAX_DECODED, shallow } from './share.ts';
import type { Citations } from './trace-view.ts';
import { renderNow, renderStepList } from './timeline.ts';

const root = document.querySelector<HTMLElement>('.judge')!;
const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
const island = <T>(id: string): T => JSON.parse(document.getElementById(id)!.textContent ?? 'null') as T;
const cards = island<CardDef[]>('judge-cards');
const engine = island<EditionRules[]>('judge-engine');
const examples = island<{ id: string; title: string; data: BoardData }[]>('judge-examples');
const citations = island<Citations>('judge-citations');
const status = $('.judge-status');
const alert = $('.judge-alert');

let data: BoardData = emptyBoard();
/** The situation as it was opened: leaving it asks first. */
let origin = JSON.stringify(data);
let position = 0;
let shown: { data: BoardData; result: ScenarioResult } | null = null;
let open: number | null = null;
let focusAfter: string | null = null;

/** The edition a situation that names none plays by: the current view's base, which the page offers first. */
const defaultEdition = root.querySelector<HTMLInputElement>('input[name="edition"]')?.value ?? engine.at(-1)?.id;
const edition = () => data.edition ?? defaultEdition;
/** The situation as the engine is handed it: in the default edition where it names none (the engine's own default is the newest). */
const played = (d: unknown) => (d && typeof d === 'object' && !Array.isArray(d) && !('edition' in d) && defaultEdition ? { ...d, edition: defaultEdition } : d);
/** The zones of the edition played, as its engine table has them. */
const zones = () => engine.find((t) => t.id === edition())?.zones ?? [];

// ---- running and drawing ------------------------------------------------------------------------

/** The page's own title («Стол судьи — Свод»), after the situation's line. */
const pageTitle = document.title;

async function update(next: BoardData, moveTo?: number): Promise<void> {
  data = next;
  if (moveTo !== undefined) position = moveTo;
  const line = situationLine(data);
  document.title = line ? `${line} · ${pageTitle}` : pageTitle;
  void writeAddress();
  textView?.refresh();
  const reply = await runBoard(played(data), cards, engine);
  if (!reply) return;
  if (reply.ok) {
    shown = { data: next, result: reply.result };
    alert.textContent = '';
  } else {
    shown = null;
    alert.textContent = 'errors' in reply ? `Расклад не читается: ${reply.errors.map((e) => e.messageRu).join('; ')}` : reply.failure;
  }
  draw();
}

function pictureAt(result: ScenarioResult, at: number): StateView {
  return at === 0 ? result.initial! : result.steps[at - 1].state!;
}

function draw(): void {
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.focus;
  const board = $('.board');
  const nav = $('.timeline-nav');
  if (!shown) {
    board.replaceChildren();
    $('.now-body').replaceChildren();
    $('.step-list').replaceChildren();
    $('.turn-line').textContent = '';
    return;
  }
  const { result } = shown;
  position = Math.max(0, Math.min(position, result.steps.length));
  const state = pictureAt(result, position);
  const before = position === 0 ? null : pictureAt(result, position - 1);
  $('.turn-line').textContent = turnLine(state);
  board.replaceChildren(
    ...renderPlayers({
      state,
      before,
      open,
      label: labelOf,
      panel,
      playerTools: (p) => playerTools(p, { coins: position === 0 ? coinsOf(data, p) : null, active: state.active, zones: zones(), setCoins: (coins) => void update(setCoins(data, p, coins)), step: addStep }),
    }),
  );
  const parts = { result, position, citations, go, removeStep: (i: number) => void update(removeStep(data, i), Math.min(position, i)) };
  $('.now-body').replaceChildren(renderNow(parts));
  $('.step-list').replaceChildren(renderStepList(parts));
  $('.position').textContent = position === 0 ? `Начало · шагов ${result.steps.length}` : `Шаг ${position} из ${result.steps.length}`;
  nav.querySelector<HTMLButtonElement>('[data-go="back"]')!.disabled = position === 0;
  nav.querySelector<HTMLButtonElement>('[data-go="start"]')!.disabled = position === 0;
  nav.querySelector<HTMLButtonElement>('[data-go="forward"]')!.disabled = position === result.steps.length;
  const target = focusAfter ?? focused;
  focusAfter = null;
  if (target) root.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
}

function go(to: number): void {
  position = to;
  open = null;
  draw();
}

// ---- cards: names, references, panels ------------------------------------------------------------

/** The slot (setup card or created card) of a physical card in the shown run. */
function slotOfCard(id: number): number {
  if (!shown) return -1;
  const { ids } = shown.result;
  const all = boardCards(shown.data);
  const setup = ids!.setup.indexOf(id);
  if (setup >= 0) return setup;
  const step = Object.entries(ids!.created).find(([, phys]) => phys === id)?.[0];
  return step === undefined ? -1 : all.findIndex((s) => s.step === Number(step));
}

function heroOf(id: number): PlayerId | null {
  if (!shown) return null;
  return (['A', 'B'] as PlayerId[]).find((p) => shown!.result.initial!.players[p].hero.id === id) ?? null;
}

/** The name a card goes by on the board: its alias when it has one. */
function labelOf(card: CardView): string {
  const slot = slotOfCard(card.id);
  return (slot >= 0 && shown && boardCards(shown.data)[slot].alias) || card.name;
}

function refOfCard(id: number): string {
  const hero = heroOf(id);
  if (hero) return `${hero}.hero`;
  const slot = slotOfCard(id);
  return slot >= 0 && shown ? refOf(boardCards(shown.data), slot) : '';
}

function addStep(step: Step, card?: number): void {
  focusAfter = card === undefined ? null : `card:${card}`;
  void update(insertStep(data, position, step), position + 1);
}

function panel(slot: CardSlot): HTMLElement {
  const id = slot.card.id;
  const setupSlot = slotOfCard(id);
  const atStart = position === 0 && setupSlot >= 0 && boardCards(data)[setupSlot]?.setup !== undefined;
  const entry = atStart ? entryAt(setupSlot) : null;
  const edit = (next: BoardData) => {
    focusAfter = `card:${id}`;
    void update(next);
  };
  return cardPanel(slot, {
    state: pictureAt(shown!.result, position),
    ref: refOfCard(id),
    setup: entry && { wounds: entry.wounds ?? 0, markers: entry.markers ?? {}, usedBy: usesOf(data).get(setupSlot) ?? [] },
    zones: zones(),
    step: (step) => addStep(step, id),
    setWounds: (n) => edit(setWounds(data, setupSlot, Math.max(0, n))),
    setMarker: (name, count) => edit(setMarker(data, setupSlot, name, count)),
    remove: () => {
      open = null;
      focusAfter = 'add-search';
      void update(removeCard(data, setupSlot));
    },
    label: (other) => {
      const hero = heroOf(other.id);
      return hero ? heroName(shown!.result.initial!, hero) : labelOf(other);
    },
    refOf: refOfCard,
  });
}

function entryAt(slot: number): { wounds?: number; markers?: Record<string, number> } {
  const s = boardCards(data)[slot].setup!;
  const entry = data.setup[s.player]![s.zone]![s.index];
  return typeof entry === 'string' ? {} : entry;
}

// ---- adding cards ----------------------------------------------------------------------------------

attachCardPicker(root, cards, {
  zones,
  put: (name, p, z) => {
    focusAfter = `choose:${name}`;
    void update(addCard(data, name, p, z), 0);
    status.textContent = `«${name}» — ${ZONE_WORDS[z].in} (${playerName(p)}).`;
  },
});

// ---- the address, examples, sharing ---------------------------------------------------------------

let written = 0;
async function writeAddress(): Promise<void> {
  // Encoding takes a moment: only the newest situation may reach the address.
  const mine = ++written;
  const hash = await encodeBoard(data);
  if (mine === written) history.replaceState(null, '', `#${hash}`);
}

const dialog = $<HTMLDialogElement>('.judge-confirm');
function confirmLeave(text: string): Promise<boolean> {
  if (JSON.stringify(data) === origin) return Promise.resolve(true);
  $('#judge-confirm-text').textContent = text;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true }));
}

function openBoard(next: BoardData, note: string): void {
  origin = JSON.stringify(next);
  open = null;
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="edition"]')) radio.checked = radio.value === (next.edition ?? defaultEdition);
  status.textContent = note;
  void update(next, 0);
}

const picker = $<HTMLSelectElement>('.judge-example');
let picked = '';

function openExample(id: string): boolean {
  const example = examples.find((e) => e.id === id);
  if (example) openBoard(structuredClone(example.data), `Открыт пример: «${example.title}».`);
  picker.value = picked = example ? id : '';
  return !!example;
}
picker.addEventListener('change', async () => {
  const title = picker.selectedOptions[0]?.textContent ?? '';
  if (!(await confirmLeave(`Открыть «${title}»? Изменения на столе пропадут (их можно сохранить ссылкой «Поделиться»).`))) {
    picker.value = picked;
    return;
  }
  picked = picker.value;
  if (!picker.value) openBoard(emptyBoard(), 'Стол пуст.');
  else openExample(picker.value);
});

for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="edition"]')) {
  radio.addEventListener('change', () => void update({ ...data, edition: radio.value }));
}

$('.judge-share').addEventListener('click', async () => {
  await writeAddress();
  const field = $<HTMLInputElement>('.share-link');
  field.value = location.href;
  field.hidden = false;
  field.select();
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = 'Ссылка на расклад скопирована.';
  } catch {
    status.textContent = 'Ссылка на расклад — в поле под кнопками.';
  }
});

// ---- «Текст сценария» ------------------------------------------------------------------------------

let textView: { refresh(): void } | null = null;
const textStatus = $('.text-status');

/** The text view's module, with the YAML parser: loaded only when text is wanted. */
async function textModule() {
  try {
    return await import('./judge-text.ts');
  } catch {
    textStatus.textContent = 'Не удалось загрузить текстовый вид: нет связи с сайтом.';
    return null;
  }
}

$('.judge-text').addEventListener('toggle', async (event) => {
  if (!(event.currentTarget as HTMLDetailsElement).open || textView) return;
  const text = await textModule();
  textView = text && text.attachText($<HTMLTextAreaElement>('#judge-yaml'), textStatus, { data: () => data, check: (d) => runBoard(played(d), cards, engine), apply: (d) => void update(d as BoardData) });
});

// ---- keys and start ----------------------------------------------------------------------------------

for (const button of root.querySelectorAll<HTMLButtonElement>('[data-go]')) {
  button.addEventListener('click', () => {
    go({ start: 0, back: position - 1, forward: position + 1 }[button.dataset.go as 'start' | 'back' | 'forward']);
    // A button that just became disabled cannot keep the focus: hand it to its opposite.
    if (button.disabled) root.querySelector<HTMLElement>(`[data-go="${position === 0 ? 'forward' : 'back'}"]`)?.focus();
  });
}

root.addEventListener('click', (event) => {
  const card = (event.target as HTMLElement).closest<HTMLElement>('button.card');
  if (!card) return;
  const id = Number(card.dataset.card);
  open = open === id ? null : id;
  focusAfter = `card:${id}`;
  draw();
  if (open !== null) root.querySelector<HTMLElement>(`.card-item.open .card-panel button`)?.focus();
});

document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, dialog') || event.altKey || event.ctrlKey || event.metaKey) return;
  const total = shown?.result.steps.length ?? 0;
  if (event.key === 'ArrowLeft' && position > 0) go(position - 1);
  else if (event.key === 'ArrowRight' && position < total) go(position + 1);
  else if (event.key === 'Escape' && open !== null) {
    focusAfter = `card:${open}`;
    open = null;
    draw();
  } else return;
  event.preventDefault();
});

const DAMAGED = 'Ссылка повреждена: её не удалось прочитать, стол открыт пустым.';

/** Opens a link's data once the engine's scenario reader has read it; data of another shape
 *  leaves a working empty board. */
async function openLink(data: unknown, note: string): Promise<void> {
  if (!shallow(data)) return openBoard(emptyBoard(), DAMAGED);
  const read = await readBoard(played(data), cards, engine);
  if (!read) return;
  if (read.ok) return openBoard(data as BoardData, note);
  if ('errors' in read) return openBoard(emptyBoard(), `Ссылка повреждена: в ней не расклад (${read.errors[0].messageRu}). Стол открыт пустым.`);
  openBoard(emptyBoard(), `Ссылку не удалось проверить: ${read.failure} Стол открыт пустым.`);
}

async function start(): Promise<void> {
  root.querySelector('.judge-nojs')?.remove();
  $('.judge-app').hidden = false;
  const example = /^#example=([a-z0-9-]+)$/.exec(location.hash)?.[1];
  if (example) {
    if (!openExample(example)) openBoard(emptyBoard(), 'Такого примера нет: стол пуст.');
    return;
  }
  const decoded = await decodeHash(location.hash);
  if (decoded === null) return openBoard(emptyBoard(), 'Стол пуст: добавьте карты.');
  if (decoded.kind === 'damaged') return openBoard(emptyBoard(), DAMAGED);
  if (decoded.kind === 'too-big') return openBoard(emptyBoard(), `Ссылка слишком большая: расклад в ней больше ${MAX_DECODED / 1024} КБ. Стол открыт пустым.`);
  if (decoded.kind === 'data') return openLink(decoded.data, 'Открыт расклад из ссылки.');
  const read = (await textModule())?.fromText(decoded.text);
  if (!read) return openBoard(emptyBoard(), 'Не удалось прочитать текст из ссылки: нет связи с сайтом.');
  if (!read.ok) return openBoard(emptyBoard(), `Текст из ссылки не читается: строка ${read.problem.line}, ${read.problem.messageRu}`);
  return openLink(read.data, 'Открыт сценарий из ссылки.');
}

void start();
