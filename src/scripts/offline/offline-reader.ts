// The offline reader (src/pages/offline/reader.astro): the service worker answers with it, offline,
// at the address of a section's or rule's page that the saved copy leaves out. It reads the view
// and number from the address, fetches the section's numbers file and the chunks of its text
// from the saved search index, and shows the text as the page would, saying that this is the
// saved reading copy. Every address goes through the base path.
import { CURRENT_VIEW, keyPathOf, rulePath, sectionLabel, sectionPath, viewContentsPath } from '../../routes/index.ts';
import { Reading, type ReadingBlock, type ReadingRulePage, type ReadingSection } from '../../search/index.ts';
import { href } from '../../site/href.ts';
import { ruleFacts, sectionFacts, type EditionContext } from '../../site/text-facts.ts';
import { el } from '../shared/dom.ts';
import { fetchSearchFile, searchRoot } from '../shared/search-files.ts';
import { citedNumbers, factsNode, paragraphNode, ruleNode, type TextContext } from './offline-reader-view.ts';

const savedCopyNote =
  'Это сохранённая копия для чтения: текст взят из офлайн-копии Свода на этом устройстве. Примеры, история правила и решения судей откроются, когда появится сеть или когда страница будет сохранена целиком.';

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

/** Each view's edition of reference, and the edition that fills the current view's gaps (reader.astro). */
type Views = Record<string, { base: string; fill?: string }>;
const views = (): Views => JSON.parse(document.getElementById('reader-views')?.textContent ?? '{}') as Views;

async function contextFor(reading: Reading, view: string, blocks: ReadingBlock[]): Promise<TextContext> {
  const numbers = citedNumbers(blocks);
  const paths = await Promise.all(numbers.map((n) => reading.resolve(view, n)));
  const titles = reading.titles;
  return { view, base: views()[view]?.base ?? view, links: new Map(numbers.map((n, i) => [n, paths[i]])), editionTitle: (id) => titles.get(id) ?? id };
}

/** Per edition, the sections it holds from an excerpt filed under it by assumption, with the note (reader.astro). */
type Assumed = Record<string, Record<string, string>>;
const assumed = (): Assumed => JSON.parse(document.getElementById('reader-assumed')?.textContent ?? '{}') as Assumed;

/** Which edition a text of section `section` comes from, as the pages say it (KeyPage.astro). */
function editionOf(context: TextContext, edition: string, section: number): EditionContext {
  const fill = views()[context.view]?.fill;
  const note = assumed()[edition]?.[section];
  return {
    edition: context.editionTitle(edition),
    ...(context.view === CURRENT_VIEW ? { currentBase: context.editionTitle(context.base), currentFill: fill ? context.editionTitle(fill) : undefined } : {}),
    ...(note ? { assumed: note } : {}),
  };
}

function breadcrumbs(reading: Reading, view: string, section: { number: number; title: string | null }, rule?: string): HTMLElement {
  const name = sectionLabel(section.number, section.title);
  return el(
    'nav',
    { class: 'breadcrumbs', 'aria-label': 'Путь' },
    el('a', { href: href(viewContentsPath(view)) }, reading.titles.get(view) ?? view),
    ' › ',
    rule ? el('a', { href: href(sectionPath(view, section.number)) }, name) : el('span', {}, name),
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
  // The excerpt breaks off after the last rule of a section that ends midway, with nothing after it.
  const section = await reading.section(view, page.section.number);
  const breaksOff = !!section?.notes.endsMidway && section.trailing.length === 0 && section.rules.at(-1)?.number === rule.number;
  const article = el(
    'article',
    { class: 'rule-page' },
    el('div', { class: 'page-head' }, el('h1', { class: 'rule-title' }, el('span', { class: 'rule-title-kind' }, 'Правило'), ` ${rule.number}`)),
    el('p', { class: 'note offline-reader-note' }, savedCopyNote),
    ruleNode(rule, context, { page: true }),
    factsNode(ruleFacts({ number: rule.number, inferred: rule.inferred, breaksOff }, editionOf(context, rule.edition, page.section.number))),
    breadcrumbs(reading, view, page.section, rule.number),
    pager('Соседние правила', page.prev ? [rulePath(view, page.prev), page.prev] : null, page.next ? [rulePath(view, page.next), page.next] : null),
  );
  document.title = `Правило ${rule.number} · ${reading.titles.get(view) ?? view} — Свод`;
  return [article];
}

async function sectionPage(reading: Reading, section: ReadingSection): Promise<Node[]> {
  const { view } = section;
  const blocks = [...section.preamble, ...section.trailing].map((p) => p.block).concat(section.rules.flatMap((r) => r.blocks));
  const context = await contextFor(reading, view, blocks);
  const name = sectionLabel(section.number, section.title);
  const { notes } = section;
  const last = section.rules.at(-1)?.number;
  // A section is the view's own edition's unless none of its text is (a section only the older edition holds).
  const editions = [...section.preamble, ...section.rules, ...section.trailing].map((x) => x.edition);
  const edition = editions.length === 0 || editions.includes(context.base) ? context.base : editions[0];
  const facts = sectionFacts(
    {
      numberInferred: !!notes.numberInferred,
      hasTitle: !!section.title,
      titleEdition: notes.titleEdition ? context.editionTitle(notes.titleEdition) : undefined,
      startsMidway: !!notes.startsMidway,
      endsMidway: !!notes.endsMidway,
    },
    editionOf(context, edition, section.number),
  );
  const article = el(
    'article',
    { class: 'section-page' },
    el('h1', {}, name),
    factsNode(facts),
    el('p', { class: 'note offline-reader-note' }, savedCopyNote),
    el(
      'div',
      { class: 'section-body' },
      ...section.preamble.map((p) => paragraphNode(p, context)),
      ...section.rules.map((r) => ruleNode(r, context, { breaksOff: !!notes.endsMidway && section.trailing.length === 0 && r.number === last })),
      ...section.trailing.map((p) => paragraphNode(p, context)),
    ),
    breadcrumbs(reading, view, section),
    pager(
      'Соседние разделы',
      section.prev === null ? null : [sectionPath(view, section.prev), `${section.prev}`],
      section.next === null ? null : [sectionPath(view, section.next), `${section.next}`],
    ),
  );
  document.title = `${section.title ? `Раздел ${name}` : name} · ${reading.titles.get(view) ?? view} — Свод`;
  return [article];
}

/** What the reader says where the view has no such rule or section. */
function absent(reading: Reading, view: string, key: string): Node[] {
  const isRule = key.includes('.');
  const title = isRule ? `Правила ${key} нет в выдержках` : `Раздела ${key} нет в выдержках`;
  document.title = `${title} — Свод`;
  return [
    el('h1', {}, title),
    el(
      'p',
      {},
      `В сохранённой копии («${reading.titles.get(view) ?? view}») ${isRule ? 'правила' : 'раздела'} с номером ${key} нет. `,
      el('a', { href: href(viewContentsPath(view)) }, 'Оглавление'),
      '.',
    ),
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
