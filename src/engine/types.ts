// Types shared by the engine: card data, game state, actions, results and trace entries.

export type Edition = 'early' | 'late';
export const EDITIONS: readonly Edition[] = ['early', 'late'];
export type PlayerId = 'A' | 'B';
export const PLAYERS: readonly PlayerId[] = ['A', 'B'];
export type ZoneName = 'hand' | 'deck' | 'graveyard' | 'supply' | 'play';
export const ZONES: readonly ZoneName[] = ['hand', 'deck', 'graveyard', 'supply', 'play'];
export type CardType = 'creature' | 'hero' | 'spell' | 'event' | 'equipment';
export type Stat = 'cost' | 'power' | 'lives';
export type Op = '+' | '-' | '*' | '/' | '=';

/** One line of the explanation: which rule, of which edition, said what (Russian). */
export interface TraceEntry {
  rule: string;
  edition: Edition;
  text: string;
}

/** How many of something an ability counts. */
export type Amount = number | { count: 'hand'; excludeSelf?: boolean };

/** Which cards an ability or target may touch. */
export interface Filter {
  type?: CardType[];
  race?: string;
  other?: boolean;
  controller?: 'own' | 'opponent' | 'any';
}

/** One thing an ability does when it resolves. */
export interface EffectDef {
  do: 'returnToHand' | 'takeControl' | 'destroy' | 'wound' | 'heal' | 'draw' | 'modify' | 'gainCoins';
  target?: Filter;
  amount?: number;
  effect?: string;
  until?: 'endTurn';
}

export type AbilityDef =
  | { kind: 'stat'; stat: Stat; scope: 'self' | 'set'; op: Op; amount: Amount; filter?: Filter; text: string }
  | { kind: 'keyword'; name: string; value?: number; text: string }
  | { kind: 'onPlay'; effect: EffectDef; text: string }
  | { kind: 'spell'; effect: EffectDef; text: string }
  | { kind: 'activated'; close: boolean; effect: EffectDef; text: string }
  | { kind: 'choose'; on: 'spell' | 'onPlay'; times: number; options: EffectDef[]; text: string };

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
}

export interface Catalog {
  /** by name and by alias */
  byName: Map<string, CardDef>;
  cards: CardDef[];
}

/** An effect on a card object. */
export interface EffectInst {
  text: string;
  stat?: Stat;
  op?: Op;
  value?: number;
  name?: string;
  until?: 'endTurn';
  seq: number;
}

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
  markers: Record<string, number>;
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

export interface Coin {
  closed: boolean;
  temporary: boolean;
}

export interface PlayerState {
  hand: number[];
  deck: number[];
  graveyard: number[];
  supply: number[];
  play: number[];
  hero: number;
  coins: Coin[];
  /** coins lost for a period (520.4): they come back at the end of the turn */
  suspended: Coin[];
  gained: number;
  lost: number;
  shuffles: number;
}

export interface Deferred {
  /** "wound 2", "heal 1" or a stat effect such as "power +1" */
  payload: string;
  when: 'endTurn';
  card: number;
  rule: string;
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
  phase: string;
  cards: Record<number, CardObj>;
  players: Record<PlayerId, PlayerState>;
  queue: QueueItem[];
  deferred: Deferred[];
  rng: number;
  nextPhys: number;
  nextObject: number;
  seq: number;
  attacks: { attacker: number; target: number; turn: number }[];
}

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
  | { type: 'loseCoins'; player: PlayerId; amount: number; temporary?: boolean; choose?: 'open' | 'closed' | 'temporary' }
  | { type: 'modify'; card: number; effect: string; until?: 'endTurn' }
  | { type: 'addMarker'; card: number; marker: string; count: number }
  | { type: 'attack'; card: number; target: number }
  | { type: 'activate'; player: PlayerId; card: number; targets: number[] }
  | { type: 'defer'; player: PlayerId; payload: string; target?: number; when: 'endTurn' }
  | { type: 'phase'; name: 'accumulation' }
  | { type: 'endTurn' };

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
