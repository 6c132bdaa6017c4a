// Game objects. A card is a new object after every zone change (203.4, 204, 205.4), and every
// effect, marker, ability in the Queue and attack records the object it belongs to (an ObjRef,
// as XMage's MageObjectReference carries a zone-change counter). A look-up through an older
// object finds nothing, so nothing bound to it needs cleaning up: whatever path moved the card.
// What an edition keeps across a zone change is carried to the new object (rules/keeps.ts).
import type { CardObj, Effect, EffectInst, GameState, Marker, ObjRef, PlayerId, ZoneName } from './types.ts';

export const refOf = (card: CardObj): ObjRef => ({ card: card.phys, object: card.object });

/** The card a reference points at, if it is still that object; null once it changed zone. */
export function live(s: GameState, ref: ObjRef): CardObj | null {
  const card = s.cards[ref.card];
  return card && card.object === ref.object ? card : null;
}

/** Object ids are never reused, so the object alone says whose a thing is. */
const belongsTo = (card: CardObj) => (x: { on: ObjRef }) => x.on.object === card.object;

export const effectsOf = (s: GameState, card: CardObj): EffectInst[] => s.effects.filter(belongsTo(card));

export const markersOf = (s: GameState, card: CardObj): Marker[] => s.markers.filter(belongsTo(card)).map(({ name, count }) => ({ name, count }));

export function markerCount(s: GameState, card: CardObj, name: string): number {
  return s.markers.find((m) => belongsTo(card)(m) && m.name === name)?.count ?? 0;
}

export function addEffect(s: GameState, card: CardObj, effect: Effect, until?: 'endTurn'): void {
  const on = refOf(card);
  s.effects = [...s.effects, until ? { on, effect, seq: s.seq++, until } : { on, effect, seq: s.seq++ }];
}

/** Puts `count` markers of a name on the card's object. A list, not an object: «__proto__» is just a name. */
export function putMarkers(s: GameState, card: CardObj, name: string, count: number): void {
  const mine = belongsTo(card);
  const found = s.markers.find((m) => mine(m) && m.name === name);
  s.markers = found ? s.markers.map((m) => (m === found ? { ...m, count: m.count + count } : m)) : [...s.markers, { on: refOf(card), name, count }];
}

/**
 * The card as the new object it becomes in `zone` under `controller`: everything the old object
 * had — wounds, closed, control, the turn it entered — is the old object's and stays with it.
 */
export function newObject(s: GameState, card: CardObj, zone: ZoneName, controller: PlayerId): CardObj {
  const { phys, name, owner, hero, created } = card;
  const fresh: CardObj = {
    phys,
    name,
    owner,
    hero,
    created,
    object: s.nextObject++,
    zone,
    controller,
    wounds: 0,
    closed: false,
    enteredTurn: zone === 'play' ? s.turn : null,
    controlTurn: null,
    seq: s.seq++,
  };
  s.cards[phys] = fresh;
  return fresh;
}

/** Binds chosen effects and markers of an old object to the new one (what the edition keeps). */
export function carryTo(s: GameState, card: CardObj, effects: readonly EffectInst[], markers: readonly Marker[]): void {
  const on = refOf(card);
  s.effects = [...s.effects, ...effects.map((e) => ({ ...e, on }))];
  s.markers = [...s.markers, ...markers.map((m) => ({ ...m, on }))];
}
