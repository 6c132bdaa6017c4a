// Attacks (209.1), the first-turn weakness (209.2), wounds and healing (518.2): who may attack
// whom, who can get wounds, and what the trace says.
import { describe, expect, test } from 'vitest';
import { act, refuse, said, setup } from './game.ts';

describe('209.1 attacks with a strike', () => {
  const field =
    'setup:\n  A:\n    play: [Кутила, Аккения, Молот прародителя]\n    hand: [Трюкач]\n  B:\n    play: [Трюкач, Аккения, Молот прародителя, Гипноз]';

  test('a creature in play attacks an opponent’s character; the trace cites the rules and leaves the outcome open', () => {
    const { state, card } = setup(field);
    const r = act(state, { type: 'attack', card: card('Кутила'), target: card('Трюкач#2') });
    expect(said(r.trace, '209.2')).toEqual(['Кутила: слабости первого хода нет (в игре с начала сценария, сейчас ход 1)']);
    expect(said(r.trace, '209.1')).toEqual(['Кутила атакует ударом Трюкача']);
    expect(r.trace.some((t) => t.rule === '521.1' && t.text.startsWith('Кутила, сила удара: база 6'))).toBe(true);
    expect(said(r.trace, null).at(-1)).toBe('исход боя (Кутила против Трюкача) движок не рассчитывает');
    expect(said(act(state, { type: 'attack', card: card('Кутила'), target: card('B.hero') }).trace, '209.1')).toHaveLength(1);
  });
  test('only a creature in the play zone attacks', () => {
    const { state, card } = setup(field);
    for (const attacker of ['Аккения#1', 'Трюкач#1', 'A.hero']) {
      expect(refuse(state, { type: 'attack', card: card(attacker), target: card('B.hero') })).toMatchObject({
        rule: '209.1',
        reason: expect.stringContaining('атакуют ударом существа в игровой зоне'),
      });
    }
  });
  test('an event or equipment cannot be attacked (211.2-p2, 212.2-p2)', () => {
    const { state, card } = setup(field);
    expect(refuse(state, { type: 'attack', card: card('Кутила'), target: card('Аккения#2') })).toMatchObject({
      rule: '211.2-p2',
      reason: 'Аккения: событие не может быть целью атаки',
    });
    expect(refuse(state, { type: 'attack', card: card('Кутила'), target: card('Молот прародителя#2') })).toMatchObject({
      rule: '212.2-p2',
      reason: 'Молот прародителя: экипировку нельзя атаковать',
    });
  });
  test('nor can one’s own character, a card out of play, or a spell', () => {
    const { state, card } = setup(field);
    for (const target of ['A.hero', 'Трюкач#1', 'Гипноз']) {
      const r = refuse(state, { type: 'attack', card: card('Кутила'), target: card(target) });
      expect(r.rule).toBe('209.1');
      expect(r.reason).toMatch(/^Кутила может атаковать ударом только персонажа противника в игровой зоне, а .+ не такой$/);
    }
  });
});

describe('209.2 the first-turn weakness', () => {
  test('a creature that appeared this turn can neither attack nor use an activated ability; next turn it can', () => {
    const { state, card } = setup(
      'cards:\n  - name: Пробный сборщик\n    type: creature\n    cost: 0\n    lives: 1\n    strike: 1\n    abilities:\n      - { kind: activated, close: false, effect: { do: gainCoins, amount: 1 }, text: t }\nsetup:\n  A:\n    play: [{ card: Кутила, fresh: true }]\n  B: {}',
    );
    const k = card('Кутила');
    expect(refuse(state, { type: 'attack', card: k, target: card('B.hero') })).toMatchObject({
      rule: '209.2',
      reason: 'Кутила: слабость первого хода — существо появилось в игровой зоне в этот ход, атаковать ударом нельзя',
    });
    let s = act(state, { type: 'endTurn' }).state;
    s = act(s, { type: 'endTurn' }).state;
    const r = act(s, { type: 'attack', card: k, target: card('B.hero') });
    expect(said(r.trace, '209.2')).toEqual(['Кутила: слабости первого хода нет (в игре с хода 1, сейчас ход 3)']);
  });
  test('early edition cites 208.2; a change of control this turn is named as such', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A: {}\n  B:\n    play: [Кутила]');
    const k = card('Кутила');
    const s = act(state, { type: 'takeControl', player: 'A', card: k }).state;
    expect(refuse(s, { type: 'attack', card: k, target: card('B.hero') })).toMatchObject({
      rule: '208.2',
      reason: 'Кутила: слабость первого хода — существо в этот ход сменило контролирующего игрока, атаковать ударом нельзя',
    });
    let later = act(s, { type: 'endTurn' }).state;
    later = act(later, { type: 'endTurn' }).state;
    expect(said(act(later, { type: 'attack', card: k, target: card('B.hero') }).trace, '208.2')).toEqual([
      'Кутила: слабости первого хода нет (в игре с хода 1, сейчас ход 3)',
    ]);
  });
});

describe('wounds', () => {
  test('a creature gets them; at its lives the engine says it does not decide what follows', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Трюкач]');
    const t = card('Трюкач');
    const four = act(state, { type: 'wound', card: t, amount: 4 });
    expect(four.state.cards[t].wounds).toBe(4);
    expect(said(four.trace, '209.1')).toEqual(['Трюкач получает 4 раны, всего ран 4']);
    expect(said(four.trace, null)).toEqual([]);
    const five = act(four.state, { type: 'wound', card: t, amount: 1 });
    expect(said(five.trace, null)).toEqual(['Трюкач: ран 5, а жизней 5 — что тогда происходит с картой, движок не решает']);
  });
  test('a hero gets them (208.2 late, 207.2 early); the generic hero’s lives are unknown', () => {
    for (const [edition, rule] of [
      ['late', '208.2'],
      ['early', '207.2'],
    ] as const) {
      const { state, card } = setup(`edition: ${edition}\nsetup:\n  A: {}`);
      const r = act(state, { type: 'wound', card: card('A.hero'), amount: 30 });
      expect(said(r.trace, rule)).toEqual(['Герой получает 30 ран, всего ран 30']);
      expect(said(r.trace, null)).toEqual([]);
    }
  });
  test('cards outside the play zone, events, equipment and spells get none', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Кутила]\n    play: [Аккения, Молот прародителя, Гипноз]');
    expect(refuse(state, { type: 'wound', card: card('Кутила'), amount: 1 })).toMatchObject({
      rule: '209.1',
      reason: 'Кутила не в игровой зоне: раны получают персонажи в игровой зоне',
    });
    expect(refuse(state, { type: 'wound', card: card('Аккения'), amount: 1 })).toMatchObject({
      rule: '211.2-p2',
      reason: 'Аккения: событие не может получать раны',
    });
    expect(refuse(state, { type: 'wound', card: card('Молот прародителя'), amount: 1 })).toMatchObject({
      rule: '212.2-p2',
      reason: 'Молот прародителя: экипировку нельзя ранить: она не может получать раны',
    });
    expect(refuse(state, { type: 'wound', card: card('Гипноз'), amount: 1 })).toMatchObject({ rule: null, reason: 'Гипноз: заклинание не получает раны' });
  });
});

describe('518.2 healing', () => {
  test('heals as many wounds as it says; 518.2 decides only when there are fewer', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, wounds: 3 }]');
    const k = card('Кутила');
    const some = act(state, { type: 'heal', card: k, amount: 2 });
    expect(some.state.cards[k].wounds).toBe(1);
    expect(some.trace).toEqual([{ rule: null, edition: 'late', text: 'Кутила: излечение на 2 снимает 2 раны, остаётся ран 1' }]);
    const exact = act(state, { type: 'heal', card: k, amount: 3 });
    expect(exact.state.cards[k].wounds).toBe(0);
    expect(exact.trace[0].rule).toBeNull();
    const more = act(state, { type: 'heal', card: k, amount: 5 });
    expect(more.state.cards[k].wounds).toBe(0);
    expect(more.trace).toEqual([{ rule: '518.2', edition: 'late', text: 'Кутила: излечение на 5, а ран 3 — снимаются все раны' }]);
  });
  test('only a card in play is healed', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Кутила]');
    expect(refuse(state, { type: 'heal', card: card('Кутила'), amount: 1 })).toMatchObject({
      rule: null,
      reason: 'Кутила не в игровой зоне: лечат карты в игре',
    });
  });
});
