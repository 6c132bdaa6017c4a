// 209.2 late / 208.2 early — first-turn weakness: a creature cannot attack with its strike or
// use other activated abilities on the turn it appeared in the play zone or changed controller.
import { entry } from '../citations.ts';
import type { CardObj, GameState, Refusal, TraceEntry } from '../types.ts';

export function weak(s: GameState, card: CardObj): boolean {
  return card.enteredTurn === s.turn || card.controlTurn === s.turn;
}

export function firstTurnWeakness(s: GameState, card: CardObj, what: string): Refusal | null {
  if (!weak(s, card)) return null;
  const why = card.controlTurn === s.turn ? 'в этот ход сменил контролирующего игрока' : 'появился в игровой зоне в этот ход';
  const e = entry(s.edition, 'firstTurn', `${card.name}: слабость первого хода — ${why}, ${what} нельзя`);
  return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
}

/** For the trace when the weakness does not apply. */
export function noWeakness(s: GameState, card: CardObj): TraceEntry {
  const since = card.controlTurn ?? card.enteredTurn;
  return entry(s.edition, 'firstTurn', `${card.name}: слабости первого хода нет (${since ? `в игре с хода ${since}` : 'в игре с начала сценария'}, сейчас ход ${s.turn})`);
}
