// The engine's computed answer on the search page (issue 28): where a query says the words of a
// situation the engine computed, the page's search worker fetches the table of computed variants
// once (a data file the build wrote) and answers from it (search-worker.ts); the page shows, before
// the results, the answer with the rules applied, each linked and its edition named, and «Открыть
// на столе» that opens the judge's board at the situation; or which number is missing, or that
// these numbers were not computed. Nothing here runs the engine: an answer the build did not
// compute is never shown. The answer's view loads only once the worker says a query names a situation.
import type { Alternative, Asked } from '../../ask/index.ts';
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

/** The answer's view: loaded once, when a query first names a situation. */
export const computedView = () => import('./search-computed-view.ts');

/** The computed answer's box, or a line saying its table did not load. */
export async function computedBox(page: ComputedPage, computed: Asked | 'failed'): Promise<HTMLElement> {
  const failed = () => el('p', { class: 'search-status' }, 'Не удалось загрузить ответ движка: проверьте связь и повторите запрос.');
  if (computed === 'failed') return failed();
  try {
    return (await computedView()).computedBox(page, computed);
  } catch {
    return failed();
  }
}
