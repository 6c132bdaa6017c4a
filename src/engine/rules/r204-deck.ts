// 204 (Колода) — a card that must go to a deck goes to its owner's deck and loses all effects
// and markers (204-p5); after an ability takes cards from a deck or puts cards into it, the deck
// is shuffled, unless the card goes to a given place: top, bottom (204-p4).
import { entry, type RuleKey } from '../citations.ts';
import { shuffle } from '../rng.ts';
import { lostOnTheWay } from './lost.ts';
import { playerGen } from '../words.ts';
import type { CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

export function shuffleDeck(s: GameState, player: PlayerId, why: string, rule: RuleKey = 'deckShuffle'): TraceEntry {
  const r = shuffle(s.players[player].deck, s.rng);
  s.players[player].deck = r.items;
  s.rng = r.seed;
  s.players[player].shuffles++;
  return entry(s.edition, rule, `колода ${playerGen(player)} перемешана: ${why}`);
}

export function toDeck(s: GameState, card: CardObj, asked: PlayerId, position?: 'top' | 'bottom'): TraceEntry[] {
  const note = asked !== card.owner ? ` (а не ${playerGen(asked)})` : '';
  const t = [entry(s.edition, 'deckOwner', `${card.name} попадает в колоду владельца — ${playerGen(card.owner)}${note}`)];
  const lost = lostOnTheWay(card);
  if (lost) t.push(entry(s.edition, 'deckOwner', `${card.name} теряет ${lost}`));
  card.effects = [];
  card.markers = [];
  t.push(entry(s.edition, 'deckOwner', `${card.name} — теперь другая карта: вернувшись в игровую зону, будет считаться новой`));
  const deck = s.players[card.owner].deck;
  if (position === 'bottom') deck.push(card.phys);
  else deck.unshift(card.phys);
  if (position) t.push(entry(s.edition, 'deckShuffle', `${card.name} кладётся ${position === 'top' ? 'на верх' : 'в низ'} колоды — колода не перемешивается`));
  else t.push(shuffleDeck(s, card.owner, `в неё убрана карта ${card.name}`));
  return t;
}
