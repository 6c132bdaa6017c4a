// What a judge can do with one card, where it lies: ask about it, act on it (each a new step), and
// at the start of the timeline change it in the starting position (wounds, markers, take it away);
// and with a player: coins at the start, questions and moves of the player as steps.
import { cardActions, cardQuestions, playerActions, playerQuestions, ZONE_WORDS, type BoardAction, type CardView, type PlayerId, type StateView, type ZoneName } from '../engine/index.ts';
import type { Step } from './board-data.ts';
import { facts, playerName, type CardSlot } from './board-view.ts';
import { el } from './dom.ts';

export interface PanelContext {
  state: StateView;
  /** How steps name this card. */
  ref: string;
  /** Set when the timeline is at its start and the card is part of the starting position. */
  setup: { wounds: number; markers: Record<string, number>; usedBy: number[] } | null;
  /** The zones of the edition played. */
  zones: readonly ZoneName[];
  step(step: Step): void;
  setWounds(n: number): void;
  setMarker(name: string, count: number): void;
  remove(): void;
  /** The name a card goes by on the board, and how a step names it. */
  label(card: CardView): string;
  refOf(id: number): string;
}

type Choice = [string, () => void];
const other = (p: PlayerId): PlayerId => (p === 'A' ? 'B' : 'A');
/** Markers the rules and examples name; any other name may be typed. */
const KNOWN_MARKERS = ['раз за ход', 'Инкарнация', 'Яд'];

const button = (text: string, onClick: () => void, extra: Record<string, string> = {}) => {
  const b = el('button', { type: 'button', ...extra }, text);
  b.addEventListener('click', onClick);
  return b;
};
const group = (title: string, ...items: (HTMLElement | false)[]) => el('div', { class: 'panel-group', role: 'group', 'aria-label': title }, el('p', { class: 'panel-title' }, title), ...items.filter((x): x is HTMLElement => x !== false));

export function cardPanel(slot: CardSlot, ctx: PanelContext): HTMLElement {
  const { card, player, zone } = slot;
  const hero = zone === 'hero';
  const panel = el('div', { class: 'card-panel' });
  const show = (...content: (HTMLElement | false)[]) => panel.replaceChildren(...content.filter((c): c is HTMLElement => c !== false));
  const ref = ctx.ref;
  const controller = card.controller;

  /** A choice that replaces the panel until made or cancelled. */
  const choose = (title: string, options: Choice[]) =>
    show(group(title, ...options.map(([text, go]) => button(text, go)), button('Отмена', main, { class: 'secondary' })));

  /** A marker by one tap (the names the rules and examples use), or any other name typed. */
  const markerForm = (put: (name: string) => void) => {
    const input = el('input', { type: 'text', 'aria-label': 'Другой маркер' });
    const form = el('form', { class: 'marker-form' }, ...KNOWN_MARKERS.map((name) => button(`«${name}»`, () => put(name))), input, el('button', { type: 'submit' }, 'Положить'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (input.value.trim()) put(input.value.trim());
    });
    return form;
  };

  /** An action of the engine's list: at once, or after the judge picks a zone, a target or a marker. */
  const offer = (a: BoardAction): Choice => {
    const make = (picked?: string) => ctx.step(a.step(ref, picked));
    const pick = a.pick;
    if (!pick) return [a.label, () => make()];
    if (pick.kind === 'zone') {
      return [a.label, () => choose(pick.title, pick.zones.map((z): Choice => [`${ZONE_WORDS[z.zone].into} (${playerName(z.player)})`, () => make(`${z.player}.${z.zone}`)]))];
    }
    if (pick.kind === 'target') {
      const foe = ctx.state.players[other(controller)];
      return [a.label, () => choose(pick.title, [foe.hero, ...foe.zones.play].map((t): Choice => [ctx.label(t), () => make(ctx.refOf(t.id))]))];
    }
    return [a.label, () => show(group(pick.title, markerForm((name) => make(name)), button('Отмена', main, { class: 'secondary' })))];
  };
  const actions = cardActions({ name: card.name, zone, controller, owner: card.owner, active: ctx.state.active, zones: ctx.zones }).map(offer);
  const questions = cardQuestions(zone);

  function setupTools(): HTMLElement | false {
    const setup = ctx.setup;
    if (!setup) return false;
    const markers = Object.entries(setup.markers);
    return group(
      'В начальной позиции',
      zone === 'play' && el('p', { class: 'stepper' }, `Ран: ${setup.wounds} `, button('−', () => ctx.setWounds(setup.wounds - 1), { 'aria-label': 'Убрать рану' }), button('+', () => ctx.setWounds(setup.wounds + 1), { 'aria-label': 'Добавить рану' })),
      ...markers.map(([name, count]) =>
        el('p', { class: 'stepper' }, `Маркер «${name}»: ${count} `, button('−', () => ctx.setMarker(name, count - 1), { 'aria-label': `Снять маркер «${name}»` }), button('+', () => ctx.setMarker(name, count + 1), { 'aria-label': `Добавить маркер «${name}»` })),
      ),
      zone === 'play' && markerForm((name) => ctx.setMarker(name, (setup.markers[name] ?? 0) + 1)),
      setup.usedBy.length
        ? el('p', { class: 'locked' }, `Убрать карту нельзя: её называют шаги ${setup.usedBy.join(', ')}. Сначала уберите эти шаги.`)
        : button('Убрать со стола', ctx.remove, { class: 'secondary' }),
    );
  }

  function main(): void {
    const list = facts(card, player, hero);
    show(
      el('p', { class: 'panel-facts' }, list.length ? list.join(' · ') : 'Ничего особенного.'),
      group('Спросить', ...questions.map((q) => button(q.label, () => ctx.step(q.step(ref))))),
      group('Действие', ...actions.map(([text, go]) => button(text, go))),
      setupTools(),
    );
  }
  main();
  return panel;
}

export interface PlayerContext {
  /** The starting coins, when the timeline is at its start (they can be set then). */
  coins: { open: number; closed: number } | null;
  /** Who is active at the shown step, and the zones of the edition played. */
  active: PlayerId;
  zones: readonly ZoneName[];
  setCoins(coins: { open: number; closed: number }): void;
  step(step: Step): void;
}

export function playerTools(p: PlayerId, ctx: PlayerContext): (HTMLElement | false)[] {
  const { coins } = ctx;
  const stepper = (kind: 'open' | 'closed', word: string) =>
    coins &&
    el(
      'p',
      { class: 'stepper' },
      `${word}: ${coins[kind]} `,
      button('−', () => ctx.setCoins({ ...coins, [kind]: coins[kind] - 1 }), { 'aria-label': `${word}: на одну меньше` }),
      button('+', () => ctx.setCoins({ ...coins, [kind]: coins[kind] + 1 }), { 'aria-label': `${word}: на одну больше` }),
    );
  const steps: [string, Step][] = [
    ...playerQuestions(p).map((q): [string, Step] => [q.label, q.step('')]),
    ...playerActions(p, ctx.active, ctx.zones).map((a): [string, Step] => [a.label, a.step('')]),
  ];
  return [
    !!coins && el('div', { class: 'coin-tools', role: 'group', 'aria-label': `Монеты в начальной позиции (${playerName(p)})` }, stepper('open', 'Открытые монеты') || '', stepper('closed', 'Закрытые монеты') || ''),
    el('details', { class: 'player-actions' }, el('summary', {}, `Вопросы и ходы: ${playerName(p)}`), ...steps.map(([text, step]) => button(text, () => ctx.step(step)))),
  ];
}
