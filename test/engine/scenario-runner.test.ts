// Running a scenario: each step said as a reader sees it, whose turn acts when no player is named,
// what a refusal or an unexpected success says, the result's fields, and the board after a step.
import { describe, expect, test } from 'vitest';
import { ruleMatches, runScenario } from '../../src/engine/index.ts';
import { catalog, editions, run } from './helpers.ts';

const labelOf = (message: string) => message.split(' — ')[0];

describe('step labels', () => {
  test('every action is said in Russian, with the references as the scenario wrote them', () => {
    const r = run(`edition: late
setup:
  A:
    coins: 5
    hand: [Зельеварение, Трюкач, Рунопевец]
    deck: [Дахут, Тан гномов]
    play: [Кутила, { card: Молот прародителя, as: молот }]
  B:
    play: [Трюкач]
    graveyard: [Нимерт]
steps:
  - play: Зельеварение
    player: A
    targets: Трюкач#2
  - play: Рунопевец
  - move: Трюкач#1
    to: A.deck
    position: top
  - move: Трюкач#1
    to: A.deck
    position: bottom
  - move: Кутила
    to: B.play
  - wound: Кутила
    amount: 2
  - heal: Кутила
    amount: 1
  - draw: 2
    player: A
  - discard: 1
  - discard: [Трюкач#2]
    player: B
  - summon: Дахут
    decline: true
  - summon: Дахут
  - revive: Нимерт
    player: B
  - takeControl: Кутила
  - create: Аккения
  - gainCoins: 2
    temporary: true
  - loseCoins: 1
    temporary: true
    player: B
  - loseCoins: 1
  - modify: Кутила
    effect: "power +2"
    until: endTurn
  - modify: Кутила
    effect: "Яд"
  - addMarker: Кутила
    marker: Яд
    count: 2
  - attack: Кутила
    target: B.hero
  - activate: молот
    targets: Рунопевец
  - defer: wound 2
    target: Кутила
  - defer: heal 1
  - phase: accumulation
  - endTurn: true
`);
    expect(r.steps.map((s) => labelOf(s.message))).toEqual([
      'Сыграть: Зельеварение (игрок А), цель: Трюкач#2',
      'Сыграть: Рунопевца',
      'Переместить: Трюкача#1 → колода игрока А, на верх',
      'Переместить: Трюкача#1 → колода игрока А, в низ',
      'Переместить: Кутилу → игровая зона игрока Б',
      'Нанести 2 раны: Кутиле',
      'Излечить: Кутилу на 1',
      'Взять из колоды 2 карты (игрок А)',
      'Сбросить: 1 карту',
      'Сбросить: Трюкача#2 (игрок Б)',
      'Вызвать: Дахута, не находя карту',
      'Вызвать: Дахута',
      'Возродить: Нимерта (игрок Б)',
      'Взять под контроль: Кутилу',
      'Создать: Аккению',
      'Получить 2 монеты на время',
      'Потерять 1 монету до конца хода (игрок Б)',
      'Потерять 1 монету',
      'Наложить эффект на Кутилу: «сила удара +2» до конца хода',
      'Наложить эффект на Кутилу: «Яд»',
      'Положить на Кутилу маркер «Яд» ×2',
      'Кутила атакует героя игрока Б',
      'Использовать способность карты «молот», цель: Рунопевец',
      'Отложенный эффект «2 раны» на Кутилу',
      'Отложенный эффект «излечение на 1» на героя',
      'Фаза накопления',
      'Конец хода',
    ]);
  });
});

describe('running steps', () => {
  test('a step that names no player acts for the player whose turn it is', () => {
    const r = run(
      'setup:\n  A:\n    deck: [Кутила]\n  B:\n    deck: [Трюкач]\nsteps:\n  - draw: 1\n  - endTurn: true\n  - draw: 1\n  - expect:\n      - { zone: A.hand, is: [Кутила] }\n      - { zone: B.hand, is: [Трюкач] }',
    );
    expect(r.passed).toBe(true);
  });
  test('a reference to a card not created yet fails its step without acting', () => {
    const r = run(
      'setup:\n  A: {}\nsteps:\n  - destroy: новый\n  - create: Кутила\n    as: новый\n  - destroy: новый\n  - expect: { where: новый, is: A.graveyard }',
    );
    expect(r.steps[0]).toEqual({ ok: false, message: 'Уничтожить: карту «новый»: ссылка на карту, которая ещё не создана', trace: [] });
    expect(r.steps.slice(1).map((s) => s.ok)).toEqual([true, true, true]);
    expect(r.passed).toBe(false);
  });
  test('a refusal: unexpected, expected, expected for another rule; and an expected refusal that did not come', () => {
    const r = run(
      'setup:\n  A:\n    hand: [Кутила]\n    play: [Трюкач]\nsteps:\n  - destroy: A.hero\n  - destroy: A.hero\n    illegal: "208.1"\n  - destroy: A.hero\n    illegal: "205.4"\n  - heal: Кутила\n    amount: 1\n  - destroy: Трюкач\n    illegal: "205.4"',
    );
    expect(r.steps.map((s) => [s.ok, s.message])).toEqual([
      [false, 'Уничтожить: героя игрока А — отказано по 208.1: Герой: герой остаётся в игровой зоне до конца игры — уничтожить нельзя'],
      [true, 'Уничтожить: героя игрока А — отказано по 208.1, как и ожидалось: Герой: герой остаётся в игровой зоне до конца игры — уничтожить нельзя'],
      [
        false,
        'Уничтожить: героя игрока А — отказано по 208.1, а ожидался отказ по 205.4: Герой: герой остаётся в игровой зоне до конца игры — уничтожить нельзя',
      ],
      [false, 'Излечить: Кутилу на 1 — отказано без правила в выдержках: Кутила не в игровой зоне: лечат карты в игре'],
      [false, 'Уничтожить: Трюкача — ожидался отказ по 205.4, но действие выполнено'],
    ]);
    expect(r.steps[0].trace.at(-1)).toEqual({ rule: '208.1', edition: 'late', text: 'Герой: герой остаётся в игровой зоне до конца игры — уничтожить нельзя' });
    expect(r.steps[4].trace.length).toBeGreaterThan(0);
  });
  test('`illegal: X` accepts a refusal by X or by a paragraph of X, nothing else', () => {
    expect(ruleMatches('211.2', '211.2-p2')).toBe(true);
    expect(ruleMatches('211.2', '211.2')).toBe(true);
    expect(ruleMatches('211', '211.2')).toBe(false);
    expect(ruleMatches('211.2', '211.2.1')).toBe(false);
    expect(ruleMatches('211.2-p2', '211.2')).toBe(false);
    expect(ruleMatches('211.2', null)).toBe(false);
  });
  test('the result carries the scenario’s id, title, edition, rules and the rule it illustrates', () => {
    const r = run(
      'id: proba\ntitle: Проба\nedition: early\nrules: ["203.2", "521.1"]\nillustrates: "203.2"\nsetup: {}\nsteps:\n  - endTurn: true',
      'x/proba.yaml',
    );
    expect({ ...r, steps: r.steps.length }).toEqual({
      file: 'x/proba.yaml',
      id: 'proba',
      title: 'Проба',
      edition: 'early',
      rules: ['203.2', '521.1'],
      illustrates: '203.2',
      passed: true,
      steps: 1,
    });
    const bare = run('setup: {}\nsteps: []', 'dir/bare.yaml');
    expect(bare).toEqual({ file: 'dir/bare.yaml', id: 'bare', edition: 'late', rules: [], passed: true, steps: [] });
  });
});

describe('the board after each step (snapshots)', () => {
  test('shows both players’ zones, each card’s values and what lies on it, coins, turn and phase', () => {
    const out = runScenario(
      'cards:\n  - name: Пробный герой\n    type: hero\n    lives: 18\nsetup:\n  A:\n    coins: { open: 1, closed: 2 }\n    hand: [Кутила, Трюкач]\n    play: [{ card: Рунопевец, owner: B, wounds: 1, closed: true, markers: { Яд: 1 }, effects: ["power +1"] }]\n  B:\n    hero: Пробный герой\nsteps:\n  - gainCoins: 1\n    temporary: true\n  - phase: accumulation',
      'board.yaml',
      catalog(),
      editions(),
      { snapshots: true },
    );
    if (!out.ok) throw new Error(out.errors[0].message);
    const [first, second] = out.result.steps.map((s) => s.state!);
    expect(first.players.A.coins).toEqual({ open: 2, closed: 2, temporary: 1 });
    expect(second).toMatchObject({ turn: 1, active: 'A', phase: 'accumulation' });
    expect(first.phase).toBe('main');
    const a = first.players.A;
    expect(a.genericHero).toBe(true);
    expect(first.players.B.genericHero).toBe(false);
    expect(a.hero).toMatchObject({ name: 'Герой', cost: null, power: null, lives: null });
    expect(first.players.B.hero).toMatchObject({ name: 'Пробный герой', owner: 'B', controller: 'B', cost: null, lives: 18 });
    expect(a.zones.hand.map((c) => [c.name, c.cost])).toEqual([
      ['Кутила', 8],
      ['Трюкач', 2],
    ]);
    expect(a.zones.play).toEqual([
      {
        id: a.zones.play[0].id,
        name: 'Рунопевец',
        owner: 'B',
        controller: 'A',
        wounds: 1,
        markers: [{ name: 'Яд', count: 1 }],
        effects: ['сила удара +1'],
        closed: true,
        cost: 2,
        power: 4,
        lives: 3,
      },
    ]);
    expect(Object.keys(a.zones)).toEqual(['hand', 'deck', 'graveyard', 'supply', 'play']);
    expect(first.players.B.zones.hand).toEqual([]);
  });
  test('without snapshots a step carries no board', () => {
    expect(run('setup: {}\nsteps:\n  - endTurn: true').steps[0].state).toBeUndefined();
  });
});
