// What a judge can do with one card, where it lies, or with a player: the questions and actions
// the engine's records offer there (each a new step, its picks asked first), the answer to the
// last step right under them, and at the start of the timeline the card's place in the starting
// position (wounds, markers, effects, owner, taking it away).
import type { BoardAction, PlayerId } from '../../engine/index.ts';
import { boardCards, type BoardData, type CardFields } from './board-data.ts';
// Putting a card on the table comes with the panels: the board loads the edits of its cards once.
/** @public The board reaches it through the panels' lazily loaded module (board-panels.ts). */
export { addCard } from './board-edits.ts';
import { addEffect, removeCard, removeEffect, setMarker, setOwner, setWounds, usesOf } from './board-edits.ts';
import { playerName } from './board-view.ts';
import { el } from '../shared/dom.ts';
import { button, stepper } from './controls.ts';
import { runPicks, type PickHost, type Step } from './pick-view.ts';
import { stepKind } from '../../site/step-kind.ts';

/** A card of the starting position, when the timeline is at its start: where the board's data
 *  holds it, and how the board takes the data changed. */
export interface SetupEntry {
  /** The card's place among the board's cards (board-data.ts, boardCards). */
  slot: number;
  zone: string;
  /** The board's data as it is now. */
  data(): BoardData;
  fields: CardFields;
  /** The board takes a change of the card (an edit that can be undone). */
  change(next: BoardData): void;
  /** The board takes the data without the card. */
  removed(next: BoardData): void;
}

/** The card's entry in the starting position, and its edits. */
interface SetupTools {
  zone: string;
  holder: PlayerId;
  owner: PlayerId;
  wounds: number;
  markers: Record<string, number>;
  effects: string[];
  /** Steps (1-based) that name the card: while there are, it cannot be taken away. */
  usedBy: number[];
  setWounds(n: number): void;
  setMarker(name: string, count: number): void;
  addEffect(effect: string): void;
  removeEffect(index: number): void;
  setOwner(owner: PlayerId): void;
  remove(): void;
}

export interface PanelContext {
  /** What the records offer here: questions (`ask`) and actions. */
  offers: BoardAction[];
  /** The card's facts as they stand (none for a player). */
  facts: string[] | null;
  /** The answer to the step shown: it stands in the open panel, where the judge looks. */
  now: HTMLElement;
  setup: SetupEntry | null;
  picks: PickHost;
  step(step: Step): void;
  /** A pick began or ended: the board's own redrawing waits meanwhile. */
  picking(on: boolean): void;
  /** The panel's folded parts the judge has unfolded («more», «setup»): they stay so when the board is drawn again. */
  unfolded: Set<string>;
  /** How often the examples and rulings make each kind of step: the usual are offered first. */
  usage: Record<string, number>;
}

/** How many questions and how many moves a panel shows at once, the kinds the examples and rulings
 *  make most often first: the rest wait behind «Ещё», so the panel keeps within one phone screen. */
const QUICK = 3;

function setupTools(s: SetupEntry): SetupTools {
  const data = s.data();
  const { player, index, zone } = boardCards(data)[s.slot].setup!;
  const raw = data.setup[player]![zone]![index];
  const entry = typeof raw === 'string' ? { card: raw } : raw;
  return {
    zone: s.zone,
    holder: player,
    owner: entry.owner ?? player,
    wounds: entry.wounds ?? 0,
    markers: entry.markers ?? {},
    effects: entry.effects ?? [],
    usedBy: usesOf(data, s.fields).get(s.slot) ?? [],
    setWounds: (n) => s.change(setWounds(s.data(), s.slot, n)),
    setMarker: (name, count) => s.change(setMarker(s.data(), s.slot, name, count)),
    addEffect: (effect) => s.change(addEffect(s.data(), s.slot, effect)),
    removeEffect: (i) => s.change(removeEffect(s.data(), s.slot, i)),
    setOwner: (owner) => s.change(setOwner(s.data(), s.slot, owner)),
    remove: () => s.removed(removeCard(s.data(), s.fields, s.slot)),
  };
}

const group = (title: string, ...items: (HTMLElement | false)[]) =>
  el(
    'div',
    { class: 'panel-group', role: 'group', 'aria-label': title },
    el('p', { class: 'panel-title' }, title),
    ...items.filter((x): x is HTMLElement => x !== false),
  );

/** Markers by one tap (those the engine's marker pick names), or any other typed; effects by the engine's effect pick. */
function setupGroup(s: SetupTools, known: readonly string[], effect: ((box: HTMLElement) => void) | null): HTMLElement {
  const markerInput = el('input', { type: 'text', 'aria-label': 'Другой маркер' });
  const markerForm = el(
    'form',
    { class: 'marker-form' },
    ...known.map((name) => button(`«${name}»`, () => s.setMarker(name, (s.markers[name] ?? 0) + 1))),
    markerInput,
    el('button', { type: 'submit' }, 'Положить'),
  );
  markerForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const name = markerInput.value.trim();
    if (name) s.setMarker(name, (s.markers[name] ?? 0) + 1);
  });
  const inPlay = s.zone === 'play';
  const effectBox = el('div', { class: 'effect-box' });
  return group(
    'Изменить карту в начальной позиции',
    inPlay && el('div', { class: 'setup-row' }, el('span', {}, 'Раны:'), stepper('Раны', s.wounds, 0, s.setWounds, 'setup-wounds')),
    ...Object.entries(s.markers).map(([name, count]) =>
      el(
        'div',
        { class: 'setup-row' },
        el('span', {}, `Маркер «${name}»:`),
        stepper(`Маркер «${name}»`, count, 0, (n) => s.setMarker(name, n), `setup-marker:${name}`),
      ),
    ),
    inPlay && markerForm,
    ...s.effects.map((effect, i) =>
      el(
        'div',
        { class: 'setup-row' },
        el('span', {}, `Эффект «${effect}»`),
        button('Снять', () => s.removeEffect(i), { class: 'secondary', 'aria-label': `Снять эффект «${effect}»` }),
      ),
    ),
    !!effect && button('Эффект в начальной позиции…', () => effect(effectBox)),
    effectBox,
    el(
      'div',
      { class: 'setup-row', role: 'group', 'aria-label': 'Владелец' },
      el('span', {}, 'Владелец:'),
      ...(['A', 'B'] as PlayerId[]).map((p) => button(playerName(p), () => s.setOwner(p), { 'aria-pressed': String(s.owner === p) })),
    ),
    s.usedBy.length
      ? el('p', { class: 'locked' }, `Убрать карту нельзя: её называют шаги ${s.usedBy.join(', ')}. Сначала уберите эти шаги.`)
      : button('Убрать со стола', s.remove, { class: 'secondary' }),
  );
}

/** A folded part of the panel, unfolded as the judge left it. */
function fold(unfolded: Set<string>, key: string, title: string, ...content: (HTMLElement | false)[]): HTMLDetailsElement {
  const details = el('details', { class: `panel-fold panel-${key}`, ...(unfolded.has(key) ? { open: '' } : {}) }, el('summary', {}, title), ...content);
  details.addEventListener('toggle', () => void (details.open ? unfolded.add(key) : unfolded.delete(key)));
  return details;
}

/** The panel under a card or a player's heading. */
export function cardPanel(ctx: PanelContext): HTMLElement {
  const panel = el('div', { class: 'card-panel' });
  const show = (...content: (HTMLElement | false)[]) => panel.replaceChildren(...content.filter((c): c is HTMLElement => c !== false));

  /** Runs an action's picks in the panel, then makes its step; the panel stays open. */
  const act = (a: BoardAction) => {
    if (!a.picks.length) return ctx.step(a.step);
    ctx.picking(true);
    runPicks(
      panel,
      a,
      ctx.picks,
      (step) => {
        ctx.picking(false);
        ctx.step(step);
      },
      () => {
        ctx.picking(false);
        main();
      },
    );
  };
  // The usual first (a stable sort keeps the engine's order among equals).
  const used = (a: BoardAction) => ctx.usage[stepKind(a.step) ?? ''] ?? 0;
  const usual = [...ctx.offers].sort((a, b) => used(b) - used(a));
  const questions = usual.filter((a) => a.action === 'ask');
  const actions = usual.filter((a) => a.action !== 'ask');
  // The starting position takes what the engine's own picks ask for a marker and an effect.
  const picksOf = (action: string) => ctx.offers.find((a) => a.action === action)?.picks ?? [];
  const known = picksOf('addMarker').flatMap((p) => (p.kind === 'marker' ? p.known : []));
  const effectPick = picksOf('modify').find((p) => p.kind === 'effect');
  const setup = ctx.setup && setupTools(ctx.setup);
  const setupEffect = effectPick
    ? (box: HTMLElement) => {
        ctx.picking(true);
        runPicks(
          box,
          { action: 'modify', label: 'Эффект в начальной позиции', step: {}, picks: [effectPick] },
          ctx.picks,
          (step) => {
            ctx.picking(false);
            setup!.addEffect(String(step[effectPick.field]));
          },
          () => {
            ctx.picking(false);
            main();
          },
        );
      }
    : null;

  const offer = (a: BoardAction) => button(a.label, () => act(a), { 'data-action': a.action });
  const offers = (title: string, list: BoardAction[]) => list.length > 0 && group(title, ...list.map(offer));
  const rest = [...questions.slice(QUICK), ...actions.slice(QUICK)];

  function main(): void {
    show(
      !!ctx.facts && el('p', { class: 'panel-facts' }, ctx.facts.length ? ctx.facts.join(' · ') : 'Ничего особенного.'),
      ctx.now,
      offers('Спросить', questions.slice(0, QUICK)),
      offers('Сделать ход', actions.slice(0, QUICK)),
      rest.length > 0 &&
        fold(
          ctx.unfolded,
          'more',
          `Ещё: вопросы и ходы (${rest.length})`,
          offers('Ещё спросить', questions.slice(QUICK)),
          offers('Ещё сделать ход', actions.slice(QUICK)),
        ),
      !!setup && fold(ctx.unfolded, 'setup', 'В начальной позиции', setupGroup(setup, known, setupEffect)),
    );
  }
  main();
  return panel;
}
