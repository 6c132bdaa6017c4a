// The engine's computed answer as the search page shows it (issue 28), loaded once the search
// worker says a query names a situation's words (search-computed.ts): the answer, the
// rules applied, each linked with its edition named, and «Открыть на столе»; or which number is
// missing, or that these numbers were not computed.
import { askLines, type Asked, type ComputedAnswer } from '../../ask/index.ts';
import { anchorLabel } from '../../routes/index.ts';
import { el } from '../shared/dom.ts';
import { encodeBoard } from '../shared/share.ts';
import type { ComputedPage } from './search-computed.ts';

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

/** The box for a query's computed answer, as the search worker found it. */
export function computedBox(page: ComputedPage, asked: Asked): HTMLElement {
  const title = asked.kind === 'answer' ? 'Ответ движка правил' : 'Эту ситуацию движок знает';
  const box = el(
    'section',
    { class: 'search-computed panel', 'aria-labelledby': 'search-computed-title' },
    el('h2', { id: 'search-computed-title', class: 'search-group-title' }, title),
  );
  if (asked.kind === 'answer') {
    box.append(el('p', { class: 'search-computed-situation' }, asked.text));
    for (const a of asked.answers) box.append(answerBlock(page, a, asked.answers.length > 1));
    // A number said about the other player is named after the answer (askLines ends with it).
    for (const line of askLines(asked, (id) => page.editions[id] ?? id).slice(1 + asked.answers.length)) box.append(el('p', {}, line));
    return box;
  }
  const [lead, ...messages] = askLines(asked, (id) => page.editions[id] ?? id);
  box.append(el('p', { class: 'search-computed-situation' }, `${lead}.`), ...messages.map((m) => el('p', {}, m)), boardLink(page, asked.board));
  return box;
}
