// 517.4 — to revive a card is to take it from a graveyard and put it into the play zone: by
// default from one's own graveyard, open, under one's own control.
import { entry } from '../citations.ts';
import { refused } from '../results.ts';
import { nameOf } from '../state.ts';
import { moveCard } from '../zones.ts';
import { playerGen } from '../words.ts';
import type { Catalog, GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';

export function revive(catalog: Catalog, s: GameState, player: PlayerId, phys: number): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  const name = nameOf(catalog, card);
  if (card.zone !== 'graveyard' || card.owner !== player) {
    return refused(entry(s.rules, 'revive', `${name} не на кладбище ${playerGen(player)}: возрождают со своего кладбища`));
  }
  return [
    entry(s.rules, 'revive', `${name} возрождается с кладбища ${playerGen(player)}: в открытом виде, под контролем ${playerGen(player)}`),
    ...moveCard(catalog, s, phys, { zone: 'play', player }),
  ];
}
