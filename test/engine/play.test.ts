// Playing a card from hand (what may be played, what it costs, where it goes, what it puts in the
// Queue, 210, 211.1, 212.1, 517, 522.1) and using an activated ability.
import { effectsOf } from '../../src/engine/index.ts';
import { describe, expect, test } from 'vitest';
import { act, refuse, said, setup } from './game.ts';

const TRIAL = `cards:
  - name: Пробный герой
    type: hero
    lives: 20
  - name: Пробный сборщик
    type: creature
    cost: 0
    lives: 1
    strike: 1
    abilities:
      - { kind: activated, close: false, effect: { do: gainCoins, amount: 1 }, text: t }
  - name: Пробный найм
    type: creature
    cost: 0
    lives: 1
    strike: 1
    abilities:
      - kind: choose
        on: onPlay
        times: 2
        options: [{ do: gainCoins, amount: 1 }, { do: wound, amount: 1, target: { type: [creature] } }]
        text: t
  - name: Пробный конструктор
    type: spell
    cost: 0
    abilities:
      - kind: choose
        on: spell
        times: 2
        options: [{ do: wound, amount: 1, target: { type: [creature] } }, { do: draw, amount: 1 }]
        text: t
`;

describe('what may be played', () => {
  test('a hero is never played from a hand, not even a hero card that got there', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    hero: Пробный герой`);
    expect(refuse(g.state, { type: 'play', player: 'A', card: g.card('A.hero'), targets: [] }, g.catalog)).toMatchObject({
      rule: '208.1',
      reason: 'карта «Пробный герой»: герой изначально в игровой зоне, из руки его не играют',
    });
    const made = act(g.state, { type: 'create', player: 'A', name: 'Пробный герой' }, g.catalog);
    const inHand = act(made.state, { type: 'move', card: made.card!, to: { player: 'A', zone: 'hand' } }, g.catalog).state;
    expect(refuse(inHand, { type: 'play', player: 'A', card: made.card!, targets: [] }, g.catalog).rule).toBe('208.1');
  });
  test('only a card from the player’s own hand', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 20\n    play: [Трюкач]\n  B:\n    hand: [Кутила]');
    expect(refuse(state, { type: 'play', player: 'A', card: card('Кутила'), targets: [] })).toMatchObject({
      rule: null,
      reason: 'Кутила не в руке игрока А: играют карты из своей руки',
    });
    expect(refuse(state, { type: 'play', player: 'A', card: card('Трюкач'), targets: [] }).reason).toBe(
      'Трюкач не в руке игрока А: играют карты из своей руки',
    );
  });
  test('a card whose cost is unknown cannot be paid for; the refusal keeps how the cost was found', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 20\n    hand: [Нимерт]');
    const r = refuse(state, { type: 'play', player: 'A', card: card('Нимерт'), targets: [] });
    expect(r).toMatchObject({ rule: null, reason: 'Нимерт: стоимость неизвестна (нет данных о карте) — оплатить нельзя' });
    expect(r.trace.map((t) => t.text)).toEqual(['Нимерт, стоимость: неизвестно — нет данных о карте', r.reason]);
  });
  test('too few coins: the refusal keeps the cost as computed', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 5\n    hand: [Кутила, Трюкач]');
    const r = refuse(state, { type: 'play', player: 'A', card: card('Кутила'), targets: [] });
    expect(r.rule).toBe('520.1');
    expect(r.trace.map((t) => t.rule)).toEqual(['203.2', '521.1', '520.1']);
  });
});

describe('where a played card goes', () => {
  test('a creature, an event and equipment enter the play zone under the player, each by its rule', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 10\n    hand: [Трюкач, Аккения, Молот прародителя]');
    let s = state;
    for (const [name, rule] of [
      ['Трюкач', '517-p1'],
      ['Аккения', '211.1'],
      ['Молот прародителя', '212.1'],
    ] as const) {
      const r = act(s, { type: 'play', player: 'A', card: card(name), targets: [] });
      expect(said(r.trace, rule)).toEqual([`${name} переходит в игровую зону под контроль игрока А`]);
      // A card without abilities on hiring puts nothing in the Queue.
      expect(r.trace.at(-1)!.rule).toBe(rule);
      s = r.state;
    }
    expect(s.players.A.play).toEqual([card('Трюкач'), card('Аккения'), card('Молот прародителя')]);
    // Трюкач costs 1 more for each other card in hand (3), Аккения 4, the hammer 2.
    expect(s.players.A.coins).toEqual({ open: 1, closed: 9 });
  });
  test('a spell is paid, goes to the graveyard, then its abilities resolve (209-p2 in the early edition)', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    coins: 1\n    hand: [Зельеварение]\n  B:\n    play: [Кутила]');
    const r = act(state, { type: 'play', player: 'A', card: card('Зельеварение'), targets: [card('Кутила')] });
    expect(r.trace.map((t) => t.rule)).toEqual(['521.1', '209-p2', '520.1', '209-p2', '205.4', '205-p1', '203.4', '203.4']);
    expect(said(r.trace, '209-p2')).toEqual([
      'Зельеварение: в Очередь попадает 1 способность в порядке перечисления',
      'Зельеварение разыграно: заклинание попадает на кладбище',
    ]);
    expect(r.state.players.A.graveyard).toEqual([card('Зельеварение')]);
    expect(r.state.players.B.hand).toEqual([card('Кутила')]);
  });
});

describe('522.1 the ability constructor', () => {
  test('on hiring: the chain goes to the Queue in the order chosen, targets handed out in turn', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    hand: [Пробный найм]\n  B:\n    play: [Кутила]`);
    const r = act(g.state, { type: 'play', player: 'A', card: g.card('Пробный найм'), targets: [g.card('Кутила')], choose: [1, 0] }, g.catalog);
    expect(r.state.cards[g.card('Кутила')].wounds).toBe(1);
    expect(r.state.players.A.coins.open).toBe(1);
    expect(said(r.trace, '522.1')).toEqual([
      'карта «Пробный найм»: цепочка (1, 0) длиной 2 заносится в Очередь в указанном порядке',
      'карта «Пробный найм»: в Очередь попадают 2 способности при найме',
    ]);
  });
  test('a chain of the wrong length or with an index out of the list is refused', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    hand: [Пробный конструктор]`);
    const play = (choose?: number[]) =>
      refuse(g.state, { type: 'play', player: 'A', card: g.card('Пробный конструктор'), targets: [], ...(choose ? { choose } : {}) }, g.catalog);
    expect(play()).toMatchObject({
      rule: '522.1',
      reason: 'карта «Пробный конструктор»: нужно выбрать цепочку из 2 способностей (номера 0…1), выбрано: ничего',
    });
    expect(play([1]).reason).toContain('выбрано: 1');
    expect(play([1, 1, 1]).reason).toContain('выбрано: 1, 1, 1');
    expect(play([1, 2]).reason).toContain('выбрано: 1, 2');
    expect(play([-1, 1]).reason).toContain('выбрано: -1, 1');
    expect(play([0.5, 1]).reason).toContain('выбрано: 0.5, 1');
  });
  test('a spell chain with an illegal target cannot be chosen (522.1-p2), and says why', () => {
    const g = setup(`${TRIAL}setup:\n  A:\n    hand: [Пробный конструктор]\n  B:\n    play: [Аккения]`);
    const r = refuse(g.state, { type: 'play', player: 'A', card: g.card('Пробный конструктор'), targets: [g.card('Аккения')], choose: [1, 0] }, g.catalog);
    expect(r).toMatchObject({
      rule: '522.1-p2',
      reason: expect.stringMatching(
        /^карта «Пробный конструктор»: в цепочке конструктора есть способность с нелегальной целью — такую цепочку выбрать нельзя \(карта «Пробный конструктор»: способность «нанести 1 рану» нельзя легально заявить \(Аккения \(событие\) — недопустимая цель: нужно существо\) — заклинание сыграть нельзя\)$/,
      ),
    });
  });
});

describe('activated abilities', () => {
  const field = `${TRIAL}setup:\n  A:\n    hand: [Молот прародителя]\n    play: [Кутила, Трюкач, Пробный сборщик, { card: Молот прародителя, closed: true }, { card: Пробный сборщик, fresh: true, as: новичок }]\n  B:\n    play: [Молот прародителя]`;

  test('a card needs one, in play under the player', () => {
    const g = setup(field);
    const use = (ref: string) => refuse(g.state, { type: 'activate', player: 'A', card: g.card(ref), targets: [g.card('Кутила')] }, g.catalog);
    expect(use('Кутила')).toMatchObject({ rule: null, reason: 'Кутила: в данных карты нет активируемой способности' });
    expect(use('Молот прародителя#1').reason).toBe('Молот прародителя не в игровой зоне под контролем игрока А');
    expect(use('Молот прародителя#3').reason).toBe('Молот прародителя не в игровой зоне под контролем игрока А');
    expect(use('Молот прародителя#2').reason).toBe('Молот прародителя уже закрыт: закрыть его снова для способности нельзя');
  });
  test('equipment closes to use it; its effect goes to the first target only', () => {
    const g = setup(field.replace('{ card: Молот прародителя, closed: true }', 'Молот прародителя'));
    const hammer = g.card('Молот прародителя#2');
    const r = act(g.state, { type: 'activate', player: 'A', card: hammer, targets: [g.card('Кутила'), g.card('Трюкач')] }, g.catalog);
    expect(r.state.cards[hammer].closed).toBe(true);
    expect(effectsOf(r.state, r.state.cards[g.card('Кутила')])).toHaveLength(1);
    expect(effectsOf(r.state, r.state.cards[g.card('Трюкач')])).toHaveLength(0);
    expect(said(r.trace, null)).toContain('Молот прародителя закрывается, чтобы использовать способность');
    expect(said(r.trace, '209.2')).toEqual([]);
    expect(refuse(g.state, { type: 'activate', player: 'A', card: hammer, targets: [] }, g.catalog).reason).toBe(
      'Молот прародителя: «эффект «сила удара +2» до конца хода» — не указана цель',
    );
  });
  test('a creature’s ability that does not close it can be used again, but not on its first turn', () => {
    const g = setup(field);
    const picker = g.card('Пробный сборщик#1');
    const once = act(g.state, { type: 'activate', player: 'A', card: picker, targets: [] }, g.catalog);
    expect(said(once.trace, '209.2')).toEqual(['карта «Пробный сборщик»: слабости первого хода нет (в игре с начала сценария, сейчас ход 1)']);
    const twice = act(once.state, { type: 'activate', player: 'A', card: picker, targets: [] }, g.catalog);
    expect(twice.state.cards[picker].closed).toBe(false);
    expect(twice.state.players.A.coins.open).toBe(2);
    expect(refuse(g.state, { type: 'activate', player: 'A', card: g.card('Пробный сборщик#2'), targets: [] }, g.catalog)).toMatchObject({
      rule: '209.2',
      reason: 'карта «Пробный сборщик»: слабость первого хода — существо появилось в игровой зоне в этот ход, использовать активируемые способности нельзя',
    });
  });
});
