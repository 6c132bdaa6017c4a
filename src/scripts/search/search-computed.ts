// The engine's computed answer on the search page (issue 28): where a query says the words of a
// situation the engine computed, the page fetches the table of computed variants once (a data
// file the build wrote) and shows, before the results, the answer with the rules applied, each
// linked and its edition named, and «Открыть на столе» that opens the judge's board at the
// situation; or which number is missing, or that these numbers were not computed. Nothing here
// runs the engine: an answer the build did not compute is never shown.
// The page carries only the cue check; the answer's view loads with the table, when a query says the words.
import { namesAny, type Alternative, type AskTable } from '../../ask/index.ts';
import { el } from '../shared/dom.ts';

export interface ComputedPage {
  /** The words of each situation (src/site/ask.ts, askCues). */
  cues: Alternative[][][];
  /** The table's data file and the judge's board, with the base path. */
  table: string;
  judge: string;
  /** Edition titles by id, as the page states them. */
  editions: Record<string, string>;
}

export function computedPage(root: HTMLElement): ComputedPage | null {
  const { askTable: table, judge } = root.dataset;
  const cues = document.getElementById('ask-cues')?.textContent;
  if (!table || !judge || !cues) return null;
  return {
    cues: JSON.parse(cues) as Alternative[][][],
    table,
    judge,
    editions: JSON.parse(document.getElementById('edition-titles')?.textContent ?? '{}') as Record<string, string>,
  };
}

let loading: Promise<AskTable> | null = null;

function loadTable(url: string): Promise<AskTable> {
  loading ??= fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<AskTable>) : Promise.reject(new Error(`${r.status}`))))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The computed answer's box for `query`, or null when it names no computed situation (or the table does not load). */
export async function computedFor(page: ComputedPage | null, query: string): Promise<HTMLElement | null> {
  if (!page || !namesAny(query, page.cues)) return null;
  try {
    const [table, view] = await Promise.all([loadTable(page.table), import('./search-computed-view.ts')]);
    return view.computedBox(page, table, query);
  } catch {
    return el('p', { class: 'search-status' }, 'Не удалось загрузить ответ движка: проверьте связь и повторите запрос.');
  }
}
