// Moving a card between zones: every zone change of the game goes through `moveCard`, whichever
// action or ability causes it (play, destroy, return, draw, discard, summon, revive, create).
// Entering play and being destroyed fire the card's triggered abilities (triggers.ts).
// The card becomes a new object (203.4, 204, 205.4): whatever was bound to the old one — wounds,
// control, effects (deferred ones too), markers, abilities aimed at it — stays with the old one,
// and the new one gets what the zone's rule lets it keep (rules/keeps.ts). A change of control is
// not a zone change (517.5) and does not come here.
import { silent } from './citations.ts';
import { newObject } from './objects.ts';
import { toHand } from './rules/r203-4-to-hand.ts';
import { toDeck } from './rules/r204-deck.ts';
import { toGraveyard } from './rules/r205-4-graveyard.ts';
import { toSupply } from './rules/r206-supply.ts';
import { othersToDestroy } from './rules/r211-events.ts';
import { sameSubtypeToDestroy } from './rules/r212-equipment.ts';
import { keepAcross } from './rules/keeps.ts';
import { fire } from './triggers.ts';
import { defOf, nameOf, removeFromZone } from './state.ts';
import { wounds } from './words.ts';
import type { CardObj, Catalog, GameState, PlayerId, TraceEntry, ZoneName } from './types.ts';

export interface Destination {
  zone: ZoneName;
  /** whose zone was asked for: for play, the controller; other zones are always the owner's */
  player: PlayerId;
  position?: 'top' | 'bottom';
}

type Arrival = (catalog: Catalog, s: GameState, old: CardObj, card: CardObj, to: Destination) => TraceEntry[];

/** What each zone's rule does with a card that comes into it. */
const ARRIVALS: Record<ZoneName, Arrival> = {
  hand: (catalog, s, old, card, to) => toHand(catalog, s, old, card, to.player),
  deck: (catalog, s, old, card, to) => toDeck(catalog, s, old, card, to.player, to.position),
  graveyard: (catalog, s, old, card, to) => toGraveyard(catalog, s, old, card, to.player),
  supply: (catalog, s, old, card) => toSupply(catalog, s, old, card),
  play: (catalog, s, old, card) => enterPlay(catalog, s, old, card),
};

/** Moves a card (never a hero: callers refuse that first). Changes `s` in place. */
export function moveCard(catalog: Catalog, s: GameState, phys: number, to: Destination): TraceEntry[] {
  const old = s.cards[phys];
  removeFromZone(s, phys);
  const left =
    old.zone === 'play' && old.wounds ? [silent(s.rules, `${nameOf(catalog, old)} покидает игровую зону: ${wounds(old.wounds)} на ней не сохраняются`)] : [];
  const card = newObject(s, old, to.zone, to.zone === 'play' ? to.player : old.owner);
  return [...left, ...ARRIVALS[to.zone](catalog, s, old, card, to)];
}

/** A card appears in the play zone under its controller; its abilities for entering fire. */
function enterPlay(catalog: Catalog, s: GameState, old: CardObj, card: CardObj): TraceEntry[] {
  s.players[card.controller].play.push(card.phys);
  return [...keepAcross(catalog, s, old, card), ...appearsUnder(catalog, s, card.phys), ...fire(catalog, s, card.phys, 'enters')];
}

/** A card in play is destroyed: to its owner's graveyard; its abilities for being destroyed fire. */
export function destroyCard(catalog: Catalog, s: GameState, phys: number): TraceEntry[] {
  return [...moveCard(catalog, s, phys, { zone: 'graveyard', player: s.cards[phys].owner }), ...fire(catalog, s, phys, 'destroyed')];
}

/** 211.2 / 212.2: what happens when a card appears under a player's control. */
export function appearsUnder(catalog: Catalog, s: GameState, phys: number): TraceEntry[] {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  const typeOf = (p: number) => defOf(catalog, s.cards[p]);
  const found =
    def.type === 'event'
      ? othersToDestroy(catalog, s, card, (p) => typeOf(p).type === 'event')
      : def.type === 'equipment'
        ? sameSubtypeToDestroy(catalog, s, card, def.subtype, (p) => (typeOf(p).type === 'equipment' ? typeOf(p).subtype : null))
        : { victims: [], trace: [] };
  const trace = [...found.trace];
  for (const v of found.victims) trace.push(...destroyCard(catalog, s, v));
  return trace;
}
