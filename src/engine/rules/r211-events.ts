// 211.2 (late; the early excerpts stop before events) — at most one event in play under each
// player's control: when another appears, the player's other events are destroyed.
// 211.2-p2 — an event cannot be the target of an attack and cannot get wounds.
import { entry } from '../citations.ts';
import { nameOf } from '../state.ts';
import { playerGen } from '../words.ts';
import type { CardObj, Catalog, GameState, TraceEntry } from '../types.ts';

export function othersToDestroy(catalog: Catalog, s: GameState, card: CardObj, isEvent: (phys: number) => boolean): { victims: number[]; trace: TraceEntry[] } {
  const victims = s.players[card.controller].play.filter((p) => p !== card.phys && isEvent(p));
  const trace = victims.map((p) =>
    entry(
      s.rules,
      'oneEvent',
      `у ${playerGen(card.controller)} появилось событие ${nameOf(catalog, card)}: его событие ${nameOf(catalog, s.cards[p])} уничтожается`,
    ),
  );
  return { victims, trace };
}

/** Why an event cannot take part in `what` (an attack, wounds). */
export function eventImmune(catalog: Catalog, s: GameState, card: CardObj, what: string): TraceEntry {
  return entry(s.rules, 'eventImmune', `${nameOf(catalog, card)}: событие не может ${what}`);
}
