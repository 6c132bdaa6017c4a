// The invariants the scenario runner checks after every action in tests: each one must notice the
// corruption it names, and a sound state must pass them all.
import { describe, expect, test } from 'vitest';
import { checkInvariants, cloneState, type GameState } from '../../src/engine/index.ts';
import { act, setup } from './game.ts';

const sound = () => setup('setup:\n  A:\n    coins: 2\n    hand: [Кутила]\n    play: [Трюкач]\n  B:\n    deck: [Дахут]\n    play: [Рунопевец]');

function broken(change: (s: GameState, card: (ref: string) => number) => void): string[] {
  const { state, card } = sound();
  const s = cloneState(state);
  change(s, card);
  return checkInvariants(s);
}

describe('invariants', () => {
  test('a sound state, and the state after real moves, pass', () => {
    const { state, card } = sound();
    expect(checkInvariants(state)).toEqual([]);
    const moved = act(state, { type: 'move', card: card('Трюкач'), to: { player: 'B', zone: 'play' } }).state;
    expect(checkInvariants(moved, state)).toEqual([]);
    const made = act(state, { type: 'create', player: 'A', name: 'Аккения' }).state;
    expect(checkInvariants(made, state)).toEqual([]);
  });
  test('each card in exactly one place, known, and in the zone it says', () => {
    const k = sound().card('Кутила');
    expect(broken((s, c) => s.players.B.hand.push(c('Кутила')))).toEqual([`card ${k} is in A.hand and in B.hand`, 'Кутила in B.hand is owned by A']);
    expect(broken((s) => s.players.A.graveyard.push(99))).toEqual(['A.graveyard holds unknown card 99']);
    expect(broken((s, c) => (s.cards[c('Кутила')].zone = 'deck'))).toEqual([`Кутила (${k}) is listed in A.hand but says zone deck`]);
    expect(broken((s, c) => s.players.A.hand.splice(s.players.A.hand.indexOf(c('Кутила')), 1))).toEqual([`card ${k} (Кутила) is in no zone`]);
    expect(broken((s, c) => (s.cards[c('A.hero')].zone = 'hand'))).toEqual([`Герой (${sound().card('A.hero')}) is listed in A.hero but says zone hand`]);
  });
  test('in play a card is listed under its controller; elsewhere under its owner', () => {
    expect(broken((s, c) => (s.cards[c('Трюкач')].controller = 'B'))).toEqual(['Трюкач in A.play is controlled by B']);
    expect(broken((s, c) => (s.cards[c('Трюкач')].owner = 'B'))).toEqual([]);
    expect(broken((s, c) => (s.cards[c('Дахут')].owner = 'A'))).toEqual(['Дахут in B.deck is owned by A']);
  });
  test('wounds only in play and never negative; marker counts never negative', () => {
    expect(broken((s, c) => (s.cards[c('Кутила')].wounds = 1))).toEqual(['Кутила has wounds outside play']);
    expect(broken((s, c) => (s.cards[c('Трюкач')].wounds = -1))).toEqual(['Трюкач has negative wounds']);
    const on = (s: GameState, c: (ref: string) => number) => ({ card: c('Трюкач'), object: s.cards[c('Трюкач')].object });
    expect(
      broken(
        (s, c) =>
          (s.markers = [
            { on: on(s, c), name: 'Яд', count: 0 },
            { on: on(s, c), name: 'Щит', count: -1 },
          ]),
      ),
    ).toEqual(['a negative marker count']);
    expect(broken((s, c) => (s.markers = [{ on: on(s, c), name: 'Яд', count: 0 }]))).toEqual([]);
  });
  test('coin counts never negative, in any pile', () => {
    expect(broken((s) => (s.players.A.coins.closed = -1))).toEqual(['A: negative coin count']);
    expect(broken((s) => (s.players.B.coins.open = -1))).toEqual(['B: negative coin count']);
    expect(broken((s) => (s.players.A.temporary.open = -1))).toEqual(['A: negative coin count']);
    expect(broken((s) => (s.players.A.temporary.closed = -1))).toEqual(['A: negative coin count']);
    expect(broken((s) => (s.players.A.suspended.open = -2))).toEqual(['A: negative coin count']);
    expect(broken((s) => (s.players.A.suspended.closed = -2))).toEqual(['A: negative coin count']);
    expect(broken((s) => (s.players.A.lost = -1))).toEqual(['A: negative count of coins gained or lost']);
    expect(broken((s) => (s.players.B.gained = -1))).toEqual(['B: negative count of coins gained or lost']);
  });
  test('against the state before: no card lost, none appearing unless created', () => {
    const { state, card } = sound();
    const lost = cloneState(state);
    delete lost.cards[card('Кутила')];
    lost.players.A.hand = [];
    expect(checkInvariants(lost, state)).toEqual([`card ${card('Кутила')} was lost`]);
    const appeared = act(state, { type: 'create', player: 'A', name: 'Аккения' });
    const sneaked = cloneState(appeared.state);
    sneaked.cards[appeared.card!].created = false;
    expect(checkInvariants(sneaked, state)).toEqual([`card ${appeared.card} appeared without being created`]);
    expect(checkInvariants(sneaked)).toEqual([]);
  });
});
