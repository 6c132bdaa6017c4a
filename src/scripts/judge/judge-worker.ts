// The judge's board's engine, off the page's thread: reads the board's scenario (data, not text,
// so the YAML parser stays out) and runs it with a picture of the state after every step, and
// says what the board offers for each card and player (board-offers.ts). The page stops a run
// that takes too long by ending this worker.
import {
  makeCatalog,
  makeEditions,
  readScenarioData,
  runParsed,
  type CardDef,
  type EditionRules,
  type InputProblem,
  type ScenarioResult,
} from '../../engine/index.ts';
import type { BoardData } from './board-data.ts';
import { boardInfo, type BoardInfo } from './board-offers.ts';

const post = (message: unknown) => (self as unknown as Worker).postMessage(message);

export interface JudgeRequest {
  id: number;
  data: unknown;
  cards: CardDef[];
  /** The editions' engine tables, oldest first. */
  editions: EditionRules[];
  /** Only read the data (a link being opened): is it a scenario at all? */
  readOnly?: boolean;
}

/** `result: null`: the data reads, and was not run (`readOnly`). */
export type JudgeReply = { id: number } & (
  | { ok: true; result: ScenarioResult | null; board: BoardInfo | null }
  | { ok: false; errors: InputProblem[] }
  | { ok: false; crash: string }
);

self.onmessage = (event: MessageEvent<JudgeRequest>) => {
  const { id, data, cards, editions, readOnly } = event.data;
  let reply: JudgeReply;
  try {
    const read = readScenarioData(data, 'стол судьи', makeCatalog(cards), makeEditions(editions));
    if (!read.ok) reply = { id, ok: false, errors: read.errors };
    else if (readOnly) reply = { id, ok: true, result: null, board: null };
    else {
      const result = runParsed(read.scenario, read.catalog, { snapshots: true });
      // The board's data was read as a scenario: it has the shape the board edits.
      reply = { id, ok: true, result, board: boardInfo(data as BoardData, result, read.catalog, read.scenario.play.zones) };
    }
  } catch (error) {
    reply = { id, ok: false, crash: String((error as Error)?.message ?? error) };
  }
  post(reply);
};

// Tells the page the engine has loaded: a worker that never says so could not be fetched.
post({ ready: true });
