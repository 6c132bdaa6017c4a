// Applying an engine action directly (tools, tests): an action no record knows, a card the state
// does not hold and a card name the catalog does not know are refusals, never exceptions, and a
// refusal leaves the state as it was.
import { describe, expect, test } from 'vitest';
import { applyAction, type Action } from '../../src/engine/index.ts';
import { act, refuse, setup } from './game.ts';
import { catalog } from './helpers.ts';

describe('applying an action', () => {
  test('an action no record knows is refused, citing no rule', () => {
    const { state } = setup('setup:\n  A: {}');
    const unknown: Action = JSON.parse('{"type":"dance","card":1}');
    expect(applyAction(catalog(), state, unknown)).toMatchObject({ ok: false, rule: null, reason: 'неизвестное действие «dance»' });
    const inherited: Action = JSON.parse('{"type":"toString"}');
    expect(applyAction(catalog(), state, inherited)).toMatchObject({ ok: false, reason: 'неизвестное действие «toString»' });
  });
  test('every card an action names must be in the state, whichever field names it', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]\n  B:\n    play: [Трюкач]');
    const k = card('Кутила');
    const missing = (a: Action) => refuse(state, a).reason;
    expect(missing({ type: 'move', card: 99, to: { player: 'A', zone: 'hand' } })).toBe('нет карты с номером 99');
    expect(missing({ type: 'attack', card: k, target: 98 })).toBe('нет карты с номером 98');
    expect(missing({ type: 'play', player: 'A', card: k, targets: [97] })).toBe('нет карты с номером 97');
    expect(missing({ type: 'destroy', cards: [k, 96] })).toBe('нет карты с номером 96');
    expect(missing({ type: 'destroy', cards: [k], order: [95] })).toBe('нет карты с номером 95');
    expect(missing({ type: 'discard', player: 'A', cards: [94] })).toBe('нет карты с номером 94');
    expect(missing({ type: 'defer', player: 'A', payload: { kind: 'heal', amount: 1 }, target: 93 })).toBe('нет карты с номером 93');
    expect(act(state, { type: 'defer', player: 'A', payload: { kind: 'heal', amount: 1 } }).ok).toBe(true);
  });
  test('a card to summon or create must be in the catalog', () => {
    const { state } = setup('setup:\n  A:\n    deck: [Кутила]');
    expect(refuse(state, { type: 'summon', player: 'A', name: 'Ктулху' })).toMatchObject({ rule: null, reason: 'карты «Ктулху» нет в данных о картах' });
    expect(refuse(state, { type: 'create', player: 'A', name: 'Ктулху' }).reason).toBe('карты «Ктулху» нет в данных о картах');
    expect(act(state, { type: 'summon', player: 'A', name: 'Кутила' }).card).toBe(state.players.A.deck[0]);
  });
  test('what an action brought into play, or showed, comes back with the new state', () => {
    const { state } = setup('setup:\n  A:\n    deck: [Кутила]');
    const created = act(state, { type: 'create', player: 'A', name: 'Трюкач' });
    expect(created.state.cards[created.card!].name).toBe('Трюкач');
    expect(created.shown).toBeUndefined();
    const shown = act(state, { type: 'reveal', player: 'A', count: 1 });
    expect(shown.shown?.cards).toEqual(state.players.A.deck);
    expect(shown.card).toBeUndefined();
  });
});
