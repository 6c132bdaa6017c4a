// What each kind of expectation checks, as a ruling's answer may claim it: its values, the zones
// and the players it names (a hero by its player; coins in the play zone; shuffles in the deck).
import { describe, expect, test } from 'vitest';
import { parseScenario } from '../../src/engine/index.ts';
import { checkedClaims, decides } from '../../src/engine/ruling/claims.ts';
import { catalog, editions } from './helpers.ts';

function checked(expectations: string, edition = 'late'): string[] {
  const text = `setup:\n  A:\n    play: [Кутила, Аккения]\n    hand: [Трюкач]\nsteps:\n  - expect:\n${expectations}`;
  const parsed = parseScenario(text, 'x.yaml', catalog(), editions());
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  return [...checkedClaims(parsed.scenario.steps, edition)].sort();
}

describe('what an expectation checks', () => {
  test('values, and the player of a hero named', () => {
    expect(checked('      - { cost: Кутила, is: 7 }\n      - { lives: Кутила, is: null }')).toEqual(['n7']);
    expect(checked('      - { wounds: A.hero, is: 2 }')).toEqual(['n2', 'pA']);
    expect(checked('      - { owner: B.hero, is: B }\n      - { controller: Кутила, is: A }')).toEqual(['pA', 'pB']);
    expect(checked('      - { closed: A.hero, is: false }\n      - { closed: Аккения, is: false }')).toEqual(['pA']);
  });
  test('a place: its zone and player', () => {
    expect(checked('      - { where: Кутила, is: B.graveyard }')).toEqual(['pB', 'zgraveyard']);
    expect(checked('      - { zone: A.hand, is: [Трюкач] }')).toEqual(['n1', 'pA', 'zhand']);
    expect(checked('      - { zone: B.deck, count: 0 }')).toEqual(['n0', 'pB', 'zdeck']);
    expect(checked('      - { zone: B.deck, has: [Трюкач] }')).toEqual(['pB', 'zdeck']);
  });
  test('coins lie in the play zone; counters are the player’s, shuffles the deck’s', () => {
    expect(checked('      - { coins: B, is: 3 }')).toEqual(['n3', 'pB', 'zplay']);
    expect(checked('      - { coins: A, is: 3, open: 1 }')).toEqual(['n1', 'n3', 'pA', 'zplay']);
    expect(checked('      - { coins: A, open: 0 }')).toEqual(['n0', 'pA', 'zplay']);
    expect(checked('      - { shuffles: B, is: 1 }')).toEqual(['n1', 'pB', 'zdeck']);
    expect(checked('      - { coinsLost: A, is: 2 }')).toEqual(['n2', 'pA']);
  });
  test('markers their counts, effects the numbers they hold; a citation nothing', () => {
    expect(checked('      - { markers: A.hero, is: { Яд: 2, Щит: 0 } }')).toEqual(['n0', 'n2', 'pA']);
    expect(checked('      - { effects: Кутила, is: ["cost +12", "Инкарнация 3", "Яд"] }')).toEqual(['n12', 'n3']);
    expect(checked('      - { cites: "203.2" }')).toEqual([]);
  });
  test('what is kept for another edition is not checked in this one', () => {
    expect(checked('      early: [{ cost: Кутила, is: 7 }]\n      late: [{ cost: Кутила, is: 8 }]', 'early')).toEqual(['n7']);
  });
});

describe('whether the scenario decides', () => {
  test('an expectation after the last action decides; without actions, any expectation does', () => {
    const steps = (text: string) => {
      const parsed = parseScenario(`setup:\n  A:\n    play: [Кутила]\nsteps:\n${text}`, 'x.yaml', catalog(), editions());
      if (!parsed.ok) throw new Error(parsed.errors[0].message);
      return parsed.scenario.steps;
    };
    expect(decides(steps('  - expect: { cost: Кутила, is: 10 }'), 'late')).toBe(true);
    expect(decides(steps('  - ask: { cost: Кутила }'), 'late')).toBe(false);
    expect(decides(steps('  - expect: { cost: Кутила, is: 10 }\n  - destroy: Кутила'), 'late')).toBe(false);
  });
});
