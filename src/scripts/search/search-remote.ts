// The /search/ page's end of its search worker (search-worker.ts): starts it at once, hands it the
// page's index root once that is read, with the computed answers' cues, and turns its replies into
// promises, one per query.
import type { Asked } from '../../ask/index.ts';
import type { SearchAnswer } from '../../search/index.ts';
import type { SearchReply, SearchRequest, SearchSetup } from './search-worker.ts';
import { nameEditions } from './search-render.ts';

interface Searched {
  answer: SearchAnswer;
  /** The engine's computed answer; null: the query names no situation; `failed`: its table did not load. */
  computed: Asked | null | 'failed';
}

/** Why search cannot start: its code (the worker's file) or its index's root did not load. */
export type OpenFailure = 'code' | 'index';

export interface RemoteSearch {
  /** Settles once the index is open; rejects with an OpenFailure. */
  opened: Promise<void>;
  /** A query's answer; rejects when a shard does not load. `names` is called first when the query says a computed situation's words. */
  search(query: string, names: () => void): Promise<Searched>;
}

/** Starts the worker; `rootFile`: the index's root file, read by the page meanwhile. */
export function startSearch(setup: Omit<SearchSetup, 'rootFile'>, rootFile: Promise<unknown>, perGroup: number): RemoteSearch {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { names: () => void; done: (searched: Searched) => void; fail: () => void }>();
  let next = 0;
  let open: { done: () => void; fail: (why: OpenFailure) => void };
  const opened = new Promise<void>((done, fail) => {
    open = { done, fail };
  });
  worker.addEventListener('message', (event: MessageEvent<SearchReply>) => {
    const reply = event.data;
    if (reply.type === 'opened') {
      if (!reply.editions) return open.fail('index');
      nameEditions(reply.editions);
      return open.done();
    }
    const query = waiting.get(reply.id);
    if (!query) return;
    if (reply.type === 'names') return query.names();
    waiting.delete(reply.id);
    if (reply.type === 'answer') query.done({ answer: reply.answer, computed: reply.computed });
    else query.fail();
  });
  // The worker's file did not load (or it broke): nothing more will come.
  worker.addEventListener('error', () => {
    open.fail('code');
    for (const query of waiting.values()) query.fail();
    waiting.clear();
  });
  rootFile.then(
    (file) => worker.postMessage({ ...setup, rootFile: file } satisfies SearchSetup),
    () => open.fail('index'),
  );
  return {
    opened,
    search: (query, names) =>
      new Promise((done, fail) => {
        const id = ++next;
        waiting.set(id, { names, done, fail });
        worker.postMessage({ id, query, perGroup } satisfies SearchRequest);
      }),
  };
}
