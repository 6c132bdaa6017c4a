// 520: coins gained, lost (for good or for a period), paid, accumulated and given back at the end
// of the turn — counted exactly, and each step said in the trace with the rule that decides it.
import { describe, expect, test } from 'vitest';
import { readEffect, type StatChange } from '../../src/engine/index.ts';
import { act, refuse, said, setup } from './game.ts';

const coinsOf = (g: { players: { A: { coins: object; temporary: object; suspended: object; gained: number; lost: number } } }) => {
  const { coins, temporary, suspended, gained, lost } = g.players.A;
  return { coins, temporary, suspended, gained, lost };
};

describe('520.2 gaining coins', () => {
  test('permanent coins come open into the play zone and count as gained', () => {
    const { state } = setup('setup:\n  A:\n    coins: 2');
    const r = act(state, { type: 'gainCoins', player: 'A', amount: 3 });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 5, closed: 0 }, temporary: { open: 0, closed: 0 }, gained: 3, lost: 0 });
    expect(said(r.trace, '520.2')).toEqual(['игрок А переносит 3 монеты из запаса монет в игровую зону — теперь их 5']);
    expect(said(r.trace, '520.4')).toEqual([]);
  });
  test('temporary coins are kept apart and the trace says they go back at the end of the turn', () => {
    const { state } = setup('setup:\n  A:\n    coins: 2');
    const r = act(state, { type: 'gainCoins', player: 'A', amount: 1, temporary: true });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 2, closed: 0 }, temporary: { open: 1, closed: 0 }, gained: 1 });
    expect(said(r.trace, '520.2')[0]).toContain('1 монету из запаса монет в игровую зону на время — теперь их 3');
    expect(said(r.trace, '520.4')).toEqual(['временные монеты вернутся в запас в конце хода']);
  });
});

describe('520.5 losing coins', () => {
  /** A has 2 open and 2 closed coins, and one open and one closed temporary coin. */
  const mixed = () => {
    const { state } = setup('setup:\n  A:\n    coins: { open: 2, closed: 2 }');
    state.players.A.temporary = { open: 1, closed: 1 };
    return state;
  };

  test('without a choice, the least worth goes first: temporary closed, temporary open, closed, open', () => {
    const r = act(mixed(), { type: 'loseCoins', player: 'A', amount: 5 });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 1, closed: 0 }, temporary: { open: 0, closed: 0 }, suspended: { open: 0, closed: 0 }, lost: 5 });
    expect(said(r.trace, '520.5')).toEqual([
      'игрок А теряет 5 монет и сам выбирает какие (выбор не указан — сначала временные, затем закрытые, затем открытые): открытых 2, закрытых 3, из них временных 2',
    ]);
    expect(said(r.trace, '520.2')).toEqual(['потерянные монеты уходят в запас монет']);
    expect(said(r.trace, '518.1')).toEqual([]);
  });
  test('a choice of open coins takes open ones first, temporary before permanent', () => {
    const r = act(mixed(), { type: 'loseCoins', player: 'A', amount: 3, choose: 'open' });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 0, closed: 2 }, temporary: { open: 0, closed: 1 } });
    expect(said(r.trace, '520.5')[0]).toContain('(выбраны открытые): открытых 3, закрытых 0, из них временных 1');
  });
  test('a choice of closed coins takes closed ones first', () => {
    const r = act(mixed(), { type: 'loseCoins', player: 'A', amount: 3, choose: 'closed' });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 2, closed: 0 }, temporary: { open: 1, closed: 0 } });
    expect(said(r.trace, '520.5')[0]).toContain('(выбраны закрытые): открытых 0, закрытых 3, из них временных 1');
  });
  test('a choice of temporary coins takes both temporary ones before any permanent', () => {
    const r = act(mixed(), { type: 'loseCoins', player: 'A', amount: 3, choose: 'temporary' });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 2, closed: 1 }, temporary: { open: 0, closed: 0 } });
    expect(said(r.trace, '520.5')[0]).toContain('(выбраны временные): открытых 1, закрытых 2, из них временных 2');
  });
  test('without temporary coins the trace does not mention them', () => {
    const { state } = setup('setup:\n  A:\n    coins: { open: 1, closed: 1 }');
    const r = act(state, { type: 'loseCoins', player: 'A', amount: 2 });
    expect(said(r.trace, '520.5')[0]).toMatch(/: открытых 1, закрытых 1$/);
  });
  test('518.1: losing more than there is loses what there is', () => {
    const { state } = setup('setup:\n  A:\n    coins: { open: 1, closed: 1 }');
    const r = act(state, { type: 'loseCoins', player: 'A', amount: 10 });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 0, closed: 0 }, lost: 2 });
    expect(said(r.trace, '518.1')).toEqual(['игрок А должен потерять 10 монет, а есть 2: теряет сколько возможно']);
    expect(said(r.trace, '520.5')[0]).toContain('теряет 2 монеты');
  });
});

describe('520.4 coins for a period', () => {
  test('permanent coins lost until the end of the turn come back then, without counting as gained', () => {
    const state = setup('setup:\n  A:\n    coins: { open: 2, closed: 1 }').state;
    state.players.A.temporary = { open: 1, closed: 0 };
    const lost = act(state, { type: 'loseCoins', player: 'A', amount: 3, temporary: true });
    // The temporary coin goes first and for good; the two permanent ones wait, each on its side.
    expect(coinsOf(lost.state)).toMatchObject({ coins: { open: 1, closed: 0 }, temporary: { open: 0, closed: 0 }, suspended: { open: 1, closed: 1 }, lost: 3 });
    expect(said(lost.trace, '520.4')).toEqual(['монеты потеряны до конца хода; их возврат не будет считаться получением']);
    const lostMore = act(lost.state, { type: 'loseCoins', player: 'A', amount: 1, temporary: true });
    expect(lostMore.state.players.A.suspended).toEqual({ open: 2, closed: 1 });
    const end = act(lostMore.state, { type: 'endTurn' });
    expect(coinsOf(end.state)).toMatchObject({ coins: { open: 2, closed: 1 }, suspended: { open: 0, closed: 0 }, gained: 0, lost: 4 });
    expect(said(end.trace, '520.4')).toEqual(['конец хода: монеты, потерянные игроком А на время, возвращаются (3 монеты) — это не получение монет']);
  });
  test('coins lost for good do not come back', () => {
    const { state } = setup('setup:\n  A:\n    coins: 2');
    const lost = act(state, { type: 'loseCoins', player: 'A', amount: 1 });
    const end = act(lost.state, { type: 'endTurn' });
    expect(end.state.players.A.coins).toEqual({ open: 1, closed: 0 });
    expect(said(end.trace, '520.4')).toEqual([]);
  });
  test('at the end of the turn every player’s temporary coins, open or closed, go back, which is no loss', () => {
    const { state } = setup('setup:\n  A:\n    coins: 1\n  B:\n    coins: 1');
    state.players.B.temporary = { open: 1, closed: 2 };
    const end = act(state, { type: 'endTurn' });
    expect(end.state.players.B.temporary).toEqual({ open: 0, closed: 0 });
    expect(end.state.players.B.coins).toEqual({ open: 1, closed: 0 });
    expect(end.state.players.B.lost).toBe(0);
    expect(said(end.trace, '520.4')).toEqual(['конец хода: временные монеты игрока Б возвращаются в запас (3 монеты) — это не потеря монет']);
  });
});

describe('520.1 paying a cost', () => {
  test('closes as many open coins as the cost, and no more', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 3\n    hand: [Трюкач]');
    const r = act(state, { type: 'play', player: 'A', card: card('Трюкач'), targets: [] });
    expect(r.state.players.A.coins).toEqual({ open: 2, closed: 1 });
    expect(said(r.trace, '520.1')).toEqual(['игрок А платит 1 за Трюкача: закрывает 1 монету']);
    expect(said(r.trace, null).some((t) => t.includes('временные'))).toBe(false);
  });
  test('exactly enough open coins pay; closed ones do not', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: { open: 3, closed: 5 }\n    hand: [Дахут]');
    expect(act(state, { type: 'play', player: 'A', card: card('Дахут'), targets: [] }).state.players.A.coins).toEqual({ open: 0, closed: 8 });
    state.players.A.coins = { open: 2, closed: 5 };
    const r = refuse(state, { type: 'play', player: 'A', card: card('Дахут'), targets: [] });
    expect(r.rule).toBe('520.1');
    expect(r.reason).toBe('Дахут стоит 3, а открытых монет у игрока А 2 — оплатить нельзя');
  });
  test('a fractional cost closes whole coins, rounding up', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 2\n    hand: [Тан гномов]');
    const tan = card('Тан гномов');
    const cheap = act(state, { type: 'modify', card: tan, effect: readEffect('cost /4') as StatChange }).state;
    const r = act(cheap, { type: 'play', player: 'A', card: tan, targets: [] });
    expect(r.state.players.A.coins).toEqual({ open: 0, closed: 2 });
    expect(said(r.trace, '520.1')).toEqual(['игрок А платит 1.5 за Тана гномов: закрывает 2 монеты']);
    cheap.players.A.coins = { open: 1, closed: 0 };
    expect(refuse(cheap, { type: 'play', player: 'A', card: tan, targets: [] }).reason).toContain('стоит 1.5, а открытых монет у игрока А 1');
  });
  test('temporary open coins pay too, and go first: no rule says which coins pay, and the trace says so', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 1\n    hand: [Дахут]');
    state.players.A.temporary = { open: 2, closed: 0 };
    const r = act(state, { type: 'play', player: 'A', card: card('Дахут'), targets: [] });
    expect(r.state.players.A.temporary).toEqual({ open: 0, closed: 2 });
    expect(r.state.players.A.coins).toEqual({ open: 0, closed: 1 });
    expect(said(r.trace, null)).toContain('какие открытые монеты закрывать при оплате, в выдержках не сказано: закрыты сначала временные (2)');
  });
  test('temporary coins alone can pay', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Трюкач]');
    state.players.A.temporary = { open: 2, closed: 0 };
    const r = act(state, { type: 'play', player: 'A', card: card('Трюкач'), targets: [] });
    expect(r.state.players.A.temporary).toEqual({ open: 1, closed: 1 });
    expect(r.state.players.A.coins).toEqual({ open: 0, closed: 0 });
  });
});

describe('520.3 the accumulation phase', () => {
  test('below 10 coins in the play zone the active player gets one', () => {
    const { state } = setup('setup:\n  A:\n    coins: { open: 4, closed: 5 }');
    const r = act(state, { type: 'phase', name: 'accumulation' });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 5, closed: 5 }, gained: 1 });
    expect(said(r.trace, '520.3')).toEqual(['фаза накопления: у игрока А в игровой зоне 9 монет, меньше 10 — получает монету, теперь их 10']);
  });
  test('at 10, closed and temporary coins included, it gets none', () => {
    const { state } = setup('setup:\n  A:\n    coins: { open: 4, closed: 5 }');
    state.players.A.temporary = { open: 0, closed: 1 };
    const r = act(state, { type: 'phase', name: 'accumulation' });
    expect(coinsOf(r.state)).toMatchObject({ coins: { open: 4, closed: 5 }, gained: 0 });
    expect(said(r.trace, '520.3')).toEqual(['фаза накопления: у игрока А в игровой зоне 10 монет — не меньше 10, монета не получена']);
  });
  test('it is the active player’s phase: after the end of A’s turn, B accumulates', () => {
    const { state } = setup('setup:\n  A:\n    coins: 1\n  B:\n    coins: 1');
    const next = act(state, { type: 'endTurn' }).state;
    const r = act(next, { type: 'phase', name: 'accumulation' });
    expect(r.state.players.B.coins.open).toBe(2);
    expect(r.state.players.A.coins.open).toBe(1);
    expect(r.state.phase).toBe('accumulation');
    expect(act(r.state, { type: 'endTurn' }).state.phase).toBe('main');
  });
});
