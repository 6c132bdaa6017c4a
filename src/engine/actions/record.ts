// What an action is, said once: one record holds the step's fields (its schema), which fields
// name cards, zones and card names, how the step reads as a label in Russian, the engine's
// action it makes, the move that carries it out, and where the judge's board offers it. The
// scenario schema, the parser, the labels, the engine's action type and the board's lists are
// all derived from the table of records (table.ts).
import * as z from 'zod/mini';
import type { Outcome } from '../results.ts';
import { opt, playerSchema, ruleNumberSchema } from '../schema/fields.ts';
import type { CardDef, Case, Catalog, GameState, PlayerId, ZoneName, ZoneRef } from '../types.ts';
import type { Slot } from '../scenario/slots.ts';

/** Fields every action step may carry: who acts (else the active player), the rule that must refuse it. */
const ACTING = { player: opt(playerSchema), illegal: opt(ruleNumberSchema) };

export type Fields = z.core.$ZodShape;
type StepSchema<F extends Fields> = z.ZodMiniObject<F & typeof ACTING, z.core.$strict>;
/** A step as read (after its schema): what labels, checks and the engine's action are made from. */
type StepOf<F extends Fields> = z.output<StepSchema<F>>;
/** A step as written (before its schema): what the judge's board builds. */
type StepIn<F extends Fields> = z.input<StepSchema<F>>;

/** What a move works with: the card data, and a draft of the state that it may change. The
 *  draft is the move's own copy: a refusal throws it away, so the given state never changes. */
interface MoveContext {
  catalog: Catalog;
  s: GameState;
}

/** How a label names what a step names, in the case its sentence needs. */
export interface Say {
  card(ref: string, c?: Case): string;
  /** A card by its name in the catalog (summon, create). */
  name(name: string, c?: Case): string;
  /** «рука игрока А» for `A.hand`. */
  zone(zone: ZoneRef): string;
  /** « (игрок Б)» when the step names who acts. */
  by(player: PlayerId | undefined): string;
}

/** How the engine's action is made from a step once the scenario runs. */
export interface Resolve {
  /** The physical card a reference names (the reader checked every reference). */
  card(ref: string): number;
  cards(refs: string | readonly string[] | undefined): number[];
  /** Who acts: the step's player, else the active one. */
  player(p: PlayerId | undefined): PlayerId;
}

/** What a record checks beyond its schema, once references are known; `field` is where it points. */
interface Checking {
  slot(ref: string): Slot;
}
interface StepProblem {
  field: string;
  message: string;
  messageRu: string;
}

/** Where a card lies on the judge's board, and whose it is. */
export interface Place {
  /** The card's name (a player's own move: none). */
  name: string;
  zone: ZoneName | 'hero';
  controller: PlayerId;
  owner: PlayerId;
  active: PlayerId;
  /** The zones of the edition played. */
  zones: readonly ZoneName[];
  /** The card's data, for what only some cards can do (an activated ability, targets, a chain). */
  card?: CardDef;
}

/** One option of a choice: its words, and the fields it puts into the step. */
export interface Option {
  label: string;
  set: Record<string, unknown>;
}

/**
 * What the judge picks on the board before the step is made, each filling part of the step: a
 * number (by a stepper that takes a typed one), a zone, a card tapped on the board, more cards
 * to act on together (in the order tapped), a marker's name, an effect, a deferred effect, a card
 * of the catalog, one of a few options, or a constructor's chain (522) with its targets.
 */
export type Pick =
  | { kind: 'count'; field: string; title: string; min: number; start: number }
  | { kind: 'zone'; field: string; title: string; zones: string[] }
  | { kind: 'target'; field: string; title: string; among: 'opponent' | 'any'; list?: boolean; skip?: string }
  | { kind: 'more'; field: string; title: string }
  | { kind: 'marker'; field: string; title: string; known: readonly string[] }
  | { kind: 'effect'; field: string; title: string }
  | { kind: 'deferred'; field: string; title: string }
  | { kind: 'name'; field: string; title: string }
  | { kind: 'choice'; title: string; options: readonly Option[] }
  | { kind: 'chain'; title: string; times: number; options: readonly { label: string; target: boolean }[] };

/** A pick as a record declares it: a zone pick's zones follow from where the card lies. */
export type SpecPick = Exclude<Pick, { kind: 'zone' }> | { kind: 'zone'; field: string; title: string };

/** Who acts: the card's controller or owner, their opponent, or either of the two (the judge picks). */
export type Actor = 'controller' | 'owner' | 'opponent' | 'either';

/** One button the board shows for this action. */
interface BoardSpec<F extends Fields> {
  label: string;
  /** Where the card must lie; 'player': a player's own move, not a card's. */
  at: readonly (ZoneName | 'hero')[] | 'player';
  /** Who acts, named in the step unless it is the active player. */
  by?: Actor;
  /** Offered only for a card whose data allows it. */
  when?(card: CardDef): boolean;
  /** What the judge picks, in order; for some actions it follows from the card's data. */
  picks?: readonly SpecPick[] | ((card: CardDef | undefined) => readonly SpecPick[]);
  /** The step for the card named `ref` (empty for a player's move), before the picks fill it in. */
  make(ref: string, place: Place): Partial<StepIn<F>>;
}

/** What a record is declared with; `defineAction` adds the step's schema. */
export interface ActionSpec<F extends Fields, A> {
  fields: F;
  /** Fields naming cards (a reference, or a list of them). */
  cards: readonly (keyof F & string)[];
  /** Fields naming a zone (`A.hand`): the edition must have it. */
  zones?: readonly (keyof F & string)[];
  /** Fields naming a card of the catalog by name. */
  names?: readonly (keyof F & string)[];
  /** The action creates a card: it takes the step's place among the cards references count, by its name and alias. */
  creates?(v: StepOf<F>): { name: string; alias?: string };
  check?(v: StepOf<F>, c: Checking): StepProblem | null;
  label(v: StepOf<F>, say: Say): string;
  act(v: StepOf<F>, r: Resolve): A;
  run(c: MoveContext, a: A): Outcome;
  board?: readonly BoardSpec<F>[];
}

export interface ActionRecord<F extends Fields, A> extends ActionSpec<F, A> {
  /** The step's schema: its fields and who acts. */
  schema: StepSchema<F>;
}

/** Any step as a record's schema reads it. */
export interface AnyStep {
  [field: string]: unknown;
  player?: PlayerId;
  illegal?: string;
}

/** Any record, as the table's machinery handles it: each record's methods take its own step. */
export interface AnyAction {
  fields: Fields;
  schema: z.ZodMiniType<AnyStep>;
  cards: readonly string[];
  zones?: readonly string[];
  names?: readonly string[];
  creates?(v: AnyStep): { name: string; alias?: string };
  check?(v: AnyStep, c: Checking): StepProblem | null;
  label(v: AnyStep, say: Say): string;
  act(v: AnyStep, r: Resolve): unknown;
  run(c: MoveContext, a: unknown): Outcome;
  board?: readonly {
    label: string;
    at: readonly (ZoneName | 'hero')[] | 'player';
    by?: Actor;
    when?(card: CardDef): boolean;
    picks?: readonly SpecPick[] | ((card: CardDef | undefined) => readonly SpecPick[]);
    make(ref: string, place: Place): Record<string, unknown>;
  }[];
}

/** Declares a record: its types follow from its fields and its `act`; its step's schema from its fields. */
export const defineAction = <F extends Fields, A>(spec: ActionSpec<F, A>): ActionRecord<F, A> => ({
  ...spec,
  schema: z.strictObject({ ...spec.fields, ...ACTING }),
});
