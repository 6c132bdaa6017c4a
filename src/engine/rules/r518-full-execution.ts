// 518 — full execution: a declared ability is carried out as far as possible (518.1); healing X
// removes all wounds when there are fewer than X (518.2); drawing X from a deck with fewer cards
// draws what there is (518.3); discarding X from a smaller hand discards the whole hand (518.4).
import { entry } from '../citations.ts';
import { changeZone } from '../zones.ts';
import type { Catalog, CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

export function heal(s: GameState, card: CardObj, amount: number): TraceEntry[] {
  const removed = Math.min(card.wounds, amount);
  const before = card.wounds;
  card.wounds -= removed;
  return [
    amount > before
      ? entry(s.edition, 'heal', `${card.name}: излечение на ${amount} при ${before} ранах снимает все раны`)
      : entry(s.edition, 'asPossible', `${card.name}: излечение на ${amount}, ран ${before} → ${card.wounds}`),
  ];
}

export function draw(s: GameState, player: PlayerId, count: number): TraceEntry[] {
  const deck = s.players[player].deck;
  const n = Math.min(count, deck.length);
  const taken = deck.splice(0, n);
  for (const p of taken) {
    const c = s.cards[p];
    c.zone = 'hand';
    c.object = s.nextObject++;
    c.seq = s.seq++;
    c.effects = [];
    c.markers = {};
    s.players[player].hand.push(p);
  }
  return [
    n < count
      ? entry(s.edition, 'draw', `${player} должен взять ${count}, в колоде ${n + deck.length}: берётся сколько возможно — ${n}`)
      : entry(s.edition, 'asPossible', `${player} берёт из колоды ${n}`),
  ];
}

export function discard(catalog: Catalog, s: GameState, player: PlayerId, count: number): TraceEntry[] {
  const hand = s.players[player].hand;
  const n = Math.min(count, hand.length);
  const trace: TraceEntry[] = [
    n < count
      ? entry(s.edition, 'discard', `${player} должен сбросить ${count}, в руке ${hand.length}: сбрасываются все карты`)
      : entry(s.edition, 'asPossible', `${player} сбрасывает ${n} (выбор игрока; по умолчанию — последние карты руки)`),
  ];
  const chosen = hand.slice(hand.length - n);
  for (const p of chosen) trace.push(...changeZone(catalog, s, p, { zone: 'graveyard', player }));
  return trace;
}
