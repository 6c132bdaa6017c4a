// The board's state as one value, and every change of it as an action: the situation (data), the
// history of edits (undo, redo), the step shown, the open panel and the opening note. `reduce`
// makes the next state and never changes its input; the page (judge.ts) only dispatches actions
// and draws the state it gets back, so that all of it is tested without a browser.
import type { PlayerId } from '../../engine/index.ts';
import { boardCards, emptyBoard, insertStep, removeStep, type BoardData, type Step } from './board-data.ts';

/** What is open: a card's panel (by its physical id) or a player's. */
type OpenPanel = { card: number } | { player: PlayerId } | null;

interface Moment {
  data: BoardData;
  position: number;
}

/** How the board was opened. `invite` is the empty table's invitation, true only while no card is on it. */
export interface Note {
  text: string;
  invite?: boolean;
}

export interface BoardState {
  data: BoardData;
  /** The situation as it was opened: leaving it asks first. */
  origin: string;
  /** 0 is the starting position; n is after step n. */
  position: number;
  open: OpenPanel;
  past: Moment[];
  future: Moment[];
  note: Note;
}

export type StoreAction =
  /** Opens a situation (an example, a ruling, a link, an empty table): its history starts anew. */
  | { type: 'open'; data: BoardData; note: Note; position?: number }
  /** An edit the judge made: it can be undone. `close`: the open panel's card is gone with it. */
  | { type: 'edit'; data: BoardData; position?: number; close?: boolean }
  /** A step made at the position shown: the board moves on to it. */
  | { type: 'add-step'; step: Step }
  | { type: 'remove-step'; index: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** To a step, within the `steps` the run has. */
  | { type: 'go'; to: number; steps: number }
  /** A tap on a card or a player's button: opens its panel, or closes it when it is open. */
  | { type: 'toggle'; panel: NonNullable<OpenPanel> }
  | { type: 'close' }
  /** The engine ran the data: the position stays within its steps, and a card's panel closes once
   *  the card is off the board at that position (`present` says which cards lie there). */
  | { type: 'ran'; steps: number; present: (position: number) => ReadonlySet<number> };

/** How many edits can be undone. */
export const UNDO_DEPTH = 200;

export function initialState(): BoardState {
  const data = emptyBoard();
  return { data, origin: JSON.stringify(data), position: 0, open: null, past: [], future: [], note: { text: '' } };
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));
const samePanel = (a: OpenPanel, b: OpenPanel) => JSON.stringify(a) === JSON.stringify(b);

function edited(state: BoardState, data: BoardData, position = state.position): BoardState {
  const past = [...state.past, { data: state.data, position: state.position }].slice(-UNDO_DEPTH);
  return { ...state, data, position, past, future: [] };
}

/** Back (undo) or forward (redo) through the history: the moment left goes to the other list. */
function travel(state: BoardState, back: boolean): BoardState {
  const from = back ? state.past : state.future;
  const moment = from.at(-1);
  if (!moment) return state;
  const left = [...(back ? state.future : state.past), { data: state.data, position: state.position }];
  const rest = from.slice(0, -1);
  return { ...state, data: moment.data, position: moment.position, past: back ? rest : left, future: back ? left : rest };
}

export function reduce(state: BoardState, action: StoreAction): BoardState {
  switch (action.type) {
    case 'open':
      return { data: action.data, origin: JSON.stringify(action.data), position: action.position ?? 0, open: null, past: [], future: [], note: action.note };
    case 'edit': {
      const next = edited(state, action.data, action.position);
      return action.close ? { ...next, open: null } : next;
    }
    case 'add-step':
      return edited(state, insertStep(state.data, state.position, action.step), state.position + 1);
    case 'remove-step':
      return edited(state, removeStep(state.data, action.index), Math.min(state.position, action.index));
    case 'undo':
    case 'redo':
      return travel(state, action.type === 'undo');
    case 'go':
      return { ...state, position: clamp(action.to, action.steps) };
    case 'toggle':
      return { ...state, open: samePanel(state.open, action.panel) ? null : action.panel };
    case 'close':
      return state.open ? { ...state, open: null } : state;
    case 'ran': {
      const position = clamp(state.position, action.steps);
      const gone = state.open !== null && 'card' in state.open && !action.present(position).has(state.open.card);
      return position === state.position && !gone ? state : { ...state, position, open: gone ? null : state.open };
    }
  }
}

/** Whether the situation differs from the one opened (leaving it then asks first). */
export const changed = (state: BoardState) => JSON.stringify(state.data) !== state.origin;

/** The status line: how the board was opened; the empty table's invitation only while it is empty. */
export const statusText = (state: BoardState) => (state.note.invite && boardCards(state.data).length > 0 ? '' : state.note.text);
