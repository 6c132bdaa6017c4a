// 212.2 (late) — at most one equipment of each subtype (weapon, armour, amulet) under each
// player's control; when another appears, the player's others of that subtype are destroyed.
// 212.2-p2 — equipment cannot be attacked and cannot get wounds.
import { entry } from '../citations.ts';
import { nameOf } from '../state.ts';
import { playerGen } from '../words.ts';
import type { CardObj, Catalog, GameState, TraceEntry } from '../types.ts';

export function sameSubtypeToDestroy(
  catalog: Catalog,
  s: GameState,
  card: CardObj,
  subtype: string | null,
  subtypeOf: (phys: number) => string | null,
): { victims: number[]; trace: TraceEntry[] } {
  const victims = subtype === null ? [] : s.players[card.controller].play.filter((p) => p !== card.phys && subtypeOf(p) === subtype);
  const trace = victims.map((p) =>
    entry(
      s.rules,
      'oneEquipment',
      `у ${playerGen(card.controller)} появилась экипировка ${nameOf(catalog, card)} (${subtype}): ${nameOf(catalog, s.cards[p])} того же подтипа уничтожается`,
    ),
  );
  return { victims, trace };
}

/** Why equipment cannot take part in `what` (an attack, wounds). */
export function equipmentImmune(catalog: Catalog, s: GameState, card: CardObj, what: string): TraceEntry {
  return entry(s.rules, 'equipmentImmune', `${nameOf(catalog, card)}: экипировку нельзя ${what}`);
}
