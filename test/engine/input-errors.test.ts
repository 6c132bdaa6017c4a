// Bad scenarios are input errors naming file, line and column; nothing of them runs.
import { describe, expect, test } from 'vitest';
import { runScenario } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

function error(text: string | Uint8Array) {
  const out = runScenario(text, 'bad.yaml', catalog(), editions());
  if (out.ok) throw new Error('expected an input error');
  return out.errors[0];
}

describe('input errors', () => {
  const cases: [string, string, number, number, string][] = [
    ['unknown card', 'setup:\n  A:\n    hand: [Кутила, Кутилла]\nsteps: []', 3, 20, 'unknown card "Кутилла"'],
    ['unknown reference', 'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - play: Трюкач', 5, 11, 'unknown reference "Трюкач"'],
    ['reference past the count', 'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - play: Кутила#2', 5, 11, 'there are 1 cards'],
    ['ambiguous reference', 'setup:\n  A:\n    hand: [Кутила, Кутила]\nsteps:\n  - play: Кутила', 5, 11, 'ambiguous reference'],
    ['unknown zone', 'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - move: Кутила\n    to: A.pocket', 6, 9, 'must be a zone such as A.hand'],
    ['unknown zone in setup', 'setup:\n  A:\n    pocket: [Кутила]\nsteps: []', 3, 5, 'unknown key "pocket"'],
    ['unknown action', 'setup:\n  A: {}\nsteps:\n  - shuffle: A', 4, 5, 'unknown action "shuffle"'],
    ['unknown key in a step', 'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - play: Кутила\n    speed: 3', 6, 5, 'unknown key "speed"'],
    ['unknown top-level key', 'setup: {}\nsteps: []\nfoo: 1', 3, 1, 'unknown key "foo"'],
    ['unknown expectation', 'setup: {}\nsteps:\n  - expect: { colour: A, is: red }', 3, 15, 'unknown expectation "colour"'],
    ['missing steps', 'setup: {}', 1, 1, '"steps" is required'],
    ['YAML syntax', 'setup: {\nsteps: []', 2, 1, 'YAML syntax error'],
    ['bad effect', 'setup:\n  A:\n    play: [{ card: Кутила, effects: ["cost ^2"] }]\nsteps: []', 3, 38, 'not an effect'],
    ['unknown player', 'setup:\n  C: {}\nsteps: []', 2, 3, 'unknown key "C"'],
    ['bad edition', 'edition: middle\nsetup: {}\nsteps: []', 1, 10, 'unknown edition "middle" (known: early, late)'],
    [
      'an edition that is no id',
      'edition: Поздняя\nsetup: {}\nsteps: []',
      1,
      10,
      'must be an edition id (latin kebab-case, as its folder under content/rules)',
    ],
    // Keys are looked up among the format's own names only, never on Object.prototype.
    ['an action named like a built-in', 'setup: {}\nsteps:\n  - constructor: 1', 3, 5, 'unknown action "constructor"'],
    ['an expectation named like a built-in', 'setup: {}\nsteps:\n  - expect: { toString: 1 }', 3, 15, 'unknown expectation "toString"'],
    ['a question named like a built-in', 'setup: {}\nsteps:\n  - ask: { __proto__: A }', 3, 12, 'unknown question "__proto__"'],
    ['two actions in a step', 'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - play: Кутила\n    destroy: Кутила', 6, 5, 'one action per step'],
    ['a marker count below zero', 'setup:\n  A:\n    play: [{ card: Кутила, markers: { Яд: -1 } }]\nsteps: []', 3, 37, 'marker "Яд"'],
    ['an amount above the bound', 'setup: {}\nsteps:\n  - gainCoins: 5000', 3, 16, 'must be at most 1000'],
    ['too many steps', 'setup: {}\nsteps:\n' + '  - endTurn: true\n'.repeat(2001), 3, 3, 'more than 2000 steps'],
    ['a byte-order mark does not shift line 1', '\uFEFFfoo: 1\nsetup: {}\nsteps: []', 1, 1, 'unknown key "foo"'],
  ];
  for (const [name, text, line, column, message] of cases) {
    test(name, () => {
      const e = error(text);
      expect(e.file).toBe('bad.yaml');
      expect(e.message).toContain(message);
      expect([e.line, e.column]).toEqual([line, column]);
      expect(e.messageRu.length).toBeGreaterThan(0);
    });
  }
  test('bytes that are not UTF-8 are reported as such, with line and column', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('setup: {}\nsteps:\n  - draw: '), 0xff]);
    const e = error(bytes);
    expect([e.line, e.column, e.message]).toEqual([3, 11, 'the file is not valid UTF-8']);
  });
  test('markers keep any name, even __proto__ and toString', () => {
    const out = runScenario(
      'setup:\n  A:\n    play: [{ card: Кутила, markers: { __proto__: 2, toString: 1 } }]\nsteps:\n  - addMarker: Кутила\n    marker: toString\n  - expect: { markers: Кутила, is: { __proto__: 2, toString: 2 } }\n  - ask: { markers: Кутила }',
      'ok.yaml',
      catalog(),
      editions(),
    );
    if (!out.ok) throw new Error(out.errors[0].message);
    expect(out.result.passed).toBe(true);
    expect(out.result.steps[2].answer?.text).toBe('«__proto__» ×2, «toString» ×2');
  });
  test('a later error stops the whole file: nothing runs', () => {
    const out = runScenario(
      'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: { cost: Кутила, is: 1 }\n  - frobnicate: 1',
      'bad.yaml',
      catalog(),
      editions(),
    );
    expect(out.ok).toBe(false);
  });
  test('NAME#N counts through setup as written, A then B', () => {
    const out = runScenario(
      'setup:\n  B:\n    hand: [Кутила]\n  A:\n    play: [Кутила]\n    hand: [Кутила]\nsteps:\n  - expect:\n      - { where: Кутила#1, is: A.play }\n      - { where: Кутила#2, is: A.hand }\n      - { where: Кутила#3, is: B.hand }',
      'ok.yaml',
      catalog(),
      editions(),
    );
    expect(out.ok && out.result.passed).toBe(true);
  });
});
