// Types shared by the engine: card data, game state, actions, results and trace entries.
// Card data types follow from the card schema (schema/card.ts); the rest is the engine's own.
import type * as z from 'zod/mini';
import type { abilitySchema, effectDefSchema, filterSchema } from './schema/card.ts';

export type Edition = 'early' | 'late';
export const EDITIONS: readonly Edition[] = ['early', 'late'];
export type PlayerId = 'A' | 'B';
export const PLAYERS: readonly PlayerId[] = ['A', 'B'];
export type ZoneName = 'hand' | 'deck' | 'graveyard' | 'supply' | 'play';
export const ZONES: readonly ZoneName[] = ['hand', 'deck', 'graveyard', 'supply', 'play'];
export type CardType = 'creature' | 'hero' | 'spell' | 'event' | 'equipment';
export type Stat = 'cost' | 'power' | 'lives';
export type Op = '+' | '-' | '*' | '/' | '=';
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

// ---- effects, as data ------------------------------------------------------------------------

/** A modifier of a numerical value: cost, power (strike) or lives (521.1). */
export interface StatChange {
  kind: 'stat';
  stat: Stat;
  op: Op;
  value: number;
}

/** An effect known by its name, with an optional value ("Инкарнация 2"). */
export interface NamedEffect {
  kind: 'named';
  name: string;
  value?: number;
}

/** What a deferred effect (519) does when its condition comes. */
export type DeferredPayload = { kind: 'wound' | 'heal'; amount: number } | StatChange;

/** A deferred effect lying on a card, waiting for the end of the turn (519). */
export interface DeferredEffect {
  kind: 'deferred';
  payload: DeferredPayload;
}

export type Effect = StatChange | NamedEffect | DeferredEffect;

/** An effect on a card object, in the order effects appeared (`seq`, for «=» in 521.1). */
export interface EffectInst {
  effect: Effect;
  seq: number;
  until?: 'endTurn';
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

/** A card as data (content/cards/<slug>.yaml). Unknown facts are null. */
export interface CardDef {
  slug: string;
  name: string;
  aliases: string[];
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

export interface CardObj {
  /** the physical card: stays the same through zone changes */
  phys: number;
  /** the game object: a new one after every zone change (203.4) */
  object: number;
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  wounds: number;
  markers: Marker[];
  effects: EffectInst[];
  closed: boolean;
  /** turn on which it entered the play zone, or null */
  enteredTurn: number | null;
  /** turn on which its controller last changed, or null */
  controlTurn: number | null;
  created: boolean;
  hero: boolean;
  /** order of appearance of the object (for the «=» modifiers of its abilities) */
  seq: number;
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

export interface QueueItem {
  source: number;
  effect: EffectDef;
  targets: number[];
  player: PlayerId;
}

export interface GameState {
  edition: Edition;
  turn: number;
  active: PlayerId;
  phase: Phase;
  cards: Record<number, CardObj>;
  players: Record<PlayerId, PlayerState>;
  queue: QueueItem[];
  rng: number;
  nextPhys: number;
  nextObject: number;
  seq: number;
  attacks: { attacker: number; target: number; turn: number }[];
}

// ---- actions and their results -------------------------------------------------------------------

export type Action =
  | { type: 'play'; player: PlayerId; card: number; targets: number[]; choose?: number[] }
  | { type: 'move'; card: number; to: { player: PlayerId; zone: ZoneName }; position?: 'top' | 'bottom' }
  | { type: 'destroy'; card: number }
  | { type: 'wound'; card: number; amount: number }
  | { type: 'heal'; card: number; amount: number }
  | { type: 'draw'; player: PlayerId; count: number }
  | { type: 'discard'; player: PlayerId; count?: number; cards?: number[] }
  | { type: 'summon'; player: PlayerId; name: string; decline?: boolean }
  | { type: 'revive'; player: PlayerId; card: number }
  | { type: 'takeControl'; player: PlayerId; card: number }
  | { type: 'create'; player: PlayerId; name: string }
  | { type: 'gainCoins'; player: PlayerId; amount: number; temporary?: boolean }
  | { type: 'loseCoins'; player: PlayerId; amount: number; temporary?: boolean; choose?: CoinChoice }
  | { type: 'modify'; card: number; effect: StatChange | NamedEffect; until?: 'endTurn' }
  | { type: 'addMarker'; card: number; marker: string; count: number }
  | { type: 'attack'; card: number; target: number }
  | { type: 'activate'; player: PlayerId; card: number; targets: number[] }
  | { type: 'defer'; player: PlayerId; payload: DeferredPayload; target?: number }
  | { type: 'phase'; name: 'accumulation' }
  | { type: 'endTurn' };

export type ActionType = Action['type'];
export type CoinChoice = 'open' | 'closed' | 'temporary';

export interface Refusal {
  ok: false;
  /** the rule that forbids the action; null when the excerpts hold no rule for it */
  rule: string | null;
  edition: Edition;
  reason: string;
  trace: TraceEntry[];
}

export interface Success {
  ok: true;
  state: GameState;
  trace: TraceEntry[];
  /** the physical card an action brought into being (create) or moved (summon) */
  card?: number;
}

export type MoveResult = Success | Refusal;
