// The engine's computed answer on the search page (issue 28): where a query says the words of a
// situation the engine computed, the page fetches the table of computed variants once (a data
// file the build wrote) and shows, before the results, the answer with the rules applied, each
// linked and its edition named, and «Открыть на столе» that opens the judge's board at the
// situation; or which number is missing, or that these numbers were not computed. Nothing here
// runs the engine: an answer the build did not compute is never shown.
import { ask, askLines, namesAny, type Alternative, type Asked, type AskTable, type ComputedAnswer } from '../ask/index.ts';
import { anchorLabel } from '../routes/index.ts';
import { el } from './dom.ts';
import { encodeBoard } from './share.ts';

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
  return { cues: JSON.parse(cues) as Alternative[][][], table, judge, editions: JSON.parse(document.getElementById('edition-titles')?.textContent ?? '{}') as Record<string, string> };
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

/** «Открыть на столе»: the board's own link (#b=), written once it is encoded. */
function boardLink(page: ComputedPage, scenario: Record<string, unknown>): HTMLAnchorElement {
  const link = el('a', { class: 'button', href: page.judge }, 'Открыть на столе');
  void encodeBoard(scenario).then((hash) => link.setAttribute('href', `${page.judge}#${hash}`));
  return link;
}

function answerBlock(page: ComputedPage, a: ComputedAnswer, several: boolean): HTMLElement {
  const edition = (id: string) => (page.editions[id] ?? id).toLowerCase();
  const rules = el('p', { class: 'search-computed-rules' }, 'Применены правила: ');
  a.rules.forEach((r, i) => {
    const label = anchorLabel(r.rule);
    rules.append(i ? '; ' : '', r.href ? el('a', { href: r.href }, label) : label, ` (${edition(r.edition)})`);
  });
  rules.append('.');
  const where = several ? `${a.editions.map(edition).join(', ')}: ` : '';
  return el('div', { class: 'search-computed-answer' }, el('p', {}, where, el('strong', {}, a.answer)), rules, boardLink(page, a.scenario));
}

function render(page: ComputedPage, asked: Asked): HTMLElement {
  const title = asked.kind === 'answer' ? 'Ответ движка правил' : 'Эту ситуацию движок знает';
  const box = el('section', { class: 'search-computed panel', 'aria-labelledby': 'search-computed-title' }, el('h2', { id: 'search-computed-title', class: 'search-group-title' }, title));
  if (asked.kind === 'answer') {
    box.append(el('p', { class: 'search-computed-situation' }, asked.text));
    for (const a of asked.answers) box.append(answerBlock(page, a, asked.answers.length > 1));
    return box;
  }
  const [lead, message] = askLines(asked, (id) => page.editions[id] ?? id);
  box.append(el('p', { class: 'search-computed-situation' }, `${lead}.`), el('p', {}, message), boardLink(page, asked.board));
  return box;
}

/** The computed answer's box for `query`, or null when it names no computed situation (or the table does not load). */
export async function computedFor(page: ComputedPage | null, query: string): Promise<HTMLElement | null> {
  if (!page || !namesAny(query, page.cues)) return null;
  try {
    const asked = ask(query, await loadTable(page.table));
    return asked && render(page, asked);
  } catch {
    return el('p', { class: 'search-status' }, 'Не удалось загрузить ответ движка: проверьте связь и повторите запрос.');
  }
}
