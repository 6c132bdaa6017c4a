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

export function findRule(view: View, number: string): { section: ViewSection; rule: ViewRule } | null {
  for (const section of view.sections) {
    const rule = section.rules.find((r) => r.rule.number === number);
    if (rule) return { section, rule };
  }
  return null;
}

/** Resolves a cited number: the same view first, then the current view, then any edition. */
export function resolveReference(viewId: string, number: string): string | null {
  const data = siteData();
  const order = [viewId, data.current.id, ...data.editions.map((e) => e.id)];
  for (const id of order) {
    const view = data.views.get(id)!;
    if (findRule(view, number)) return ruleHref(id, number);
    if (/^\d{3}$/.test(number) && view.sections.some((s) => String(s.number) === number)) return sectionHref(id, Number(number));
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
