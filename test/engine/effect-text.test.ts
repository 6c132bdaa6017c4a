// The written form of effects, as cards and scenarios spell them, read into data and written back.
import { describe, expect, test } from 'vitest';
import { effectLabel, effectNotation, readEffect } from '../../src/engine/index.ts';
import { run } from './helpers.ts';

describe('reading an effect', () => {
  test('a stat modifier, with or without spaces, with the typographic minus and times signs', () => {
    expect(readEffect('cost +2')).toEqual({ kind: 'stat', stat: 'cost', op: '+', value: 2 });
    expect(readEffect(' power*1.5 ')).toEqual({ kind: 'stat', stat: 'power', op: '*', value: 1.5 });
    expect(readEffect('lives −1')).toEqual({ kind: 'stat', stat: 'lives', op: '-', value: 1 });
    expect(readEffect('power ×2')).toEqual({ kind: 'stat', stat: 'power', op: '*', value: 2 });
    expect(readEffect('cost / 2')).toEqual({ kind: 'stat', stat: 'cost', op: '/', value: 2 });
    expect(readEffect('lives =0')).toEqual({ kind: 'stat', stat: 'lives', op: '=', value: 0 });
  });
  test('a named effect, with a value or without', () => {
    expect(readEffect('Инкарнация 2')).toEqual({ kind: 'named', name: 'Инкарнация', value: 2 });
    expect(readEffect('Яд')).toEqual({ kind: 'named', name: 'Яд' });
    expect(readEffect('Тёмный щит-мороз 3')).toEqual({ kind: 'named', name: 'Тёмный щит-мороз', value: 3 });
    expect(readEffect('Тёмный щит')).toEqual({ kind: 'named', name: 'Тёмный щит' });
  });
  test('what is neither is not an effect: a bad stat, a division by zero, no name', () => {
    for (const text of ['cost ^2', 'cost +', 'power plus 2', 'cost /0', 'power /0.0', '2 Яд', '', 'Яд 2 3', 'lives+2x'])
      expect(readEffect(text), text).toBeNull();
    expect(readEffect('cost /0.5')).toEqual({ kind: 'stat', stat: 'cost', op: '/', value: 0.5 });
  });
  test('written back in one form', () => {
    expect(effectNotation({ kind: 'stat', stat: 'cost', op: '-', value: 2 })).toBe('cost -2');
    expect(effectNotation({ kind: 'named', name: 'Яд' })).toBe('Яд');
    expect(effectNotation({ kind: 'named', name: 'Инкарнация', value: 0 })).toBe('Инкарнация 0');
    expect(effectNotation({ kind: 'deferred', payload: { kind: 'heal', amount: 2 } })).toBe('отложенный: heal 2');
    expect(effectNotation({ kind: 'deferred', payload: { kind: 'stat', stat: 'power', op: '*', value: 2 } })).toBe('отложенный: power *2');
  });
  test('said in Russian', () => {
    expect(effectLabel({ kind: 'stat', stat: 'lives', op: '/', value: 2 })).toBe('жизни ÷2');
    expect(effectLabel({ kind: 'stat', stat: 'cost', op: '=', value: 0 })).toBe('стоимость =0');
    expect(effectLabel({ kind: 'named', name: 'Инкарнация', value: 0 })).toBe('Инкарнация 0');
    expect(effectLabel({ kind: 'deferred', payload: { kind: 'wound', amount: 5 } })).toBe('отложенный эффект: 5 ран');
    expect(effectLabel({ kind: 'deferred', payload: { kind: 'heal', amount: 1 } })).toBe('отложенный эффект: излечение на 1');
    expect(effectLabel({ kind: 'deferred', payload: { kind: 'stat', stat: 'cost', op: '-', value: 1 } })).toBe('отложенный эффект: стоимость −1');
  });
});

describe('deferred effects in scenarios', () => {
  test('wounds, healing and stat modifiers are read; anything else is an input error', () => {
    const r = run(
      'setup:\n  A:\n    play: [Кутила]\nsteps:\n  - defer: " wound 1 "\n    target: Кутила\n  - defer: heal 2\n    target: Кутила\n  - defer: power −1\n    target: Кутила\n  - expect: { effects: Кутила, is: ["отложенный: wound 1", "отложенный:heal 2", "отложенный: power -1"] }',
    );
    expect(r.passed).toBe(true);
    for (const bad of ['wound', 'wound two', 'Яд 2', 'destroy 1']) {
      expect(() => run(`setup: {}\nsteps:\n  - defer: ${bad}`), bad).toThrow(/not a deferred effect/);
    }
  });
  test('an expected effect is compared in its one written form; what cannot be read is compared as written', () => {
    const r = run(
      'setup:\n  A:\n    play: [{ card: Кутила, effects: ["cost+2", "Странное  "] }]\nsteps:\n  - expect: { effects: Кутила, is: ["cost +2", "Странное"] }\n  - expect: { effects: Кутила, is: ["cost ^2", "Странное"] }\n  - expect: { effects: Кутила, is: ["отложенный: чепуха", "Странное"] }',
    );
    expect(r.steps.map((s) => s.ok)).toEqual([true, false, false]);
    expect(r.steps[1].message).toBe('эффекты на Кутиле: ожидалось cost ^2, Странное, на деле стоимость +2, Странное');
    expect(r.steps[2].message).toBe('эффекты на Кутиле: ожидалось отложенный: чепуха, Странное, на деле стоимость +2, Странное');
  });
});
