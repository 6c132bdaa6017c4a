// What the board's parts share: the page's data, its elements, the store's state with the run
// that the engine made of it, and the few passing facts of the drawing (a pick in progress, where
// the focus goes next). The parts change the state only through `dispatch`.
import type { CardDef, EditionRules, ScenarioResult } from '../../engine/index.ts';
import type { BoardData, CardFields } from './board-data.ts';
import type { BoardInfo } from './board-offers.ts';
import type { BoardState, StoreAction } from './board-store.ts';
import type { Citations } from '../shared/trace-view.ts';

/** A situation the page offers by name: an example, or a ruling under one edition. */
export interface Offered {
  id: string;
  title: string;
  edition: string;
  data: BoardData;
}

/** What the page hands its script, as JSON islands (src/pages/judge/index.astro). */
export interface Islands {
  cards: CardDef[];
  engine: EditionRules[];
  examples: Offered[];
  rulings: Offered[];
  citations: Citations;
  /** How often the examples and rulings make each kind of step (src/site/step-kind.ts). */
  usage: Record<string, number>;
  /** The sections each edition's excerpts hold, by their numbers. */
  sections: Record<string, number[]>;
  /** Step keys that name cards, as the engine's records say. */
  fields: string[];
}

/** The data the engine last ran, and what it made of it. */
interface Shown {
  data: BoardData;
  result: ScenarioResult;
  board: BoardInfo;
}

/** While a pick waits for a card tapped on the board: the cards that may be. */
interface Tap {
  ids: Set<number>;
  tapped(id: number): void;
}

export interface Judge {
  root: HTMLElement;
  given: Islands;
  fields: CardFields;
  /** The edition a situation that names none plays by: the current view's base, which the page offers first. */
  defaultEdition: string | undefined;
  $<T extends Element = HTMLElement>(selector: string): T;
  /** The answer's box: it stands in the open panel when there is one, else at the top of the board. */
  nowBody: HTMLElement;
  state: BoardState;
  shown: Shown | null;
  /**
   * The drawing's passing facts: a pick in progress, where the focus and the view go next, the
   * panels' parts unfolded, how many pieces of work the board waits for (busyWhile).
   */
  ui: { picking: boolean; tap: Tap | null; focusAfter: string | null; revealNow: boolean; unfolded: Set<string>; busy: number };
  dispatch(action: StoreAction): void;
  /** Draws the state again (a pick ended, a panel's module arrived). */
  draw(): void;
}

/**
 * Marks the board busy (aria-busy) while `work` is under way (the engine's run, or the panels'
 * code on its way to draw a panel or put a card on the board) until the last of them ends: the
 * drawing that follows comes in the same task, so a screen reader, and a tap, wait for it rather
 * than meet the board about to be replaced.
 */
export async function busyWhile<T>(j: Judge, work: () => Promise<T>): Promise<T> {
  j.ui.busy++;
  j.$('.board').setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    if (--j.ui.busy === 0) j.$('.board').removeAttribute('aria-busy');
  }
}

/** Brings a part of the board into view, clear of the sticky bar (html's scroll-padding). */
export const reveal = (node: Element) => node.scrollIntoView({ block: 'nearest' });

/** The situation as the engine is handed it: in the default edition where it names none (the engine's own default is the newest). */
export function played(j: Judge, d: unknown): unknown {
  return d && typeof d === 'object' && !Array.isArray(d) && !('edition' in d) && j.defaultEdition ? { ...d, edition: j.defaultEdition } : d;
}
