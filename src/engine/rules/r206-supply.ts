// 206.1 — the supply: an open private zone that holds markers and cards, for instance coin
// markers and cards for creation; it is not a game zone, and no abilities work with it except
// those the rules name. An edition's table says whether its edition has the supply.
import { entry } from '../citations.ts';
import type { Rules } from '../editions.ts';
import { nameOf } from '../state.ts';
import { nameIn, playerGen } from '../words.ts';
import type { CardDef, CardObj, Catalog, GameState, PlayerId, TraceEntry, ZoneName } from '../types.ts';
import { keepAcross } from './keeps.ts';

export const zoneExists = (rules: Rules, zone: ZoneName) => rules.zones.includes(zone);

/** A card put into the supply goes to its owner's; what it keeps there, the excerpts do not say. */
export function toSupply(catalog: Catalog, s: GameState, old: CardObj, card: CardObj): TraceEntry[] {
  s.players[card.owner].supply.push(card.phys);
  return [
    entry(s.rules, 'supply', `${nameOf(catalog, card)} попадает в запас владельца — ${playerGen(card.owner)}: запас не является игровой зоной`),
    ...keepAcross(catalog, s, old, card),
  ];
}

/** 517.6 with 206.1: a card to create is taken from the creator's supply when it is there. */
export function takeFromSupply(s: GameState, player: PlayerId, def: CardDef): { phys: number | null; trace: TraceEntry[] } {
  if (!zoneExists(s.rules, 'supply')) return { phys: null, trace: [] };
  const phys = s.players[player].supply.find((p) => s.cards[p].name === def.name);
  if (phys === undefined) {
    return { phys: null, trace: [entry(s.rules, 'supplyRefill', `в запасе ${playerGen(player)} нет карты ${def.name}: игроки пополняют запас по мере необходимости`)] };
  }
  return { phys, trace: [entry(s.rules, 'supply', `${nameIn(def)} берётся из запаса ${playerGen(player)}: там хранятся карты для создания`)] };
}
