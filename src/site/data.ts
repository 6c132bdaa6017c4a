// The site's data, built once per build and handed explicitly to every page and component:
// editions from content/rules, the views that views.yaml declares, the alignments between the
// editions it compares, who cites whom, and the examples and cards.
import { getCollection } from 'astro:content';
import {
  alignEditions,
  currentView,
  editionView,
  findReferences,
  blockText,
  formatCitation,
  repeatedNumbers,
  type Alignment,
  type Edition,
  type View,
  type ViewRule,
  type ViewSection,
  type ViewsDeclaration,
  type GlossaryTerm,
} from '../rulebook/index.ts';
import type { CardDef, EditionRules } from '../engine/index.ts';
import { formatProblem, loadEngineEditions } from '../content-files/index.ts';
import type { RenderOptions } from '../markdown/index.ts';
import { rulePath, sectionPath } from '../routes/index.ts';
import { DECLARED_VIEWS } from './rulebook-loader.ts';
import { href } from './href.ts';
import { byName, collator } from './collate.ts';
import { linkedTerms } from './glossary.ts';
import type { ExampleEntry } from './examples.ts';
import type { SiteRuling } from './rulings.ts';
import { isSitePractice, NO_PRACTICE, type SitePractice } from './practice-data.ts';

export interface SiteData {
  editions: Edition[];
  declared: ViewsDeclaration;
  current: View;
  /** The current view and each edition's own view, by id. */
  views: Map<string, View>;
  /** One per pair that views.yaml compares, in its order. */
  comparisons: Alignment[];
  /** Rule number → the places (view-independent: edition + anchor) whose text cites it. */
  citedBy: Map<string, { edition: string; anchor: string; rule: string | null }[]>;
  examples: ExampleEntry[];
  cards: CardDef[];
  /** The editions' engine tables, oldest first: what the engine cites and keeps in each. */
  engine: EditionRules[];
  /** Each ruling with its run under every edition it is checked in. */
  rulings: SiteRuling[];
  /** In Russian alphabetical order. */
  glossary: GlossaryTerm[];
  /** The practice templates and the questions the engine generated from them. */
  practice: SitePractice;
}

let loading: Promise<SiteData> | null = null;

/** The site's data; every page awaits it and passes it on. Built once, however many pages ask. */
export function loadSiteData(): Promise<SiteData> {
  loading ??= build();
  return loading;
}

async function build(): Promise<SiteData> {
  // The loaders checked the content; here it gets the rulebook's own types back.
  const editions = (await getCollection('editions')).map((entry) => entry.data as Edition);
  const declared = (await getCollection('views')).find((entry) => entry.id === DECLARED_VIEWS)!.data as ViewsDeclaration;
  const examples = (await getCollection('examples')).map((e) => e.data as unknown as ExampleEntry);
  const cards = (await getCollection('cards')).map((e) => e.data as unknown as CardDef);
  const rulings = (await getCollection('rulings')).map((e) => e.data as unknown as SiteRuling);
  const glossary = (await getCollection('glossary')).map((e) => e.data as unknown as GlossaryTerm);
  const practice = (await getCollection('practice')).map((e) => e.data).find(isSitePractice);
  const engine = loadEngineEditions(process.cwd());
  if (engine.errors.length) throw new Error('Engine tables are invalid:\n' + engine.errors.map((e) => `  ${formatProblem(e)}`).join('\n'));
  return assembleSiteData({ editions, declared, examples, cards, rulings, glossary, engine: engine.tables, practice });
}

/** What the content holds; rulings and the glossary are optional (a rulebook alone has none). */
export interface SiteContent {
  editions: Edition[];
  declared: ViewsDeclaration;
  examples: ExampleEntry[];
  cards: CardDef[];
  engine?: EditionRules[];
  rulings?: SiteRuling[];
  glossary?: GlossaryTerm[];
  practice?: SitePractice;
}

/** The site's data from what the content holds: the views, the comparisons and the citations. */
export function assembleSiteData(content: SiteContent): SiteData {
  const { declared, examples, rulings = [], engine = [], practice = NO_PRACTICE } = content;
  // Every list of cards the site shows (cards, filters, the judge's picker) follows this order.
  const cards = byName(content.cards);
  const glossary = [...(content.glossary ?? [])].sort((a, b) => collator.compare(a.term, b.term));
  const editions = [...content.editions].sort((a, b) => a.order - b.order);
  const current = currentView(editions, declared);
  const repeated = repeatedNumbers(current);
  if (repeated.length) throw new Error('The current view is ambiguous:\n' + repeated.map((p) => `  ${formatProblem(p)}`).join('\n'));
  const views = new Map<string, View>([[current.id, current]]);
  for (const edition of editions) views.set(edition.id, editionView(edition));
  const byId = (id: string) => editions.find((e) => e.id === id)!;
  const comparisons = declared.compare.map(([older, newer]) => alignEditions(byId(older), byId(newer)));
  return { editions, declared, current, views, comparisons, citedBy: citations(editions), examples, cards, engine, rulings, glossary, practice };
}

function citations(editions: Edition[]): SiteData['citedBy'] {
  const citedBy: SiteData['citedBy'] = new Map();
  for (const edition of editions) {
    for (const section of edition.sections) {
      const blocks = [...section.preamble.map((b) => ({ b, rule: null as string | null })), ...section.rules.flatMap((r) => r.blocks.map((b) => ({ b, rule: r.number })))];
      for (const { b, rule } of blocks) {
        for (const ref of findReferences(blockText(b))) {
          const list = citedBy.get(ref.number) ?? [];
          list.push({ edition: edition.id, anchor: b.anchor, rule });
          citedBy.set(ref.number, list);
        }
      }
    }
  }
  return citedBy;
}

export function sectionHref(viewId: string, section: number, anchor?: string): string {
  return href(sectionPath(viewId, section, anchor));
}

export function ruleHref(viewId: string, number: string, anchor?: string): string {
  return href(rulePath(viewId, number, anchor));
}

/** The page of a block: its rule's page, or its section's page at the block's anchor. */
export function blockHref(viewId: string, anchor: string, rule: string | null): string {
  if (rule) return ruleHref(viewId, rule, anchor === rule ? undefined : anchor);
  return sectionHref(viewId, Number(anchor.slice(0, 3)), anchor);
}

/** Lookups in a view by number, built once per view: pages must not scan the whole rulebook. */
export interface ViewIndex {
  rules: Map<string, { section: ViewSection; rule: ViewRule; position: number }>;
  sections: Map<number, ViewSection>;
  /** Rule numbers in reading order. */
  order: string[];
}

const indexes = new WeakMap<View, ViewIndex>();

export function viewIndex(view: View): ViewIndex {
  let index = indexes.get(view);
  if (!index) {
    index = { rules: new Map(), sections: new Map(), order: [] };
    for (const section of view.sections) {
      index.sections.set(section.number, section);
      for (const rule of section.rules) {
        index.rules.set(rule.rule.number, { section, rule, position: index.order.length });
        index.order.push(rule.rule.number);
      }
    }
    indexes.set(view, index);
  }
  return index;
}

export function findRule(view: View, number: string): { section: ViewSection; rule: ViewRule } | null {
  return viewIndex(view).rules.get(number) ?? null;
}

export function findSection(view: View, number: number): ViewSection | null {
  return viewIndex(view).sections.get(number) ?? null;
}

const referenceOptions = new WeakMap<View, RenderOptions>();

/** The rendering options for a view (its references, the glossary's terms), one object per view so its pipeline is reused. */
export function referencesFor(site: SiteData, viewId: string): RenderOptions {
  const view = site.views.get(viewId)!;
  let options = referenceOptions.get(view);
  if (!options) {
    options = { resolve: (number) => resolveReference(site, viewId, number), terms: linkedTerms(site) };
    referenceOptions.set(view, options);
  }
  return options;
}

/** Resolves a cited number: the same view first, then the current view, then any edition. */
export function resolveReference(site: SiteData, viewId: string, number: string): string | null {
  const order = [viewId, site.current.id, ...site.editions.map((e) => e.id)];
  for (const id of order) {
    const view = site.views.get(id)!;
    if (findRule(view, number)) return ruleHref(id, number);
    if (/^\d{3}$/.test(number) && findSection(view, Number(number))) return sectionHref(id, Number(number));
  }
  return null;
}

/** An edition's title as its edition.yaml gives it. */
export function editionTitle(site: SiteData, id: string): string {
  return site.editions.find((e) => e.id === id)?.title ?? id;
}

/** How a rule is cited, with its edition's title. */
export function citation(site: SiteData, edition: string, number: string): string {
  return formatCitation(editionTitle(site, edition), number);
}
