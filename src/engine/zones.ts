// Moving a card between zones: the one place that applies 203.4, 204, 205.4 and the rules for a
// card appearing in the play zone (211.2, 212.2). A change of control is not a zone change (517.5).
import { entry, silent } from './citations.ts';
import { toHand } from './rules/r203-4-to-hand.ts';
import { toDeck } from './rules/r204-deck.ts';
import { toGraveyard } from './rules/r205-4-graveyard.ts';
import { othersToDestroy } from './rules/r211-events.ts';
import { sameSubtypeToDestroy } from './rules/r212-equipment.ts';
import { defOf, removeFromZone } from './state.ts';
import type { Catalog, GameState, PlayerId, TraceEntry, ZoneName } from './types.ts';

export interface Destination {
  zone: ZoneName;
  /** whose zone was asked for: for play, the controller; for other zones the owner's is used */
  player: PlayerId;
  position?: 'top' | 'bottom';
}

/** Moves a card (never a hero: callers refuse that first). Changes `s` in place. */
export function changeZone(catalog: Catalog, s: GameState, phys: number, to: Destination): TraceEntry[] {
  const card = s.cards[phys];
  const from = card.zone;
  const trace: TraceEntry[] = [];
  removeFromZone(s, phys);
  if (from === 'play') {
    card.wounds = 0;
    card.closed = false;
    card.controller = card.owner;
    card.enteredTurn = null;
    card.controlTurn = null;
  }
  card.object = s.nextObject++;
  card.seq = s.seq++;
  card.zone = to.zone;
  switch (to.zone) {
    case 'hand':
      trace.push(...toHand(s, card, to.player));
      break;
    case 'deck':
      trace.push(...toDeck(s, card, to.player, to.position));
      break;
    case 'graveyard':
      trace.push(...toGraveyard(s, card, to.player));
      break;
    case 'supply':
      s.players[card.owner].supply.push(phys);
      trace.push(silent(s.edition, `${card.name} убрана в запас владельца ${card.owner}; что при этом теряет карта`));
      break;
    case 'play':
      trace.push(...enterPlay(catalog, s, phys, to.player));
      break;
  }
  return trace;
}

/** A card appears in the play zone under `controller`. */
export function enterPlay(catalog: Catalog, s: GameState, phys: number, controller: PlayerId): TraceEntry[] {
  const card = s.cards[phys];
  card.zone = 'play';
  card.controller = controller;
  card.enteredTurn = s.turn;
  card.controlTurn = null;
  card.closed = false;
  s.players[controller].play.push(phys);
  return appearsUnder(catalog, s, phys);
}

/** 211.2 / 212.2: what happens when a card appears under a player's control. */
export function appearsUnder(catalog: Catalog, s: GameState, phys: number): TraceEntry[] {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  let victims: number[] = [];
  const trace: TraceEntry[] = [];
  if (def.type === 'event') {
    const r = othersToDestroy(s, card, (p) => defOf(catalog, s.cards[p]).type === 'event');
    victims = r.victims;
    trace.push(...r.trace);
  } else if (def.type === 'equipment') {
    const r = sameSubtypeToDestroy(s, card, (p) => {
      const d = defOf(catalog, s.cards[p]);
      return d.type === 'equipment' ? d.subtype : undefined;
    });
    victims = r.victims;
    trace.push(...r.trace);
  }
  for (const v of victims) trace.push(...changeZone(catalog, s, v, { zone: 'graveyard', player: s.cards[v].owner }));
  return trace;
}
