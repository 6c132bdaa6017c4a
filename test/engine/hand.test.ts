// Cards into and out of a hand: drawing (518.3) and discarding (518.4), by count or by name.
import { describe, expect, test } from 'vitest';
import { act, refuse, said, setup } from './game.ts';

const deck = 'setup:\n  A:\n    deck: [Трюкач, Рунопевец, Дахут]\n    hand: [Кутила, Нимерт]\n  B:\n    hand: [Трясовица]';

describe('518.3 drawing', () => {
  test('takes cards from the top of the deck, in order; an ordinary draw is no rule of the excerpts', () => {
    const { state, card } = setup(deck);
    const r = act(state, { type: 'draw', player: 'A', count: 2 });
    expect(r.state.players.A.hand).toEqual([card('Кутила'), card('Нимерт'), card('Трюкач'), card('Рунопевец')]);
    expect(r.state.players.A.deck).toEqual([card('Дахут')]);
    expect(r.trace[0]).toEqual({ rule: null, edition: 'late', text: 'игрок А берёт из колоды 2 карты сверху' });
    expect(said(r.trace, '518.3')).toEqual([]);
  });
  test('drawing as many as the deck holds is still ordinary; more takes what there is', () => {
    const { state } = setup(deck);
    expect(act(state, { type: 'draw', player: 'A', count: 3 }).trace[0].rule).toBeNull();
    const r = act(state, { type: 'draw', player: 'A', count: 5 });
    expect(r.state.players.A.hand).toHaveLength(5);
    expect(r.state.players.A.deck).toEqual([]);
    expect(said(r.trace, '518.3')).toEqual(['игрок А должен взять 5 карт, а в колоде 3: берётся сколько есть']);
  });
});

describe('518.4 discarding', () => {
  test('a count discards the last cards of the hand; the trace says the player would choose', () => {
    const { state, card } = setup(deck);
    const r = act(state, { type: 'discard', player: 'A', count: 1 });
    expect(r.state.players.A.hand).toEqual([card('Кутила')]);
    expect(r.state.players.A.graveyard).toEqual([card('Нимерт')]);
    expect(r.trace[0]).toEqual({
      rule: null,
      edition: 'late',
      text: expect.stringMatching(/^игрок А сбрасывает 1 карт\S*; какие — выбирает игрок, здесь последние в руке$/),
    });
  });
  test('discarding as many as the hand holds is ordinary; more discards the whole hand (518.4)', () => {
    const { state } = setup(deck);
    expect(act(state, { type: 'discard', player: 'A', count: 2 }).trace[0].rule).toBeNull();
    const r = act(state, { type: 'discard', player: 'A', count: 4 });
    expect(r.state.players.A.hand).toEqual([]);
    expect(r.state.players.A.graveyard).toHaveLength(2);
    expect(said(r.trace, '518.4')).toEqual(['игрок А должен сбросить 4 карты, а в руке 2: сбрасываются все карты']);
  });
  test('a discard that names no count and no card discards nothing', () => {
    const { state } = setup(deck);
    const r = act(state, { type: 'discard', player: 'A' });
    expect(r.state.players.A.hand).toHaveLength(2);
    expect(r.state.players.A.graveyard).toEqual([]);
  });
  test('named cards go to the graveyard, in the order named', () => {
    const { state, card } = setup(deck);
    const r = act(state, { type: 'discard', player: 'A', cards: [card('Нимерт'), card('Кутила')] });
    expect(r.state.players.A.graveyard).toEqual([card('Нимерт'), card('Кутила')]);
  });
  test('a named card must be in the discarding player’s hand', () => {
    const { state, card } = setup(deck);
    expect(refuse(state, { type: 'discard', player: 'A', cards: [card('Кутила'), card('Трясовица')] })).toMatchObject({
      rule: null,
      reason: 'Трясовица не в руке игрока А: сбросить её нельзя',
    });
    expect(refuse(state, { type: 'discard', player: 'A', cards: [card('Дахут')] }).reason).toBe('Дахут не в руке игрока А: сбросить его нельзя');
  });
});
