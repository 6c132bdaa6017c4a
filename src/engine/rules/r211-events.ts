// 211.2 (late; the early excerpts stop before events) — at most one event in play under each
// player's control: when another appears, the player's other events are destroyed.
// 211.2-p2 — an event cannot be the target of an attack and cannot get wounds.
import { entry } from '../citations.ts';
import type { CardObj, GameState, Refusal, TraceEntry } from '../types.ts';

export function othersToDestroy(s: GameState, card: CardObj, isEvent: (phys: number) => boolean): { victims: number[]; trace: TraceEntry[] } {
  const victims = s.players[card.controller].play.filter((p) => p !== card.phys && isEvent(p));
  const trace = victims.map((p) => entry(s.edition, 'oneEvent', `у игрока ${card.controller} появилось событие ${card.name}: событие ${s.cards[p].name} уничтожается`));
  return { victims, trace };
}

export function eventImmune(s: GameState, card: CardObj, what: string): Refusal {
  const e = entry(s.edition, 'eventImmune', `${card.name}: событие не может ${what}`);
  return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
}
