// 206.1 — the supply: an open private zone that holds markers and cards, for instance coin
// markers and cards for creation; it is not a game zone, and no abilities work with it except
// those the rules name: creating a card takes it from there (517.6), and no other action may move
// a card out of it, give it an effect or a marker, wound or heal it. An edition's table says
// whether its edition has the supply.
import { entry } from '../citations.ts';
import type { Rules } from '../editions.ts';
import { refused } from '../results.ts';
import { nameOf } from '../state.ts';
import { nameIn, playerGen } from '../words.ts';
import type { CardDef, CardObj, Catalog, GameState, PlayerId, Refusal, TraceEntry, ZoneName } from '../types.ts';
import { keepAcross } from './keeps.ts';

export const zoneExists = (rules: Rules, zone: ZoneName) => rules.zones.includes(zone);

/** An action that names a card in the supply: no ability works with the supply but those the rules name. */
export function supplyRefusal(catalog: Catalog, s: GameState, named: readonly number[]): Refusal | null {
  const card = named.map((p) => s.cards[p]).find((c) => c.zone === 'supply');
  if (!card) return null;
  return refused(
    entry(
      s.rules,
      'supply',
      `${nameOf(catalog, card)} в запасе: запас не является непосредственной игровой зоной, и способности не работают с ним, кроме определённых правилами (создание карты)`,
    ),
  );
}

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
    return {
      phys: null,
      trace: [entry(s.rules, 'supplyRefill', `в запасе ${playerGen(player)} нет карты ${def.name}: игроки пополняют запас по мере необходимости`)],
    };
  }
  return { phys, trace: [entry(s.rules, 'supply', `${nameIn(def)} берётся из запаса ${playerGen(player)}: там хранятся карты для создания`)] };
}
