// Looking at a hand (203.1: semi-closed, its owner only) and at a graveyard (205.2: open, anyone's,
// at any time), as a deck is looked through (204): the step's answer names the cards seen, and
// looking moves and shuffles nothing.
import { describe, expect, test } from 'vitest';
import { cardActions, playerActions } from '../../src/engine/index.ts';
import { act, refuse, said, setup } from './game.ts';
import { catalog, failures, run } from './helpers.ts';

const zones = 'setup:\n  A:\n    hand: [Кутила, Трюкач]\n    graveyard: [Рунопевец, Дахут]\n  B:\n    hand: [Нимерт]\n    graveyard: [Трясовица]';

describe('203.1: a hand is semi-closed', () => {
  test('its owner looks at it and sees every card; nothing moves or is shuffled', () => {
    const { state, card } = setup(zones);
    const r = act(state, { type: 'look', player: 'A', of: 'A', zone: 'hand' });
    expect(r.shown).toEqual({ text: 'Кутила, Трюкач', cards: [card('Кутила'), card('Трюкач')] });
    expect(r.state.players).toEqual(state.players);
    expect(said(r.trace, '203.1')).toEqual(['игрок А просматривает свою руку (2 карты)']);
    expect(r.trace.every((t) => t.edition === 'early')).toBe(true);
  });
  test('the opponent may not look at it: refused citing 203.1', () => {
    const { state } = setup(zones);
    expect(refuse(state, { type: 'look', player: 'B', of: 'A', zone: 'hand' })).toMatchObject({
      rule: '203.1',
      edition: 'early',
      reason: 'рука — полузакрытая зона: игрок Б может просматривать только свою руку, а не руку игрока А',
    });
  });
});

describe('205.2: a graveyard is open', () => {
  test('its owner looks at it, bottom first; nothing moves', () => {
    const { state, card } = setup(zones);
    const r = act(state, { type: 'look', player: 'A', of: 'A', zone: 'graveyard' });
    expect(r.shown).toEqual({ text: 'Рунопевец, Дахут', cards: [card('Рунопевец'), card('Дахут')] });
    expect(r.state.players).toEqual(state.players);
    expect(said(r.trace, '205.2')).toEqual([
      'игрок А смотрит своё кладбище (2 карты, снизу вверх): карты там лежат лицом вверх, смотреть их можно в любой момент',
    ]);
  });
  test('the opponent may look at it too', () => {
    const { state, card } = setup(zones);
    const r = act(state, { type: 'look', player: 'A', of: 'B', zone: 'graveyard' });
    expect(r.shown).toEqual({ text: 'Трясовица', cards: [card('Трясовица')] });
    expect(said(r.trace, '205.2')).toEqual([
      'игрок А смотрит кладбище игрока Б (1 карта, снизу вверх): карты там лежат лицом вверх, смотреть их можно в любой момент',
    ]);
  });
});

describe('look: steps, labels and the board', () => {
  test('a scenario looks at a hand and a graveyard; the answer names the cards', () => {
    const r = run(`${zones}\nsteps:\n  - look: A.hand\n  - look: A.graveyard\n    player: B\n  - look: B.hand\n    illegal: "203.1"`);
    expect(failures(r)).toEqual([]);
    expect(r.steps.map((s) => s.message)).toEqual([
      'Просмотреть руку игрока А — выполнено: Кутила, Трюкач',
      'Посмотреть кладбище игрока А (игрок Б) — выполнено: Рунопевец, Дахут',
      'Просмотреть руку игрока Б — отказано по 203.1, как и ожидалось: рука — полузакрытая зона: игрок А может просматривать только свою руку, а не руку игрока Б',
    ]);
  });
  test('a zone that cannot be looked at is an input error naming the zones that can', () => {
    expect(() => run(`${zones}\nsteps:\n  - look: A.play`)).toThrow('must be a zone such as A.deck, B.graveyard (deck, hand, graveyard)');
  });
  test('the board offers a player to look at their hand, their graveyard and the opponent’s', () => {
    const looks = playerActions('B', 'A', ['hand', 'deck', 'graveyard', 'play']).filter((a) => a.action === 'look');
    expect(looks.map((a) => [a.label, a.step])).toEqual([
      ['Просмотреть колоду', { look: 'B.deck', player: 'B' }],
      ['Просмотреть руку', { look: 'B.hand', player: 'B' }],
      ['Посмотреть своё кладбище', { look: 'B.graveyard', player: 'B' }],
      ['Посмотреть кладбище противника', { look: 'A.graveyard', player: 'B' }],
    ]);
    expect(
      cardActions(
        { name: 'Кутила', zone: 'hand', controller: 'A', owner: 'A', active: 'A', zones: ['hand'], card: catalog().byName.get('Кутила') },
        'Кутила',
      ).some((a) => a.action === 'look'),
    ).toBe(false);
  });
});
