// Search answers as DOM, for the header box and the /search/ page alike (text via textContent,
// never as HTML). It knows nothing of the index: whoever searched names the editions it holds
// (nameEditions), so the page, whose search runs in a worker, loads none of the index's code.
// Every address comes from src/routes through the base path.
import type { SearchAnswer, SearchBest, SearchHit } from '../../search/index.ts';
import { anchorLabel, judgeRulingPath } from '../../routes/index.ts';
import { href } from '../../site/href.ts';

/** Edition titles as the index names them (from edition.yaml). */
let editionTitles = new Map<string, string>();

/** The index's views and editions with their titles: a hit's other numbers are named by them. */
export function nameEditions(editions: { id: string; title: string }[]): void {
  editionTitles = new Map(editions.map((e) => [e.id, e.title]));
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function hitLabel(hit: SearchHit): string {
  const parts = [hit.editionTitle ?? ''];
  if (hit.inferred) parts.push('номер восстановлен по порядку');
  for (const a of hit.also) if (a.number && a.number !== hit.number) parts.push(`${(editionTitles.get(a.edition) ?? a.edition).toLowerCase()}: ${a.number}`);
  return parts.filter(Boolean).join(' · ');
}

/** A result as a link; in the header's list (`option`) it is one of the listbox's options. */
function renderHit(hit: SearchHit, id: string, option: boolean): HTMLAnchorElement {
  const a = el('a', 'search-hit');
  a.href = href(hit.url);
  a.id = id;
  if (option) a.setAttribute('role', 'option');
  const head = el('span', 'search-hit-head');
  if (hit.number) head.append(el('span', 'search-hit-number', hit.number));
  // A paragraph without a number is named by its place: «205, абзац 1».
  else if (hit.section !== null && hit.group === 'rules')
    head.append(el('span', 'search-hit-number', anchorLabel(decodeURIComponent(hit.url.split('#')[1] ?? '')) || String(hit.section)));
  head.append(el('span', 'search-hit-title', hit.title));
  const meta = hitLabel(hit);
  if (meta) head.append(el('span', 'search-hit-meta', meta));
  const snip = el('span', 'search-hit-snippet');
  for (const s of hit.snippet) snip.append(s.hit ? el('mark', undefined, s.text) : document.createTextNode(s.text));
  a.append(head, snip);
  return a;
}

/** What the answer says before its results: an error, what was searched instead, or that nothing was found. */
export function answerNotes(answer: SearchAnswer): string[] {
  if (answer.error) return [answer.error];
  const notes = answer.corrections.map((c) => (c.why === 'alias' ? `«${c.typed}» — ищем и «${c.found}».` : `«${c.typed}» не найдено, ищем «${c.found}».`));
  if (!answer.total) notes.push(`По запросу «${answer.query}» ничего не найдено.`);
  return notes;
}

export function renderNotes(answer: SearchAnswer, root: HTMLElement): void {
  root.replaceChildren(...answerNotes(answer).map((note) => el('p', 'search-status', note)));
}

/** What makes the best answer best, as its label says. */
function bestLabel(best: SearchBest): string {
  if (best.why === 'number') return `Правило ${best.hit.number}`;
  if (best.why === 'definition') return best.term ? `Определение термина «${best.term.title}»` : 'Термин глоссария';
  if (best.why === 'card') return 'Карта';
  return 'Разъяснение по этому вопросу';
}

/** Under a ruling's hit on the search page: the board opened at its situation (the header's
 *  listbox holds links only, so it offers none). */
function boardLink(hit: SearchHit): HTMLElement | null {
  const id = hit.group === 'rulings' ? /\/rulings\/([a-z0-9-]+)\/$/.exec(hit.url)?.[1] : undefined;
  if (!id) return null;
  const line = el('p', 'search-hit-board');
  line.append(Object.assign(el('a', undefined, 'Открыть на столе судьи'), { href: href(judgeRulingPath(id)) }));
  return line;
}

const sameHit = (a: SearchHit, b: SearchHit) => a.id === b.id && a.url === b.url;

/** A box of results under its title: a group, or the best answer above them. */
function groupBox(root: HTMLElement, key: string, title: string, idPrefix: string, option: boolean): HTMLDivElement {
  const box = el('div', `search-group search-group-${key}`);
  box.setAttribute('role', 'group');
  const heading = el(option ? 'p' : 'h2', 'search-group-title', title);
  heading.id = `${idPrefix}-g-${key}`;
  box.setAttribute('aria-labelledby', heading.id);
  box.append(heading);
  root.append(box);
  return box;
}

/**
 * Appends the best answer, then the answer's groups (rules, rulings, glossary, cards, examples)
 * without it, to `root`, yielding each result's link once it is in. `option`: the header's listbox.
 */
function* drawGroups(answer: SearchAnswer, root: HTMLElement, idPrefix: string, option: boolean): Generator<HTMLAnchorElement> {
  if (answer.error) return;
  let count = 0;
  const add = (box: HTMLElement, hit: SearchHit) => {
    const link = renderHit(hit, `${idPrefix}-${count++}`, option);
    box.append(link);
    const board = option ? null : boardLink(hit);
    if (board) box.append(board);
    return link;
  };
  const { best } = answer;
  if (best) {
    const box = groupBox(root, 'best', 'Лучший ответ', idPrefix, option);
    const link = add(box, best.hit);
    link.querySelector('.search-hit-head')!.prepend(el('span', 'search-best-why', bestLabel(best)));
    // A link inside the option would be a link inside a link: the page alone offers the term's page.
    if (best.term && !option) {
      const more = el('p', 'search-best-term', 'Термин в глоссарии: ');
      more.append(Object.assign(el('a', undefined, best.term.title), { href: href(best.term.url) }));
      box.append(more);
    }
    yield link;
  }
  for (const group of answer.groups) {
    const hits = group.hits.filter((hit) => !best || !sameHit(hit, best.hit));
    if (!hits.length) continue;
    const box = groupBox(root, group.group, group.title, idPrefix, option);
    for (const hit of hits) yield add(box, hit);
  }
}

/** Renders the answer's results into `root`, emptied first (the header's list); returns their links in order. */
export function renderGroups(answer: SearchAnswer, root: HTMLElement, idPrefix: string, option: boolean): HTMLAnchorElement[] {
  root.replaceChildren();
  return [...drawGroups(answer, root, idPrefix, option)];
}

/** How many results the search page draws first, alone: more than a phone's first screen holds. */
const FIRST_SCREEN = 8;

/**
 * Appends the answer's results to `root` (the search page's): the first screen's, then, once that
 * is drawn, the rest (the browser lays those out only as they come near, pages.css). A query that
 * finds a hundred results so shows its first ones as soon as one alone would. Stops once `stale`
 * says a newer query has come. A hidden page, which draws no frames, gets them all at once.
 */
export async function appendGroups(answer: SearchAnswer, root: HTMLElement, idPrefix: string, stale: () => boolean): Promise<void> {
  let drawn = 0;
  for (const _ of drawGroups(answer, root, idPrefix, false)) {
    if (++drawn !== FIRST_SCREEN || document.hidden) continue;
    await new Promise((next) => requestAnimationFrame(() => setTimeout(next)));
    if (stale()) return;
  }
}
