// 203.4 — a card that must go to a hand always goes to its owner's hand, loses all effects
// and markers, and counts as another card when it later returns to the play zone.
import { entry } from '../citations.ts';
import { lostOnTheWay } from './lost.ts';
import { playerGen } from '../words.ts';
import type { CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

export function toHand(s: GameState, card: CardObj, asked: PlayerId): TraceEntry[] {
  const note = asked !== card.owner ? ` (а не ${playerGen(asked)})` : '';
  const t = [entry(s.edition, 'toHand', `${card.name} попадает в руку владельца — ${playerGen(card.owner)}${note}`)];
  const lost = lostOnTheWay(card);
  if (lost) t.push(entry(s.edition, 'toHand', `${card.name} теряет ${lost}`));
  card.effects = [];
  card.markers = [];
  s.players[card.owner].hand.push(card.phys);
  t.push(entry(s.edition, 'toHand', `${card.name} — теперь другая карта: вернувшись в игровую зону, будет считаться новой`));
  return t;
}
