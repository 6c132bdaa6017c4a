// The site's data: the content graph (src/content-files), read and checked once per build by the
// site's one content loader (site-loader.ts), with what the pages look up in it made once there
// too (assemble.ts): the views by id, each view's rules by number, the pairs of each comparison,
// who cites whom, which examples show on which rule, the search index's files, the practice
// questions. Astro's content
// store keeps it for the build; every page asks for it and hands it on. The other modules of
// src/site read it and never build it: this module imports none of them.
import { getEntry } from 'astro:content';
import {
  formatCitation,
  type Alignment,
  type Edition,
  type GlossaryTerm,
  type Pair,
  type View,
  type ViewRule,
  type ViewSection,
  type ViewsDeclaration,
} from '../rulebook/index.ts';
import type { CardDef, EditionRules } from '../engine/index.ts';
import type { PracticeQuestion, TemplateInput } from '../practice/index.ts';
import type { DerivedTable, ExampleNode, RulingNode } from '../content-files/index.ts';
import { rulePath, sectionPath } from '../routes/index.ts';
import { href } from './href.ts';
import { SITE_COLLECTION } from './site-collection.ts';

/** An executable example as the site holds it: read, checked and run by the content graph. */
export type ExampleEntry = ExampleNode;
/** A ruling as the site holds it: checked in each of its editions, with its file's text. */
export type SiteRuling = RulingNode;

/** Practice as the site holds it: the templates as written, and the questions the graph generated from them. */
interface SitePractice {
  templates: { file: string; template: TemplateInput }[];
  questions: PracticeQuestion[];
}

/** Lookups in a view by number: pages must not scan the whole rulebook. */
export interface ViewIndex {
  rules: Map<string, { section: ViewSection; rule: ViewRule; position: number }>;
  sections: Map<number, ViewSection>;
  /** Rule numbers in reading order. */
  order: string[];
}

export interface SiteData {
  /** Oldest first. */
  editions: Edition[];
  declared: ViewsDeclaration;
  current: View;
  /** The current view and each edition's own view, by id. */
  views: Map<string, View>;
  indexes: Map<string, ViewIndex>;
  /** One per pair that views.yaml compares, in its order. */
  comparisons: Alignment[];
  /** `N|edition:anchor` → the pair of comparison N holding that block of that edition. */
  pairs: Map<string, Pair>;
  /** Rule number → the places (view-independent: edition + anchor) whose text cites it. */
  citedBy: Map<string, { edition: string; anchor: string; rule: string | null }[]>;
  examples: ExampleEntry[];
  /** `edition:number` → the ids of the examples that show on that rule's page. */
  examplesByRule: Map<string, string[]>;
  /** In Russian alphabetical order: every list of cards the site shows follows it. */
  cards: CardDef[];
  /** The editions' engine tables, oldest first (an edition without one of its own has one derived by alignment). */
  engine: EditionRules[];
  derived: DerivedTable[];
  /** The edition the judge's board and a scenario naming none play by: the current view's base. */
  defaultEdition: string;
  /** Each ruling with its run under every edition it is checked in. */
  rulings: SiteRuling[];
  /** In Russian alphabetical order. */
  glossary: GlossaryTerm[];
  /** The search index's files, each named by its content (src/search): the root's path and every file's text. */
  search: { root: string; files: Map<string, string> };
  practice: SitePractice;
}

/** The site's data, as the content loader made it for this build. */
export async function loadSiteData(): Promise<SiteData> {
  const entry = await getEntry(SITE_COLLECTION, SITE_COLLECTION);
  if (!entry) throw new Error('the site’s data is missing: the content loader did not run');
  return entry.data;
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

export function viewIndex(site: SiteData, viewId: string): ViewIndex {
  return site.indexes.get(viewId)!;
}

export function findRule(site: SiteData, viewId: string, number: string): { section: ViewSection; rule: ViewRule } | null {
  return site.indexes.get(viewId)?.rules.get(number) ?? null;
}

export function findSection(site: SiteData, viewId: string, number: number): ViewSection | null {
  return site.indexes.get(viewId)?.sections.get(number) ?? null;
}

/** Resolves a cited number: the same view first, then the current view, then any edition. */
export function resolveReference(site: SiteData, viewId: string, number: string): string | null {
  const order = [viewId, site.current.id, ...site.editions.map((e) => e.id)];
  for (const id of order) {
    if (findRule(site, id, number)) return ruleHref(id, number);
    if (/^\d{3}$/.test(number) && findSection(site, id, Number(number))) return sectionHref(id, Number(number));
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
