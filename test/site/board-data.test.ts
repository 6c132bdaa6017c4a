// The judge's board edits a scenario as data: every edit keeps the data a scenario the engine
// reads, and no step's reference ever moves to another card.
import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, readScenarioData, runParsed } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';
import { emptyBoard, insertStep, refOf, removeStep, setCoins, boardCards, type BoardData } from '../../src/scripts/judge/board-data.ts';
import {
  addCard as add,
  addEffect,
  removeCard as remove,
  removeEffect,
  setMarker,
  setOwner,
  setWounds,
  usesOf as uses,
} from '../../src/scripts/judge/board-edits.ts';

// The step keys that name cards, as the page hands them to the board.
const addCard = (d: BoardData, name: string, p: 'A' | 'B', z: Parameters<typeof add>[4]) => add(d, CARD_FIELDS, name, p, z);
const removeCard = (d: BoardData, slot: number) => remove(d, CARD_FIELDS, slot);
const usesOf = (d: BoardData) => uses(d, CARD_FIELDS);
import { situationLine } from '../../src/scripts/judge/situation-line.ts';

const { catalog, engine } = graph();
const { editions } = engine;

function run(data: BoardData) {
  const read = readScenarioData(data, 'стол', catalog, editions);
  if (!read.ok) throw new Error(read.errors[0].messageRu);
  return runParsed(read.scenario, read.catalog, { snapshots: true });
}
const answers = (data: BoardData) => run(data).steps.map((s) => s.answer?.text ?? s.message);

/** The Кутила case built as the board builds it: card by card, then steps. */
function kutila(): BoardData {
  let d = setCoins(emptyBoard(), 'A', { open: 10, closed: 0 });
  d = addCard(d, 'Кутила', 'A', 'hand');
  for (let i = 0; i < 3; i++) d = addCard(d, 'Рунопевец', 'A', 'hand');
  return d;
}

describe('the board’s data', () => {
  it('builds the Кутила case: 6 in hand with three more cards, 7 once played', () => {
    let d = kutila();
    d = insertStep(d, 0, { ask: { cost: refOf(boardCards(d), 0) } });
    d = insertStep(d, 1, { play: 'Кутила' });
    d = insertStep(d, 2, { ask: { cost: 'Кутила' } });
    expect(answers({ ...d, edition: 'early' })).toEqual(['6', 'Сыграть: Кутилу — выполнено', '7']);
  });

  it('names a second card of a name by alias, and keeps old references on the first', () => {
    let d = addCard(emptyBoard(), 'Рунопевец', 'B', 'play');
    d = insertStep(d, 0, { wound: 'Рунопевец', amount: 1 });
    d = addCard(d, 'Рунопевец', 'A', 'play'); // A's cards count first: Рунопевец#1 is now this one
    expect(d.steps[0]).toEqual({ wound: 'Рунопевец 1', amount: 1 });
    expect(boardCards(d).map((s) => s.alias)).toEqual(['Рунопевец 2', 'Рунопевец 1']);
    const after = run(d).steps[0].state!;
    expect(after.players.B.zones.play[0].wounds).toBe(1);
    expect(after.players.A.zones.play[0].wounds).toBe(0);
  });

  it('turns NAME#N references into aliases before a card is added or taken away', () => {
    const typed: BoardData = { setup: { A: { hand: ['Кутила', 'Дахут', 'Кутила'] }, B: {} }, steps: [{ ask: { cost: 'Кутила#2' } }] };
    const more = addCard(typed, 'Кутила', 'A', 'hand');
    expect(more.steps[0]).toEqual({ ask: { cost: 'Кутила 2' } });
    const fewer = removeCard(typed, 0);
    expect(fewer.setup.A!.hand).toEqual(['Дахут', { card: 'Кутила', as: 'Кутила 2' }]);
    expect(fewer.steps[0]).toEqual({ ask: { cost: 'Кутила 2' } });
    expect(run(fewer).steps[0].answer!.question).toBe('Сколько стоит Кутила 2?');
  });

  it('will not take away a card that a step names, and says which steps do', () => {
    let d = kutila();
    d = insertStep(d, 0, { play: 'Кутила' });
    d = insertStep(d, 1, { expect: { where: 'Кутила', is: 'A.play' } });
    expect(usesOf(d).get(0)).toEqual([1, 2]);
    expect(removeCard(d, 0)).toBe(d);
    expect(removeCard(d, 1).setup.A!.hand).toHaveLength(3);
  });

  it('sets wounds, markers and coins in the starting position, in the format’s short forms', () => {
    let d = addCard(emptyBoard(), 'Рунопевец', 'A', 'play');
    d = setWounds(d, 0, 2);
    d = setMarker(d, 0, 'Инкарнация', 1);
    expect(d.setup.A!.play).toEqual([{ card: 'Рунопевец', wounds: 2, markers: { Инкарнация: 1 } }]);
    d = setMarker(setWounds(d, 0, 0), 0, 'Инкарнация', 0);
    expect(d.setup.A!.play).toEqual(['Рунопевец']);
    expect(setCoins(d, 'A', { open: -3, closed: 2 }).setup.A!.coins).toEqual({ open: 0, closed: 2 });
    expect(setCoins(d, 'B', { open: 4, closed: 0 }).setup.B!.coins).toBe(4);
  });

  it('gives a setup card its owner and effects, and the engine reads them so', () => {
    let d = addCard(emptyBoard(), 'Нимерт', 'A', 'play');
    d = setOwner(d, 0, 'B');
    d = addEffect(addEffect(d, 0, 'power +2'), 0, 'Инкарнация 1');
    expect(d.setup.A!.play).toEqual([{ card: 'Нимерт', owner: 'B', effects: ['power +2', 'Инкарнация 1'] }]);
    d = insertStep(d, 0, { ask: { owner: 'Нимерт' } });
    d = insertStep(d, 1, { ask: { effects: 'Нимерт' } });
    expect(answers(d)).toEqual(['игрок Б', 'сила удара +2, Инкарнация 1']);
    d = setOwner(removeEffect(removeEffect(d, 0, 0), 0, 0), 0, 'A');
    expect(d.setup.A!.play).toEqual(['Нимерт']);
  });

  it('inserts a step after the chosen one and removes one', () => {
    const d = insertStep(insertStep(emptyBoard(), 0, { draw: 1 }), 0, { gainCoins: 1 });
    expect(d.steps).toEqual([{ gainCoins: 1 }, { draw: 1 }]);
    expect(removeStep(d, 0).steps).toEqual([{ draw: 1 }]);
  });
});

describe('the situation in one line', () => {
  it('names each player’s cards, counted, and the steps', () => {
    let d = kutila();
    d = addCard(d, 'Нимерт', 'B', 'play');
    d = insertStep(d, 0, { play: 'Кутила' });
    expect(situationLine(d)).toBe('А: Кутила, Рунопевец ×3 · Б: Нимерт · шагов: 1');
  });

  it('says nothing of an empty board', () => {
    expect(situationLine(emptyBoard())).toBeNull();
    expect(situationLine(insertStep(emptyBoard(), 0, { draw: 1 }))).toBe('шагов: 1');
  });
});
