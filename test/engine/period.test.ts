// 520.4: what is given «до конца хода» ends at the end of that period. An effect given until the
// end of the turn — by a step or by a card's ability — cites the rule when it is given and when
// it ends; an effect given for good cites nothing of the kind.
import { describe, expect, test } from 'vitest';
import { readEffect, type StatChange } from '../../src/engine/index.ts';
import { act, said, setup } from './game.ts';
import { failures, run } from './helpers.ts';

const power2 = readEffect('power +2') as StatChange;

describe('520.4: effects until the end of the turn', () => {
  test('an ability’s effect until the end of the turn (Молот прародителя) cites 520.4 when given and when it ends', () => {
    const { state, card } = setup('edition: late\nsetup:\n  A:\n    play: [Молот прародителя, Рунопевец]');
    const r = act(state, { type: 'activate', player: 'A', card: card('Молот прародителя'), targets: [card('Рунопевец')] });
    expect(said(r.trace, '520.4')).toEqual(['эффект «сила удара +2» на Рунопевце действует до конца хода: в конце этого периода он заканчивается']);
    const end = act(r.state, { type: 'endTurn' });
    expect(said(end.trace, '520.4')).toEqual(['конец хода: у Рунопевца заканчиваются эффекты до конца хода (сила удара +2) — их период окончен']);
  });
  test('a hero given an effect until the end of the turn: 208.2 lets it have effects, 520.4 ends it', () => {
    const { state, card } = setup('edition: late\nsetup:\n  A: {}');
    const r = act(state, { type: 'modify', card: card('A.hero'), effect: power2, until: 'endTurn' });
    expect(r.trace.map((t) => t.rule)).toEqual(['208.2', '520.4']);
  });
  test('in the early edition, whose excerpts lack 520, the late edition’s 520.4 is cited', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    play: [Кутила]');
    const r = act(state, { type: 'modify', card: card('Кутила'), effect: power2, until: 'endTurn' });
    expect(r.trace.at(-1)).toMatchObject({ rule: '520.4', edition: 'late' });
  });
  test('a scenario checks the citation of the end of the period', () => {
    const r = run(
      'setup:\n  A:\n    play: [Кутила]\nsteps:\n  - modify: Кутила\n    effect: "power +2"\n    until: endTurn\n  - expect: { cites: "520.4" }\n  - endTurn: true\n  - expect:\n      - { cites: "520.4" }\n      - { power: Кутила, is: 6 }',
    );
    expect(failures(r)).toEqual([]);
  });
  test('several effects until the end of the turn on one card end in one entry, each named', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    let s = act(state, { type: 'modify', card: card('Кутила'), effect: power2, until: 'endTurn' }).state;
    s = act(s, { type: 'modify', card: card('Кутила'), effect: readEffect('cost +1') as StatChange, until: 'endTurn' }).state;
    expect(said(act(s, { type: 'endTurn' }).trace, '520.4')).toContain(
      'конец хода: у Кутилы заканчиваются эффекты до конца хода (сила удара +2, стоимость +1) — их период окончен',
    );
  });
  test('a turn that ends with no such effect says nothing of it', () => {
    const { state } = setup('setup:\n  A:\n    play: [Кутила]');
    expect(said(act(state, { type: 'endTurn' }).trace, '520.4').filter((t) => t.includes('эффект'))).toEqual([]);
  });
});
