// 203.4 — a card that must go to a hand always goes to its owner's hand, loses all effects
// and markers, and counts as another card when it later returns to the play zone.
import { entry } from '../citations.ts';
import type { CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

export function toHand(s: GameState, card: CardObj, asked: PlayerId): TraceEntry[] {
  const t: TraceEntry[] = [];
  const note = asked !== card.owner ? ` (а не в руку ${asked})` : '';
  t.push(entry(s.edition, 'toHand', `${card.name} уходит в руку владельца ${card.owner}${note}`));
  if (card.effects.length || Object.keys(card.markers).length) {
    t.push(entry(s.edition, 'toHand', `${card.name} теряет все эффекты и маркеры`));
  }
  card.effects = [];
  card.markers = {};
  s.players[card.owner].hand.push(card.phys);
  t.push(entry(s.edition, 'toHand', `${card.name} — теперь новый объект: вернувшись в игровую зону, будет считаться другой картой`));
  return t;
}
