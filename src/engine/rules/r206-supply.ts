// 206.1 (late edition only) — the supply: an open private zone that holds markers and cards,
// for instance coin markers and cards for creation; it is not a game zone, and no abilities work
// with it except those the rules name. The early edition has no such zone.
import { entry } from '../citations.ts';
import type { Edition, GameState, PlayerId, TraceEntry } from '../types.ts';

export function supplyExists(edition: Edition): boolean {
  return edition === 'late';
}

/** 517.6 with 206.1: a card to create is taken from the creator's supply when it is there. */
export function takeFromSupply(s: GameState, player: PlayerId, name: string): { phys: number | null; trace: TraceEntry[] } {
  if (!supplyExists(s.edition)) return { phys: null, trace: [] };
  const supply = s.players[player].supply;
  const i = supply.findIndex((p) => s.cards[p].name === name);
  if (i < 0) return { phys: null, trace: [entry(s.edition, 'supplyRefill', `в запасе ${player} нет карты ${name}: игроки пополняют запас по мере необходимости`)] };
  const phys = supply[i];
  supply.splice(i, 1);
  return { phys, trace: [entry(s.edition, 'supply', `${name} берётся из запаса ${player} (карты для создания хранятся в запасе)`)] };
}
