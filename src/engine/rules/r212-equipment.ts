// 212.2 (late) — at most one equipment of each subtype (weapon, armour, amulet) under each
// player's control; when another appears, the player's others of that subtype are destroyed.
// 212.2-p2 — equipment cannot be attacked and cannot get wounds.
import { entry } from '../citations.ts';
import { playerGen } from '../words.ts';
import type { CardObj, GameState, TraceEntry } from '../types.ts';

export function sameSubtypeToDestroy(
  s: GameState,
  card: CardObj,
  subtype: string | null,
  subtypeOf: (phys: number) => string | null,
): { victims: number[]; trace: TraceEntry[] } {
  const victims = subtype === null ? [] : s.players[card.controller].play.filter((p) => p !== card.phys && subtypeOf(p) === subtype);
  const trace = victims.map((p) =>
    entry(s.edition, 'oneEquipment', `у ${playerGen(card.controller)} появилась экипировка ${card.name} (${subtype}): ${s.cards[p].name} того же подтипа уничтожается`),
  );
  return { victims, trace };
}

/** Why equipment cannot take part in `what` (an attack, wounds). */
export function equipmentImmune(s: GameState, card: CardObj, what: string): TraceEntry {
  return entry(s.edition, 'equipmentImmune', `${card.name}: экипировку нельзя ${what}`);
}
