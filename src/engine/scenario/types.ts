// A scenario after reading: references are resolved to slots, to be bound to physical cards when
// the scenario runs.
import type { CardDef, Edition, PlayerId, Stat, ZoneName } from '../types.ts';

/** Where a reference points: a card of the setup (by its order), a card a step creates, a hero. */
export type Slot = { kind: 'setup'; index: number } | { kind: 'created'; step: number } | { kind: 'hero'; player: PlayerId };

export interface SetupCard {
  name: string;
  player: PlayerId;
  zone: ZoneName | 'hero';
  owner: PlayerId;
  wounds: number;
  markers: Record<string, number>;
  effects: string[];
  closed: boolean;
  fresh: boolean;
}

export interface ZoneRef {
  player: PlayerId;
  zone: ZoneName;
}

export type ScenarioAction =
  | { type: 'play'; player: PlayerId; card: Slot; targets: Slot[]; choose?: number[] }
  | { type: 'move'; card: Slot; to: ZoneRef; position?: 'top' | 'bottom' }
  | { type: 'destroy'; card: Slot }
  | { type: 'wound' | 'heal'; card: Slot; amount: number }
  | { type: 'draw'; player: PlayerId; count: number }
  | { type: 'discard'; player: PlayerId; count?: number; cards?: Slot[] }
  | { type: 'summon'; player: PlayerId; name: string; decline?: boolean }
  | { type: 'revive' | 'takeControl'; player: PlayerId; card: Slot }
  | { type: 'create'; player: PlayerId; name: string }
  | { type: 'gainCoins'; player: PlayerId; amount: number; temporary?: boolean }
  | { type: 'loseCoins'; player: PlayerId; amount: number; temporary?: boolean; choose?: 'open' | 'closed' | 'temporary' }
  | { type: 'modify'; card: Slot; effect: string; until?: 'endTurn' }
  | { type: 'addMarker'; card: Slot; marker: string; count: number }
  | { type: 'attack'; card: Slot; target: Slot }
  | { type: 'activate'; player: PlayerId; card: Slot; targets: Slot[] }
  | { type: 'defer'; player: PlayerId; payload: string; target?: Slot; when: 'endTurn' }
  | { type: 'phase'; name: 'accumulation' }
  | { type: 'endTurn' };

export type ListItem = { kind: 'name'; name: string } | { kind: 'card'; slot: Slot; label: string };

export type Expectation =
  | { kind: 'stat'; stat: Stat | 'wounds'; card: Slot; label: string; is: number | null }
  | { kind: 'where'; card: Slot; label: string; is: ZoneRef }
  | { kind: 'zone'; zone: ZoneRef; is?: ListItem[]; has?: ListItem[]; lacks?: ListItem[]; count?: number }
  | { kind: 'coins'; player: PlayerId; is?: number; open?: number }
  | { kind: 'side'; which: 'controller' | 'owner'; card: Slot; label: string; is: PlayerId }
  | { kind: 'markers'; card: Slot; label: string; is: Record<string, number> }
  | { kind: 'effects'; card: Slot; label: string; is: string[] }
  | { kind: 'counter'; which: 'shuffles' | 'coinsLost' | 'coinsGained'; player: PlayerId; is: number }
  | { kind: 'closed'; card: Slot; label: string; is: boolean }
  | { kind: 'cites'; rule: string };

export interface Position {
  line: number;
  column: number;
}

export type Step =
  | { kind: 'action'; action: ScenarioAction; illegal?: string; label: string; pos: Position }
  | { kind: 'expect'; expectations: { e: Expectation; pos: Position }[]; pos: Position };

export interface Scenario {
  file: string;
  id: string;
  title?: string;
  edition: Edition;
  rules: string[];
  illustrates?: string;
  seed: number;
  cards: CardDef[];
  heroes: Record<PlayerId, string | null>;
  coins: Record<PlayerId, { open: number; closed: number }>;
  setup: SetupCard[];
  steps: Step[];
}
