// A shuffle replays exactly from the scenario's seed: the engine's random source is mulberry32 and
// the shuffle Fisher–Yates, so any implementation of the two gives the same deck. The orders below
// were computed with an independent implementation (mulberry32(1) first gives 0.6270739405881613).
import { describe, expect, test } from 'vitest';
import { act, setup } from './game.ts';

const deck = (seed: number) => setup(`seed: ${seed}\nsetup:\n  A:\n    deck: [Трюкач, Рунопевец, Дахут, Нимерт, Трясовица]\n    play: [Кутила]`);

describe('the seeded shuffle', () => {
  test('puts the deck in the order mulberry32 and Fisher–Yates give for the seed, and keeps the next seed', () => {
    for (const [seed, order, next] of [
      [7, ['Нимерт', 'Трюкач', 'Рунопевец', 'Дахут', 'Трясовица', 'Кутила'], 567894480],
      [8, ['Трясовица', 'Нимерт', 'Рунопевец', 'Трюкач', 'Дахут', 'Кутила'], 567894481],
    ] as const) {
      const { state, card } = deck(seed);
      const r = act(state, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'deck' } });
      expect(r.state.players.A.deck.map((p) => r.state.cards[p].name)).toEqual(order);
      expect(r.state.rng).toBe(next);
    }
  });
});
