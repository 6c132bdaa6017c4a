// 206.1 (late edition only) — the supply: an open private zone that holds markers and cards,
// for instance coin markers and cards for creation; it is not a game zone, and no abilities work
// with it except those the rules name. The early edition has no such zone.
import { entry, silent } from '../citations.ts';
import { playerGen } from '../words.ts';
import type { CardObj, Edition, GameState, PlayerId, TraceEntry } from '../types.ts';

export function supplyExists(edition: Edition): boolean {
  return edition === 'late';
}

/** A card put into the supply goes to its owner's; what it keeps there, the excerpts do not say. */
export function toSupply(s: GameState, card: CardObj): TraceEntry[] {
  s.players[card.owner].supply.push(card.phys);
  return [silent(s.edition, `${card.name} убрана в запас владельца — ${playerGen(card.owner)}; эффекты и маркеры на ней остаются как были`)];
}

/** 517.6 with 206.1: a card to create is taken from the creator's supply when it is there. */
export function takeFromSupply(s: GameState, player: PlayerId, name: string): { phys: number | null; trace: TraceEntry[] } {
  if (!supplyExists(s.edition)) return { phys: null, trace: [] };
  const phys = s.players[player].supply.find((p) => s.cards[p].name === name);
  if (phys === undefined) {
    return { phys: null, trace: [entry(s.edition, 'supplyRefill', `в запасе ${playerGen(player)} нет карты ${name}: игроки пополняют запас по мере необходимости`)] };
  }
  return { phys, trace: [entry(s.edition, 'supply', `${name} берётся из запаса ${playerGen(player)}: там хранятся карты для создания`)] };
}
