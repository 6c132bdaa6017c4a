// The judge's board as a store: each action makes the next state from the last, never changing it.
import { describe, expect, it } from 'vitest';
import { emptyBoard, type BoardData } from '../../src/scripts/judge/board-data.ts';
import { changed, initialState, reduce, statusText, UNDO_DEPTH, type BoardState, type StoreAction } from '../../src/scripts/judge/board-store.ts';

const withHand = (...hand: string[]): BoardData => ({ setup: { A: { coins: 0, hand }, B: { coins: 0 } }, steps: [] });
const run = (state: BoardState, ...actions: StoreAction[]) => actions.reduce(reduce, state);
const opened = (data: BoardData = emptyBoard(), position = 0) => run(initialState(), { type: 'open', data, note: { text: 'Открыт пример.' }, position });
const ask = { ask: { cost: 'Кутила' } };

describe('the board’s store', () => {
  it('opens a situation at its step, with no history, no open panel and its note', () => {
    const before = run(opened(withHand('Кутила')), { type: 'edit', data: withHand('Трюкач') }, { type: 'toggle', panel: { card: 3 } });
    const data = { ...withHand('Кутила'), steps: [ask, ask] };
    const state = reduce(before, { type: 'open', data, note: { text: 'Открыт расклад из ссылки, шаг 2.' }, position: 2 });
    expect(state).toMatchObject({ data, position: 2, open: null, past: [], future: [], note: { text: 'Открыт расклад из ссылки, шаг 2.' } });
    expect(changed(state)).toBe(false);
  });

  it('never changes the state it is given', () => {
    const state = opened(withHand('Кутила'));
    const copy = structuredClone(state);
    run(state, { type: 'edit', data: withHand('Трюкач') }, { type: 'add-step', step: ask }, { type: 'undo' }, { type: 'toggle', panel: { player: 'A' } });
    expect(state).toEqual(copy);
  });

  it('undoes and redoes edits with their positions, and a new edit forgets what was undone', () => {
    const start = opened(withHand('Кутила'));
    const asked = run(start, { type: 'add-step', step: ask });
    expect(asked.data.steps).toEqual([ask]);
    expect(asked.position).toBe(1);
    expect(changed(asked)).toBe(true);
    const undone = reduce(asked, { type: 'undo' });
    expect(undone).toMatchObject({ data: start.data, position: 0, past: [] });
    expect(undone.future).toHaveLength(1);
    expect(changed(undone)).toBe(false);
    const redone = reduce(undone, { type: 'redo' });
    expect(redone).toMatchObject({ data: asked.data, position: 1, future: [] });
    const other = run(undone, { type: 'edit', data: withHand('Трюкач') });
    expect(other.future).toEqual([]);
    expect(reduce(other, { type: 'redo' })).toBe(other);
    expect(reduce(start, { type: 'undo' })).toBe(start);
  });

  it('keeps at most UNDO_DEPTH edits to undo, dropping the oldest', () => {
    let state = opened();
    for (let i = 0; i <= UNDO_DEPTH; i++) state = reduce(state, { type: 'edit', data: { ...emptyBoard(), seed: i } });
    expect(state.past).toHaveLength(UNDO_DEPTH);
    expect(state.past[0].data.seed).toBe(0);
  });

  it('inserts a step after the one shown and moves to it; removing a step before it steps back', () => {
    const three = run(
      opened(withHand('Кутила')),
      { type: 'add-step', step: { ask: 1 } },
      { type: 'add-step', step: { ask: 2 } },
      { type: 'add-step', step: { ask: 3 } },
    );
    const between = run(three, { type: 'go', to: 1, steps: 3 }, { type: 'add-step', step: { ask: 'между' } });
    expect(between.data.steps).toEqual([{ ask: 1 }, { ask: 'между' }, { ask: 2 }, { ask: 3 }]);
    expect(between.position).toBe(2);
    const removed = reduce(three, { type: 'remove-step', index: 0 });
    expect(removed.data.steps).toEqual([{ ask: 2 }, { ask: 3 }]);
    expect(removed.position).toBe(0);
    expect(reduce(three, { type: 'remove-step', index: 2 }).position).toBe(2);
  });

  it('goes to a step within the run’s steps', () => {
    const state = opened();
    expect(reduce(state, { type: 'go', to: 5, steps: 3 }).position).toBe(3);
    expect(reduce(state, { type: 'go', to: -1, steps: 3 }).position).toBe(0);
    expect(reduce(state, { type: 'go', to: 2, steps: 3 }).position).toBe(2);
  });

  it('opens a panel by a tap, closes it by a second tap or Esc, and opens another in its place', () => {
    const card = run(opened(), { type: 'toggle', panel: { card: 4 } });
    expect(card.open).toEqual({ card: 4 });
    expect(reduce(card, { type: 'toggle', panel: { card: 4 } }).open).toBeNull();
    expect(reduce(card, { type: 'toggle', panel: { player: 'B' } }).open).toEqual({ player: 'B' });
    expect(reduce(card, { type: 'close' }).open).toBeNull();
    expect(reduce(card, { type: 'edit', data: emptyBoard(), close: true }).open).toBeNull();
    expect(reduce(card, { type: 'edit', data: emptyBoard() }).open).toEqual({ card: 4 });
  });

  it('after a run, keeps the position within its steps and closes the panel of a card no longer there', () => {
    const state = run(opened(emptyBoard(), 4), { type: 'toggle', panel: { card: 7 } });
    const seen: number[] = [];
    const gone = reduce(state, { type: 'ran', steps: 2, present: (at) => (seen.push(at), new Set([1, 2])) });
    expect(gone).toMatchObject({ position: 2, open: null });
    expect(seen).toEqual([2]);
    const kept = reduce(state, { type: 'ran', steps: 4, present: () => new Set([7]) });
    expect(kept).toBe(state);
    const player = run(opened(), { type: 'toggle', panel: { player: 'A' } });
    expect(reduce(player, { type: 'ran', steps: 0, present: () => new Set() }).open).toEqual({ player: 'A' });
  });

  it('says the empty table’s invitation only while no card is on it; another note stays', () => {
    const invited = run(initialState(), { type: 'open', data: emptyBoard(), note: { text: 'Стол пуст: добавьте карты.', invite: true } });
    expect(statusText(invited)).toBe('Стол пуст: добавьте карты.');
    const put = reduce(invited, { type: 'edit', data: withHand('Кутила', 'Трюкач') });
    expect(statusText(put)).toBe('');
    expect(statusText(reduce(put, { type: 'undo' }))).toBe('Стол пуст: добавьте карты.');
    const linked = run(initialState(), { type: 'open', data: emptyBoard(), note: { text: 'Ссылка повреждена.' } }, { type: 'edit', data: withHand('Кутила') });
    expect(statusText(linked)).toBe('Ссылка повреждена.');
  });
});
