// The /search/ page's searching, off the page's thread: the index's code, its files' parsing and
// every query's ranking, and the engine's computed answer (the cue check, the table, `ask`), so
// the page's thread only draws the answers and stays free from the first paint on. The same
// SearchIndex answers as in the header box and the CLI: the results and their order are theirs.
import { SearchIndex, type SearchAnswer } from '../../search/index.ts';
import { ask, namesAny, type Alternative, type Asked, type AskTable } from '../../ask/index.ts';
import { fetchSearchFile } from '../shared/search-files.ts';

/**
 * Sent once, first: the build's index root, its path and its file as the page read it (the page's
 * head preloads it, so the worker waits for no fetch of its own), and the computed answers' cues
 * and table (search-computed.ts).
 */
export interface SearchSetup {
  root: string;
  rootFile: unknown;
  computed: { cues: Alternative[][][]; table: string } | null;
}
export interface SearchRequest {
  id: number;
  query: string;
  perGroup: number;
}
/**
 * `opened`: the index's root has loaded (its editions name the hits' other numbers) or not.
 * `names`: the query says a computed situation's words, sent before its answer, so the page
 * loads the answer's view meanwhile. `answer`: the results and the computed answer (null: none;
 * `failed`: its table did not load); `failed`: a shard did not load.
 */
export type SearchReply =
  | { type: 'opened'; editions: { id: string; title: string }[] | null }
  | { type: 'names'; id: number }
  | { type: 'answer'; id: number; answer: SearchAnswer; computed: Asked | null | 'failed' }
  | { type: 'failed'; id: number };

const post = (reply: SearchReply) => (self as unknown as Worker).postMessage(reply);

let setup: SearchSetup | null = null;
let opening: Promise<SearchIndex> | null = null;
let table: Promise<AskTable> | null = null;

function loadTable(url: string): Promise<AskTable> {
  table ??= fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<AskTable>) : Promise.reject(new Error(`${url}: HTTP ${r.status}`))))
    .catch((error: unknown) => {
      table = null;
      throw error;
    });
  return table;
}

/** The computed answer to `query`, or null when it says no situation's words. */
async function computedFor(id: number, query: string): Promise<Asked | null | 'failed'> {
  const computed = setup?.computed;
  if (!computed || !namesAny(query, computed.cues)) return null;
  post({ type: 'names', id });
  try {
    return ask(query, await loadTable(computed.table));
  } catch {
    return 'failed';
  }
}

async function answer({ id, query, perGroup }: SearchRequest): Promise<void> {
  // The table loads while the index searches: the answer waits on the slower of the two.
  const computed = computedFor(id, query);
  try {
    const index = await opening!;
    post({ type: 'answer', id, answer: await index.search(query, { perGroup }), computed: await computed });
  } catch {
    post({ type: 'failed', id });
  }
}

self.onmessage = (event: MessageEvent<SearchSetup | SearchRequest>) => {
  const data = event.data;
  if ('root' in data) {
    setup = data;
    opening = SearchIndex.open((path) => (path === data.root ? Promise.resolve(data.rootFile) : fetchSearchFile(path)), data.root);
    opening.then(
      (index) => post({ type: 'opened', editions: index.editions }),
      () => post({ type: 'opened', editions: null }),
    );
  } else void answer(data);
};
