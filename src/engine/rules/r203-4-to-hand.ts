// 203.4 — a card that must go to a hand always goes to its owner's hand, loses all effects
// and markers, and counts as another card when it later returns to the play zone.
import { entry } from '../citations.ts';
import { nameOf } from '../state.ts';
import { playerGen } from '../words.ts';
import type { CardObj, Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';
import { keepAcross } from './keeps.ts';

export function toHand(catalog: Catalog, s: GameState, old: CardObj, card: CardObj, asked: PlayerId): TraceEntry[] {
  const name = nameOf(catalog, card);
  const note = asked !== card.owner ? ` (а не ${playerGen(asked)})` : '';
  s.players[card.owner].hand.push(card.phys);
  return [
    entry(s.rules, 'toHand', `${name} попадает в руку владельца — ${playerGen(card.owner)}${note}`),
    ...keepAcross(catalog, s, old, card),
    entry(s.rules, 'toHand', `${name} — теперь другая карта: вернувшись в игровую зону, будет считаться новой`),
  ];
}
