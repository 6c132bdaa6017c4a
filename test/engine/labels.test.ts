// The labels of the steps issue 16 adds, and the messages a reader gets about zones an edition
// lacks and steps that name cards wrongly: said in Russian, from the step's record.
import { describe, expect, test } from 'vitest';
import { runScenario } from '../../src/engine/index.ts';
import { catalog, editions, failures, run } from './helpers.ts';

describe('labels', () => {
  test('look, reveal, lose control, destroy several, and who acts when it is not the active player', () => {
    const r = run(`edition: late
setup:
  A:
    deck: [Дахут, Рунопевец]
    play: [Кутила, { card: Трюкач, as: трюк }]
  B:
    deck: [Нимерт]
    play: [Аккения]
steps:
  - look: A.deck
  - look: B.deck
    player: B
  - look: A.deck
    player: B
    illegal: "204"
  - reveal: 1
  - reveal: 2
    player: B
  - loseControl: трюк
  - destroy: [Кутила, Аккения]
  - destroy: Трюкач
  - gainCoins: 1
    player: B
    temporary: true
  - defer: heal 1
    player: B`);
    expect(failures(r)).toEqual([]);
    expect(r.steps.map((s) => s.message.replace(/ — .*$/, ''))).toEqual([
      'Просмотреть колоду игрока А',
      'Просмотреть колоду игрока Б',
      'Просмотреть колоду игрока А (игрок Б)',
      'Показать 1 карту с верха колоды',
      'Показать 2 карты с верха колоды (игрок Б)',
      'Потерять контроль над картой «трюк»',
      'Уничтожить: Кутилу, Аккению',
      'Уничтожить: Трюкача',
      'Получить 1 монету на время (игрок Б)',
      'Отложенный эффект «излечение на 1» на героя (игрок Б)',
    ]);
    expect(r.steps[4]).toMatchObject({
      message: 'Показать 2 карты с верха колоды (игрок Б) — выполнено: Нимерт',
      answer: { text: 'Нимерт', value: ['Нимерт'] },
    });
  });
});

describe('reading the new steps', () => {
  const problem = (text: string) => {
    const out = runScenario(text, 'bad.yaml', catalog(), editions());
    if (out.ok) throw new Error('expected an input error');
    return { at: [out.errors[0].line, out.errors[0].column], message: out.errors[0].message, ru: out.errors[0].messageRu };
  };
  test('a deck, a hand or a graveyard is what is looked at; a count what is shown; a card what loses control', () => {
    expect(problem('setup: {}\nsteps:\n  - look: A.play')).toEqual({
      at: [3, 11],
      message: 'steps[0].look: must be a zone such as A.deck, B.graveyard (deck, hand, graveyard)',
      ru: 'steps[0].look: нужна зона вида A.deck, B.graveyard (deck, hand, graveyard)',
    });
    expect(problem('setup: {}\nsteps:\n  - reveal: -1').message).toBe('steps[0].reveal: must be at least 0 (got -1)');
    expect(problem('setup: {}\nsteps:\n  - loseControl: Кутила').message).toBe('unknown reference "Кутила": no card "Кутила" in the setup');
  });
  test('a card named by name must be a card of the catalog', () => {
    expect(problem('setup: {}\nsteps:\n  - summon: Ктулху')).toEqual({ at: [3, 13], message: 'unknown card "Ктулху"', ru: 'неизвестная карта «Ктулху»' });
    expect(problem('setup: {}\nsteps:\n  - create: Ктулху\n    as: новый').at).toEqual([3, 13]);
  });
  test('a zone of a step the edition lacks, in a question or an expectation too', () => {
    expect(problem('edition: early\nsetup: {}\nsteps:\n  - expect: { where: A.hero, is: A.supply }').message).toBe(
      'zone "A.supply": the early edition has no supply (206.1 in the late edition)',
    );
  });
});
