// Every mistake the scenario reader finds points at its very place — the line and column of the
// value at fault, in a file; its path and the place in words, in data from the judge's board —
// and says it in English and Russian.
import { describe, expect, test } from 'vitest';
import { parseScenario, readScenarioData, scenarioPlace } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

function at(text: string): { at: [number, number]; message: string; ru: string } {
  const r = parseScenario(text, 'bad.yaml', catalog(), editions());
  if (r.ok) throw new Error('expected a problem');
  return { at: [r.errors[0].line, r.errors[0].column], message: r.errors[0].message, ru: r.errors[0].messageRu };
}
const where = (text: string) => at(text).at;

describe('setup', () => {
  test('a hero: an unknown card, or a card that is no hero', () => {
    expect(at('setup:\n  B:\n    hero: Ктулху\nsteps: []')).toEqual({ at: [3, 11], message: 'unknown card "Ктулху"', ru: 'неизвестная карта «Ктулху»' });
    expect(where('setup:\n  B:\n    hero: Трюкач\nsteps: []')).toEqual([3, 11]);
  });
  test('a card of a zone, written as a name or as a mapping', () => {
    expect(where('setup:\n  A:\n    hand: [Кутила, Ктулху]\nsteps: []')).toEqual([3, 20]);
    expect(where('setup:\n  A:\n    hand: [{ card: Ктулху }]\nsteps: []')).toEqual([3, 20]);
  });
  test('outside play: the owner, wounds and freshness, each at its key, in both languages', () => {
    expect(at('setup:\n  A:\n    deck: [{ card: Кутила, owner: B }]\nsteps: []')).toEqual({
      at: [3, 35],
      message: "setup.A.deck: a card in A's deck belongs to A (cards go to their owner's deck)",
      ru: 'setup.A.deck: карта в этой зоне игрока A принадлежит A',
    });
    expect(at('setup:\n  A:\n    hand: [{ card: Кутила, wounds: 1 }]\nsteps: []')).toEqual({
      at: [3, 36],
      message: 'setup.A.hand: only cards in play have wounds',
      ru: 'setup.A.hand: раны бывают только у карт в игровой зоне',
    });
    expect(at('setup:\n  A:\n    hand: [{ card: Кутила, fresh: true }]\nsteps: []')).toEqual({
      at: [3, 35],
      message: 'setup.A.hand: "fresh" applies to cards in play only',
      ru: 'setup.A.hand: fresh — только для карт в игровой зоне',
    });
  });
  test('an empty zone list is no zone to check; a null list is none', () => {
    expect(parseScenario('edition: early\nsetup:\n  A:\n    supply: null\nsteps: []', 'ok.yaml', catalog(), editions()).ok).toBe(true);
    expect(
      parseScenario('setup:\n  A:\n    hand: null\n    deck: [Кутила]\nsteps:\n  - expect: { where: Кутила, is: A.deck }', 'ok.yaml', catalog(), editions()).ok,
    ).toBe(true);
  });
});

describe('steps', () => {
  const board = 'setup:\n  A:\n    hand: [Кутила]\n    play: [{ card: Трюкач, as: трюк }]\nsteps:\n';
  test('each expectation’s card, at its value', () => {
    for (const key of ['cost', 'power', 'lives', 'wounds', 'where', 'controller', 'owner', 'markers', 'effects', 'closed']) {
      const is = { where: 'A.hand', controller: 'A', owner: 'A', markers: '{}', effects: '[]', closed: 'true' }[key] ?? '1';
      expect(where(`${board}  - expect: { ${key}: Ктулху, is: ${is} }`), key).toEqual([6, 17 + key.length]);
    }
    expect(where(`edition: early\n${board}  - expect: { where: Кутила, is: A.supply }`)).toEqual([7, 34]);
    expect(where(`${board}  - expect: { zone: A.hand, has: [Ктулху] }`)).toEqual([6, 35]);
    expect(where(`${board}  - expect: { zone: A.hand, lacks: [Кутила, Кутила#2] }`)).toEqual([6, 45]);
  });
  test('each question’s card, at its value', () => {
    for (const key of ['cost', 'power', 'lives', 'wounds', 'where', 'controller', 'owner', 'markers', 'effects']) {
      expect(where(`${board}  - ask: { ${key}: Ктулху }`), key).toEqual([6, 14 + key.length]);
    }
  });
  test('a card a step creates: its name and its alias', () => {
    expect(where(`${board}  - create: Ктулху`)).toEqual([6, 13]);
    expect(at(`${board}  - create: Кутила\n    as: трюк`)).toMatchObject({ at: [7, 9], message: 'alias "трюк" is already used' });
  });
  test('keys of a step: not a mapping, unknown, doubled', () => {
    expect(at('setup: {}\nsteps:\n  - play')).toEqual({
      at: [3, 5],
      message: 'must be a mapping such as "play: Кутила"',
      ru: 'нужен словарь вида «play: Кутила»',
    });
    expect(at('setup: {}\nsteps:\n  - ask: { frobnicate: A }').message).toBe(
      'unknown question "frobnicate" (known: cost, power, lives, wounds, where, controller, owner, markers, effects, coins, zone, closed, shuffles, coinsGained, coinsLost)',
    );
    expect(at('setup: {}\nsteps:\n  - ask: { cost: A.hero, power: A.hero }')).toEqual({
      at: [3, 26],
      message: 'one question per step ("cost" and "power")',
      ru: 'один вопрос на шаг («cost» и «power»)',
    });
    expect(at('setup: {}\nsteps:\n  - ask: { frobnicate: A }').ru).toMatch(/^неизвестный вопрос «frobnicate»/);
    expect(at('setup: {}\nsteps:\n  - draw: 1\n    reveal: 1')).toMatchObject({ at: [4, 5], message: 'one action per step ("draw" and "reveal")' });
    expect(at('setup: {}\nsteps:\n  - dance: 1').ru).toMatch(/^неизвестное действие «dance» \(известны: expect, ask, play, /);
  });
  test('the id is the file name, whether it ends in .yaml or .yml', () => {
    const id = (file: string) => {
      const r = parseScenario('setup: {}\nsteps: []', file, catalog(), editions());
      return r.ok ? r.scenario.id : null;
    };
    expect([id('a/b/case.yaml'), id('case.yml'), id('case')]).toEqual(['case', 'case', 'case']);
  });
});

describe('a scenario as data', () => {
  test('a problem names its place in words', () => {
    expect([
      scenarioPlace(['steps', 4, 'play']),
      scenarioPlace(['setup', 'A', 'hero']),
      scenarioPlace(['setup', 'B', 'coins']),
      scenarioPlace(['setup', 'A', 'hand']),
      scenarioPlace(['setup', 'B', 'deck', 2, 'card']),
      scenarioPlace(['setup', 'A', 'pocket']),
      scenarioPlace(['setup', 'C']),
      scenarioPlace(['setup']),
      scenarioPlace(['edition']),
      scenarioPlace(['steps', 'x']),
      scenarioPlace(['cards', 0]),
    ]).toEqual([
      'шаг 5',
      'герой игрока А',
      'монеты игрока Б',
      'рука игрока А',
      'колода игрока Б, карта 3',
      'начальная позиция игрока А',
      'начальная позиция',
      'начальная позиция',
      'редакция',
      '',
      '',
    ]);
  });
  test('data that is no mapping is said to be no scenario', () => {
    for (const data of [null, 5, [], 'setup']) {
      const r = readScenarioData(data, 'стол', catalog(), editions());
      expect(r.ok ? null : [r.errors[0].message, r.errors[0].messageRu, r.errors[0].path]).toEqual([
        'a scenario must be a mapping with "setup" and "steps"',
        'сценарий — это начальная позиция и шаги',
        [],
      ]);
    }
  });
});
