// Edges of the new machinery: a silent keep that both keeps and loses, tables that cite nothing,
// an empty `expect:`, and the cards a run binds to `create` steps only.
import { describe, expect, test } from 'vitest';
import { makeEditions, readEditionRules, runScenario, type GameState } from '../../src/engine/index.ts';
import { act, said, setup } from './game.ts';
import { catalog, editions } from './helpers.ts';

describe('keeping across a zone change', () => {
  test('where the excerpts are silent and the table keeps some and not others, the trace says both', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, markers: { Щит: 1, Яд: 2 } }]');
    const late = editions().get('late')!;
    const table = { id: 'partial', zones: [...late.zones], keeps: { ...late.keeps, hand: { effects: [], markers: ['Щит'], rule: null } }, citations: {} };
    const s: GameState = { ...state, rules: makeEditions([table]).get('partial')! };
    const r = act(s, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'hand' } });
    expect(said(r.trace, null)).toContain(
      'что карта сохраняет, попадая в руку, в выдержках не сказано: Кутила приходит туда новым объектом и теряет маркеры («Яд» ×2), сохраняет маркеры («Щит» ×1)',
    );
  });
});

describe('reading editions’ tables', () => {
  test('no tables: nothing to cite, no problem; a broken table: its own problem, not the others’ silence', () => {
    expect(readEditionRules([])).toEqual({ tables: [], errors: [] });
    const read = readEditionRules([{ file: 'e/one.yaml', text: 'id: one\nzones: 5\n' }]);
    expect(read.errors.map((e) => e.message)).toEqual(['zones: must be a list', '"keeps" is required', '"citations" is required']);
  });
});

describe('steps', () => {
  test('an empty `expect:` is no expectation', () => {
    const out = runScenario('setup: {}\nsteps:\n  - expect: {}', 'x.yaml', catalog(), editions());
    expect(out.ok ? null : out.errors[0].message).toBe(
      'unknown expectation "" (known: cost, power, lives, wounds, where, zone, coins, controller, owner, markers, effects, shuffles, coinsLost, coinsGained, closed, cites)',
    );
  });
  test('only a `create` step takes the card it brings: a summoned card keeps its own place', () => {
    const out = runScenario('setup:\n  A:\n    deck: [Кутила]\nsteps:\n  - summon: Кутила\n  - create: Трюкач', 'x.yaml', catalog(), editions(), {
      snapshots: true,
    });
    if (!out.ok) throw new Error(out.errors[0].message);
    const trjukach = Object.values(out.result.steps[1].state!.players.A.zones.play).find((c) => c.name === 'Трюкач')!;
    expect(out.result.ids).toEqual({ setup: [3], created: { 1: trjukach.id } });
  });
});
