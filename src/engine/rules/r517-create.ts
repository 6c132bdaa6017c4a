// 517.6 — to create a card is to put into the game a card from the list of cards (part 8):
// open, under one's own control. 517.6.1 — created cards may then go to other zones like any
// card. In the late edition the card is taken from the creator's supply when it is there (206.1).
import { entry } from '../citations.ts';
import { addCard } from '../state.ts';
import { enterPlay } from '../zones.ts';
import { takeFromSupply } from './r206-supply.ts';
import type { Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';

export function create(catalog: Catalog, s: GameState, player: PlayerId, name: string): { trace: TraceEntry[]; card: number } {
  const trace: TraceEntry[] = [];
  const fromSupply = takeFromSupply(s, player, name);
  trace.push(...fromSupply.trace);
  let phys = fromSupply.phys;
  if (phys === null) {
    const card = addCard(s, { name, owner: player, zone: 'supply', created: true });
    s.players[player].supply.splice(s.players[player].supply.indexOf(card.phys), 1);
    phys = card.phys;
  }
  const card = s.cards[phys];
  card.created = true;
  card.object = s.nextObject++;
  card.seq = s.seq++;
  trace.push(entry(s.edition, 'create', `${player} создаёт ${name}: в открытом виде, под своим контролем`));
  trace.push(...enterPlay(catalog, s, phys, player));
  trace.push(entry(s.edition, 'created', `созданная карта ${name} может переходить в руку, на кладбище, в колоду как обычная`));
  return { trace, card: phys };
}
