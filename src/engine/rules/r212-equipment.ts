// 212.2 (late) — at most one equipment of each subtype (weapon, armour, amulet) under each
// player's control; when another appears, the player's others of that subtype are destroyed.
// 212.2-p2 — equipment cannot be attacked and cannot get wounds.
import { entry } from '../citations.ts';
import type { CardObj, GameState, Refusal, TraceEntry } from '../types.ts';

export function sameSubtypeToDestroy(
  s: GameState,
  card: CardObj,
  subtypeOf: (phys: number) => string | null | undefined,
): { victims: number[]; trace: TraceEntry[] } {
  const sub = subtypeOf(card.phys);
  const victims = s.players[card.controller].play.filter((p) => p !== card.phys && sub != null && subtypeOf(p) === sub);
  const trace = victims.map((p) =>
    entry(s.edition, 'oneEquipment', `у игрока ${card.controller} появилась экипировка ${card.name} (${sub}): ${s.cards[p].name} того же подтипа уничтожается`),
  );
  return { victims, trace };
}

export function equipmentImmune(s: GameState, card: CardObj, what: string): Refusal {
  const e = entry(s.edition, 'equipmentImmune', `${card.name}: экипировку нельзя ${what}`);
  return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
}
