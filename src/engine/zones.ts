// Moving a card between zones: every zone change of the game goes through `moveCard`, whichever
// action or ability causes it (play, destroy, return, draw, discard, summon, revive, create).
// The card becomes a new object (203.4, 204, 205.4): whatever was bound to the old one — wounds,
// control, effects (deferred ones too), markers — ends here, as the zone's rule says. A change of
// control is not a zone change (517.5) and does not come here.
import { silent } from './citations.ts';
import { toHand } from './rules/r203-4-to-hand.ts';
import { toDeck } from './rules/r204-deck.ts';
import { toGraveyard } from './rules/r205-4-graveyard.ts';
import { toSupply } from './rules/r206-supply.ts';
import { othersToDestroy } from './rules/r211-events.ts';
import { sameSubtypeToDestroy } from './rules/r212-equipment.ts';
import { defOf, removeFromZone } from './state.ts';
import { wounds } from './words.ts';
import type { CardObj, Catalog, GameState, PlayerId, TraceEntry, ZoneName } from './types.ts';

export interface Destination {
  zone: ZoneName;
  /** whose zone was asked for: for play, the controller; other zones are always the owner's */
  player: PlayerId;
  position?: 'top' | 'bottom';
}

/** Moves a card (never a hero: callers refuse that first). Changes `s` in place. */
export function moveCard(catalog: Catalog, s: GameState, phys: number, to: Destination): TraceEntry[] {
  const card = s.cards[phys];
  const trace: TraceEntry[] = [];
  removeFromZone(s, phys);
  if (card.zone === 'play') trace.push(...leavePlay(s, card));
  card.object = s.nextObject++;
  card.seq = s.seq++;
  card.zone = to.zone;
  switch (to.zone) {
    case 'hand':
      return [...trace, ...toHand(s, card, to.player)];
    case 'deck':
      return [...trace, ...toDeck(s, card, to.player, to.position)];
    case 'graveyard':
      return [...trace, ...toGraveyard(s, card, to.player)];
    case 'supply':
      return [...trace, ...toSupply(s, card)];
    case 'play':
      return [...trace, ...enterPlay(catalog, s, card, to.player)];
  }
}

/** What stays in the play zone when a card leaves it: its wounds, its closed state, control. */
function leavePlay(s: GameState, card: CardObj): TraceEntry[] {
  const had = card.wounds;
  card.wounds = 0;
  card.closed = false;
  card.controller = card.owner;
  card.enteredTurn = null;
  card.controlTurn = null;
  return had ? [silent(s.edition, `${card.name} покидает игровую зону: ${wounds(had)} на ней не сохраняются`)] : [];
}

/** A card appears in the play zone under `controller`. */
function enterPlay(catalog: Catalog, s: GameState, card: CardObj, controller: PlayerId): TraceEntry[] {
  card.controller = controller;
  card.enteredTurn = s.turn;
  card.controlTurn = null;
  card.closed = false;
  s.players[controller].play.push(card.phys);
  return appearsUnder(catalog, s, card.phys);
}

/** 211.2 / 212.2: what happens when a card appears under a player's control. */
export function appearsUnder(catalog: Catalog, s: GameState, phys: number): TraceEntry[] {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  const typeOf = (p: number) => defOf(catalog, s.cards[p]);
  const found =
    def.type === 'event'
      ? othersToDestroy(s, card, (p) => typeOf(p).type === 'event')
      : def.type === 'equipment'
        ? sameSubtypeToDestroy(s, card, def.subtype, (p) => (typeOf(p).type === 'equipment' ? typeOf(p).subtype : null))
        : { victims: [], trace: [] };
  const trace = [...found.trace];
  for (const v of found.victims) trace.push(...moveCard(catalog, s, v, { zone: 'graveyard', player: s.cards[v].owner }));
  return trace;
}
