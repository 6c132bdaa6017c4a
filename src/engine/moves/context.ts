// What a move handler works with: the card data, and a draft of the state that it may change.
// The draft is the move's own copy: a refusal throws it away, so the given state never changes.
import type { Outcome } from '../results.ts';
import type { Action, ActionType, Catalog, GameState } from '../types.ts';

export interface MoveContext {
  catalog: Catalog;
  s: GameState;
}

export type Handler<T extends ActionType> = (c: MoveContext, a: Extract<Action, { type: T }>) => Outcome;
