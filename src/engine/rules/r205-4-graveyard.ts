// 205 (Кладбище) — a destroyed card goes to its owner's graveyard on top of the cards there
// (205-p1); cards that reach a graveyard together go there in the order their owner chooses
// (205-p3 early, 205-p1 late). 205.4 — a card that must go to a graveyard always goes to its
// owner's, and loses all effects and markers but those its edition keeps (the edition's table).
import { entry } from '../citations.ts';
import { nameOf } from '../state.ts';
import { playerGen } from '../words.ts';
import type { CardObj, Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';
import { keepAcross } from './keeps.ts';

export function toGraveyard(catalog: Catalog, s: GameState, old: CardObj, card: CardObj, asked: PlayerId): TraceEntry[] {
  const name = nameOf(catalog, card);
  const note = asked !== card.owner ? ` (а не ${playerGen(asked)})` : '';
  s.players[card.owner].graveyard.push(card.phys);
  return [
    entry(s.rules, 'graveyard', `${name} попадает на кладбище владельца — ${playerGen(card.owner)}${note}`),
    entry(s.rules, 'graveyardTop', `${name} кладётся поверх карт кладбища`),
    ...keepAcross(catalog, s, old, card),
  ];
}
