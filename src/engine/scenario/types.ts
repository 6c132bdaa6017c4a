// A scenario after reading: its edition's rules resolved, references resolved to slots (to be
// bound to physical cards when the scenario runs), effects and markers as data. Plain data: the
// site sends a parsed scenario to the page, which runs it there.
import type { AnyStep } from '../actions/record.ts';
import type { Rules } from '../editions.ts';
import type { CardDef, Case, Edition, Gender, Marker, NamedEffect, PlayerId, Stat, StatChange, ZoneName, ZoneRef } from '../types.ts';
import type { Slot } from './slots.ts';

export type { Slot };

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

export type ListItem = { kind: 'name'; name: string } | { kind: 'card'; slot: Slot; label: string };

/** A card as a step names it: its slot, the reference as written, and how messages say it. */
export interface CardRef {
  slot: Slot;
  label: string;
  /** The reference in each case: «стоимость Кутилы», «кто контролирует Кутилу». */
  forms: Record<Case, string>;
  /** The card's gender: «Кутила закрыт». */
  gender: Gender;
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
  | { kind: 'counter'; which: 'shuffles' | 'coinsLost' | 'coinsGained'; player: PlayerId }
  | { kind: 'closed'; card: CardRef }
  | { kind: 'zone'; zone: ZoneRef };

interface Position {
  line: number;
  column: number;
}

export type Checks = { e: Expectation; pos: Position }[];

/** A reference a step wrote and the slot it names. */
export interface Named {
  ref: string;
  slot: Slot;
}

export type Step =
  /** `input`: the step as its record's schema read it; `cards`: the slot of every reference in it;
   *  `names`: the cards it names by name (summon, create), as the catalog spells them. */
  | { kind: 'action'; action: string; input: AnyStep; cards: Named[]; names: string[]; illegal?: string; label: string; pos: Position }
  /** `byEdition`: expectations that differ between editions (rulings); `expectations` hold for all. */
  | { kind: 'expect'; expectations: Checks; byEdition?: Record<Edition, Checks>; label: string; pos: Position }
  | { kind: 'ask'; question: Question; label: string; pos: Position };

export interface Scenario {
  file: string;
  id: string;
  title?: string;
  edition: Edition;
  /** The rules of the edition the scenario is played by. */
  play: Rules;
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
