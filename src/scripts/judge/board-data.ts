// The judge's board edits a scenario as data, in the very shape its YAML has (DESIGN.md,
// «Scenario format»; the types are the engine's scenario schema as written): these functions make
// each edit, never changing their input. Here: the board's cards as references count them, and
// the edits the board's first drawing needs (coins, steps); the edits that must keep every step's
// reference on its card (a card put on or taken off the table, a starting card changed) are in
// board-edits.ts, which loads with the card panels.
// Which step keys name cards is the engine's to say (its records' `cards`): the page hands that set
// in (`fields`), so that this module, which the page runs, carries none of the engine's code.
import { refFor, type PlayerId, type ScenarioWritten, type Seat, type SetupCardWritten, type ZoneName } from '../../engine/index.ts';

export type ZoneEntry = SetupCardWritten;
export type CardEntry = Exclude<ZoneEntry, string>;
type PlayerSetup = NonNullable<NonNullable<ScenarioWritten['setup']['A']>>;
/** A step as written; the engine checks it when the board runs. */
export type Step = Record<string, unknown>;
export type BoardData = Omit<ScenarioWritten, 'steps'> & { steps: Step[] };

export const ZONE_ORDER: ZoneName[] = ['hand', 'play', 'deck', 'graveyard', 'supply'];
const PLAYERS: PlayerId[] = ['A', 'B'];

/** A card as references count it — setup cards (A's zones as written, then B's), then `create`
 *  steps — with where the board's data holds it: a place in a setup zone, or the creating step. */
export interface BoardCard extends Seat {
  setup?: { player: PlayerId; zone: ZoneName; index: number };
  step?: number;
}

const entryName = (e: ZoneEntry) => (typeof e === 'string' ? e : e.card);
const entryAlias = (e: ZoneEntry) => (typeof e === 'string' ? undefined : e.as);
const isZone = (key: string): key is ZoneName => (ZONE_ORDER as string[]).includes(key);

export function boardCards(data: BoardData): BoardCard[] {
  const out: BoardCard[] = [];
  for (const player of PLAYERS) {
    const setup = data.setup[player];
    if (!setup) continue;
    for (const zone of Object.keys(setup).filter(isZone)) {
      (setup[zone] ?? []).forEach((e, index) =>
        out.push({ name: entryName(e), alias: entryAlias(e), slot: { kind: 'setup', index: out.length }, setup: { player, zone, index } }),
      );
    }
  }
  data.steps.forEach((step, i) => {
    if (typeof step.create === 'string')
      out.push({ name: step.create, alias: typeof step.as === 'string' ? step.as : undefined, slot: { kind: 'created', step: i }, step: i });
  });
  return out;
}

/** How a new step names the card at `index`: its alias, its name when it is the only one, or NAME#N. */
export const refOf = (all: BoardCard[], index: number): string => refFor(all, all[index]);

/** Step keys whose value names a card (or a list of cards), as the engine's records and questions say. */
export type CardFields = ReadonlySet<string>;

// ---- edits that touch no reference (board-edits.ts has the others) --------------------------------

export function withPlayer(data: BoardData, player: PlayerId, change: (p: PlayerSetup) => PlayerSetup): BoardData {
  return { ...data, setup: { ...data.setup, [player]: change({ ...(data.setup[player] ?? {}) }) } };
}

export function coinsOf(data: BoardData, player: PlayerId): { open: number; closed: number } {
  const c = data.setup[player]?.coins;
  return typeof c === 'number' ? { open: c, closed: 0 } : { open: c?.open ?? 0, closed: c?.closed ?? 0 };
}

export function setCoins(data: BoardData, player: PlayerId, coins: { open: number; closed: number }): BoardData {
  const open = Math.max(0, coins.open);
  const closed = Math.max(0, coins.closed);
  return withPlayer(data, player, (p) => ({ ...p, coins: closed ? { open, closed } : open }));
}

/** Inserts a step after position `at` (0: before the first step). */
export function insertStep(data: BoardData, at: number, step: Step): BoardData {
  return { ...data, steps: [...data.steps.slice(0, at), step, ...data.steps.slice(at)] };
}

export function removeStep(data: BoardData, index: number): BoardData {
  return { ...data, steps: data.steps.filter((_, i) => i !== index) };
}

export const emptyBoard = (): BoardData => ({ setup: { A: { coins: 0 }, B: { coins: 0 } }, steps: [] });

/** Where the board finds what a card offers: by the card, and where it lies, and whose turn it is. */
export const offerKey = (id: number, zone: string, controller: PlayerId, owner: PlayerId, active: PlayerId) => `${id}@${zone}.${controller}.${owner}.${active}`;
export const playerKey = (player: PlayerId, active: PlayerId) => `${player}@${active}`;
