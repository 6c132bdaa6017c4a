// 209.2 late / 208.2 early — first-turn weakness: a creature cannot attack with its strike or
// use other activated abilities on the turn it appeared in the play zone or changed controller.
import { entry } from '../citations.ts';
import { refused } from '../results.ts';
import { nameOf } from '../state.ts';
import type { CardObj, Catalog, GameState, Refusal, TraceEntry } from '../types.ts';

export function firstTurnWeakness(catalog: Catalog, s: GameState, card: CardObj, what: string): Refusal | null {
  const since =
    card.controlTurn === s.turn ? 'в этот ход сменило контролирующего игрока' : card.enteredTurn === s.turn ? 'появилось в игровой зоне в этот ход' : null;
  if (!since) return null;
  return refused(entry(s.rules, 'firstTurn', `${nameOf(catalog, card)}: слабость первого хода — существо ${since}, ${what} нельзя`));
}

/** For the trace when the weakness does not apply. */
export function noWeakness(catalog: Catalog, s: GameState, card: CardObj): TraceEntry {
  const since = card.controlTurn ?? card.enteredTurn;
  return entry(
    s.rules,
    'firstTurn',
    `${nameOf(catalog, card)}: слабости первого хода нет (${since ? `в игре с хода ${since}` : 'в игре с начала сценария'}, сейчас ход ${s.turn})`,
  );
}
