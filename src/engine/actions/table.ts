// The table of actions: one record each (record.ts). From it come the engine's action type,
// applying an action, and what the judge's board offers for a card where it lies or for a
// player; the scenario schema and reader take it too (schema/scenario.ts, scenario/steps.ts).
import { silent } from '../citations.ts';
import { refused } from '../results.ts';
import { cloneState, other } from '../state.ts';
import type { Catalog, GameState, MoveResult, PlayerId, ZoneName, ZoneRef } from '../types.ts';
import { addMarker, destroy, modify, move } from './cards.ts';
import { look, reveal } from './deck.ts';
import { create, loseControl, revive, summon, takeControl } from './fetch.ts';
import { attack, heal, wound } from './fight.ts';
import { activate, play } from './play.ts';
import type { AnyAction, Place } from './record.ts';
import { discard, draw, gainCoins, loseCoins } from './resources.ts';
import { defer, endTurn, phase } from './time.ts';

export const ACTIONS = {
  play, move, destroy, wound, heal, draw, discard, summon, revive, takeControl, loseControl, create,
  gainCoins, loseCoins, modify, addMarker, attack, activate, defer, phase, endTurn, look, reveal,
};

export type ActionTable = Readonly<Record<string, AnyAction>>;
export type ActionName = keyof typeof ACTIONS;
type ArgsOf<R> = R extends { act(v: never, r: never): infer A } ? A : never;
/** The engine's action: the step's name and what its record's `act` makes of it. */
export type Action = { [K in ActionName]: { type: K } & ArgsOf<(typeof ACTIONS)[K]> }[ActionName];

/** Carries out an action's arguments on a copy of the state: the copy when done, nothing when refused. */
export function perform(record: AnyAction, catalog: Catalog, state: GameState, args: unknown): MoveResult {
  const draft = cloneState(state);
  const r = record.run({ catalog, s: draft }, args);
  if (!r.ok) return r;
  return { ok: true, state: draft, trace: r.trace, ...(r.card !== undefined ? { card: r.card } : {}), ...(r.shown ? { shown: r.shown } : {}) };
}

/** The physical cards an action names: each must exist in the state. */
function namedCards(a: Action): number[] {
  return [
    ...('card' in a ? [a.card] : []),
    ...('target' in a && a.target !== undefined ? [a.target] : []),
    ...('targets' in a ? a.targets : []),
    ...('cards' in a && a.cards ? a.cards : []),
    ...('order' in a && a.order ? a.order : []),
  ];
}

/** Applies one action. Pure: returns a new state with its trace, or a refusal. */
export function applyAction(catalog: Catalog, state: GameState, action: Action): MoveResult {
  if (!Object.hasOwn(ACTIONS, action.type)) return refused(silent(state.rules, `неизвестное действие «${String(action.type)}»`));
  const missing = namedCards(action).find((p) => !Object.hasOwn(state.cards, p));
  if (missing !== undefined) return refused(silent(state.rules, `нет карты с номером ${missing}`));
  const record: AnyAction = ACTIONS[action.type];
  return perform(record, catalog, state, action);
}

// ---- the judge's board -------------------------------------------------------------------------

/** One button of the board: its action, its words, what to pick first, and the step it makes. */
export interface BoardAction {
  action: string;
  label: string;
  /** A zone is picked as `A.hand`, a target as a reference, a marker by its name. */
  pick?: { kind: 'zone'; title: string; zones: ZoneRef[] } | { kind: 'target' | 'marker'; title: string };
  /** The step for the card named `ref` (empty for a player's move) with what was picked. */
  step(ref: string, picked?: string): Record<string, unknown>;
}

type Spec = NonNullable<AnyAction['board']>[number];

const actor = (by: NonNullable<Spec['by']>, place: Place): PlayerId =>
  by === 'controller' ? place.controller : by === 'owner' ? place.owner : other(place.controller);

function offers(table: ActionTable, place: Place, shown: (spec: Spec) => boolean): BoardAction[] {
  return Object.entries(table).flatMap(([action, record]) =>
    (record.board ?? []).filter(shown).map((spec): BoardAction => {
      const who = spec.by && actor(spec.by, place);
      const pick = spec.pick;
      return {
        action,
        label: spec.label,
        ...(pick
          ? { pick: pick.kind === 'zone' ? { kind: 'zone', title: pick.title, zones: pick.sides(place).flatMap((player) => place.zones.map((zone) => ({ player, zone }))) } : { kind: pick.kind, title: pick.title } }
          : {}),
        step: (ref, picked = '') => ({ ...spec.make(ref, picked, place), ...(who && who !== place.active ? { player: who } : {}) }),
      };
    }),
  );
}

/** What the board offers for a card where it lies (a hero: `zone: 'hero'`). */
export const cardActions = (place: Place, table: ActionTable = ACTIONS): BoardAction[] => offers(table, place, (spec) => spec.at !== 'player' && spec.at.includes(place.zone));

/** What the board offers a player: their own moves, and the game's (phases, the end of the turn). */
export function playerActions(player: PlayerId, active: PlayerId, zones: readonly ZoneName[], table: ActionTable = ACTIONS): BoardAction[] {
  return offers(table, { name: '', zone: 'hero', controller: player, owner: player, active, zones }, (spec) => spec.at === 'player');
}
