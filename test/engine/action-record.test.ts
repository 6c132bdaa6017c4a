// An action is one record: adding one to the table is all it takes for the scenario schema (and
// its JSON Schema), the reader, the step's label, the run and the judge's board to know it.
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  ACTIONS,
  cardActions,
  defineAction,
  parseScenario,
  playerActions,
  runParsed,
  scenarioSchema,
  scenarioSchemaOf,
  type ActionTable,
} from '../../src/engine/index.ts';
import { done } from '../../src/engine/results.ts';
import { putMarkers } from '../../src/engine/objects.ts';
import { count, refSchema } from '../../src/engine/schema/fields.ts';
import { catalog, editions } from './helpers.ts';

/** A fixture action: blessing a card puts «Благословение» markers on it. */
const bless = defineAction({
  fields: { bless: refSchema, times: count },
  cards: ['bless'],
  label: (v, say) => `Благословить: ${say.card(v.bless, 'acc')} ×${v.times}${say.by(v.player)}`,
  act: (v, r) => ({ card: r.card(v.bless), times: v.times }),
  run: ({ s }, a) => {
    putMarkers(s, s.cards[a.card], 'Благословение', a.times);
    return done([]);
  },
  board: [
    {
      label: 'Благословить…',
      at: ['play'],
      by: 'controller',
      picks: [{ kind: 'count', field: 'times', title: 'Сколько раз', min: 1, start: 1 }],
      make: (ref) => ({ bless: ref }),
    },
  ],
});
const table: ActionTable = { ...ACTIONS, bless };

const text =
  'setup:\n  A:\n    play: [Кутила]\n    hand: [Трюкач]\nsteps:\n  - bless: Кутила\n    times: 2\n  - expect: { markers: Кутила, is: { Благословение: 2 } }';
const scenario = { setup: { A: { play: ['Кутила'] } }, steps: [{ bless: 'Кутила', times: 2 }] };

describe('an action added as one record', () => {
  test('reaches the scenario schema and its JSON Schema', () => {
    expect(scenarioSchemaOf(table).safeParse(scenario).success).toBe(true);
    expect(scenarioSchema.safeParse(scenario).success).toBe(false);
    expect(scenarioSchemaOf(table).safeParse({ ...scenario, steps: [{ bless: 'Кутила' }] }).success).toBe(false);
    const json = JSON.stringify(z.toJSONSchema(scenarioSchemaOf(table), { io: 'input', unrepresentable: 'any' }));
    expect(json).toContain('"bless"');
    expect(JSON.stringify(z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }))).not.toContain('"bless"');
  });
  test('reaches the reader: its card is resolved, its label said in Russian', () => {
    const parsed = parseScenario(text, 'bless.yaml', catalog(), editions(), { actions: table });
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    expect(parsed.scenario.steps[0]).toMatchObject({
      kind: 'action',
      action: 'bless',
      cards: [{ ref: 'Кутила', slot: { kind: 'setup', index: 0 } }],
      label: 'Благословить: Кутилу ×2',
    });
    const unknown = parseScenario(text, 'bless.yaml', catalog(), editions());
    expect(unknown.ok ? null : unknown.errors[0].message).toMatch(/^unknown action "bless" \(known: expect, ask, play, /);
    const wrongCard = parseScenario(text.replace('bless: Кутила', 'bless: Никто'), 'bless.yaml', catalog(), editions(), { actions: table });
    expect(wrongCard.ok ? null : wrongCard.errors[0]).toMatchObject({ line: 6, column: 12, message: 'unknown reference "Никто": no such card or alias' });
  });
  test('runs by its own move', () => {
    const parsed = parseScenario(text, 'bless.yaml', catalog(), editions(), { actions: table });
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    const result = runParsed(parsed.scenario, parsed.catalog, { actions: table });
    expect(result.steps.map((s) => [s.ok, s.message])).toEqual([
      [true, 'Благословить: Кутилу ×2 — выполнено'],
      [true, 'маркеры на Кутиле: «Благословение» ×2'],
    ]);
  });
  test('reaches the judge’s board: offered where it applies, making the step', () => {
    const place = {
      name: 'Кутила',
      zone: 'play' as const,
      controller: 'B' as const,
      owner: 'B' as const,
      active: 'A' as const,
      zones: editions().get('late')!.zones,
    };
    const offered = cardActions(place, 'Кутила#2', table).find((a) => a.action === 'bless');
    expect(offered?.label).toBe('Благословить…');
    expect(offered?.step).toEqual({ bless: 'Кутила#2', player: 'B' });
    expect(offered?.picks).toEqual([{ kind: 'count', field: 'times', title: 'Сколько раз', min: 1, start: 1 }]);
    expect(cardActions({ ...place, zone: 'hand' }, 'Кутила#2', table).some((a) => a.action === 'bless')).toBe(false);
    expect(cardActions(place, 'Кутила#2').some((a) => a.action === 'bless')).toBe(false);
    expect(playerActions('A', 'A', place.zones, table).some((a) => a.action === 'bless')).toBe(false);
  });
});
