// 211.2 (late; the early excerpts stop before events) — at most one event in play under each
// player's control: when another appears, the player's other events are destroyed.
// 211.2-p2 — an event cannot be the target of an attack and cannot get wounds.
import { entry } from '../citations.ts';
import { playerGen } from '../words.ts';
import type { CardObj, GameState, TraceEntry } from '../types.ts';

export function othersToDestroy(s: GameState, card: CardObj, isEvent: (phys: number) => boolean): { victims: number[]; trace: TraceEntry[] } {
  const victims = s.players[card.controller].play.filter((p) => p !== card.phys && isEvent(p));
  const trace = victims.map((p) => entry(s.edition, 'oneEvent', `у ${playerGen(card.controller)} появилось событие ${card.name}: его событие ${s.cards[p].name} уничтожается`));
  return { victims, trace };
}

/** Why an event cannot take part in `what` (an attack, wounds). */
export function eventImmune(s: GameState, card: CardObj, what: string): TraceEntry {
  return entry(s.edition, 'eventImmune', `${card.name}: событие не может ${what}`);
}
