// 205.2 — cards in a graveyard lie face up, and a player may look at the cards in any graveyard,
// their own or the opponent's, at any time: looking needs no rule or ability, and moves nothing.
import { entry } from '../citations.ts';
import { cards, player as playerName, playerGen } from '../words.ts';
import type { GameState, PlayerId, TraceEntry } from '../types.ts';

export function lookAtGraveyard(s: GameState, player: PlayerId, of: PlayerId): TraceEntry[] {
  const whose = player === of ? 'своё кладбище' : `кладбище ${playerGen(of)}`;
  return [
    entry(
      s.rules,
      'graveyardLook',
      `${playerName(player)} смотрит ${whose} (${cards(s.players[of].graveyard.length)}, снизу вверх): карты там лежат лицом вверх, смотреть их можно в любой момент`,
    ),
  ];
}
