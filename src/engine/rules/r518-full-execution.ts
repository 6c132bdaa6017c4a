// 518 — full execution: a declared ability is carried out as far as possible (518.1); healing X
// removes all wounds when there are fewer than X (518.2); drawing X from a deck with fewer cards
// draws what there is (518.3); discarding X from a smaller hand discards the whole hand (518.4).
// Each is cited only where it decides something; an ordinary heal, draw or discard is not a rule
// of the excerpts.
import { entry, silent } from '../citations.ts';
import { moveCard } from '../zones.ts';
import { cards, player as playerName, wounds } from '../words.ts';
import type { Catalog, CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

export function heal(s: GameState, card: CardObj, amount: number): TraceEntry[] {
  const before = card.wounds;
  card.wounds = Math.max(0, before - amount);
  return [
    amount > before
      ? entry(s.edition, 'heal', `${card.name}: излечение на ${amount} при ${wounds(before)} снимает все раны`)
      : silent(s.edition, `${card.name}: излечение на ${amount} снимает ${wounds(amount)}, остаётся ран ${card.wounds}`),
  ];
}

export function draw(catalog: Catalog, s: GameState, player: PlayerId, count: number): TraceEntry[] {
  const deck = s.players[player].deck;
  const taken = deck.slice(0, count);
  const t = [
    taken.length < count
      ? entry(s.edition, 'draw', `${playerName(player)} должен взять ${cards(count)}, а в колоде ${taken.length}: берётся сколько есть`)
      : silent(s.edition, `${playerName(player)} берёт из колоды ${cards(count)} сверху`),
  ];
  for (const phys of taken) t.push(...moveCard(catalog, s, phys, { zone: 'hand', player }));
  return t;
}

export function discard(catalog: Catalog, s: GameState, player: PlayerId, count: number): TraceEntry[] {
  const hand = s.players[player].hand;
  const chosen = hand.slice(Math.max(0, hand.length - count));
  const t = [
    chosen.length < count
      ? entry(s.edition, 'discard', `${playerName(player)} должен сбросить ${cards(count)}, а в руке ${hand.length}: сбрасываются все карты`)
      : silent(s.edition, `${playerName(player)} сбрасывает ${cards(count)}; какие — выбирает игрок, здесь последние в руке`),
  ];
  for (const phys of chosen) t.push(...moveCard(catalog, s, phys, { zone: 'graveyard', player }));
  return t;
}
