// 204 (Колода) — a deck is closed: only its owner looks through it, and only when a rule or an
// ability says so; after looking it is shuffled (204-p3). After an ability takes a card out of a
// deck or puts one into it, the deck is shuffled, unless the card goes to a given place: top,
// bottom (204-p4). A card that must go to a deck goes to its owner's deck and loses all effects
// and markers (204-p5).
import { entry } from '../citations.ts';
import type { RuleKey } from '../editions.ts';
import { shuffle } from '../rng.ts';
import { nameOf } from '../state.ts';
import { cards, player as playerName, playerGen } from '../words.ts';
import type { CardObj, Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';
import { keepAcross } from './keeps.ts';

export function shuffleDeck(s: GameState, player: PlayerId, why: string, rule: RuleKey = 'deckShuffle'): TraceEntry {
  const r = shuffle(s.players[player].deck, s.rng);
  s.players[player].deck = r.items;
  s.rng = r.seed;
  s.players[player].shuffles++;
  return entry(s.rules, rule, `колода ${playerGen(player)} перемешана: ${why}`);
}

export function toDeck(catalog: Catalog, s: GameState, old: CardObj, card: CardObj, asked: PlayerId, position?: 'top' | 'bottom'): TraceEntry[] {
  const name = nameOf(catalog, card);
  const note = asked !== card.owner ? ` (а не ${playerGen(asked)})` : '';
  const deck = s.players[card.owner].deck;
  if (position === 'bottom') deck.push(card.phys);
  else deck.unshift(card.phys);
  return [
    entry(s.rules, 'deckOwner', `${name} попадает в колоду владельца — ${playerGen(card.owner)}${note}`),
    ...keepAcross(catalog, s, old, card),
    entry(s.rules, 'deckOwner', `${name} — теперь другая карта: вернувшись в игровую зону, будет считаться новой`),
    position
      ? entry(s.rules, 'deckShuffle', `${name} кладётся ${position === 'top' ? 'на верх' : 'в низ'} колоды — колода не перемешивается`)
      : shuffleDeck(s, card.owner, `в неё убрана карта ${name}`),
  ];
}

/** 204-p3: a player looks through a deck (their own: the deck is closed); it is shuffled afterwards. */
export function lookThrough(s: GameState, player: PlayerId): TraceEntry[] {
  const seen = s.players[player].deck.length;
  return [
    entry(s.rules, 'deckLook', `${playerName(player)} просматривает свою колоду (${cards(seen)}): это предписано правилом или способностью`),
    shuffleDeck(s, player, 'после просмотра', 'deckLook'),
  ];
}
