// 517.4 — to revive a card is to take it from a graveyard and put it into the play zone: by
// default from one's own graveyard, open, under one's own control.
import { entry } from '../citations.ts';
import { enterPlay } from '../zones.ts';
import type { Catalog, GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';

export function revive(catalog: Catalog, s: GameState, player: PlayerId, phys: number): { trace: TraceEntry[] } | Refusal {
  const card = s.cards[phys];
  if (card.zone !== 'graveyard' || card.owner !== player) {
    const e = entry(s.edition, 'revive', `${card.name} не на кладбище ${player}: возрождают со своего кладбища`);
    return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
  }
  const g = s.players[player].graveyard;
  g.splice(g.indexOf(phys), 1);
  card.object = s.nextObject++;
  card.seq = s.seq++;
  const trace = [entry(s.edition, 'revive', `${card.name} возрождается с кладбища ${player}: в открытом виде, под контролем ${player}`)];
  trace.push(...enterPlay(catalog, s, phys, player));
  return { trace };
}
