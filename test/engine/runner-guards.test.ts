// What guards a run: invariants checked after each action (tests), an engine failure turned into
// a failed scenario (never an exception), and the small sayings the other tests leave aside —
// markers counted as they are put, temporary coins counted whether open or closed, effects
// compared in their one written form.
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ACTIONS, defineAction, parseScenario, runParsed, runScenario } from '../../src/engine/index.ts';
import { act, said, setup } from './game.ts';
import { catalog, editions, failures, run } from './helpers.ts';

describe('a run', () => {
  test('says which invariants an action broke', () => {
    const parsed = parseScenario('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - draw: 0\n  - draw: 0', 'x.yaml', catalog(), editions());
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    let calls = 0;
    const result = runParsed(parsed.scenario, parsed.catalog, { check: () => (++calls === 1 ? ['card 9 is in no zone', 'A: negative coin count'] : []) });
    expect(result.steps.map((s) => [s.ok, s.message])).toEqual([
      [false, 'Взять из колоды 0 карт — выполнено; нарушены инварианты: card 9 is in no zone; A: negative coin count'],
      [true, 'Взять из колоды 0 карт — выполнено'],
    ]);
  });
  test('turns a failure of the engine into a failed scenario with its message', () => {
    const boom = defineAction({
      fields: { boom: z.literal(true) },
      cards: [],
      label: () => 'Взрыв',
      act: () => ({}),
      run: () => {
        throw new Error('что-то сломалось');
      },
    });
    const out = runScenario('edition: early\nsetup: {}\nsteps:\n  - boom: true', 'content/examples/boom.yaml', catalog(), editions(), {
      actions: { ...ACTIONS, boom },
    });
    expect(out).toEqual({
      ok: true,
      result: {
        file: 'content/examples/boom.yaml',
        id: 'boom',
        edition: 'early',
        rules: [],
        passed: false,
        steps: [{ ok: false, message: 'внутренняя ошибка движка: что-то сломалось', trace: [] }],
      },
    });
  });
});

describe('small sayings', () => {
  test('markers: what is put, and how many there are now', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, markers: { Яд: 1, Щит: 4 } }, { card: Трюкач, markers: { Яд: 5 } }]');
    const r = act(state, { type: 'addMarker', card: card('Кутила'), marker: 'Яд', count: 2 });
    expect(said(r.trace, null)).toEqual(['Кутила: маркер «Яд» +2, теперь 3']);
    expect(said(act(state, { type: 'addMarker', card: card('Трюкач'), marker: 'Щит', count: 1 }).trace, null)).toEqual(['Трюкач: маркер «Щит» +1, теперь 1']);
  });
  test('temporary coins, open and closed, all count as temporary', () => {
    const r = run('setup:\n  A:\n    coins: 1\n    hand: [Трюкач]\nsteps:\n  - gainCoins: 2\n    temporary: true\n  - play: Трюкач\n  - ask: { coins: A }');
    expect(failures(r)).toEqual([]);
    expect(r.steps[2].answer?.text).toBe('всего 3: открытых 2, закрытых 1, из них временных 2');
  });
  test('an expected effect is compared in its one written form, with spaces around it or not', () => {
    const r = run(
      'setup:\n  A:\n    play: [{ card: Кутила, effects: ["cost +2", "Яд"] }]\nsteps:\n  - defer: wound 1\n    target: Кутила\n  - expect: { effects: Кутила, is: [" cost+2 ", " Яд ", " отложенный:  wound 1 ", " Странное "] }',
    );
    expect(r.steps[1].message).toBe(
      'эффекты на Кутиле: ожидалось стоимость +2, Яд, отложенный эффект: 1 рана, Странное, на деле стоимость +2, Яд, отложенный эффект: 1 рана',
    );
  });
});
