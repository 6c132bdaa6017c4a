// Objects end: a card is a new object after every zone change, and whatever was bound to the old
// one — effects, markers, deferred effects, abilities aimed at it, attacks, control — stays with
// the old one. What the new one keeps is the edition's table (data), zone by zone.
import { describe, expect, test } from 'vitest';
import { effectsOf, live, makeEditions, markersOf, refOf, type EditionRules, type GameState } from '../../src/engine/index.ts';
import { act, said, setup } from './game.ts';
import { editions, failures, run } from './helpers.ts';

describe('the card in the supply (issue 16)', () => {
  test('a Кутила with a marker, an effect and a deferred wound, put into the supply and created, comes clean', () => {
    const { state, card } = setup('edition: late\nsetup:\n  A:\n    play: [{ card: Кутила, markers: { Яд: 1 }, effects: ["power +2"] }]');
    const k = card('Кутила');
    let s = act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, target: k }).state;
    s = act(s, { type: 'move', card: k, to: { player: 'A', zone: 'supply' } }).state;
    const created = act(s, { type: 'create', player: 'A', name: 'Кутила' });
    expect(created.card).toBe(k);
    const c = created.state.cards[k];
    expect(c).toMatchObject({ zone: 'play', controller: 'A', created: true, wounds: 0 });
    expect([effectsOf(created.state, c), markersOf(created.state, c)]).toEqual([[], []]);
    const end = act(created.state, { type: 'endTurn' });
    expect(end.state.cards[k].wounds).toBe(0);
    expect(end.trace.some((t) => t.text.includes('отложенный'))).toBe(false);
  });
  test('the same, as a scenario', () => {
    const r = run(
      'setup:\n  A:\n    play: [{ card: Кутила, markers: { Яд: 1 }, effects: ["power +2"] }]\nsteps:\n  - defer: wound 1\n    target: Кутила#1\n  - move: Кутила#1\n    to: A.supply\n  - create: Кутила\n    as: новая\n  - endTurn: true\n  - expect:\n      - { markers: новая, is: {} }\n      - { effects: новая, is: [] }\n      - { wounds: новая, is: 0 }\n      - { power: новая, is: 6 }',
    );
    expect(failures(r)).toEqual([]);
  });
});

describe('references to objects', () => {
  test('a reference finds its card while it is that object: through a change of control, not through a zone change', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    const ref = refOf(state.cards[k]);
    expect(live(state, ref)).toBe(state.cards[k]);
    const taken = act(state, { type: 'takeControl', player: 'B', card: k }).state;
    expect(live(taken, ref)?.controller).toBe('B');
    const moved = act(taken, { type: 'move', card: k, to: { player: 'A', zone: 'hand' } }).state;
    expect(live(moved, ref)).toBeNull();
    expect(live(moved, refOf(moved.cards[k]))).toBe(moved.cards[k]);
    expect(live(moved, { card: 999, object: 1 })).toBeNull();
  });
  test('an effect or marker put on the old object is not the new one’s, even back in the same zone', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    let s = act(state, { type: 'modify', card: k, effect: { kind: 'named', name: 'Яд' } }).state;
    s = act(s, { type: 'addMarker', card: k, marker: 'Щит', count: 2 }).state;
    expect([effectsOf(s, s.cards[k]).length, markersOf(s, s.cards[k])]).toEqual([1, [{ name: 'Щит', count: 2 }]]);
    const back = act(act(s, { type: 'move', card: k, to: { player: 'A', zone: 'hand' } }).state, {
      type: 'move',
      card: k,
      to: { player: 'A', zone: 'play' },
    }).state;
    expect([effectsOf(back, back.cards[k]), markersOf(back, back.cards[k])]).toEqual([[], []]);
    expect(back.cards[k].enteredTurn).toBe(1);
  });
  test('an ability in the Queue whose target changed zone since it was declared does not reach the new object (518.1)', () => {
    const r = run(
      'cards:\n  - name: Пробный возврат\n    type: spell\n    cost: 0\n    abilities:\n      - { kind: spell, effect: { do: returnToHand, target: { type: [creature] } }, text: t }\n      - { kind: spell, effect: { do: wound, amount: 1, target: { type: [creature] } }, text: t }\nsetup:\n  A:\n    hand: [Пробный возврат]\n    play: [Трюкач]\nsteps:\n  - play: Пробный возврат\n    targets: [Трюкач, Трюкач]\n  - expect:\n      - { where: Трюкач, is: A.hand }\n      - { wounds: Трюкач, is: 0 }',
    );
    expect(failures(r)).toEqual([]);
    expect(said(r.steps[0].trace, '518.1')).toEqual([
      'карта «Пробный возврат»: «нанести 1 рану» не выполняется — Трюкач уже другая карта: после заявки она сменила зону',
    ]);
  });
});

describe('what a card keeps across a zone change is the edition’s data', () => {
  /** An edition whose table lets a card keep all it has going into a hand. */
  const generous = (): EditionRules => {
    const late = editions().get('late')!;
    return {
      id: 'generous',
      zones: late.zones.slice(),
      keeps: { ...late.keeps, hand: { effects: 'all', markers: ['Щит'], rule: 'toHand' } },
      citations: { toHand: '203.4' },
    };
  };
  test('a table that keeps everything going into a hand makes the engine keep it, and say so citing the table’s rule', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, markers: { Щит: 1, Яд: 2 }, effects: ["cost +1"] }]');
    const s: GameState = { ...state, rules: makeEditions([generous()]).get('generous')! };
    const k = card('Кутила');
    const r = act(s, { type: 'move', card: k, to: { player: 'A', zone: 'hand' } });
    expect(effectsOf(r.state, r.state.cards[k]).map((e) => e.effect)).toEqual([{ kind: 'stat', stat: 'cost', op: '+', value: 1 }]);
    expect(markersOf(r.state, r.state.cards[k])).toEqual([{ name: 'Щит', count: 1 }]);
    expect(said(r.trace, '203.4')).toContain('Кутила теряет маркеры («Яд» ×2)');
    expect(said(r.trace, '203.4')).toContain('Кутила сохраняет эффекты (стоимость +1) и маркеры («Щит» ×1)');
    expect(r.trace.every((t) => t.edition === 'generous')).toBe(true);
  });
  test('where the table’s rule is null the engine does what the table says, and the trace says the excerpts are silent', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [{ card: Кутила, markers: { Щит: 1 } }]');
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'A', zone: 'play' } });
    expect(markersOf(r.state, r.state.cards[k])).toEqual([{ name: 'Щит', count: 1 }]);
    expect(said(r.trace, null)).toEqual([
      'что карта сохраняет, попадая в игровую зону, в выдержках не сказано: Кутила приходит туда новым объектом и сохраняет маркеры («Щит» ×1)',
    ]);
    const bare = setup('setup:\n  A:\n    hand: [Кутила]');
    expect(said(act(bare.state, { type: 'move', card: bare.card('Кутила'), to: { player: 'A', zone: 'play' } }).trace, null)).toEqual([]);
  });
  test('a zone a table says nothing of keeps nothing, and says the excerpts are silent', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, markers: { Щит: 1 } }]');
    const table = generous();
    const s: GameState = { ...state, rules: makeEditions([{ ...table, keeps: { hand: table.keeps.hand } }]).get('generous')! };
    const r = act(s, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'graveyard' } });
    expect(markersOf(r.state, r.state.cards[card('Кутила')])).toEqual([]);
    // The table cites no rule of the graveyard either: those entries say the excerpts are silent too.
    expect(said(r.trace, null)).toEqual([
      'Кутила попадает на кладбище владельца — игрока А',
      'Кутила кладётся поверх карт кладбища',
      'что карта сохраняет, попадая на кладбище, в выдержках не сказано: Кутила приходит туда новым объектом и теряет маркеры («Щит» ×1)',
    ]);
  });
});
