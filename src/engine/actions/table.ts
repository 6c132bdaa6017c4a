// The table of actions: one record each (record.ts). From it come the engine's action type,
// applying an action, and what the judge's board offers for a card where it lies or for a
// player; the scenario schema and reader take it too (schema/scenario.ts, scenario/steps.ts).
import { silent } from '../citations.ts';
import { refused } from '../results.ts';
import { supplyRefusal } from '../rules/r206-supply.ts';
import { cloneState, other } from '../state.ts';
import type { Catalog, GameState, MoveResult, PlayerId, ZoneName } from '../types.ts';
import { addMarker, destroy, modify, move } from './cards.ts';
import { look, reveal } from './deck.ts';
import { create, loseControl, revive, summon, takeControl } from './fetch.ts';
import { attack, heal, wound } from './fight.ts';
import { activate, play } from './play.ts';
import type { Actor, AnyAction, Option, Pick, Place, SpecPick } from './record.ts';
import { player as playerName } from '../words.ts';
import { discard, draw, gainCoins, loseCoins } from './resources.ts';
import { defer, endTurn, phase } from './time.ts';
import { trigger } from './triggered.ts';

export const ACTIONS = {
  play,
  move,
  destroy,
  wound,
  heal,
  draw,
  discard,
  summon,
  revive,
  takeControl,
  loseControl,
  create,
  gainCoins,
  loseCoins,
  modify,
  addMarker,
  attack,
  activate,
  trigger,
  defer,
  phase,
  endTurn,
  look,
  reveal,
};

export type ActionTable = Readonly<Record<string, AnyAction>>;
export type ActionName = keyof typeof ACTIONS;
type ArgsOf<R> = R extends { act(v: never, r: never): infer A } ? A : never;
/** The engine's action: the step's name and what its record's `act` makes of it. */
export type Action = { [K in ActionName]: { type: K } & ArgsOf<(typeof ACTIONS)[K]> }[ActionName];

/** Carries out an action's arguments on a copy of the state: the copy when done, nothing when refused. */
export function perform(record: AnyAction, catalog: Catalog, state: GameState, args: unknown): MoveResult {
  const untouchable = supplyRefusal(catalog, state, namedCards(args as Action));
  if (untouchable) return untouchable;
  const draft = cloneState(state);
  const r = record.run({ catalog, s: draft }, args);
  if (!r.ok) return r;
  return { ok: true, state: draft, trace: r.trace, ...(r.card !== undefined ? { card: r.card } : {}), ...(r.shown ? { shown: r.shown } : {}) };
}

/** The physical cards an action names: each must exist in the state, and none may lie in the supply (206.1). */
function namedCards(a: Action): number[] {
  return [
    ...('card' in a ? [a.card] : []),
    ...('target' in a && a.target !== undefined ? [a.target] : []),
    ...('source' in a && a.source !== undefined ? [a.source] : []),
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

/** One button of the board, as data: its action, its words, what the judge picks, and the step
 *  that the picks fill in (a zone pick's zones, and who acts, already follow from the place). */
export interface BoardAction {
  action: string;
  label: string;
  step: Record<string, unknown>;
  picks: Pick[];
}

type Spec = NonNullable<AnyAction['board']>[number];

const actor = (by: Exclude<Actor, 'either'>, place: Place): PlayerId =>
  by === 'controller' ? place.controller : by === 'owner' ? place.owner : other(place.controller);

/** The step's `player`: named only when not the active player. */
const acting = (who: PlayerId, place: Place) => (who === place.active ? {} : { player: who });

function resolvePick(pick: SpecPick, place: Place): Pick {
  if (pick.kind !== 'zone') return pick;
  // Zones of both players, the card's owner's first: the engine says where each card may go.
  const sides = [place.owner, other(place.owner)];
  return { ...pick, zones: sides.flatMap((player) => place.zones.map((zone) => `${player}.${zone}`)) };
}

function offer(action: string, spec: Spec, ref: string, place: Place): BoardAction {
  const declared = typeof spec.picks === 'function' ? spec.picks(place.card) : (spec.picks ?? []);
  const picks = declared.map((p) => resolvePick(p, place));
  const step = spec.make(ref, place);
  if (spec.by === 'either') {
    // The card's owner first: who may do it is the engine's to say once the step runs.
    const who = [place.owner, other(place.owner)].map((p): Option => ({ label: playerName(p), set: acting(p, place) }));
    return { action, label: spec.label, step, picks: [{ kind: 'choice', title: 'Кто это делает', options: who }, ...picks] };
  }
  return { action, label: spec.label, step: { ...step, ...(spec.by ? acting(actor(spec.by, place), place) : {}) }, picks };
}

function offers(table: ActionTable, ref: string, place: Place, shown: (spec: Spec) => boolean): BoardAction[] {
  return Object.entries(table).flatMap(([action, record]) =>
    (record.board ?? [])
      .filter((spec) => shown(spec) && (!spec.when || (!!place.card && spec.when(place.card))))
      .map((spec) => offer(action, spec, ref, place)),
  );
}

/** What the board offers for the card named `ref` where it lies (a hero: `zone: 'hero'`). */
export const cardActions = (place: Place, ref: string, table: ActionTable = ACTIONS): BoardAction[] =>
  offers(table, ref, place, (spec) => spec.at !== 'player' && spec.at.includes(place.zone));

/** What the board offers a player: their own moves, and the game's (phases, the end of the turn). */
export function playerActions(player: PlayerId, active: PlayerId, zones: readonly ZoneName[], table: ActionTable = ACTIONS): BoardAction[] {
  return offers(table, '', { name: '', zone: 'hero', controller: player, owner: player, active, zones }, (spec) => spec.at === 'player');
}
