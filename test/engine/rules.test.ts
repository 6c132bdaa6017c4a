// Unit tests per rule, on the engine API and on small scenarios.
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  buildState,
  effectNotation,
  parseScenario,
  readEffect,
  statOf,
  type GameState,
  type MoveResult,
  type NamedEffect,
  type StatChange,
  effectsOf,
  markersOf,
} from '../../src/engine/index.ts';
import { MAX_QUEUE_ITEMS, runQueue } from '../../src/engine/abilities.ts';
import { catalog, failures, run, editions } from './helpers.ts';

/** Builds a state from a scenario's setup, returning it with a name → physical card lookup. */
function setup(yaml: string): { state: GameState; card: (ref: string) => number } {
  const parsed = parseScenario(yaml + '\nsteps: []\n', 'unit.yaml', catalog(), editions());
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  const { state, binding } = buildState(parsed.scenario);
  return {
    state,
    card: (ref) => {
      const hero = /^([AB])\.hero$/.exec(ref);
      if (hero) return binding.heroes[hero[1] as 'A' | 'B'];
      const [name, n] = ref.split('#');
      const idx = parsed.scenario.setup.map((c, i) => [c.name, i] as const).filter(([nm]) => nm === name)[n ? Number(n) - 1 : 0][1];
      return binding.resolve({ kind: 'setup', index: idx })!;
    },
  };
}

/** An effect written as scenarios write it ("power +2"), as the engine takes it. */
const effect = (text: string) => readEffect(text) as StatChange | NamedEffect;

function ok(r: MoveResult): GameState {
  if (!r.ok) throw new Error(`refused: ${r.rule} ${r.reason}`);
  return r.state;
}

describe('203.2 self-cost abilities', () => {
  test('Кутила costs 10 minus the cards in its owner hand, traced as the rulebook example', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Кутила, Трюкач, Рунопевец, Рунопевец]');
    const r = statOf(catalog(), state, card('Кутила'), 'cost');
    expect(r.value).toBe(6);
    expect(r.trace.map((t) => t.text)).toContain('Кутила: −4, карт в руке 4');
    expect(r.trace.find((t) => t.rule === '203.2')?.edition).toBe('early');
    expect(r.trace.some((t) => t.rule === '521.1')).toBe(true);
  });
  test('the ability does not work from the graveyard', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Трюкач, Трюкач]\n    graveyard: [Кутила]');
    expect(statOf(catalog(), state, card('Кутила'), 'cost').value).toBe(10);
  });
});

describe('203.3 set-cost abilities', () => {
  test('work from play on hand and play of the same player only', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Рунопевец, Рунопевец]\n    hand: [Тан гномов]\n  B:\n    hand: [Тан гномов]');
    expect(statOf(catalog(), state, card('Тан гномов#1'), 'cost').value).toBe(4);
    expect(statOf(catalog(), state, card('Тан гномов#2'), 'cost').value).toBe(6);
    expect(statOf(catalog(), state, card('Рунопевец#1'), 'cost').value).toBe(1);
  });
  test('do nothing from hand', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Рунопевец, Рунопевец, Тан гномов]');
    expect(statOf(catalog(), state, card('Тан гномов'), 'cost').value).toBe(6);
  });
});

describe('203.4 / 204 / 205.4 zone changes', () => {
  test('to hand: owner hand, effects and markers lost, a new object', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, owner: B, markers: { Яд: 1 }, effects: ["cost +1"] }]');
    const k = card('Кутила');
    const s = ok(applyAction(catalog(), state, { type: 'move', card: k, to: { player: 'A', zone: 'hand' } }));
    expect(s.players.B.hand).toEqual([k]);
    expect(s.players.A.hand).toEqual([]);
    expect(effectsOf(s, s.cards[k])).toEqual([]);
    expect(markersOf(s, s.cards[k])).toEqual([]);
    expect(s.cards[k].object).not.toBe(state.cards[k].object);
    // the old state is untouched
    expect(state.cards[k].zone).toBe('play');
  });
  test('to deck shuffles with the seeded source: same seed, same order; a position skips it', () => {
    const yaml = 'seed: 7\nsetup:\n  A:\n    play: [Кутила]\n    deck: [Трюкач, Рунопевец, Тан гномов, Дахут, Нимерт]';
    const a = setup(yaml);
    const s1 = ok(applyAction(catalog(), a.state, { type: 'move', card: a.card('Кутила'), to: { player: 'A', zone: 'deck' } }));
    const s2 = ok(applyAction(catalog(), a.state, { type: 'move', card: a.card('Кутила'), to: { player: 'A', zone: 'deck' } }));
    expect(s1.players.A.deck).toEqual(s2.players.A.deck);
    expect(s1.players.A.shuffles).toBe(1);
    const s3 = ok(applyAction(catalog(), a.state, { type: 'move', card: a.card('Кутила'), to: { player: 'A', zone: 'deck' }, position: 'bottom' }));
    expect(s3.players.A.deck.at(-1)).toBe(a.card('Кутила'));
    expect(s3.players.A.shuffles).toBe(0);
  });
  test('205.4 differs by edition: «раз за ход» markers kept only in late', () => {
    for (const [edition, kept] of [
      ['early', []],
      ['late', [{ name: 'раз за ход', count: 2 }]],
    ] as const) {
      const { state, card } = setup(
        `edition: ${edition}\nsetup:\n  A:\n    play: [{ card: Кутила, markers: { раз за ход: 2, Яд: 1 }, effects: ["Инкарнация 1", "cost +1"] }]`,
      );
      const s = ok(applyAction(catalog(), state, { type: 'destroy', cards: [card('Кутила')] }));
      expect(markersOf(s, s.cards[card('Кутила')])).toEqual(kept);
      expect(effectsOf(s, s.cards[card('Кутила')]).map((e) => effectNotation(e.effect))).toEqual(['Инкарнация 1']);
    }
  });
});

describe('206.1 supply', () => {
  test('exists only in the late edition: an early scenario with supply is an input error', () => {
    const r = parseScenario('edition: early\nsetup:\n  A:\n    supply: [Кутила]\nsteps: []', 'x.yaml', catalog(), editions());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].message).toContain('206.1');
  });
});

describe('207–212 card types', () => {
  test('208.1 late / 207.1 early: a hero cannot be destroyed', () => {
    for (const [edition, rule] of [
      ['late', '208.1'],
      ['early', '207.1'],
    ] as const) {
      const { state, card } = setup(`edition: ${edition}\nsetup:\n  A: {}`);
      const r = applyAction(catalog(), state, { type: 'destroy', cards: [card('A.hero')] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rule).toBe(rule);
    }
  });
  test('209.2: weakness also after a change of control, gone next turn', () => {
    const { state, card } = setup('setup:\n  B:\n    play: [Кутила]');
    const k = card('Кутила');
    let s = ok(applyAction(catalog(), state, { type: 'takeControl', player: 'A', card: k }));
    const r = applyAction(catalog(), s, { type: 'attack', card: k, target: card('B.hero') });
    expect(r.ok ? null : r.rule).toBe('209.2');
    s = ok(applyAction(catalog(), s, { type: 'endTurn' }));
    s = ok(applyAction(catalog(), s, { type: 'endTurn' }));
    expect(applyAction(catalog(), s, { type: 'attack', card: k, target: card('B.hero') }).ok).toBe(true);
  });
  test('a refused move leaves the state as it was', () => {
    const { state, card } = setup('setup:\n  A:\n    coins: 1\n    hand: [Зельеварение]');
    const before = JSON.stringify(state);
    const r = applyAction(catalog(), state, { type: 'play', player: 'A', card: card('Зельеварение'), targets: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rule).toBe('210-p2');
    expect(JSON.stringify(state)).toBe(before);
  });
  test('211.2 and 212.2 apply per player', () => {
    const { state, card } = setup(
      'setup:\n  A:\n    play: [Аккения, Молот прародителя]\n  B:\n    coins: 5\n    hand: [Пустошь Тул-Багара, Молот прародителя]',
    );
    let s = ok(applyAction(catalog(), state, { type: 'play', player: 'B', card: card('Пустошь Тул-Багара'), targets: [] }));
    s = ok(applyAction(catalog(), s, { type: 'play', player: 'B', card: card('Молот прародителя#2'), targets: [] }));
    expect(s.players.A.play).toEqual([card('Аккения'), card('Молот прародителя#1')]);
    expect(s.players.B.play).toHaveLength(2);
  });
});

describe('517 summon, revive, control, create', () => {
  test('a summon that finds nothing is not a refusal and changes only the deck order', () => {
    const { state } = setup('setup:\n  A:\n    deck: [Кутила, Трюкач, Рунопевец, Дахут]');
    const r = applyAction(catalog(), state, { type: 'summon', player: 'A', name: 'Тан гномов' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.trace.some((t) => t.rule === '517.3.1')).toBe(true);
    expect([...r.state.players.A.deck].sort()).toEqual([...state.players.A.deck].sort());
    expect(r.state.players.A.shuffles).toBe(1);
    expect(r.state.players.A.play).toEqual([]);
  });
  test('create adds exactly one card, marked created', () => {
    const { state } = setup('setup:\n  A: {}');
    const r = applyAction(catalog(), state, { type: 'create', player: 'A', name: 'Рунопевец' });
    expect(r.ok && r.card !== undefined && r.state.cards[r.card].created).toBe(true);
    if (r.ok) expect(Object.keys(r.state.cards).length).toBe(Object.keys(state.cards).length + 1);
  });
});

describe('518 full execution, 519 deferred, 520 coins', () => {
  test('518.3 and 518.4 never refuse for want of cards', () => {
    const r = run(
      'setup:\n  A:\n    hand: [Кутила]\n    deck: [Трюкач]\nsteps:\n  - draw: 5\n  - discard: 9\n  - expect:\n      - { zone: A.hand, count: 0 }\n      - { zone: A.graveyard, count: 2 }',
    );
    expect(failures(r)).toEqual([]);
  });
  test('520.3 accumulation below 10 only; 520.4 temporary coins leave without counting as loss', () => {
    const { state } = setup('setup:\n  A:\n    coins: 10');
    const s = ok(applyAction(catalog(), state, { type: 'phase', name: 'accumulation' }));
    expect(s.players.A.coins).toEqual({ open: 10, closed: 0 });
    const t = ok(applyAction(catalog(), s, { type: 'gainCoins', player: 'A', amount: 3, temporary: true }));
    expect(t.players.A.temporary).toEqual({ open: 3, closed: 0 });
    const e = ok(applyAction(catalog(), t, { type: 'endTurn' }));
    expect(e.players.A.coins).toEqual({ open: 10, closed: 0 });
    expect(e.players.A.temporary).toEqual({ open: 0, closed: 0 });
    expect(e.players.A.lost).toBe(0);
  });
  test('520.5 the player chooses which coins to lose; never below zero', () => {
    const { state } = setup('setup:\n  A:\n    coins: { open: 1, closed: 1 }');
    const s = ok(applyAction(catalog(), state, { type: 'loseCoins', player: 'A', amount: 1, choose: 'open' }));
    expect(s.players.A.coins).toEqual({ open: 0, closed: 1 });
    const z = ok(applyAction(catalog(), s, { type: 'loseCoins', player: 'A', amount: 7 }));
    expect(z.players.A.coins).toEqual({ open: 0, closed: 0 });
    expect(z.players.A.lost).toBe(2);
  });
  test('519: a deferred effect without target lands on the controlling hero', () => {
    const { state, card } = setup('setup:\n  B: {}');
    const s = ok(applyAction(catalog(), state, { type: 'defer', player: 'B', payload: { kind: 'wound', amount: 1 } }));
    const e = ok(applyAction(catalog(), s, { type: 'endTurn' }));
    expect(e.cards[card('B.hero')].wounds).toBe(1);
    expect(e.cards[card('A.hero')].wounds).toBe(0);
  });
});

describe('every zone change goes through one place', () => {
  test("a card drawn from the deck goes to its owner's hand by 203.4, as any card going to a hand", () => {
    const r = run('setup:\n  A:\n    deck: [Кутила, Трюкач]\nsteps:\n  - draw: 1\n  - expect: { zone: A.hand, is: [Кутила] }');
    expect(failures(r)).toEqual([]);
    expect(r.steps[0].trace.filter((t) => t.rule === '203.4').map((t) => t.text)[0]).toContain('Кутила попадает в руку владельца');
  });
  test('518.1 is cited only where carrying out as far as possible decides something', () => {
    const plain = run(
      'setup:\n  A:\n    hand: [Кутила, Трюкач]\n    deck: [Рунопевец]\n    play: [{ card: Дахут, wounds: 2 }]\nsteps:\n  - draw: 1\n  - discard: 1\n  - heal: Дахут\n    amount: 1',
    );
    expect(plain.steps.flatMap((s) => s.trace).filter((t) => t.rule === '518.1')).toEqual([]);
    const short = run('setup:\n  A:\n    coins: 1\nsteps:\n  - loseCoins: 3');
    expect(short.steps[0].trace.some((t) => t.rule === '518.1')).toBe(true);
  });
});

describe('bounded work', () => {
  test('coins are counted, not listed: five hundred steps of a thousand coins each', () => {
    const steps = '  - gainCoins: 1000\n'.repeat(500);
    const r = run(`setup:\n  A: {}\nsteps:\n${steps}  - expect: { coins: A, is: 500000, open: 500000 }`);
    expect(failures(r)).toEqual([]);
  });
});

describe('how a cost is paid', () => {
  test('no rule says which open coins pay: the engine closes temporary ones first and says the excerpts are silent', () => {
    const r = run(
      'setup:\n  A:\n    coins: 2\n    hand: [Трюкач]\nsteps:\n  - gainCoins: 1\n    temporary: true\n  - play: Трюкач\n  - endTurn: true\n  - expect: { coins: A, is: 2, open: 2 }',
    );
    expect(failures(r)).toEqual([]);
    const payment = r.steps[1].trace;
    expect(payment.find((t) => t.rule === '520.1')?.text).toContain('платит 1');
    expect(payment.some((t) => t.rule === null && t.text.includes('в выдержках не сказано') && t.text.includes('временные'))).toBe(true);
  });
});

describe('210: a spell cannot be declared with more targets than its abilities take', () => {
  test('an extra target is refused by 210-p2 and nothing is paid', () => {
    const r = run(
      'setup:\n  A:\n    coins: 5\n    hand: [Зельеварение]\n  B:\n    play: [Кутила, Трюкач]\nsteps:\n  - play: Зельеварение\n    targets: [Кутила, Трюкач]\n    illegal: "210-p2"\n  - expect:\n      - { coins: A, open: 5 }\n      - { where: Зельеварение, is: A.hand }',
    );
    expect(failures(r)).toEqual([]);
    expect(r.steps[0].message).toMatch(/целей 2, а способностей с целью 1/);
  });
});

describe('the Queue', () => {
  test('says so when it stops a chain that does not end', () => {
    const { state } = setup('setup:\n  A:\n    deck: [Трюкач]');
    const s = {
      ...state,
      queue: Array.from({ length: MAX_QUEUE_ITEMS + 5 }, () => ({
        source: { card: state.players.A.hero, object: state.cards[state.players.A.hero].object },
        effect: { do: 'gainCoins' as const, amount: 1 },
        targets: [],
        player: 'A' as const,
      })),
    };
    const trace = runQueue(catalog(), s);
    expect(s.queue).toEqual([]);
    expect(s.players.A.coins.open).toBe(MAX_QUEUE_ITEMS);
    expect(trace.at(-1)).toMatchObject({ rule: null, text: expect.stringContaining(`после ${MAX_QUEUE_ITEMS} способностей`) });
    expect(trace.at(-1)!.text).toContain('5 осталось невыполненными');
  });
});

describe('521.1 modifier pipeline', () => {
  test('add, multiply, subtract, divide, then set in order of appearance, then clamp', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    let s = state;
    for (const text of ['power /2', 'power -1', 'power *3', 'power +2']) s = ok(applyAction(catalog(), s, { type: 'modify', card: k, effect: effect(text) }));
    // ((6 + 2) * 3 - 1) / 2 = 11.5
    expect(statOf(catalog(), s, k, 'power').value).toBe(11.5);
    s = ok(applyAction(catalog(), s, { type: 'modify', card: k, effect: effect('power =4') }));
    s = ok(applyAction(catalog(), s, { type: 'modify', card: k, effect: effect('power =2') }));
    expect(statOf(catalog(), s, k, 'power').value).toBe(2);
    const neg = ok(applyAction(catalog(), state, { type: 'modify', card: k, effect: effect('power -9') }));
    const r = statOf(catalog(), neg, k, 'power');
    expect(r.value).toBe(0);
    expect(r.trace.some((t) => t.rule === '521.1-p2')).toBe(true);
  });
});

describe('522.1 ability constructor', () => {
  const card = `cards:\n  - name: Проба\n    type: spell\n    cost: 0\n    abilities:\n      - kind: choose\n        on: spell\n        times: 3\n        options:\n          - { do: draw, amount: 1 }\n          - { do: destroy, target: { type: [creature] } }\n        text: проба\n`;
  test('runs the chain in the order the player gave', () => {
    const r = run(
      `${card}setup:\n  A:\n    hand: [Проба]\n    deck: [Кутила, Трюкач]\n  B:\n    play: [Рунопевец]\nsteps:\n  - play: Проба\n    choose: [0, 1, 0]\n    targets: [Рунопевец]\n  - expect:\n      - { zone: A.hand, is: [Кутила, Трюкач] }\n      - { where: Рунопевец, is: B.graveyard }`,
    );
    expect(failures(r)).toEqual([]);
  });
  test('a chain of the wrong length is refused by 522.1', () => {
    const r = run(`${card}setup:\n  A:\n    hand: [Проба]\nsteps:\n  - play: Проба\n    choose: [0]\n    illegal: "522.1"`);
    expect(failures(r)).toEqual([]);
  });
});

describe('scenario runner semantics', () => {
  test('a refused action without illegal fails its step; illegal with the wrong rule fails too', () => {
    const r = run(
      'setup:\n  A:\n    play: [Кутила]\nsteps:\n  - destroy: A.hero\n  - destroy: A.hero\n    illegal: "205.4"\n  - destroy: Кутила\n    illegal: "205.4"',
    );
    expect(r.steps.map((s) => s.ok)).toEqual([false, false, false]);
    expect(r.passed).toBe(false);
  });
  test('a failing expectation fails the scenario', () => {
    const r = run('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: { cost: Кутила, is: 10 }');
    expect(r.passed).toBe(false);
    expect(r.steps[0].message).toContain('ожидалось 10');
  });
  test('same scenario, same trace', () => {
    const text = 'seed: 3\nsetup:\n  A:\n    deck: [Кутила, Трюкач, Рунопевец, Дахут]\nsteps:\n  - summon: Дахут\n  - expect: { zone: A.deck, count: 3 }';
    expect(JSON.stringify(run(text))).toBe(JSON.stringify(run(text)));
  });
});

describe('heroes and moves between the players’ parts of the play zone', () => {
  test('a named hero from the scenario’s own cards takes wounds and is found by name', () => {
    const r = run(
      'cards:\n  - name: Пробный герой\n    type: hero\n    lives: 20\nsetup:\n  A:\n    hero: Пробный герой\nsteps:\n  - wound: Пробный герой\n    amount: 4\n  - expect:\n      - { wounds: A.hero, is: 4 }\n      - { lives: Пробный герой, is: 20 }\n      - { where: Пробный герой, is: A.play }\n      - { zone: A.play, count: 0 }\n  - destroy: Пробный герой\n    illegal: "208.1"',
    );
    expect(failures(r)).toEqual([]);
  });
  test('move from A.play to B.play is a change of control (517.5), not a zone change', () => {
    const r = run(
      'setup:\n  A:\n    play: [{ card: Кутила, markers: { Яд: 1 } }]\nsteps:\n  - move: Кутила\n    to: B.play\n  - expect:\n      - { controller: Кутила, is: B }\n      - { markers: Кутила, is: { Яд: 1 } }\n      - { cites: "517.5" }',
    );
    expect(failures(r)).toEqual([]);
  });
  test('a card created in the late edition without one in supply is a new card (206.1-p2)', () => {
    const r = run(
      'edition: late\nsetup:\n  A: {}\nsteps:\n  - create: Кутила\n  - expect:\n      - { where: Кутила, is: A.play }\n      - { cites: "206.1-p2" }',
    );
    expect(failures(r)).toEqual([]);
  });
});
