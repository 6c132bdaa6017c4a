// 517.6 — to create a card is to put into the game a card from the list of cards (part 8):
// open, under one's own control. 517.6.1 — created cards may then go to other zones like any
// card. In the late edition the card is taken from the creator's supply when it is there (206.1).
import { entry } from '../citations.ts';
import { addCard } from '../state.ts';
import { moveCard } from '../zones.ts';
import { takeFromSupply } from './r206-supply.ts';
import { player as playerName } from '../words.ts';
import type { Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';

export function create(catalog: Catalog, s: GameState, player: PlayerId, name: string): { trace: TraceEntry[]; card: number } {
  const fromSupply = takeFromSupply(s, player, name);
  // A card not in the supply comes from outside the game; it passes through the supply list only
  // so that it has a place to leave.
  const phys = fromSupply.phys ?? addCard(s, { name, owner: player, zone: 'supply', created: true }).phys;
  s.cards[phys].created = true;
  return {
    card: phys,
    trace: [
      ...fromSupply.trace,
      entry(s.edition, 'create', `${playerName(player)} создаёт ${name}: в открытом виде, под своим контролем`),
      ...moveCard(catalog, s, phys, { zone: 'play', player }),
      entry(s.edition, 'created', `созданная карта ${name} может переходить в руку, на кладбище, в колоду, как обычная`),
    ],
  };
}
