// The judge's board: the scenario as data, edited by taps; the engine runs it in a worker, which
// also says what each card and player offers (the engine's action records), and the page shows
// the board at the chosen step with the answer where the judge looks. Every edit can be undone;
// the address always carries the situation and the chosen step.
import { ZONE_WORDS, type CardDef, type CardView, type EditionRules, type Gender, type PlayerId, type ScenarioResult, type StateView } from '../../engine/index.ts';
import { boardCards, coinsOf, emptyBoard, insertStep, offerKey, playerKey, removeStep, setCoins, type BoardData, type CardFields } from './board-data.ts';
import type { BoardInfo } from './board-offers.ts';
import { facts, playerName, renderPlayers, turnLine, type CardSlot } from './board-view.ts';
import type { PanelContext, SetupEntry } from './card-panel.ts';
import { attachCardPicker } from './card-picker.ts';
import { el } from '../shared/dom.ts';
import { readBoard, runBoard } from './judge-run.ts';
import { button, stepper } from './controls.ts';
import type { Candidate, PickHost, Step } from './pick-view.ts';
import { decodeHash, encodeBoard, MAX_DECODED, shallow, shareLink } from '../shared/share.ts';
import { attachPaper } from './judge-paper.ts';
import { situationLine } from './situation-line.ts';
import type { Citations } from '../shared/trace-view.ts';
import { renderNow, renderStepList } from './timeline.ts';

/** What the page hands its script, as JSON islands (src/pages/judge/index.astro). */
interface Islands {
  cards: CardDef[];
  engine: EditionRules[];
  examples: { id: string; title: string; data: BoardData }[];
  citations: Citations;
  /** Step keys that name cards, as the engine's records say. */
  fields: string[];
}

type Shown = { data: BoardData; result: ScenarioResult; board: BoardInfo };
/** What is open: a card's panel (by its physical id) or a player's. */
type Open = { card: number } | { player: PlayerId } | null;
interface Moment {
  data: BoardData;
  position: number;
}

const UNDO_DEPTH = 200;

export function startJudge(root: HTMLElement): void {
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const island = <T>(id: string): T => JSON.parse(document.getElementById(id)!.textContent ?? 'null') as T;
  const given: Islands = {
    cards: island('judge-cards'),
    engine: island('judge-engine'),
    examples: island('judge-examples'),
    citations: island('judge-citations'),
    fields: island('judge-card-fields'),
  };
  const fields: CardFields = new Set(given.fields);
  const status = $('.judge-status');
  const alert = $('.judge-alert');
  const home = $('.now');
  const nowBody = $('.now-body');
  nowBody.setAttribute('aria-live', 'polite');

  let data: BoardData = emptyBoard();
  /** The situation as it was opened: leaving it asks first. */
  let origin = JSON.stringify(data);
  let position = 0;
  let shown: Shown | null = null;
  let open: Open = null;
  let picking = false;
  let focusAfter: string | null = null;
  /** Bring the answer into view after the next drawing (a step was just made). */
  let revealNow = false;
  let tap: { ids: Set<number>; tapped(id: number): void } | null = null;
  const past: Moment[] = [];
  const future: Moment[] = [];
  /** The panels' module (what a card offers, its picks), with the edits of the cards on the table
   *  (board-edits.ts): loaded when the board is idle, or at the first tap on a card or a card put on the table. */
  let panels: typeof import('./card-panel.ts') | null = null;
  const loadPanels = () =>
    import('./card-panel.ts').then(
      (m) => {
        panels ??= m;
      },
      () => void (alert.textContent = 'Не удалось загрузить действия с картами: нет связи с сайтом.'),
    );
  /** A panel, or a word that it is on its way (the board is drawn again once it is here). */
  const panel = (ctx: PanelContext) => {
    if (panels) return panels.cardPanel(ctx);
    void loadPanels().then(() => panels && draw());
    return el('p', { class: 'note' }, 'Загрузка…');
  };

  /** The edition a situation that names none plays by: the current view's base, which the page offers first. */
  const defaultEdition = root.querySelector<HTMLInputElement>('input[name="edition"]')?.value ?? given.engine.at(-1)?.id;
  const edition = () => data.edition ?? defaultEdition;
  /** The situation as the engine is handed it: in the default edition where it names none (the engine's own default is the newest). */
  const played = (d: unknown) => (d && typeof d === 'object' && !Array.isArray(d) && !('edition' in d) && defaultEdition ? { ...d, edition: defaultEdition } : d);
  /** The zones of the edition played, as its engine table has them. */
  const zones = () => given.engine.find((t) => t.id === edition())?.zones ?? [];
  /** A card's name's gender: the catalog's, or a trial card's own. */
  const genders = () => new Map<string, Gender | undefined>([...given.cards, ...(shown?.data.cards ?? [])].map((c) => [c.name, c.gender]));

  /** Brings a part of the board into view, clear of the sticky bar (html's scroll-padding). */
  const reveal = (node: Element) => node.scrollIntoView({ block: 'nearest' });

  // ---- running and drawing ------------------------------------------------------------------------

  const pageTitle = document.title;

  async function update(next: BoardData, moveTo?: number): Promise<void> {
    data = next;
    if (moveTo !== undefined) position = moveTo;
    const line = situationLine(data);
    document.title = line ? `${line} · ${pageTitle}` : pageTitle;
    void writeAddress();
    textView?.refresh();
    // While the engine works the board says so (and a tap meanwhile waits for the new drawing).
    $('.board').setAttribute('aria-busy', 'true');
    const reply = await runBoard(played(data), given.cards, given.engine);
    if (!reply) return;
    $('.board').removeAttribute('aria-busy');
    if (reply.ok) {
      shown = { data: next, result: reply.result, board: reply.board };
      alert.textContent = '';
    } else {
      shown = null;
      alert.textContent = 'errors' in reply ? `Расклад не читается: ${reply.errors.map((e) => e.messageRu).join('; ')}` : reply.failure;
    }
    draw();
  }

  /** An edit the judge made: it can be undone. */
  function edit(next: BoardData, moveTo?: number): void {
    past.push({ data, position });
    if (past.length > UNDO_DEPTH) past.shift();
    future.length = 0;
    void update(next, moveTo);
  }

  function travel(from: Moment[], to: Moment[]): void {
    const moment = from.pop();
    if (!moment) return;
    to.push({ data, position });
    void update(moment.data, moment.position);
  }

  const pictureAt = (result: ScenarioResult, at: number): StateView => (at === 0 ? result.initial! : result.steps[at - 1].state!);

  function draw(): void {
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.focus;
    const board = $('.board');
    if (!shown) {
      board.replaceChildren();
      nowBody.replaceChildren();
      $('.step-list').replaceChildren();
      $('.turn-line').textContent = '';
      return;
    }
    const { result } = shown;
    position = Math.max(0, Math.min(position, result.steps.length));
    const state = pictureAt(result, position);
    const before = position === 0 ? null : pictureAt(result, position - 1);
    // A panel stays open while its card is on the board.
    if (open && 'card' in open && !onBoard(state, open.card)) open = null;
    $('.turn-line').textContent = turnLine(state);
    // The answer stands in the open panel when there is one, else at the top of the board.
    nowBody.remove();
    const parts = { result, position, citations: given.citations, go, removeStep: (i: number) => edit(removeStep(data, i), Math.min(position, i)) };
    nowBody.replaceChildren(renderNow(parts));
    const gender = genders();
    board.replaceChildren(
      ...renderPlayers({
        state,
        before,
        open: open && 'card' in open ? open.card : null,
        label: (card) => shown!.board.cards[card.id]?.label ?? card.name,
        gender: (card) => gender.get(card.name),
        panel: (slot) => panelFor(slot, state, gender.get(slot.card.name)),
        playerTools: (p) => playerTools(p, state),
      }),
    );
    if (!nowBody.isConnected) home.append(nowBody);
    home.hidden = nowBody.parentElement !== home;
    $('.step-list').replaceChildren(renderStepList(parts));
    $('.position').textContent = position === 0 ? 'Начало' : `Шаг ${position} из ${result.steps.length}`;
    $<HTMLButtonElement>('[data-go="back"]').disabled = position === 0;
    $<HTMLButtonElement>('[data-go="forward"]').disabled = position === result.steps.length;
    $<HTMLButtonElement>('[data-history="undo"]').disabled = past.length === 0;
    $<HTMLButtonElement>('[data-history="redo"]').disabled = future.length === 0;
    const target = focusAfter ?? focused;
    focusAfter = null;
    if (target) root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(target)}"]`)?.focus({ preventScroll: true });
    if (revealNow) reveal(nowBody.querySelector('p') ?? nowBody);
    revealNow = false;
    paper.refresh();
  }

  const onBoard = (state: StateView, id: number) => (['A', 'B'] as PlayerId[]).some((p) => state.players[p].hero.id === id || Object.values(state.players[p].zones).some((z) => z.some((c) => c.id === id)));

  function go(to: number): void {
    position = to;
    draw();
    void writeAddress();
  }

  // ---- panels: what a card or a player offers ------------------------------------------------------

  function addStep(step: Step): void {
    revealNow = true;
    edit(insertStep(data, position, step), position + 1);
  }

  /** The cards of the shown picture that a pick may name. */
  function pickHost(state: StateView, self: CardView | null, controller: PlayerId): PickHost {
    const info = shown!.board.cards;
    const candidate = (card: CardView): Candidate[] => (info[card.id] ? [{ id: card.id, label: info[card.id].label, ref: info[card.id].ref }] : []);
    const sideCards = (p: PlayerId) => [state.players[p].hero, ...state.players[p].zones.play];
    const other: PlayerId = controller === 'A' ? 'B' : 'A';
    return {
      candidates: (among) =>
        among === 'opponent'
          ? sideCards(other).flatMap(candidate)
          : among === 'any'
            ? [...sideCards('A'), ...sideCards('B')].flatMap(candidate)
            : [...state.players.A.zones.play, ...state.players.B.zones.play].filter((c) => c.id !== self?.id).flatMap(candidate),
      tapOnBoard: (ids, tapped) => {
        tap = { ids: new Set(ids), tapped };
        for (const b of root.querySelectorAll<HTMLElement>('button.card')) b.classList.toggle('pickable', tap.ids.has(Number(b.dataset.card)));
        return () => {
          tap = null;
          for (const b of root.querySelectorAll<HTMLElement>('button.card.pickable')) b.classList.remove('pickable');
        };
      },
      cards: [...given.cards, ...(shown!.data.cards ?? [])].filter((c) => c.type !== 'hero'),
      reveal,
    };
  }

  function panelFor(slot: CardSlot, state: StateView, gender: Gender | undefined): HTMLElement {
    const { card, zone } = slot;
    const info = shown!.board.cards[card.id];
    const board = boardCards(data);
    const entry = position === 0 && info && info.slot >= 0 && board[info.slot]?.setup ? info.slot : -1;
    const setup = entry >= 0 ? setupEntry(entry, zone) : null;
    return panel({
      offers: shown!.board.offers[offerKey(card.id, zone, card.controller, card.owner, state.active)] ?? [],
      facts: facts(card, slot.player, zone === 'hero', gender),
      now: nowBody,
      setup,
      picks: pickHost(state, card, card.controller),
      step: addStep,
      picking: (on) => void (picking = on),
    });
  }

  function setupEntry(slot: number, zone: string): SetupEntry {
    return {
      slot,
      zone,
      data: () => data,
      fields,
      change: (next) => {
        focusAfter = (document.activeElement as HTMLElement | null)?.dataset?.focus ?? null;
        edit(next);
      },
      removed: (next) => {
        open = null;
        focusAfter = 'add-search';
        edit(next);
      },
    };
  }

  function playerTools(p: PlayerId, state: StateView): (HTMLElement | false)[] {
    const isOpen = !!open && 'player' in open && open.player === p;
    const coins = position === 0 ? coinsOf(data, p) : null;
    const coinStepper = (kind: 'open' | 'closed', word: string) =>
      coins && el('div', { class: 'setup-row' }, el('span', {}, `${word}:`), stepper(`${word} (${playerName(p)})`, coins[kind], 0, (n) => edit(setCoins(data, p, { ...coins, [kind]: n })), `coins:${p}:${kind}`));
    const toggle = button(`Вопросы и ходы: ${playerName(p)}`, () => {
      open = isOpen ? null : { player: p };
      focusAfter = `player:${p}`;
      draw();
    }, { class: 'player-toggle', 'aria-expanded': String(isOpen), 'data-focus': `player:${p}` });
    return [
      !!coins && el('div', { class: 'coin-tools', role: 'group', 'aria-label': `Монеты в начальной позиции (${playerName(p)})` }, coinStepper('open', 'Открытые монеты'), coinStepper('closed', 'Закрытые монеты')),
      toggle,
      isOpen &&
        panel({
          offers: shown!.board.players[playerKey(p, state.active)] ?? [],
          facts: null,
          now: nowBody,
          setup: null,
          picks: pickHost(state, null, p),
          step: addStep,
          picking: (on) => void (picking = on),
        }),
    ];
  }

  // ---- adding cards ----------------------------------------------------------------------------------

  attachCardPicker(root, {
    cards: () => [...given.cards, ...(data.cards ?? [])],
    zones,
    reveal,
    put: (name, p, z) => {
      focusAfter = `choose:${name}`;
      void loadPanels().then(() => panels && edit(panels.addCard(data, fields, name, p, z), 0));
      return `«${name}» — ${ZONE_WORDS[z].in} (${playerName(p)}), в начальной позиции.`;
    },
  });

  // ---- the address, examples, sharing, paper ----------------------------------------------------------

  let written = 0;
  async function writeAddress(): Promise<void> {
    // Encoding takes a moment: only the newest situation may reach the address.
    const mine = ++written;
    const hash = await encodeBoard(data, position);
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

  function openBoard(next: BoardData, note: string, step = 0): void {
    origin = JSON.stringify(next);
    open = null;
    past.length = future.length = 0;
    for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="edition"]')) radio.checked = radio.value === (next.edition ?? defaultEdition);
    status.textContent = note;
    void update(next, step);
  }

  const picker = $<HTMLSelectElement>('.judge-example');
  let picked = '';

  function openExample(id: string): boolean {
    const example = given.examples.find((e) => e.id === id);
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

  for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="edition"]')) radio.addEventListener('change', () => edit({ ...data, edition: radio.value }));

  $('.judge-share').addEventListener('click', async () => {
    await writeAddress();
    const field = $<HTMLInputElement>('.share-link');
    field.value = location.href;
    const how = await shareLink(location.href, document.title);
    field.hidden = how === 'shared' || how === 'cancelled';
    const said = $('.share-status');
    said.textContent = { shared: 'Ссылка на расклад отправлена.', cancelled: '', copied: 'Ссылка на расклад скопирована; она же — в поле над кнопкой.', failed: 'Ссылка на расклад — в поле над кнопкой: скопируйте её.' }[how];
    reveal(said);
    if (!field.hidden) field.select();
  });

  const paper = attachPaper(root, {
    parts: () => ({ result: shown?.result ?? null, position, label: (id: number) => shown?.board.cards[id]?.label ?? '', address: location.href }),
    before: writeAddress,
    say: (text) => ($('.share-status').textContent = text),
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
    textView = text && text.attachText($<HTMLTextAreaElement>('#judge-yaml'), textStatus, { data: () => data, check: (d) => runBoard(played(d), given.cards, given.engine), apply: (d) => edit(d as BoardData) });
  });

  // ---- taps, keys and start ----------------------------------------------------------------------------

  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-go]')) {
    b.addEventListener('click', () => {
      go(b.dataset.go === 'back' ? position - 1 : position + 1);
      // A button that just became disabled cannot keep the focus: hand it to its opposite.
      if (b.disabled) root.querySelector<HTMLElement>(`[data-go="${position === 0 ? 'forward' : 'back'}"]`)?.focus();
    });
  }
  $('[data-history="undo"]').addEventListener('click', () => travel(past, future));
  $('[data-history="redo"]').addEventListener('click', () => travel(future, past));

  root.addEventListener('click', (event) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('button.card');
    if (!card) return;
    const id = Number(card.dataset.card);
    // While a pick waits for a card, tapping one picks it.
    if (tap) {
      if (tap.ids.has(id)) tap.tapped(id);
      return;
    }
    if (picking) return;
    open = open && 'card' in open && open.card === id ? null : { card: id };
    focusAfter = `card:${id}`;
    draw();
    const panel = root.querySelector<HTMLElement>('.card-item.open .card-panel');
    if (panel) reveal(panel.querySelector('.panel-group') ?? panel);
  });

  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, dialog') || event.altKey) return;
    const total = shown?.result.steps.length ?? 0;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') travel(event.shiftKey ? future : past, event.shiftKey ? past : future);
    else if (event.ctrlKey || event.metaKey) return;
    else if (event.key === 'ArrowLeft' && position > 0) go(position - 1);
    else if (event.key === 'ArrowRight' && position < total) go(position + 1);
    else if (event.key === 'Escape' && picking) root.querySelector<HTMLButtonElement>('.pick > button.secondary:last-child')?.click();
    else if (event.key === 'Escape' && open !== null) {
      focusAfter = 'card' in open ? `card:${open.card}` : `player:${open.player}`;
      open = null;
      draw();
    } else return;
    event.preventDefault();
  });

  const DAMAGED = 'Ссылка повреждена: её не удалось прочитать, стол открыт пустым.';

  /** Opens a link's data once the engine's scenario reader has read it; data of another shape
   *  leaves a working empty board. */
  async function openLink(linked: unknown, note: string, step: number): Promise<void> {
    if (!shallow(linked)) return openBoard(emptyBoard(), DAMAGED);
    const read = await readBoard(played(linked), given.cards, given.engine);
    if (!read) return;
    if (read.ok) return openBoard(linked as BoardData, note, step);
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
    const at = decoded.step ? `, шаг ${decoded.step}` : '';
    if (decoded.kind === 'data') return openLink(decoded.data, `Открыт расклад из ссылки${at}.`, decoded.step);
    const read = (await textModule())?.fromText(decoded.text);
    if (!read) return openBoard(emptyBoard(), 'Не удалось прочитать текст из ссылки: нет связи с сайтом.');
    if (!read.ok) return openBoard(emptyBoard(), `Текст из ссылки не читается: строка ${read.problem.line}, ${read.problem.messageRu}`);
    return openLink(read.data, `Открыт сценарий из ссылки${at}.`, decoded.step);
  }

  void start().then(() => {
    // The paper view waits until the board is drawn and the page is idle.
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1000));
    idle(() => void loadPanels().then(() => paper.load()));
  });
}
