// 517: summoning from a deck, reviving from a graveyard, taking control, creating (with the late
// edition's supply, 206.1) — where the card comes from, whose it is, and what the trace says.
import { describe, expect, test } from 'vitest';
import { act, refuse, said, setup } from './game.ts';

describe('517.3 summon', () => {
  const decks = 'seed: 9\nsetup:\n  A:\n    deck: [Трюкач, Дахут, Рунопевец, Дахут]\n  B:\n    deck: [Кутила]';

  test('the first card of that name in the player’s own deck comes into play; the deck is shuffled after looking', () => {
    const { state, card } = setup(decks);
    const r = act(state, { type: 'summon', player: 'A', name: 'Дахут' });
    expect(r.card).toBe(card('Дахут#1'));
    expect(r.state.players.A.play).toEqual([card('Дахут#1')]);
    expect(r.state.cards[card('Дахут#1')]).toMatchObject({ controller: 'A', enteredTurn: 1 });
    expect([...r.state.players.A.deck].sort()).toEqual([card('Трюкач'), card('Рунопевец'), card('Дахут#2')].sort());
    expect(r.state.players.A.shuffles).toBe(1);
    expect(said(r.trace, '517.3')).toEqual([
      'игрок А вызывает Дахута: просматривает свою колоду',
      'Дахут помещается в игровую зону в открытом виде под контролем игрока А',
    ]);
    expect(said(r.trace, '517.3.1')).toEqual(['колода игрока А перемешана: после просмотра при вызове']);
  });
  test('a card only in the opponent’s deck is not found: the summon is cancelled, the deck shuffled anyway', () => {
    const { state } = setup(decks);
    const r = act(state, { type: 'summon', player: 'A', name: 'Кутила' });
    expect(r.card).toBeUndefined();
    expect(r.state.players.A.play).toEqual([]);
    expect(r.state.players.B.deck).toHaveLength(1);
    expect(said(r.trace, '517.3.1')).toEqual([
      'Кутилы нет в колоде игрока А: заявка вызова отменяется',
      'колода игрока А перемешана: после просмотра при вызове — в любом случае',
    ]);
  });
  test('a player may decline to find the card', () => {
    const { state } = setup(decks);
    const r = act(state, { type: 'summon', player: 'A', name: 'Дахут', decline: true });
    expect(r.state.players.A.play).toEqual([]);
    expect(r.state.players.A.deck).toHaveLength(4);
    expect(said(r.trace, '517.3.1')[0]).toBe('игрок А не захотел найти Дахута: заявка вызова отменяется');
  });
});

describe('517.4 revive', () => {
  test('from the player’s own graveyard into play under that player', () => {
    const { state, card } = setup('setup:\n  A:\n    graveyard: [Кутила]');
    const k = card('Кутила');
    const r = act(state, { type: 'revive', player: 'A', card: k });
    expect(r.state.players.A.play).toEqual([k]);
    expect(r.state.players.A.graveyard).toEqual([]);
    expect(r.state.cards[k]).toMatchObject({ zone: 'play', controller: 'A', enteredTurn: 1 });
    expect(said(r.trace, '517.4')).toEqual(['Кутила возрождается с кладбища игрока А: в открытом виде, под контролем игрока А']);
  });
  test('not from another player’s graveyard, nor from elsewhere', () => {
    const { state, card } = setup('setup:\n  A:\n    graveyard: [Кутила]\n    hand: [Трюкач]');
    expect(refuse(state, { type: 'revive', player: 'B', card: card('Кутила') })).toMatchObject({
      rule: '517.4',
      reason: 'Кутила не на кладбище игрока Б: возрождают со своего кладбища',
    });
    expect(refuse(state, { type: 'revive', player: 'A', card: card('Трюкач') }).rule).toBe('517.4');
  });
});

describe('517.5 take control', () => {
  test('the card changes sides and keeps what lies on it; it is no zone change', () => {
    const { state, card } = setup(
      'setup:\n  A:\n    play: [Трюкач]\n  B:\n    play: [{ card: Кутила, wounds: 1, markers: { Яд: 1 }, effects: ["power +1"] }, Рунопевец]',
    );
    const k = card('Кутила');
    const r = act(state, { type: 'takeControl', player: 'A', card: k });
    expect(r.state.players.A.play).toEqual([card('Трюкач'), k]);
    expect(r.state.players.B.play).toEqual([card('Рунопевец')]);
    const before = state.cards[k];
    expect(r.state.cards[k]).toEqual({ ...before, controller: 'A', controlTurn: 1 });
    expect(said(r.trace, '517.5')).toEqual([
      'игрок А берёт под контроль Кутилу, игрок Б перестаёт его контролировать; это не смена зоны — эффекты, маркеры и раны остаются',
    ]);
  });
  test('the pronoun takes the card’s gender from its data: «её» for a feminine card, «его» for a neuter one', () => {
    const { state, card } = setup('setup:\n  B:\n    play: [Пустошь Тул-Багара]');
    const r = act(state, { type: 'takeControl', player: 'A', card: card('Пустошь Тул-Багара') });
    expect(said(r.trace, '517.5')[0]).toBe(
      'игрок А берёт под контроль Пустошь Тул-Багара, игрок Б перестаёт её контролировать; это не смена зоны — эффекты, маркеры и раны остаются',
    );
    const neuter = setup(
      'cards:\n  - { name: Чудище, type: creature, gender: neuter, forms: { gen: Чудища, dat: Чудищу, acc: Чудище, ins: Чудищем, prep: Чудище } }\nsetup:\n  B:\n    play: [Чудище]',
    );
    const n = act(neuter.state, { type: 'takeControl', player: 'A', card: neuter.card('Чудище') }, neuter.catalog);
    expect(said(n.trace, '517.5')[0]).toBe(
      'игрок А берёт под контроль Чудище, игрок Б перестаёт его контролировать; это не смена зоны — эффекты, маркеры и раны остаются',
    );
  });
  test('of a card already under the player’s control: nothing changes', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const r = act(state, { type: 'takeControl', player: 'A', card: card('Кутила') });
    expect(r.state.cards[card('Кутила')]).toEqual(state.cards[card('Кутила')]);
    expect(r.trace).toEqual([{ rule: '517.5', edition: 'late', text: 'Кутила уже под контролем игрока А' }]);
  });
  test('only of a card in play, and never of a hero', () => {
    const { state, card } = setup('setup:\n  B:\n    hand: [Кутила]');
    expect(refuse(state, { type: 'takeControl', player: 'A', card: card('Кутила') })).toMatchObject({
      rule: '517.5',
      reason: 'Кутила не в игровой зоне: взять под контроль можно карту в игре',
    });
    expect(refuse(state, { type: 'takeControl', player: 'A', card: card('B.hero') })).toMatchObject({
      rule: null,
      reason: 'Герой: смену контроля над героем движок не моделирует',
    });
  });
});

describe('517.6 create', () => {
  test('early: a card from outside the game comes into play under its creator, marked created', () => {
    const { state } = setup('edition: early\nsetup:\n  B: {}');
    const r = act(state, { type: 'create', player: 'B', name: 'Кутила' });
    const made = r.state.cards[r.card!];
    expect(made).toMatchObject({ name: 'Кутила', owner: 'B', controller: 'B', zone: 'play', created: true, enteredTurn: 1 });
    expect(r.state.players.B.play).toEqual([r.card]);
    expect(r.state.players.B.supply).toEqual([]);
    expect(r.trace.find((t) => t.rule === '517.6')).toEqual({
      rule: '517.6',
      edition: 'late',
      text: 'игрок Б создаёт Кутилу: в открытом виде, под своим контролем',
    });
    expect(said(r.trace, '517.6.1')).toEqual(['созданная карта Кутила может переходить в руку, на кладбище, в колоду, как обычная']);
    expect(said(r.trace, '206.1-p2')).toEqual([]);
  });
  test('late: the card is taken from the creator’s own supply when it is there', () => {
    const { state, card } = setup('edition: late\nsetup:\n  A:\n    supply: [Трюкач, Кутила]\n  B:\n    supply: [Дахут]');
    const r = act(state, { type: 'create', player: 'A', name: 'Кутила' });
    expect(r.card).toBe(card('Кутила'));
    expect(Object.keys(r.state.cards)).toHaveLength(Object.keys(state.cards).length);
    expect(r.state.players.A.supply).toEqual([card('Трюкач')]);
    expect(r.state.cards[card('Кутила')]).toMatchObject({ zone: 'play', created: true });
    expect(said(r.trace, '206.1')).toEqual(['Кутила берётся из запаса игрока А: там хранятся карты для создания']);
  });
  test('late: not in the creator’s supply (even if in the opponent’s), it comes from outside and the trace says so', () => {
    const { state, card } = setup('edition: late\nsetup:\n  B:\n    supply: [Дахут]');
    const r = act(state, { type: 'create', player: 'A', name: 'Дахут' });
    expect(r.card).not.toBe(card('Дахут'));
    expect(r.state.players.B.supply).toEqual([card('Дахут')]);
    expect(said(r.trace, '206.1-p2')).toEqual(['в запасе игрока А нет карты Дахут: игроки пополняют запас по мере необходимости']);
  });
});
