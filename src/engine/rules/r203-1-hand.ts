// 203.1 — a hand is a semi-closed private zone: a player may look at their own hand only.
import { entry } from '../citations.ts';
import { refused } from '../results.ts';
import { cards, player as playerName, playerGen } from '../words.ts';
import type { GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';

/** `player` looks at `of`'s hand: their own, or the look is refused. */
export function lookAtHand(s: GameState, player: PlayerId, of: PlayerId): TraceEntry[] | Refusal {
  if (player !== of)
    return refused(
      entry(s.rules, 'handLook', `рука — полузакрытая зона: ${playerName(player)} может просматривать только свою руку, а не руку ${playerGen(of)}`),
    );
  return [entry(s.rules, 'handLook', `${playerName(player)} просматривает свою руку (${cards(s.players[of].hand.length)})`)];
}
