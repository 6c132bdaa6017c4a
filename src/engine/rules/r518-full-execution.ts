// 518 — full execution: a declared ability is carried out as far as possible (518.1); healing X
// removes all wounds when there are fewer than X (518.2); drawing or showing X cards from a deck
// with fewer cards takes or shows what there is (518.3); discarding X from a smaller hand
// discards the whole hand (518.4). Each is cited only where it decides something; an ordinary
// heal, draw, show or discard is not a rule of the excerpts.
import { entry, silent } from '../citations.ts';
import { nameOf } from '../state.ts';
import { moveCard } from '../zones.ts';
import { cards, player as playerName, wounds } from '../words.ts';
import type { Catalog, CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

export function heal(catalog: Catalog, s: GameState, card: CardObj, amount: number): TraceEntry[] {
  const before = card.wounds;
  const name = nameOf(catalog, card);
  card.wounds = Math.max(0, before - amount);
  return [
    amount > before
      ? entry(s.rules, 'heal', `${name}: излечение на ${amount}, а ран ${before} — снимаются все раны`)
      : silent(s.rules, `${name}: излечение на ${amount} снимает ${wounds(amount, 'acc')}, остаётся ран ${card.wounds}`),
  ];
}

/** 204 speaks of a deck an ability takes cards *out of* (извлекает); of drawing from the top it is silent. */
const NO_SHUFFLE_ON_DRAW =
  'перемешивать ли колоду после того, как из неё берут карты сверху, в выдержках не сказано (204 говорит об извлечении карты способностью) — колода не перемешивается';

export function draw(catalog: Catalog, s: GameState, player: PlayerId, count: number): TraceEntry[] {
  const deck = s.players[player].deck;
  const taken = deck.slice(0, count);
  const t = [
    taken.length < count
      ? entry(s.rules, 'draw', `${playerName(player)} должен взять ${cards(count, 'acc')}, а в колоде ${taken.length}: берётся сколько есть`)
      : silent(s.rules, `${playerName(player)} берёт из колоды ${cards(count, 'acc')} сверху`),
  ];
  for (const phys of taken) t.push(...moveCard(catalog, s, phys, { zone: 'hand', player }));
  if (taken.length) t.push(silent(s.rules, NO_SHUFFLE_ON_DRAW));
  return t;
}

/** The top `count` cards of the player's deck, shown; they stay where they are. */
export function reveal(s: GameState, player: PlayerId, count: number): { shown: number[]; trace: TraceEntry[] } {
  const shown = s.players[player].deck.slice(0, count);
  const t = [
    shown.length < count
      ? entry(
          s.rules,
          'draw',
          `${playerName(player)} должен показать ${cards(count, 'acc')} из колоды, а в колоде ${shown.length}: показывается сколько возможно`,
        )
      : silent(s.rules, `${playerName(player)} показывает ${cards(count, 'acc')} с верха колоды`),
    silent(
      s.rules,
      'показанные карты остаются в колоде на своих местах; перемешивать ли колоду после показа, в выдержках не сказано — колода не перемешивается',
    ),
  ];
  return { shown, trace: t };
}

export function discard(catalog: Catalog, s: GameState, player: PlayerId, count: number): TraceEntry[] {
  const hand = s.players[player].hand;
  const chosen = hand.slice(Math.max(0, hand.length - count));
  const t = [
    chosen.length < count
      ? entry(s.rules, 'discard', `${playerName(player)} должен сбросить ${cards(count, 'acc')}, а в руке ${hand.length}: сбрасываются все карты`)
      : silent(s.rules, `${playerName(player)} сбрасывает ${cards(count, 'acc')}; какие — выбирает игрок, здесь последние в руке`),
  ];
  for (const phys of chosen) t.push(...moveCard(catalog, s, phys, { zone: 'graveyard', player }));
  return t;
}
