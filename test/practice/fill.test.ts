// A template's scenario made concrete: slots filled, `repeat:` items spread into copies, a
// mistake's change merged in (JSON Merge Patch), and every position back in the template's file.
import { describe, expect, it } from 'vitest';
import { readYaml, type YamlInput } from '../../src/input/index.ts';
import { fillScenario } from '../../src/practice/fill.ts';
import { MAX_REPEAT } from '../../src/practice/schema.ts';

const TEXT = `scenario:
  setup:
    A:
      coins: "{n}"
      hand: [Кутила, { card: Трюкач, repeat: "{n - 1}" }, { card: Рунопевец, as: "{n} в руке" }]
  steps:
    - ask: { cost: Кутила }
mistakes:
  - change:
      setup: { A: { coins: null, hand: [Дахут] }, B: { hand: [Кутила] } }
      edition: early
`;

function input(): YamlInput {
  const read = readYaml('t.yaml', TEXT);
  if (!read.ok) throw new Error('unreadable');
  return read.value;
}

const values = (n: number) => ({ n: { kind: 'number' as const, n } });

describe('filling a template’s scenario', () => {
  it('fills slots, spreads repeated cards and sets the edition', () => {
    const { data } = fillScenario(input(), values(3), { edition: 'late' }, ['rules']);
    expect(data).toEqual({
      setup: { A: { coins: 3, hand: ['Кутила', 'Трюкач', 'Трюкач', { card: 'Рунопевец', as: '3 в руке' }] } },
      steps: [{ ask: { cost: 'Кутила' } }],
      edition: 'late',
    });
    expect(fillScenario(input(), values(1), { edition: 'late' }, ['rules']).data.setup).toEqual({
      A: { coins: 1, hand: ['Кутила', { card: 'Рунопевец', as: '1 в руке' }] },
    });
  });

  it('leaves a count it cannot spread for the engine to refuse', () => {
    const hand = (n: number) => (fillScenario(input(), values(n), {}, ['rules']).data.setup as { A: { hand: unknown[] } }).A.hand;
    expect(hand(MAX_REPEAT + 2)).toContainEqual({ card: 'Трюкач', repeat: MAX_REPEAT + 1 });
    expect(hand(0)).toContainEqual({ card: 'Трюкач', repeat: -1 });
    expect(hand(MAX_REPEAT + 2)).toHaveLength(3);
    expect(hand(MAX_REPEAT + 1)).toHaveLength(MAX_REPEAT + 2);
  });

  it('merges a mistake’s change: mappings merge, lists replace, null removes, its edition wins', () => {
    const { data } = fillScenario(input(), values(2), { edition: 'late' }, ['rules'], ['mistakes', 0, 'change']);
    expect(data).toEqual({ setup: { A: { hand: ['Дахут'] }, B: { hand: ['Кутила'] } }, steps: [{ ask: { cost: 'Кутила' } }], edition: 'early' });
  });

  it('says where each value came from: the template’s line, the repeated item’s, the change’s', () => {
    const plain = fillScenario(input(), values(3), { edition: 'late' }, ['rules']).input;
    expect(plain.at(['setup', 'A', 'coins'])).toEqual({ line: 4, column: 14 });
    // The copies of a repeated card and the card after them point at their own items.
    expect(plain.at(['setup', 'A', 'hand', 2])).toEqual({ line: 5, column: 22 });
    expect(plain.at(['setup', 'A', 'hand', 3])).toEqual({ line: 5, column: 59 });
    expect(plain.at(['steps', 0, 'ask'])).toEqual({ line: 7, column: 12 });
    const changed = fillScenario(input(), values(3), { edition: 'late' }, ['rules'], ['mistakes', 0, 'change']).input;
    expect(changed.at(['setup', 'A', 'hand', 0])).toEqual({ line: 10, column: 41 });
    expect(changed.at(['setup', 'B', 'hand'])).toEqual({ line: 10, column: 62 });
    expect(changed.at(['steps', 0])).toEqual({ line: 7, column: 7 });
    expect(changed.problem(['setup', 'B'], 'm', 'м')).toMatchObject({ file: 't.yaml', line: 10, column: 54 });
  });
});
