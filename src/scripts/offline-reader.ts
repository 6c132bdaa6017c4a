// The offline reader (src/pages/offline/reader.astro): the service worker answers with it, offline,
// at the address of a section's or rule's page that the saved copy leaves out. It reads the view
// and number from the address, fetches the section's numbers file and the chunks of its text
// from the saved search index, and shows the text as the page would, saying that this is the
// saved reading copy. Every address goes through the base path.
import { keyPathOf, rulePath, sectionLabel, sectionPath, viewContentsPath } from '../routes/index.ts';
import { Reading, type ReadingBlock, type ReadingRulePage, type ReadingSection } from '../search/index.ts';
import { href } from '../site/href.ts';
import { el } from './dom.ts';
import { fetchSearchFile, searchRoot } from './search-files.ts';
import { citedNumbers, paragraphNode, ruleNode, type TextContext } from './offline-reader-view.ts';

const savedCopyNote = 'Это сохранённая копия для чтения: текст взят из офлайн-копии Свода на этом устройстве. Примеры, история правила и решения судей откроются, когда появится сеть или когда страница будет сохранена целиком.';

/** The address as a root-relative path of the site (`/rules/205.4/`), whatever the base. */
function sitePath(): string {
  const base = href('/');
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* a malformed escape names no page */
  }
  const inside = path.startsWith(base) ? `/${path.slice(base.length)}` : path;
  return inside.endsWith('/') ? inside : `${inside}/`;
}

async function contextFor(reading: Reading, view: string, blocks: ReadingBlock[]): Promise<TextContext> {
  const bases = JSON.parse(document.getElementById('reader-bases')?.textContent ?? '{}') as Record<string, string>;
  const numbers = citedNumbers(blocks);
  const paths = await Promise.all(numbers.map((n) => reading.resolve(view, n)));
  const titles = reading.titles;
  return { view, base: bases[view] ?? view, links: new Map(numbers.map((n, i) => [n, paths[i]])), editionTitle: (id) => titles.get(id) ?? id };
}

function breadcrumbs(reading: Reading, view: string, section: { number: number; title: string | null }, rule?: string): HTMLElement {
  const name = sectionLabel(section.number, section.title);
  return el(
    'nav',
    { class: 'breadcrumbs', 'aria-label': 'Путь' },
    el('a', { href: href(viewContentsPath(view)) }, reading.titles.get(view) ?? view),
    ' › ',
    rule ? el('a', { href: href(sectionPath(view, section.number)) }, name) : el('span', {}, name),
    ...(rule ? [' › ', el('span', {}, rule)] : []),
  );
}

function pager(label: string, prev: [string, string] | null, next: [string, string] | null): HTMLElement {
  return el(
    'nav',
    { class: 'pager', 'aria-label': label },
    prev ? el('a', { rel: 'prev', href: href(prev[0]) }, `← ${prev[1]}`) : null,
    next ? el('a', { rel: 'next', href: href(next[0]) }, `${next[1]} →`) : null,
  );
}

async function rulePage(reading: Reading, page: ReadingRulePage): Promise<Node[]> {
  const { view, rule } = page;
  const context = await contextFor(reading, view, rule.blocks);
  const meta = el('p', { class: 'meta' }, context.editionTitle(rule.edition));
  if (rule.edition !== context.base) meta.append(` — в выдержках основы текущей редакции («${context.editionTitle(context.base)}») этого места нет`);
  const article = el(
    'article',
    { class: 'rule-page' },
    el('h1', {}, `Правило ${rule.number}`, rule.inferred ? el('small', { class: 'inferred-label' }, ' номер восстановлен по порядку') : null),
    meta,
    el('p', { class: 'note offline-reader-note' }, savedCopyNote),
    ruleNode(rule, context),
    pager('Соседние правила', page.prev ? [rulePath(view, page.prev), page.prev] : null, page.next ? [rulePath(view, page.next), page.next] : null),
  );
  document.title = `Правило ${rule.number} · ${reading.titles.get(view) ?? view} — Свод`;
  return [breadcrumbs(reading, view, page.section, rule.number), article];
}

async function sectionPage(reading: Reading, section: ReadingSection): Promise<Node[]> {
  const { view } = section;
  const blocks = [...section.preamble, ...section.trailing].map((p) => p.block).concat(section.rules.flatMap((r) => r.blocks));
  const context = await contextFor(reading, view, blocks);
  const name = sectionLabel(section.number, section.title);
  const { notes } = section;
  const article = el(
    'article',
    { class: 'section-page' },
    el('h1', {}, name, ...(notes.titleEdition ? [' ', el('span', { class: 'edition-label' }, `заголовок: ${context.editionTitle(notes.titleEdition)}`)] : [])),
    notes.numberInferred ? el('p', { class: 'note' }, 'Номер раздела восстановлен по соседним разделам: в выдержке он не напечатан.') : null,
    section.title ? null : el('p', { class: 'note' }, 'Заголовок раздела в выдержке не сохранился.'),
    el('p', { class: 'note offline-reader-note' }, savedCopyNote),
    el(
      'div',
      { class: 'section-body' },
      notes.startsMidway ? el('p', { class: 'note' }, 'Выдержка начинается с середины раздела.') : null,
      ...section.preamble.map((p) => paragraphNode(p, context)),
      ...section.rules.map((r) => ruleNode(r, context)),
      ...section.trailing.map((p) => paragraphNode(p, context)),
      notes.endsMidway ? el('p', { class: 'note' }, 'Выдержка обрывается: дальше раздел в доступных текстах не сохранился.') : null,
    ),
    pager(
      'Соседние разделы',
      section.prev === null ? null : [sectionPath(view, section.prev), `${section.prev}`],
      section.next === null ? null : [sectionPath(view, section.next), `${section.next}`],
    ),
  );
  document.title = `${section.title ? `Раздел ${name}` : name} · ${reading.titles.get(view) ?? view} — Свод`;
  return [breadcrumbs(reading, view, section), article];
}

/** What the reader says where the view has no such rule or section. */
function absent(reading: Reading, view: string, key: string): Node[] {
  const isRule = key.includes('.');
  const title = isRule ? `Правила ${key} нет в выдержках` : `Раздела ${key} нет в выдержках`;
  document.title = `${title} — Свод`;
  return [
    el('h1', {}, title),
    el('p', {}, `В сохранённой копии («${reading.titles.get(view) ?? view}») ${isRule ? 'правила' : 'раздела'} с номером ${key} нет. `, el('a', { href: href(viewContentsPath(view)) }, 'Оглавление'), '.'),
  ];
}

export async function startReader(): Promise<void> {
  const box = document.querySelector<HTMLElement>('.offline-reader');
  const place = keyPathOf(sitePath());
  if (!box || !place) return;
  box.setAttribute('aria-busy', 'true');
  try {
    const root = searchRoot();
    if (!root) return;
    const reading = await Reading.open(fetchSearchFile, root);
    const found = place.key.includes('.') ? await reading.rule(place.view, place.key) : await reading.section(place.view, Number(place.key));
    const nodes = !found ? absent(reading, place.view, place.key) : 'rule' in found ? await rulePage(reading, found) : await sectionPage(reading, found);
    box.replaceChildren(...nodes);
  } catch {
    // The index is not saved yet: the page's own words (not saved yet) stand.
  } finally {
    box.removeAttribute('aria-busy');
  }
}
