// The judge's board: the scenario as data, edited by taps; the engine runs it in a worker, which
// also says what each card and player offers (the engine's action records), and the page shows
// the board at the chosen step with the answer where the judge looks. The state is one value
// (board-store.ts): every tap dispatches an action, and the page draws the state it gets back.
// Every edit can be undone; the address always carries the situation and the chosen step.
import { ZONE_WORDS, type Gender, type PlayerId, type ScenarioResult, type StateView, type TraceEntry } from '../../engine/index.ts';
import type { BoardData } from './board-data.ts';
import { panelLoader, cardPanelFor, playerTools, type Panels } from './board-panels.ts';
import { initialState, reduce, statusText, type StoreAction } from './board-store.ts';
import { playerName, renderPlayers, turnLine } from './board-view.ts';
import { attachCardPicker } from './card-picker.ts';
import { busyWhile, played, reveal, type Islands, type Judge } from './judge-context.ts';
import { attachExamplePicker, openAddress } from './judge-open.ts';
import { attachPaper } from './judge-paper.ts';
import { runBoard } from './judge-run.ts';
import { situationLine } from './situation-line.ts';
import { renderNow, renderStepList } from './timeline.ts';
import { encodeBoard, shareLink } from '../shared/share.ts';

const pictureAt = (result: ScenarioResult, at: number): StateView => (at === 0 ? result.initial! : result.steps[at - 1].state!);

/** The physical ids of the cards in a picture: heroes and every zone's cards. */
function cardsIn(state: StateView): Set<number> {
  return new Set(
    (['A', 'B'] as PlayerId[]).flatMap((p) => [
      state.players[p].hero.id,
      ...Object.values(state.players[p].zones)
        .flat()
        .map((c) => c.id),
    ]),
  );
}

function readIslands(): Islands {
  const island = <T>(id: string): T => JSON.parse(document.getElementById(id)!.textContent ?? 'null') as T;
  return {
    cards: island('judge-cards'),
    engine: island('judge-engine'),
    examples: island('judge-examples'),
    rulings: island('judge-rulings'),
    citations: island('judge-citations'),
    sections: island('judge-sections'),
    usage: island('judge-usage'),
    fields: island('judge-card-fields'),
  };
}

/** The board without its state's drawing: the page's data and elements, and `dispatch`. */
function makeJudge(root: HTMLElement, onChange: (j: Judge, before: Judge['state']) => void): Judge {
  const given = readIslands();
  const j: Judge = {
    root,
    given,
    fields: new Set(given.fields),
    defaultEdition: root.querySelector<HTMLInputElement>('input[name="edition"]')?.value ?? given.engine.at(-1)?.id,
    $: <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!,
    nowBody: root.querySelector<HTMLElement>('.now-body')!,
    state: initialState(),
    shown: null,
    ui: { picking: false, tap: null, focusAfter: null, revealNow: false, unfolded: new Set(), busy: 0 },
    dispatch: (action: StoreAction) => {
      const before = j.state;
      j.state = reduce(before, action);
      onChange(j, before);
    },
    draw: () => undefined,
  };
  j.nowBody.setAttribute('aria-live', 'polite');
  return j;
}

/** Writes the situation and the step into the address; only the newest may reach it (encoding takes a moment). */
function addressWriter(j: Judge): () => Promise<void> {
  let written = 0;
  return async () => {
    const mine = ++written;
    const hash = await encodeBoard(j.state.data, j.state.position);
    if (mine === written) history.replaceState(null, '', `#${hash}`);
  };
}

/** Beside a rule the played edition's excerpts lack, cited from another edition: why (so the
 *  judge does not read it as a mistake). */
function elsewhere(j: Judge): (t: TraceEntry) => string | null {
  const played = j.state.data.edition ?? j.defaultEdition;
  const held = played ? j.given.sections[played] : undefined;
  return (t) => {
    if (t.rule === null || !played || !held || t.edition === played) return null;
    return held.includes(Number(t.rule.slice(0, 3))) ? 'в отрывках выбранной редакции этого правила нет' : 'в отрывках выбранной редакции этого раздела нет';
  };
}

/** Draws the state: the board at the position shown, the answer, the steps, the controls. */
function drawBoard(j: Judge, panels: Panels): void {
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.focus;
  const { state, shown } = j;
  const board = j.$('.board');
  const status = j.$('.judge-status');
  if (status.textContent !== statusText(state)) status.textContent = statusText(state);
  for (const radio of j.root.querySelectorAll<HTMLInputElement>('input[name="edition"]'))
    radio.checked = radio.value === (state.data.edition ?? j.defaultEdition);
  if (!shown) {
    for (const part of [board, j.nowBody, j.$('.step-list')]) part.replaceChildren();
    j.$('.turn-line').textContent = '';
    return;
  }
  const { result } = shown;
  const { position, open } = state;
  const picture = pictureAt(result, position);
  j.$('.turn-line').textContent = turnLine(picture);
  // The answer stands in the open panel when there is one, else at the top of the board.
  j.nowBody.remove();
  const parts = {
    result,
    position,
    citations: j.given.citations,
    why: elsewhere(j),
    go: (to: number) => j.dispatch({ type: 'go', to, steps: result.steps.length }),
    removeStep: (index: number) => j.dispatch({ type: 'remove-step', index }),
  };
  j.nowBody.replaceChildren(renderNow(parts));
  const gender = new Map<string, Gender | undefined>([...j.given.cards, ...(shown.data.cards ?? [])].map((c) => [c.name, c.gender]));
  board.replaceChildren(
    ...renderPlayers({
      state: picture,
      before: position === 0 ? null : pictureAt(result, position - 1),
      open: open && 'card' in open ? open.card : null,
      label: (card) => shown.board.cards[card.id]?.label ?? card.name,
      gender: (card) => gender.get(card.name),
      panel: (slot) => cardPanelFor(j, panels, slot, picture, gender.get(slot.card.name)),
      playerTools: (p) => playerTools(j, panels, p, picture),
    }),
  );
  const home = j.$('.now');
  if (!j.nowBody.isConnected) home.append(j.nowBody);
  home.hidden = j.nowBody.parentElement !== home;
  j.$('.step-list').replaceChildren(renderStepList(parts));
  j.$('.position').textContent = position === 0 ? 'Начало' : `Шаг ${position} из ${result.steps.length}`;
  j.$<HTMLButtonElement>('[data-go="back"]').disabled = position === 0;
  j.$<HTMLButtonElement>('[data-go="forward"]').disabled = position === result.steps.length;
  j.$<HTMLButtonElement>('[data-history="undo"]').disabled = state.past.length === 0;
  j.$<HTMLButtonElement>('[data-history="redo"]').disabled = state.future.length === 0;
  const target = j.ui.focusAfter ?? focused;
  j.ui.focusAfter = null;
  if (target) j.root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(target)}"]`)?.focus({ preventScroll: true });
  if (j.ui.revealNow) reveal(j.nowBody.querySelector('p') ?? j.nowBody);
  j.ui.revealNow = false;
}

/** Runs the data with the engine; a newer run makes an older one answer nothing. */
async function run(j: Judge, data: BoardData): Promise<boolean> {
  // While the engine works the board says so (and a tap meanwhile waits for the new drawing).
  const reply = await busyWhile(j, () => runBoard(played(j, data), j.given.cards, j.given.engine));
  if (!reply) return false;
  const alert = j.$('.judge-alert');
  j.shown = reply.ok ? { data, result: reply.result, board: reply.board } : null;
  alert.textContent = reply.ok ? '' : 'errors' in reply ? `Расклад не читается: ${reply.errors.map((e) => e.messageRu).join('; ')}` : reply.failure;
  if (reply.ok) j.state = reduce(j.state, { type: 'ran', steps: reply.result.steps.length, present: (at) => cardsIn(pictureAt(reply.result, at)) });
  return true;
}

/** Taps on the board's cards (a panel, or a card a pick waits for), the timeline's buttons and the keys. */
function attachInput(j: Judge): void {
  const { root } = j;
  const steps = () => j.shown?.result.steps.length ?? 0;
  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-go]')) {
    b.addEventListener('click', () => {
      j.dispatch({ type: 'go', to: j.state.position + (b.dataset.go === 'back' ? -1 : 1), steps: steps() });
      // A button that just became disabled cannot keep the focus: hand it to its opposite.
      if (b.disabled) root.querySelector<HTMLElement>(`[data-go="${j.state.position === 0 ? 'forward' : 'back'}"]`)?.focus();
    });
  }
  j.$('[data-history="undo"]').addEventListener('click', () => j.dispatch({ type: 'undo' }));
  j.$('[data-history="redo"]').addEventListener('click', () => j.dispatch({ type: 'redo' }));
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="edition"]'))
    radio.addEventListener('change', () => j.dispatch({ type: 'edit', data: { ...j.state.data, edition: radio.value } }));
  root.addEventListener('click', (event) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('button.card');
    if (!card) return;
    const id = Number(card.dataset.card);
    // While a pick waits for a card, tapping one picks it.
    if (j.ui.tap) return void (j.ui.tap.ids.has(id) && j.ui.tap.tapped(id));
    if (j.ui.picking) return;
    j.ui.focusAfter = `card:${id}`;
    j.dispatch({ type: 'toggle', panel: { card: id } });
    const panel = root.querySelector<HTMLElement>('.card-item.open .card-panel');
    if (panel) reveal(panel.querySelector('.panel-group') ?? panel);
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, dialog') || event.altKey) return;
    const { position, open } = j.state;
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') j.dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    else if (event.ctrlKey || event.metaKey) return;
    else if ((key === 'ArrowLeft' && position > 0) || (key === 'ArrowRight' && position < steps()))
      j.dispatch({ type: 'go', to: position + (key === 'ArrowLeft' ? -1 : 1), steps: steps() });
    else if (key === 'Escape' && j.ui.picking) root.querySelector<HTMLButtonElement>('.pick > button.secondary:last-child')?.click();
    else if (key === 'Escape' && open !== null) {
      j.ui.focusAfter = 'card' in open ? `card:${open.card}` : `player:${open.player}`;
      j.dispatch({ type: 'close' });
    } else return;
    event.preventDefault();
  });
}

/** «Поделиться»: the address as a link, sent, copied or shown to copy. */
function attachShare(j: Judge, writeAddress: () => Promise<void>): void {
  j.$('.judge-share').addEventListener('click', async () => {
    await writeAddress();
    const field = j.$<HTMLInputElement>('.share-link');
    field.value = location.href;
    const how = await shareLink(location.href, document.title);
    field.hidden = how === 'shared' || how === 'cancelled';
    const said = j.$('.share-status');
    said.textContent = {
      shared: 'Ссылка на расклад отправлена.',
      cancelled: '',
      copied: 'Ссылка на расклад скопирована; она же — в поле над кнопкой.',
      failed: 'Ссылка на расклад — в поле над кнопкой: скопируйте её.',
    }[how];
    reveal(said);
    if (!field.hidden) field.select();
  });
}

/** «Текст сценария»: its module, with the YAML parser, loads only when text is wanted. */
function attachText(j: Judge) {
  let view: { refresh(): void } | undefined;
  const status = j.$('.text-status');
  const load = async () => {
    try {
      return await import('./judge-text.ts');
    } catch {
      status.textContent = 'Не удалось загрузить текстовый вид: нет связи с сайтом.';
      return null;
    }
  };
  j.$('.judge-text').addEventListener('toggle', async (event) => {
    if (!(event.currentTarget as HTMLDetailsElement).open || view) return;
    const text = await load();
    view = text?.attachText(j.$<HTMLTextAreaElement>('#judge-yaml'), status, {
      data: () => j.state.data,
      check: (d) => runBoard(played(j, d), j.given.cards, j.given.engine),
      apply: (d) => j.dispatch({ type: 'edit', data: d as BoardData }),
    });
  });
  return { load, refresh: () => view?.refresh() };
}

export function startJudge(root: HTMLElement): void {
  const pageTitle = document.title;
  let writeAddress: () => Promise<void> = async () => {};
  let paper: { refresh(): void; load(): Promise<boolean> } | null = null;
  let text: ReturnType<typeof attachText> | null = null;
  const draw = () => {
    drawBoard(j, panels);
    paper?.refresh();
  };
  /** After every action: a new situation is run first, then drawn; a step or a panel is only drawn. */
  const j = makeJudge(root, (j, before) => {
    const { data, position } = j.state;
    if (data !== before.data || position !== before.position) void writeAddress();
    if (data === before.data) return draw();
    const line = situationLine(data);
    document.title = line ? `${line} · ${pageTitle}` : pageTitle;
    text?.refresh();
    void run(j, data).then((drawn) => drawn && draw());
  });
  j.draw = draw;
  const panels = panelLoader(j);
  writeAddress = addressWriter(j);
  text = attachText(j);
  attachInput(j);
  attachShare(j, writeAddress);
  attachCardPicker(root, {
    cards: () => [...j.given.cards, ...(j.state.data.cards ?? [])],
    zones: () => j.given.engine.find((t) => t.id === (j.state.data.edition ?? j.defaultEdition))?.zones ?? [],
    reveal,
    put: (name, p, z) => {
      j.ui.focusAfter = `choose:${name}`;
      // The card joins the board once the panels' code is here: the board is busy till then.
      void busyWhile(j, panels.load).then(() => {
        const m = panels.module();
        if (m) j.dispatch({ type: 'edit', data: m.addCard(j.state.data, j.fields, name, p, z), position: 0 });
      });
      return `«${name}» — ${ZONE_WORDS[z].in} (${playerName(p)}), в начальной позиции.`;
    },
  });
  paper = attachPaper(root, {
    parts: () => ({
      result: j.shown?.result ?? null,
      position: j.state.position,
      label: (id: number) => j.shown?.board.cards[id]?.label ?? '',
      address: location.href,
    }),
    before: writeAddress,
    say: (said) => (j.$('.share-status').textContent = said),
  });
  const picker = attachExamplePicker(j);
  root.querySelector('.judge-nojs')?.remove();
  j.$('.judge-app').hidden = false;
  void openAddress(j, text.load, picker).then(() => {
    // The paper view waits until the board is drawn and the page is idle.
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1000));
    idle(() => void panels.load().then(() => paper?.load()));
  });
}
