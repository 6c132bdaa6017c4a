// Tools for engine tests that act through the public API: a state built from a scenario's setup,
// cards found by name, moves that must be done or refused, and the trace read by rule.
import {
  applyAction,
  buildState,
  parseScenario,
  type Action,
  type Catalog,
  type GameState,
  type MoveResult,
  type Refusal,
  type Success,
  type TraceEntry,
} from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

export interface Game {
  state: GameState;
  /** the card catalog with the scenario's trial cards (`cards:`) */
  catalog: Catalog;
  /** A card of the setup: `Кутила`, `Кутила#2` (the second of that name), `A.hero`. */
  card: (ref: string) => number;
}

/** The state a scenario's setup describes (`yaml` holds everything but the steps). */
export function setup(yaml: string): Game {
  const parsed = parseScenario(`${yaml}\nsteps: []\n`, 'unit.yaml', catalog(), editions());
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join('\n'));
  const { state, binding } = buildState(parsed.scenario);
  return {
    state,
    catalog: parsed.catalog,
    card: (ref) => {
      const hero = /^([AB])\.hero$/.exec(ref);
      if (hero) return binding.heroes[hero[1] as 'A' | 'B'];
      const [name, n] = ref.split('#');
      const slots = parsed.scenario.setup.flatMap((c, i) => (c.name === name ? [i] : []));
      const index = slots[n ? Number(n) - 1 : 0];
      if (index === undefined) throw new Error(`no ${ref} in the setup`);
      return binding.resolve({ kind: 'setup', index })!;
    },
  };
}

/** Applies an action that must be done (`cards`: a catalog with trial cards, from `setup`). */
export function act(state: GameState, action: Action, cards: Catalog = catalog()): Success {
  return done(applyAction(cards, state, action));
}

function done(r: MoveResult): Success {
  if (!r.ok) throw new Error(`refused by ${r.rule}: ${r.reason}`);
  return r;
}

/** Applies an action that must be refused; the refusal must leave the given state as it was. */
export function refuse(state: GameState, action: Action, cards: Catalog = catalog()): Refusal {
  const before = JSON.stringify(state);
  const r = applyAction(cards, state, action);
  if (r.ok) throw new Error(`expected a refusal, but done: ${r.trace.map((t) => t.text).join(' | ')}`);
  if (JSON.stringify(state) !== before) throw new Error('a refusal changed the state');
  return r;
}

/** Texts of the entries that cite `rule` (null: the entries that say the excerpts are silent). */
export function said(trace: readonly TraceEntry[], rule: string | null): string[] {
  return trace.filter((t) => t.rule === rule).map((t) => t.text);
}
