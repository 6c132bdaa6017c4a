// The moves: a table of small handlers, one per action. Each takes the card data and a draft of
// the state and returns `done(trace)` or `refused(why)`; applyAction hands the draft back only
// when the move is done, so a refused move changes nothing.
import { silent } from './citations.ts';
import { addMarker, destroy, modify, move } from './moves/cards.ts';
import { create, revive, summon, takeControl } from './moves/fetch.ts';
import { attack, heal, wound } from './moves/fight.ts';
import { activate, play } from './moves/play.ts';
import { discard, draw, gainCoins, loseCoins } from './moves/resources.ts';
import { defer, endTurn, phase } from './moves/time.ts';
import type { Handler } from './moves/context.ts';
import { refused } from './results.ts';
import { cloneState } from './state.ts';
import type { Action, ActionType, Catalog, GameState, MoveResult } from './types.ts';

const handlers: { [T in ActionType]: Handler<T> } = {
  play, move, destroy, wound, heal, draw, discard, summon, revive, takeControl, create,
  gainCoins, loseCoins, modify, addMarker, attack, activate, defer, phase, endTurn,
};

/** The physical cards an action names: each must exist in the state. */
function namedCards(a: Action): number[] {
  const fields = a as unknown as { card?: number; target?: number; targets?: number[]; cards?: number[] };
  return [fields.card, fields.target, ...(fields.targets ?? []), ...(fields.cards ?? [])].filter((p): p is number => p !== undefined);
}

/** Applies one action. Pure: returns a new state with its trace, or a refusal. */
export function applyAction(catalog: Catalog, state: GameState, action: Action): MoveResult {
  if (!Object.hasOwn(handlers, action.type)) return refused(silent(state.edition, `неизвестное действие «${String(action.type)}»`));
  const missing = namedCards(action).find((p) => !Object.hasOwn(state.cards, p));
  if (missing !== undefined) return refused(silent(state.edition, `нет карты с номером ${missing}`));
  const draft = cloneState(state);
  const handler = handlers[action.type] as Handler<ActionType>;
  const r = handler({ catalog, s: draft }, action as never);
  if (!r.ok) return r;
  return r.card === undefined ? { ok: true, state: draft, trace: r.trace } : { ok: true, state: draft, trace: r.trace, card: r.card };
}
