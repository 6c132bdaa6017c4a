// 519 deferred effects: where they fall, when and in what order they fire, and what each kind
// does (wounds, healing, a stat modifier) — or why it does not.
import { describe, expect, test } from 'vitest';
import { readEffect, type StatChange, effectsOf } from '../../src/engine/index.ts';
import { act, said, setup } from './game.ts';

describe('519 deferred effects', () => {
  test('without a target they fall on the hero of the player controlling the ability', () => {
    const { state, card } = setup('setup:\n  A: {}\n  B: {}');
    const r = act(state, { type: 'defer', player: 'B', payload: { kind: 'wound', amount: 2 } });
    expect(effectsOf(r.state, r.state.cards[card('B.hero')]).map((e) => e.effect)).toEqual([{ kind: 'deferred', payload: { kind: 'wound', amount: 2 } }]);
    expect(effectsOf(r.state, r.state.cards[card('A.hero')])).toEqual([]);
    expect(said(r.trace, '519-p1')).toEqual(['отложенный эффект «2 раны» без цели ложится на героя игрока Б, контролирующего способность, и ждёт конца хода']);
  });
  test('with a target they wait on it, then fire once at the end of the turn and are gone', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    const waiting = act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 2 }, target: k });
    expect(waiting.state.cards[k].wounds).toBe(0);
    expect(said(waiting.trace, '519-p1')).toEqual(['отложенный эффект «2 раны» ложится на Кутилу и ждёт конца хода']);
    const end = act(waiting.state, { type: 'endTurn' });
    expect(end.state.cards[k].wounds).toBe(2);
    expect(effectsOf(end.state, end.state.cards[k])).toEqual([]);
    expect(said(end.trace, '519-p1')).toEqual(['конец хода: отложенный эффект «2 раны» выполняется на Кутиле']);
    expect(act(end.state, { type: 'endTurn' }).state.cards[k].wounds).toBe(2);
  });
  test('a stat modifier becomes an effect of the card when its time comes', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    const waiting = act(state, { type: 'defer', player: 'A', payload: readEffect('power +1') as StatChange, target: k });
    const end = act(waiting.state, { type: 'endTurn' });
    expect(effectsOf(end.state, end.state.cards[k]).map((e) => e.effect)).toEqual([{ kind: 'stat', stat: 'power', op: '+', value: 1 }]);
    expect(said(end.trace, '519-p1')).toEqual(['конец хода: отложенный эффект «сила удара +1» накладывается на Кутилу']);
  });
  test('healing fires as any healing does', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, wounds: 3 }]');
    const k = card('Кутила');
    const waiting = act(state, { type: 'defer', player: 'A', payload: { kind: 'heal', amount: 1 }, target: k });
    const end = act(waiting.state, { type: 'endTurn' });
    expect(end.state.cards[k].wounds).toBe(2);
    expect(said(end.trace, '519-p1')).toEqual(['конец хода: отложенный эффект «излечение на 1» выполняется на Кутиле']);
  });
  test('wounds from a deferred effect follow the rules of wounds: an event takes none', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Аккения]');
    const a = card('Аккения');
    const end = act(act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, target: a }).state, { type: 'endTurn' });
    expect(end.state.cards[a].wounds).toBe(0);
    expect(effectsOf(end.state, end.state.cards[a])).toEqual([]);
    expect(said(end.trace, '211.2-p2')).toEqual(['Аккения: событие не может получать раны']);
    expect(said(end.trace, '519-p1')).toEqual([]);
  });
  test('on a card that changed zone since, it lies on an object that is gone: it never fires, even back in play', () => {
    for (const zone of ['supply', 'hand', 'graveyard'] as const) {
      const { state, card } = setup('edition: late\nsetup:\n  A:\n    play: [Кутила]');
      const k = card('Кутила');
      let s = act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, target: k }).state;
      s = act(s, { type: 'move', card: k, to: { player: 'A', zone } }).state;
      // Out of the supply only creation brings a card back (206.1, 517.6).
      s = act(s, zone === 'supply' ? { type: 'create', player: 'A', name: 'Кутила' } : { type: 'move', card: k, to: { player: 'A', zone: 'play' } }).state;
      expect(s.cards[k].zone, zone).toBe('play');
      const end = act(s, { type: 'endTurn' });
      expect(end.state.cards[k].wounds, zone).toBe(0);
      expect(
        end.trace.filter((t) => t.text.includes('отложенный')),
        zone,
      ).toEqual([]);
      expect(
        end.state.effects.filter((e) => e.effect.kind === 'deferred'),
        zone,
      ).toHaveLength(0);
    }
  });
  test('on a card out of play, where it was put, it does not fire (518.1)', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Кутила]');
    const k = card('Кутила');
    const s = act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, target: k }).state;
    const end = act(s, { type: 'endTurn' });
    expect(end.state.cards[k].wounds).toBe(0);
    expect(said(end.trace, '518.1')).toEqual(['конец хода: отложенный эффект «1 рана»: Кутила не в игровой зоне — не выполняется']);
    expect(effectsOf(end.state, end.state.cards[k])).toEqual([]);
  });
  test('they fire in the order they appeared, whichever cards they lie on', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила, Трюкач]');
    let s = act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, target: card('Трюкач') }).state;
    s = act(s, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 2 }, target: card('Кутила') }).state;
    s = act(s, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 3 }, target: card('Трюкач') }).state;
    const fired = said(act(s, { type: 'endTurn' }).trace, '519-p1');
    expect(fired).toEqual([
      'конец хода: отложенный эффект «1 рана» выполняется на Трюкаче',
      'конец хода: отложенный эффект «2 раны» выполняется на Кутиле',
      'конец хода: отложенный эффект «3 раны» выполняется на Трюкаче',
    ]);
  });
});
