// The site's data, built once per build: editions from content/rules, the current view,
// each edition's view, the alignment between editions, and who cites whom.
import { getCollection } from 'astro:content';
import {
  alignEditions,
  currentView,
  editionView,
  findReferences,
  blockText,
  formatCitation,
  type Alignment,
  type Edition,
  type View,
  type ViewRule,
  type ViewSection,
} from '../rulebook/index.ts';

export interface SiteData {
  editions: Edition[];
  current: View;
  views: Map<string, View>;
  alignment: Alignment | null;
  /** Rule number → the places (view-independent: edition + anchor) whose text cites it. */
  citedBy: Map<string, { edition: string; anchor: string; rule: string | null }[]>;
}

let cached: SiteData | null = null;

/** Loads the editions from the content collection once; every page awaits it first. */
export async function loadSiteData(): Promise<SiteData> {
  if (cached) return cached;
  const editions = (await getCollection('editions')).map((entry) => entry.data as Edition).sort((a, b) => a.order - b.order);
  const current = currentView(editions);
  const views = new Map<string, View>([[current.id, current]]);
  for (const edition of editions) views.set(edition.id, editionView(edition));
  const alignment = editions.length >= 2 ? alignEditions(editions.at(-2)!, editions.at(-1)!) : null;
  const citedBy = new Map<string, { edition: string; anchor: string; rule: string | null }[]>();
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
  cached = { editions, current, views, alignment, citedBy };
  return cached;
}

/** The loaded site data, for components rendered after their page awaited `loadSiteData`. */
export function siteData(): SiteData {
  if (!cached) throw new Error('site data used before loadSiteData() finished');
  return cached;
}

/** URL prefix of a view: the current view lives at the root, editions under /editions/<id>/. */
export function viewBase(viewId: string): string {
  return viewId === current() ? '/rules/' : `/editions/${viewId}/rules/`;
}

function current(): string {
  return siteData().current.id;
}

export function sectionHref(viewId: string, section: number): string {
  return `${viewBase(viewId)}${section}/`;
}

export function ruleHref(viewId: string, number: string): string {
  return `${viewBase(viewId)}${number}/`;
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

const referenceOptions = new Map<string, { resolve(number: string): string | null }>();

/** The reference plugin's options for a view, one object per view so its pipeline is reused. */
export function referencesFor(viewId: string): { resolve(number: string): string | null } {
  let options = referenceOptions.get(viewId);
  if (!options) {
    options = { resolve: (number) => resolveReference(viewId, number) };
    referenceOptions.set(viewId, options);
  }
  return options;
}

/** Resolves a cited number: the same view first, then the current view, then any edition. */
export function resolveReference(viewId: string, number: string): string | null {
  const data = siteData();
  const order = [viewId, data.current.id, ...data.editions.map((e) => e.id)];
  for (const id of order) {
    const view = data.views.get(id)!;
    if (findRule(view, number)) return ruleHref(id, number);
    if (/^\d{3}$/.test(number) && findSection(view, Number(number))) return sectionHref(id, Number(number));
  }
  return null;
}

export function editionTitle(id: string): string {
  return siteData().editions.find((e) => e.id === id)?.title ?? id;
}

/** «Берсерк. Герои», правила, поздняя редакция, 205.4 */
export function citation(edition: string, number: string): string {
  return formatCitation(editionTitle(edition), number);
}
