// 206.1: the supply is not a game zone, and no ability works with it except those the rules name.
// Every action that names a card lying in the supply is refused citing 206.1 and changes nothing;
// creation (517.6) still takes its card from there.
import { describe, expect, test } from 'vitest';
import { readEffect, type Action, type StatChange } from '../../src/engine/index.ts';
import { act, refuse, said, setup } from './game.ts';

const game = () => setup('edition: late\nsetup:\n  A:\n    supply: [Рунопевец]\n    play: [Трюкач]');
const power2 = readEffect('power +2') as StatChange;

describe('206.1: no ability works with the supply', () => {
  const cases: [string, (r: number) => Action][] = [
    ['moved to the hand', (r) => ({ type: 'move', card: r, to: { player: 'A', zone: 'hand' } })],
    ['moved into play', (r) => ({ type: 'move', card: r, to: { player: 'A', zone: 'play' } })],
    ['moved to the graveyard', (r) => ({ type: 'move', card: r, to: { player: 'A', zone: 'graveyard' } })],
    ['given an effect', (r) => ({ type: 'modify', card: r, effect: power2 })],
    ['given a marker', (r) => ({ type: 'addMarker', card: r, marker: 'Яд', count: 1 })],
    ['wounded', (r) => ({ type: 'wound', card: r, amount: 1 })],
    ['destroyed', (r) => ({ type: 'destroy', cards: [r] })],
    ['a deferred effect’s target', (r) => ({ type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, target: r })],
  ];
  for (const [what, action] of cases) {
    test(`a card in the supply is not ${what}: refused citing 206.1`, () => {
      const { state, card } = game();
      const r = refuse(state, action(card('Рунопевец')));
      expect(r).toMatchObject({ rule: '206.1', edition: 'late' });
      expect(r.reason).toBe(
        'Рунопевец в запасе: запас не является непосредственной игровой зоной, и способности не работают с ним, кроме определённых правилами (создание карты)',
      );
    });
  }
  test('an action naming a card in play among others in the supply is refused too', () => {
    const { state, card } = game();
    expect(refuse(state, { type: 'destroy', cards: [card('Трюкач'), card('Рунопевец')] }).rule).toBe('206.1');
  });
  test('cards outside the supply are not touched by the rule', () => {
    const { state, card } = game();
    const r = act(state, { type: 'modify', card: card('Трюкач'), effect: power2 });
    expect(r.trace.some((t) => t.rule === '206.1')).toBe(false);
  });
  test('creation, which the rules name, still takes its card from the supply (517.6)', () => {
    const { state, card } = game();
    const r = act(state, { type: 'create', player: 'A', name: 'Рунопевец' });
    expect(r.card).toBe(card('Рунопевец'));
    expect(r.state.cards[card('Рунопевец')].zone).toBe('play');
    expect(said(r.trace, '206.1')).toEqual(['Рунопевец берётся из запаса игрока А: там хранятся карты для создания']);
  });
});
