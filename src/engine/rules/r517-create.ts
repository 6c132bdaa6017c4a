// 517.6 — to create a card is to put into the game a card from the list of cards (part 8):
// open, under one's own control. 517.6.1 — created cards may then go to other zones like any
// card. Where the edition has a supply, the card is taken from the creator's supply when it is
// there (206.1); either way it comes into play a new object.
import { entry } from '../citations.ts';
import { addCard } from '../state.ts';
import { moveCard } from '../zones.ts';
import { takeFromSupply } from './r206-supply.ts';
import { nameIn, player as playerName } from '../words.ts';
import type { CardDef, Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';

export function create(catalog: Catalog, s: GameState, player: PlayerId, def: CardDef): { trace: TraceEntry[]; card: number } {
  const fromSupply = takeFromSupply(s, player, def);
  // A card not in the supply comes from outside the game; it passes through the supply list only
  // so that it has a place to leave.
  const phys = fromSupply.phys ?? addCard(s, { name: def.name, owner: player, zone: 'supply', created: true }).phys;
  s.cards[phys].created = true;
  return {
    card: phys,
    trace: [
      ...fromSupply.trace,
      entry(s.rules, 'create', `${playerName(player)} создаёт ${nameIn(def, 'acc')}: в открытом виде, под своим контролем`),
      ...moveCard(catalog, s, phys, { zone: 'play', player }),
      entry(s.rules, 'created', `созданная карта ${def.name} может переходить в руку, на кладбище, в колоду, как обычная`),
    ],
  };
}
