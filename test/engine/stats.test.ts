// Cost, strike and lives: base values (207.2), abilities of the card and of other cards (203.2,
// 203.3), effects, and the 521.1 order of modifiers with its clamp at zero.
import { describe, expect, test } from 'vitest';
import { readEffect, statOf, type Catalog, type GameState, type StatChange } from '../../src/engine/index.ts';
import { catalog } from './helpers.ts';
import { act, said, setup } from './game.ts';

const effect = (text: string) => readEffect(text) as StatChange;

const TRIAL = `cards:
  - name: Пробный вожак
    type: creature
    cost: 2
    lives: 2
    strike: 2
    abilities:
      - { kind: stat, stat: power, scope: set, op: "=", amount: 1, filter: { other: true }, text: t }
  - name: Пробный силач
    type: creature
    cost: 2
    lives: 2
    strike: 2
    abilities:
      - { kind: stat, stat: power, scope: self, op: "+", amount: 3, text: t }
  - name: Пробный налог
    type: equipment
    subtype: амулет
    cost: 1
    abilities:
      - { kind: stat, stat: cost, scope: set, op: "+", amount: 2, filter: { controller: opponent, type: [creature] }, text: t }
`;

function valueIn(state: GameState, phys: number, stat: 'cost' | 'power' | 'lives', cards: Catalog = catalog()) {
  return statOf(cards, state, phys, stat);
}

describe('207.2 base values', () => {
  test('a value the card does not have is cited as such; one the data lacks is said unknown', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    play: [Аккения, Нимерт]');
    expect(valueIn(state, card('A.hero'), 'cost')).toEqual({
      value: null,
      trace: [{ rule: '206.2', edition: 'early', text: 'Герой, стоимость: у карты типа «герой» нет такого свойства' }],
    });
    expect(valueIn(state, card('A.hero'), 'power').trace[0].rule).toBe('206.2');
    expect(valueIn(state, card('A.hero'), 'lives')).toEqual({
      value: null,
      trace: [{ rule: null, edition: 'early', text: 'Герой, жизни: неизвестно — нет данных о карте' }],
    });
    expect(valueIn(state, card('Аккения'), 'power')).toEqual({
      value: null,
      trace: [{ rule: '206.2-p3', edition: 'early', text: 'Аккения, сила удара: у карты типа «событие» нет такого свойства' }],
    });
    expect(valueIn(state, card('Аккения'), 'lives').trace[0].rule).toBe('206.2-p3');
    for (const stat of ['cost', 'power', 'lives'] as const) expect(valueIn(state, card('Нимерт'), stat).trace[0].rule).toBeNull();
  });
});

describe('203.2 abilities of the card itself', () => {
  test('a cost ability works in hand and in play, not elsewhere, and the trace says so', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    hand: [Трюкач, Кутила, Рунопевец]\n    deck: [Кутила]');
    const inHand = valueIn(state, card('Трюкач'), 'cost');
    expect(inHand.value).toBe(3);
    expect(said(inHand.trace, '203.2')).toEqual(['Трюкач: +2, других карт в руке 2']);
    const inDeck = valueIn(state, card('Кутила#2'), 'cost');
    expect(inDeck.value).toBe(10);
    expect(said(inDeck.trace, '203.2')).toEqual(['Кутила: способность своей стоимости не действует (карта не в руке и не в игровой зоне)']);
    const moved = act(state, { type: 'move', card: card('Трюкач'), to: { player: 'A', zone: 'play' } }).state;
    expect(valueIn(moved, card('Трюкач'), 'cost').value).toBe(3);
  });
  test('a strike ability works only in play; the excerpts say nothing of such abilities', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    play: [Пробный силач]\n    hand: [Пробный силач]`);
    const inPlay = valueIn(g.state, g.card('Пробный силач#1'), 'power', g.catalog);
    expect(inPlay.value).toBe(5);
    expect(said(inPlay.trace, null)).toEqual(['карта «Пробный силач»: +3; такая способность действует, пока карта в игровой зоне']);
    const inHand = valueIn(g.state, g.card('Пробный силач#2'), 'power', g.catalog);
    expect(inHand.value).toBe(2);
    expect(inHand.trace.map((t) => t.rule)).toEqual(['521.1']);
  });
});

describe('203.3 abilities that reach a set of cards', () => {
  test('from play they reach the same player’s cards in hand and in play; from hand they do nothing, and the trace says so', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    play: [Рунопевец]\n    hand: [Тан гномов, Рунопевец]\n  B:\n    hand: [Рунопевец]');
    const tan = valueIn(state, card('Тан гномов'), 'cost');
    expect(tan.value).toBe(5);
    expect(said(tan.trace, '203.3')).toEqual(['Тан гномов: −1 от Рунопевца в игровой зоне', 'Рунопевец в руке не влияет на стоимость Тана гномов']);
    expect(valueIn(state, card('Рунопевец#1'), 'cost').value).toBe(2);
  });
  test('a strike ability from play reaches the player’s other cards in play only, not the card itself, not a hand', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Тан гномов, Рунопевец, Кутила]\n    hand: [Рунопевец]\n  B:\n    play: [Рунопевец]');
    const gnome = valueIn(state, card('Рунопевец#1'), 'power');
    expect(gnome.value).toBe(4);
    expect(said(gnome.trace, null)).toEqual(['Рунопевец: +1 от Тана гномов в игровой зоне: способности карт в игровой зоне действуют на карты в игровой зоне']);
    expect(valueIn(state, card('Тан гномов'), 'power').value).toBe(5);
    expect(valueIn(state, card('Кутила'), 'power').value).toBe(6);
    expect(valueIn(state, card('Рунопевец#2'), 'power').value).toBe(3);
    expect(valueIn(state, card('Рунопевец#3'), 'power').value).toBe(3);
  });
  test('an ability may reach the opponent’s cards of a type', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    play: [Пробный налог, Кутила]\n  B:\n    hand: [Трюкач, Аккения]\n    play: [Дахут]`);
    expect(valueIn(g.state, g.card('Трюкач'), 'cost', g.catalog).value).toBe(4);
    expect(valueIn(g.state, g.card('Дахут'), 'cost', g.catalog).value).toBe(5);
    expect(valueIn(g.state, g.card('Аккения'), 'cost', g.catalog).value).toBe(4);
    expect(valueIn(g.state, g.card('Кутила'), 'cost', g.catalog).value).toBe(10);
  });
});

describe('521.1 the order of modifiers', () => {
  test('each step is shown with its source; an effect on another value is ignored', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    let s = act(state, { type: 'modify', card: k, effect: effect('power +2') }).state;
    s = act(s, { type: 'modify', card: k, effect: effect('cost *5') }).state;
    s = act(s, { type: 'modify', card: k, effect: { kind: 'named', name: 'Яд', value: 2 } }).state;
    expect(said(valueIn(s, k, 'power').trace, '521.1')).toEqual(['Кутила, сила удара: база 6; +2 (эффект «сила удара +2») → 8; итог 8']);
  });
  test('a fraction is kept and said to be so, rounded to thousandths in the trace only', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    const third = act(act(state, { type: 'modify', card: k, effect: effect('lives -5') }).state, { type: 'modify', card: k, effect: effect('lives /3') }).state;
    const r = valueIn(third, k, 'lives');
    expect(r.value).toBeCloseTo(1 / 3, 10);
    expect(said(r.trace, '521.1')).toEqual(['Кутила, жизни: база 6; −5 (эффект «жизни −5») → 1; ÷3 (эффект «жизни ÷3») → 0.333; итог 0.333']);
    expect(said(r.trace, null)).toEqual(['Кутила, жизни: дробное значение 0.333 оставлено как есть — как округлять, в выдержках не сказано']);
    const whole = valueIn(act(state, { type: 'modify', card: k, effect: effect('lives /2') }).state, k, 'lives');
    expect(whole.value).toBe(3);
    expect(said(whole.trace, null)).toEqual([]);
  });
  test('below zero the game’s modifier makes it 0 (521.1-p2); exactly 0 stays without it', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    const r = valueIn(act(state, { type: 'modify', card: k, effect: effect('power -9') }).state, k, 'power');
    expect(r.value).toBe(0);
    expect(said(r.trace, '521.1')[0]).toBe('Кутила, сила удара: база 6; −9 (эффект «сила удара −9») → -3; отрицательное -3 сводится к 0; итог 0');
    expect(said(r.trace, '521.1-p2')).toEqual(['Кутила, сила удара: после всех модификаторов -3 < 0 — модификатор игры сводит к 0']);
    const zero = valueIn(act(state, { type: 'modify', card: k, effect: effect('power -6') }).state, k, 'power');
    expect(zero.value).toBe(0);
    expect(said(zero.trace, '521.1-p2')).toEqual([]);
  });
  test('«=» modifiers apply in the order they appeared, whatever they come from', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    play: [Кутила]\n    hand: [Пробный вожак]`);
    const k = g.card('Кутила');
    // The effect appears first, the leader's ability when it enters play later: the ability wins.
    const s = act(g.state, { type: 'modify', card: k, effect: effect('power =5') }, g.catalog).state;
    expect(valueIn(s, k, 'power', g.catalog).value).toBe(5);
    const led = act(s, { type: 'move', card: g.card('Пробный вожак'), to: { player: 'A', zone: 'play' } }, g.catalog).state;
    expect(valueIn(led, k, 'power', g.catalog).value).toBe(1);
    expect(valueIn(led, g.card('Пробный вожак'), 'power', g.catalog).value).toBe(2);
  });
});
