// Client side of search, shared by the header box and the /search/ page: loads the corpus once,
// answers queries, and renders answers as DOM (text via textContent, never as HTML).
import { SearchIndex, unpackCorpus, type SearchAnswer, type SearchHit } from '../search/index.ts';
import { searchIndexPath } from '../routes/index.ts';
import { href } from '../site/href.ts';

let loading: Promise<SearchIndex> | null = null;
/** Edition titles as the corpus names them (from edition.yaml). */
let editionTitles = new Map<string, string>();

export function loadIndex(): Promise<SearchIndex> {
  loading ??= fetch(href(searchIndexPath()))
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json();
    })
    .then((packed) => {
      const corpus = unpackCorpus(packed);
      editionTitles = new Map(corpus.editions.map((e) => [e.id, e.title]));
      return new SearchIndex(corpus);
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
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

export function renderHit(hit: SearchHit, id: string): HTMLAnchorElement {
  const a = el('a', 'search-hit');
  a.href = href(hit.url);
  a.id = id;
  a.setAttribute('role', 'option');
  const head = el('span', 'search-hit-head');
  if (hit.number) head.append(el('span', 'search-hit-number', hit.number));
  else if (hit.section !== null && hit.group === 'rules') head.append(el('span', 'search-hit-number', `${hit.section}, абзац`));
  head.append(el('span', 'search-hit-title', hit.title));
  const meta = hitLabel(hit);
  if (meta) head.append(el('span', 'search-hit-meta', meta));
  const snip = el('span', 'search-hit-snippet');
  for (const s of hit.snippet) snip.append(s.hit ? el('mark', undefined, s.text) : document.createTextNode(s.text));
  a.append(head, snip);
  return a;
}

/** Renders an answer into `root` (emptied first); returns the result links in order. */
export function renderAnswer(answer: SearchAnswer, root: HTMLElement, idPrefix: string): HTMLAnchorElement[] {
  root.replaceChildren();
  const links: HTMLAnchorElement[] = [];
  if (answer.error) {
    root.append(el('p', 'search-status', answer.error));
    return links;
  }
  for (const c of answer.corrections) root.append(el('p', 'search-status', `«${c.typed}» не найдено, ищем «${c.found}».`));
  if (!answer.total) {
    root.append(el('p', 'search-status', `По запросу «${answer.query}» ничего не найдено.`));
    return links;
  }
  for (const group of answer.groups) {
    const box = el('div', 'search-group');
    box.setAttribute('role', 'group');
    const title = el('p', 'search-group-title', group.title);
    title.id = `${idPrefix}-g-${group.group}`;
    box.setAttribute('aria-labelledby', title.id);
    box.append(title);
    for (const hit of group.hits) {
      const link = renderHit(hit, `${idPrefix}-${links.length}`);
      links.push(link);
      box.append(link);
    }
    root.append(box);
  }
  return links;
}
