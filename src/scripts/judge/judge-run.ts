// Runs the board's scenario in the engine's worker under a time limit. One worker serves every
// run; a run that overruns the limit ends it, and so does a newer run (the older answer is stale).
// A worker that cannot be loaded (offline before the first visit, a failed download) is said so.
// A link is first only read there, by the engine's scenario reader, before the board opens it.
import type { CardDef, EditionRules, InputProblem, ScenarioResult } from '../../engine/index.ts';
import type { BoardInfo } from './board-offers.ts';
import type { JudgeReply, JudgeRequest } from './judge-worker.ts';

const TIME_LIMIT_MS = 3000;

type Failed = { ok: false; errors: InputProblem[] } | { ok: false; failure: string };
export type RunReply = { ok: true; result: ScenarioResult; board: BoardInfo } | Failed;
type ReadReply = { ok: true } | Failed;
/** What the worker answers: a run's result, or null for a request that only reads. */
type Reply = { ok: true; result: ScenarioResult | null; board: BoardInfo | null } | Failed;

const LOAD_FAILED = 'Не удалось загрузить движок правил. Нет связи с сайтом? Без сети стол судьи работает, если страница уже открывалась с сетью.';

let worker: Worker | null = null;
let ready: Promise<boolean> | null = null;
/** The run in progress: ending it answers null. */
let pending: { timer: ReturnType<typeof setTimeout>; done: (reply: Reply | null) => void } | null = null;
let next = 0;

function start(): Promise<boolean> {
  const w = (worker = new Worker(new URL('./judge-worker.ts', import.meta.url), { type: 'module' }));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), TIME_LIMIT_MS * 3);
    w.addEventListener('message', function first(event) {
      if (!(event.data as { ready?: boolean }).ready) return;
      w.removeEventListener('message', first);
      clearTimeout(timer);
      resolve(true);
    });
    w.addEventListener('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

function stop(): void {
  if (pending) {
    clearTimeout(pending.timer);
    pending.done(null);
    pending = null;
  }
  worker?.terminate();
  worker = null;
  ready = null;
}

/** Runs `data`; resolves null when a newer run made this one stale. */
export async function runBoard(data: unknown, cards: CardDef[], editions: EditionRules[]): Promise<RunReply | null> {
  const reply = await ask(data, cards, editions, false);
  if (!reply?.ok) return reply;
  return reply.result && reply.board ? { ok: true, result: reply.result, board: reply.board } : { ok: false, failure: 'Движок не вернул ответа.' };
}

/** Reads `data` as a scenario without running it: whether a link holds one. */
export async function readBoard(data: unknown, cards: CardDef[], editions: EditionRules[]): Promise<ReadReply | null> {
  const reply = await ask(data, cards, editions, true);
  return reply?.ok ? { ok: true } : reply;
}

async function ask(data: unknown, cards: CardDef[], editions: EditionRules[], readOnly: boolean): Promise<Reply | null> {
  const id = ++next;
  if (pending) stop();
  ready ??= start();
  if (!(await ready)) {
    stop();
    return id === next ? { ok: false, failure: LOAD_FAILED } : null;
  }
  if (id !== next || !worker) return null;
  const w = worker;
  return new Promise((resolve) => {
    const done = (reply: Reply | null) => {
      w.removeEventListener('message', listen);
      pending = null;
      resolve(reply);
    };
    const timer = setTimeout(() => {
      done({ ok: false, failure: `Расчёт шёл дольше ${TIME_LIMIT_MS / 1000} с и был остановлен: сократите расклад или число шагов.` });
      stop();
    }, TIME_LIMIT_MS);
    function listen(event: MessageEvent<JudgeReply>): void {
      const reply = event.data;
      if (reply.id !== id) return;
      clearTimeout(timer);
      if (reply.ok) done({ ok: true, result: reply.result, board: reply.board });
      else if ('errors' in reply) done({ ok: false, errors: reply.errors });
      else done({ ok: false, failure: `Движок не справился с раскладом: ${reply.crash}` });
    }
    pending = { timer, done };
    w.addEventListener('message', listen);
    w.postMessage({ id, data, cards, editions, readOnly } satisfies JudgeRequest);
  });
}
