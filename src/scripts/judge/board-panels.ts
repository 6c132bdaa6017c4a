// The panels the board opens: under a card, what it offers where it lies (and at the start, its
// place in the starting position); under a player's heading, the coins at the start and the
// player's questions and moves. The panels' module (card-panel.ts, with the edits of the cards
// on the table) loads when the board is idle, or at the first tap on a card.
import type { CardView, Gender, PlayerId, StateView } from '../../engine/index.ts';
import { boardCards, coinsOf, offerKey, playerKey, setCoins } from './board-data.ts';
import { facts, playerName, type CardSlot } from './board-view.ts';
import type { PanelContext, SetupEntry } from './card-panel.ts';
import { button, stepper } from './controls.ts';
import { busyWhile, reveal, type Judge } from './judge-context.ts';
import type { Candidate, PickHost, Step } from './pick-view.ts';
import { el } from '../shared/dom.ts';

type PanelModule = typeof import('./card-panel.ts');

export interface Panels {
  /** The module once it is here. */
  module(): PanelModule | null;
  load(): Promise<void>;
}

export function panelLoader(j: Judge): Panels {
  let loaded: PanelModule | null = null;
  return {
    module: () => loaded,
    load: () =>
      import('./card-panel.ts').then(
        (m) => void (loaded ??= m),
        () => void (j.$('.judge-alert').textContent = 'Не удалось загрузить действия с картами: нет связи с сайтом.'),
      ),
  };
}

/** A panel, or a word that it is on its way (the board is drawn again once it is here). */
function panel(j: Judge, panels: Panels, ctx: PanelContext): HTMLElement {
  const m = panels.module();
  if (m) return m.cardPanel(ctx);
  void busyWhile(j, panels.load).then(() => panels.module() && j.draw());
  return el('p', { class: 'note' }, 'Загрузка…');
}

function addStep(j: Judge, step: Step): void {
  j.ui.revealNow = true;
  j.dispatch({ type: 'add-step', step });
}

const picking = (j: Judge) => (on: boolean) => void (j.ui.picking = on);

/** The cards of the shown picture that a pick may name. */
function pickHost(j: Judge, state: StateView, self: CardView | null, controller: PlayerId): PickHost {
  const shown = j.shown!;
  const info = shown.board.cards;
  const candidate = (card: CardView): Candidate[] => (info[card.id] ? [{ id: card.id, label: info[card.id].label, ref: info[card.id].ref }] : []);
  const sideCards = (p: PlayerId) => [state.players[p].hero, ...state.players[p].zones.play];
  const other: PlayerId = controller === 'A' ? 'B' : 'A';
  const marked = () => j.root.querySelectorAll<HTMLElement>('button.card');
  return {
    candidates: (among) =>
      among === 'opponent'
        ? sideCards(other).flatMap(candidate)
        : among === 'any'
          ? [...sideCards('A'), ...sideCards('B')].flatMap(candidate)
          : [...state.players.A.zones.play, ...state.players.B.zones.play].filter((c) => c.id !== self?.id).flatMap(candidate),
    tapOnBoard: (ids, tapped) => {
      const tap = (j.ui.tap = { ids: new Set(ids), tapped });
      for (const b of marked()) b.classList.toggle('pickable', tap.ids.has(Number(b.dataset.card)));
      return () => {
        j.ui.tap = null;
        for (const b of marked()) b.classList.remove('pickable');
      };
    },
    cards: [...j.given.cards, ...(shown.data.cards ?? [])].filter((c) => c.type !== 'hero'),
    reveal,
  };
}

function setupEntry(j: Judge, slot: number, zone: string): SetupEntry {
  return {
    slot,
    zone,
    data: () => j.state.data,
    fields: j.fields,
    change: (next) => {
      j.ui.focusAfter = (document.activeElement as HTMLElement | null)?.dataset?.focus ?? null;
      j.dispatch({ type: 'edit', data: next });
    },
    removed: (next) => {
      j.ui.focusAfter = 'add-search';
      j.dispatch({ type: 'edit', data: next, close: true });
    },
  };
}

/** The panel under a card on the board. */
export function cardPanelFor(j: Judge, panels: Panels, slot: CardSlot, state: StateView, gender: Gender | undefined): HTMLElement {
  const { card, zone } = slot;
  const shown = j.shown!;
  const info = shown.board.cards[card.id];
  const { position, data } = j.state;
  const entry = position === 0 && info && info.slot >= 0 && boardCards(data)[info.slot]?.setup ? info.slot : -1;
  return panel(j, panels, {
    offers: shown.board.offers[offerKey(card.id, zone, card.controller, card.owner, state.active)] ?? [],
    facts: facts(card, slot.player, zone === 'hero', gender),
    now: j.nowBody,
    setup: entry >= 0 ? setupEntry(j, entry, zone) : null,
    picks: pickHost(j, state, card, card.controller),
    step: (step) => addStep(j, step),
    picking: picking(j),
    unfolded: j.ui.unfolded,
    usage: j.given.usage,
  });
}

/** Under a player's heading: the coins at the start, and the toggle of the player's panel. */
export function playerTools(j: Judge, panels: Panels, p: PlayerId, state: StateView): (HTMLElement | false)[] {
  const { open, position, data } = j.state;
  const isOpen = !!open && 'player' in open && open.player === p;
  const coins = position === 0 ? coinsOf(data, p) : null;
  const coinStepper = (kind: 'open' | 'closed', word: string) =>
    coins &&
    el(
      'div',
      { class: 'setup-row' },
      el('span', {}, `${word}:`),
      stepper(
        `${word} (${playerName(p)})`,
        coins[kind],
        0,
        (n) => j.dispatch({ type: 'edit', data: setCoins(j.state.data, p, { ...coins, [kind]: n }) }),
        `coins:${p}:${kind}`,
      ),
    );
  const toggle = button(
    `Вопросы и ходы: ${playerName(p)}`,
    () => {
      j.ui.focusAfter = `player:${p}`;
      j.dispatch({ type: 'toggle', panel: { player: p } });
    },
    { class: 'player-toggle', 'aria-expanded': String(isOpen), 'data-focus': `player:${p}` },
  );
  return [
    !!coins &&
      el(
        'div',
        { class: 'coin-tools', role: 'group', 'aria-label': `Монеты в начальной позиции (${playerName(p)})` },
        coinStepper('open', 'Открытые монеты'),
        coinStepper('closed', 'Закрытые монеты'),
      ),
    toggle,
    isOpen &&
      panel(j, panels, {
        offers: j.shown!.board.players[playerKey(p, state.active)] ?? [],
        facts: null,
        now: j.nowBody,
        setup: null,
        picks: pickHost(j, state, null, p),
        step: (step) => addStep(j, step),
        picking: picking(j),
        unfolded: j.ui.unfolded,
        usage: j.given.usage,
      }),
  ];
}
