// What a judge can do with one card, where it lies: ask about it, act on it (each a new step), and
// at the start of the timeline change it in the starting position (wounds, markers, take it away);
// and with a player: coins at the start, questions and moves of the player as steps.
import { ZONE_WORDS, type CardView, type PlayerId, type StateView, type ZoneName } from '../engine/index.ts';
import { ZONE_ORDER, type Step } from './board-data.ts';
import { facts, playerName, type CardSlot } from './board-view.ts';
import { el } from './dom.ts';

export interface PanelContext {
  state: StateView;
  /** How steps name this card. */
  ref: string;
  /** Set when the timeline is at its start and the card is part of the starting position. */
  setup: { wounds: number; markers: Record<string, number>; usedBy: number[] } | null;
  supply: boolean;
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
  const ask = (key: string) => () => ctx.step({ ask: { [key]: ref } });
  const controller = card.controller;

  /** A choice that replaces the panel until made or cancelled. */
  const choose = (title: string, options: Choice[]) =>
    show(group(title, ...options.map(([text, go]) => button(text, go)), button('Отмена', main, { class: 'secondary' })));

  const zonesFor = (p: PlayerId) => ZONE_ORDER.filter((z) => z !== 'supply' || ctx.supply).map((z): Choice => [`${ZONE_WORDS[z].into} (${playerName(p)})`, () => ctx.step({ move: ref, to: `${p}.${z}` })]);
  const targets = () => {
    const foe = ctx.state.players[other(controller)];
    return [foe.hero, ...foe.zones.play].map((t): Choice => [ctx.label(t), () => ctx.step({ attack: ref, target: ctx.refOf(t.id) })]);
  };
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

  const move = (where: PlayerId[]): Choice => ['Переместить…', () => choose('Куда переместить', where.flatMap(zonesFor))];
  const toHand: Choice = ['Вернуть в руку', () => ctx.step({ move: ref, to: `${card.owner}.hand` })];
  const body: Choice[] = [
    ['Ранить', () => ctx.step({ wound: ref, amount: 1 })],
    ['Вылечить', () => ctx.step({ heal: ref, amount: 1 })],
    ['Положить маркер…', () => show(group('Какой маркер положить', markerForm((name) => ctx.step({ addMarker: ref, marker: name })), button('Отмена', main, { class: 'secondary' })))],
  ];
  const actions: Record<ZoneName | 'hero', Choice[]> = {
    hand: [
      ['Сыграть', () => ctx.step(controller === ctx.state.active ? { play: ref } : { play: ref, player: controller })],
      ['Сбросить', () => ctx.step({ discard: [ref], player: controller })],
      move([controller, other(controller)]),
    ],
    play: [
      ['Уничтожить', () => ctx.step({ destroy: ref })],
      ...body,
      ['Атаковать…', () => choose('Кого атаковать', targets())],
      toHand,
      ['Взять под контроль', () => ctx.step({ takeControl: ref, player: other(controller) })],
      move([card.owner, other(card.owner)]),
    ],
    graveyard: [['Возродить', () => ctx.step({ revive: ref, player: controller })], toHand, move([card.owner])],
    deck: [['Призвать', () => ctx.step({ summon: card.name, player: controller })], move([card.owner])],
    supply: [move([card.owner])],
    hero: body,
  };
  const questions: [string, string][] = [
    ...(hero ? [] : ([['Сколько стоит?', 'cost']] as [string, string][])),
    ['Какой удар?', 'power'],
    ['Сколько жизней?', 'lives'],
    ...((zone === 'play' || hero ? [['Сколько ран?', 'wounds']] : []) as [string, string][]),
    ['Где карта?', 'where'],
    ['Кто контролирует?', 'controller'],
    ['Какие маркеры?', 'markers'],
    ['Какие эффекты?', 'effects'],
  ];

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
      group('Спросить', ...questions.map(([text, key]) => button(text, ask(key)))),
      group('Действие', ...actions[zone].map(([text, go]) => button(text, go))),
      setupTools(),
    );
  }
  main();
  return panel;
}

export interface PlayerContext {
  /** The starting coins, when the timeline is at its start (they can be set then). */
  coins: { open: number; closed: number } | null;
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
    ['Сколько монет?', { ask: { coins: p } }],
    ['Что в руке?', { ask: { zone: `${p}.hand` } }],
    ['Взять карту из колоды', { draw: 1, player: p }],
    ['Получить монету', { gainCoins: 1, player: p }],
    ['Потерять монету', { loseCoins: 1, player: p }],
    ['Фаза накопления', { phase: 'accumulation' }],
    ['Конец хода', { endTurn: true }],
  ];
  return [
    !!coins && el('div', { class: 'coin-tools', role: 'group', 'aria-label': `Монеты в начальной позиции (${playerName(p)})` }, stepper('open', 'Открытые монеты') || '', stepper('closed', 'Закрытые монеты') || ''),
    el('details', { class: 'player-actions' }, el('summary', {}, `Вопросы и ходы: ${playerName(p)}`), ...steps.map(([text, step]) => button(text, () => ctx.step(step)))),
  ];
}
