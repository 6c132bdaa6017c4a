// A scenario after reading: references are resolved to slots, to be bound to physical cards when
// the scenario runs; effects and markers are data.
import type { CardDef, DeferredPayload, Edition, Marker, NamedEffect, PlayerId, Stat, StatChange, ZoneName } from '../types.ts';

/** Where a reference points: a card of the setup (by its order), a card a step creates, a hero. */
export type Slot = { kind: 'setup'; index: number } | { kind: 'created'; step: number } | { kind: 'hero'; player: PlayerId };

export interface SetupCard {
  name: string;
  player: PlayerId;
  zone: ZoneName;
  owner: PlayerId;
  wounds: number;
  markers: Marker[];
  effects: (StatChange | NamedEffect)[];
  closed: boolean;
  fresh: boolean;
}

export interface ZoneRef {
  player: PlayerId;
  zone: ZoneName;
}

/** `player: null` is the active player at the time the step runs. */
export type ScenarioAction =
  | { type: 'play'; player: PlayerId | null; card: Slot; targets: Slot[]; choose?: number[] }
  | { type: 'move'; card: Slot; to: ZoneRef; position?: 'top' | 'bottom' }
  | { type: 'destroy'; card: Slot }
  | { type: 'wound' | 'heal'; card: Slot; amount: number }
  | { type: 'draw'; player: PlayerId | null; count: number }
  | { type: 'discard'; player: PlayerId | null; count?: number; cards?: Slot[] }
  | { type: 'summon'; player: PlayerId | null; name: string; decline?: boolean }
  | { type: 'revive' | 'takeControl'; player: PlayerId | null; card: Slot }
  | { type: 'create'; player: PlayerId | null; name: string }
  | { type: 'gainCoins'; player: PlayerId | null; amount: number; temporary?: boolean }
  | { type: 'loseCoins'; player: PlayerId | null; amount: number; temporary?: boolean; choose?: 'open' | 'closed' | 'temporary' }
  | { type: 'modify'; card: Slot; effect: StatChange | NamedEffect; until?: 'endTurn' }
  | { type: 'addMarker'; card: Slot; marker: string; count: number }
  | { type: 'attack'; card: Slot; target: Slot }
  | { type: 'activate'; player: PlayerId | null; card: Slot; targets: Slot[] }
  | { type: 'defer'; player: PlayerId | null; payload: DeferredPayload; target?: Slot }
  | { type: 'phase'; name: 'accumulation' }
  | { type: 'endTurn' };

export type ListItem = { kind: 'name'; name: string } | { kind: 'card'; slot: Slot; label: string };

/** A card as a step names it: its slot and the reference as written (for messages). */
export interface CardRef {
  slot: Slot;
  label: string;
}

export type Expectation =
  | { kind: 'stat'; stat: Stat | 'wounds'; card: CardRef; is: number | null }
  | { kind: 'where'; card: CardRef; is: ZoneRef }
  | { kind: 'zone'; zone: ZoneRef; is?: ListItem[]; has?: ListItem[]; lacks?: ListItem[]; count?: number }
  | { kind: 'coins'; player: PlayerId; is?: number; open?: number }
  | { kind: 'side'; which: 'controller' | 'owner'; card: CardRef; is: PlayerId }
  | { kind: 'markers'; card: CardRef; is: Marker[] }
  | { kind: 'effects'; card: CardRef; is: string[] }
  | { kind: 'counter'; which: 'shuffles' | 'coinsLost' | 'coinsGained'; player: PlayerId; is: number }
  | { kind: 'closed'; card: CardRef; is: boolean }
  | { kind: 'cites'; rule: string };

/** A question (`ask:`): the engine answers it, with how the answer came about. */
export type Question =
  | { kind: 'stat'; stat: Stat | 'wounds'; card: CardRef }
  | { kind: 'where' | 'controller' | 'owner' | 'markers' | 'effects'; card: CardRef }
  | { kind: 'coins'; player: PlayerId }
  | { kind: 'zone'; zone: ZoneRef };

export interface Position {
  line: number;
  column: number;
}

export type Checks = { e: Expectation; pos: Position }[];

export type Step =
  | { kind: 'action'; action: ScenarioAction; illegal?: string; label: string; pos: Position }
  /** `byEdition`: expectations that differ between editions (rulings); `expectations` hold for all. */
  | { kind: 'expect'; expectations: Checks; byEdition?: Partial<Record<Edition, Checks>>; pos: Position }
  | { kind: 'ask'; question: Question; pos: Position };

export interface Scenario {
  file: string;
  id: string;
  title?: string;
  edition: Edition;
  rules: string[];
  illustrates?: string;
  seed: number;
  /** Trial cards the scenario describes for itself. */
  cards: CardDef[];
  heroes: Record<PlayerId, string | null>;
  coins: Record<PlayerId, { open: number; closed: number }>;
  setup: SetupCard[];
  steps: Step[];
}
