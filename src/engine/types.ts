// Types shared by the engine: card data, game state, results and trace entries. Card data types
// follow from the card schema (schema/card.ts); the actions' types follow from their records
// (actions/table.ts); the rules an edition plays by, from its table (editions.ts).
import type * as z from 'zod/mini';
import type { abilitySchema, effectDefSchema, filterSchema } from './schema/card.ts';
import type { Effect } from './schema/effect-text.ts';
import type { Rules } from './editions.ts';
import type { Edition, PlayerId, ZoneName } from './vocabulary.ts';

export { PLAYERS, ZONES, type Edition, type PlayerId, type ZoneName, type ZoneRef } from './vocabulary.ts';
export type { DeferredEffect, DeferredPayload, Effect, NamedEffect, Op, Stat, StatChange } from './schema/effect-text.ts';
export type CardType = 'creature' | 'hero' | 'spell' | 'event' | 'equipment';
export type Phase = 'main' | 'accumulation';

/**
 * One line of the explanation: which rule of which edition decided what (Russian). `rule` is null
 * where the excerpts of the rulebook say nothing about it; the text then says what was assumed.
 */
export interface TraceEntry {
  rule: string | null;
  edition: Edition;
  text: string;
}

export interface Marker {
  name: string;
  count: number;
}

// ---- cards as data -----------------------------------------------------------------------------

export type Filter = z.output<typeof filterSchema>;
export type EffectDef = z.output<typeof effectDefSchema>;
export type AbilityDef = z.output<typeof abilitySchema>;
export type Amount = Extract<AbilityDef, { kind: 'stat' }>['amount'];

/** The grammatical cases a sentence may need a card's name in. */
export type Case = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'prep';
export type Gender = 'masculine' | 'feminine' | 'neuter';

/** A card as data (content/cards/<slug>.yaml). Unknown facts are null. */
export interface CardDef {
  slug: string;
  name: string;
  aliases: string[];
  /** The name's gender and its forms in every case (`nom` is the name itself). */
  gender: Gender;
  forms: Record<Case, string>;
  type: CardType;
  subtype: string | null;
  race: string | null;
  element: string | null;
  cost: number | null;
  lives: number | null;
  strike: number | null;
  abilities: AbilityDef[];
  note?: string;
  /** A trial card a scenario describes for itself: not a real card of the game. */
  trial?: boolean;
}

export interface Catalog {
  /** by name and by alias */
  byName: Map<string, CardDef>;
  cards: CardDef[];
}

// ---- the game state ----------------------------------------------------------------------------

/**
 * One game object of a card (XMage's MageObjectReference): the physical card and the object it
 * was when the reference was made. Once the card changes zone it is another object, and every
 * look-up through an older reference finds nothing (objects.ts).
 */
export interface ObjRef {
  card: number;
  object: number;
}

/**
 * A physical card and its current game object. `phys`, `name`, `owner`, `hero` and `created`
 * belong to the card and never change; every other field belongs to the object and is built anew
 * by each zone change (objects.ts, `newObject`).
 */
export interface CardObj {
  phys: number;
  name: string;
  owner: PlayerId;
  hero: boolean;
  created: boolean;
  /** the current game object: a new one after every zone change (203.4, 204, 205.4) */
  object: number;
  zone: ZoneName;
  controller: PlayerId;
  wounds: number;
  closed: boolean;
  /** turn on which it entered the play zone, or null */
  enteredTurn: number | null;
  /** turn on which its controller last changed, or null */
  controlTurn: number | null;
  /** order of appearance of the object (for the «=» modifiers of its abilities) */
  seq: number;
}

/** An effect on a game object, in the order effects appeared (`seq`, for «=» in 521.1). */
export interface EffectInst {
  on: ObjRef;
  effect: Effect;
  seq: number;
  until?: 'endTurn';
}

/** Markers of one name on a game object. */
export interface MarkerInst extends Marker {
  on: ObjRef;
}

/** Coins counted, not listed: a step that gains a thousand coins costs what one costs. */
export interface Coins {
  open: number;
  closed: number;
}

export interface PlayerState {
  hand: number[];
  deck: number[];
  graveyard: number[];
  supply: number[];
  play: number[];
  hero: number;
  coins: Coins;
  /** temporary coins (520.4): they go back to the supply at the end of the turn */
  temporary: Coins;
  /** coins lost for a period (520.4): they come back at the end of the turn */
  suspended: Coins;
  gained: number;
  lost: number;
  shuffles: number;
}

/** An ability waiting in the Queue (Очередь): its source and targets are the objects declared. */
export interface QueueItem {
  source: ObjRef;
  effect: EffectDef;
  targets: ObjRef[];
  player: PlayerId;
}

export interface GameState {
  /** The rules of the edition the game is played by (shared, never changed by a move). */
  rules: Rules;
  turn: number;
  active: PlayerId;
  phase: Phase;
  cards: Record<number, CardObj>;
  players: Record<PlayerId, PlayerState>;
  effects: EffectInst[];
  markers: MarkerInst[];
  queue: QueueItem[];
  /** Triggered abilities fired by their event, waiting for their player to carry them out or skip them (517.3.2). */
  triggered: QueueItem[];
  rng: number;
  nextPhys: number;
  nextObject: number;
  seq: number;
}

// ---- results -----------------------------------------------------------------------------------

export type CoinChoice = 'open' | 'closed' | 'temporary';

export interface Refusal {
  ok: false;
  /** the rule that forbids the action; null when the excerpts hold no rule for it */
  rule: string | null;
  edition: Edition;
  reason: string;
  trace: TraceEntry[];
}

/** What an action shows a player (`reveal`, `look`): the cards, said in Russian, and as data. */
export interface Shown {
  text: string;
  cards: number[];
}

export interface Success {
  ok: true;
  state: GameState;
  trace: TraceEntry[];
  /** the physical card an action brought into being (create) or moved (summon) */
  card?: number;
  shown?: Shown;
}

export type MoveResult = Success | Refusal;
