// Executable examples on the site: which scenarios belong to which rule or paragraph, their
// results at build time (for readers without JavaScript), and links for the rules they cite.
// Every function reads the site's data it is handed; what it computes once is kept per build.
import { allCitations, makeCatalog, runParsed, type CardDef, type Scenario, type ScenarioResult } from '../engine/index.ts';
import { cardPath, examplePath } from '../routes/index.ts';
import { counterparts } from './history.ts';
import { loadSiteData, findRule, findSection, sectionHref, ruleHref, type SiteData } from './data.ts';
import { href } from './href.ts';

export interface ExampleEntry {
  id: string;
  file: string;
  yaml: string;
  scenario: Scenario;
  extraCards: CardDef[];
}

/** What the page's island fetches on «Проверить»: everything needed to run in the browser. */
export interface ExamplePayload {
  id: string;
  scenario: Scenario;
  cards: CardDef[];
  /** `edition:rule` → page, for the rules a trace may cite. */
  citations: Record<string, string | null>;
}

/** The examples and the card catalog (part of the site's data). */
export async function loadExamples(): Promise<{ examples: ExampleEntry[]; cards: CardDef[] }> {
  const { examples, cards } = await loadSiteData();
  return { examples, cards };
}

/** The rules a scenario names, in the edition whose excerpt holds each, and their counterparts. */
export function scenarioRules(site: SiteData, scenario: Scenario): { edition: string; number: string }[] {
  const out: { edition: string; number: string }[] = [];
  for (const number of scenario.rules) {
    const home = [scenario.edition, ...site.editions.map((e) => e.id)].find((id) => {
      const view = site.views.get(id);
      return view !== undefined && findRule(view, number) !== null;
    });
    if (!home) continue;
    out.push({ edition: home, number });
    for (const other of counterparts(site, home, number)) {
      if (other.rule && other.anchor === other.rule) out.push({ edition: other.edition, number: other.rule });
    }
  }
  return out;
}

const byRule = new WeakMap<SiteData, Map<string, ExampleEntry[]>>();

export function examplesForRule(site: SiteData, edition: string, number: string): ExampleEntry[] {
  let index = byRule.get(site);
  if (!index) {
    index = new Map();
    for (const entry of site.examples) {
      for (const r of scenarioRules(site, entry.scenario)) {
        const key = `${r.edition}:${r.number}`;
        const list = index.get(key) ?? [];
        if (!list.includes(entry)) list.push(entry);
        index.set(key, list);
      }
    }
    byRule.set(site, index);
  }
  return index.get(`${edition}:${number}`) ?? [];
}

/** The scenario that makes a rulebook `ПРИМЕР.` paragraph executable. */
export function exampleForParagraph(site: SiteData, edition: string, anchor: string): ExampleEntry | undefined {
  return site.examples.find((e) => e.scenario.illustrates === anchor && e.scenario.edition === edition);
}

/** The catalog cards an example names anywhere in its scenario, by name or alias. */
export function cardsUsedBy(site: SiteData, entry: ExampleEntry): CardDef[] {
  return site.cards.filter((card) => [card.name, ...card.aliases].some((name) => entry.yaml.includes(name)));
}

export function catalogFor(site: SiteData, entry: ExampleEntry): CardDef[] {
  return [...site.cards, ...entry.extraCards];
}

const results = new WeakMap<ExampleEntry, ScenarioResult>();

/** The scenario run at build time, as the page shows it before anyone presses «Проверить». */
export function buildTimeResult(site: SiteData, entry: ExampleEntry): ScenarioResult {
  let result = results.get(entry);
  if (!result) {
    result = runParsed(entry.scenario, makeCatalog(catalogFor(site, entry)));
    results.set(entry, result);
  }
  return result;
}

/** The page of a cited rule or paragraph (`205.4`, `206.2-p3`, `204-p4`), or null. */
export function citationHref(site: SiteData, edition: string, rule: string): string | null {
  const view = site.views.get(edition);
  if (!view) return null;
  const section = /^(\d{3})-p\d+$/.exec(rule);
  if (section) return findSection(view, Number(section[1])) ? sectionHref(edition, Number(section[1]), rule) : null;
  const numbered = /^(\d{3}(?:\.\d+)+)(-[pl]\d+|\/ex\d+)?$/.exec(rule);
  if (!numbered || !findRule(view, numbered[1])) return null;
  return ruleHref(edition, numbered[1], numbered[2] ? rule : undefined);
}

const citationMaps = new WeakMap<SiteData, Record<string, string | null>>();

/** Links for every rule the engine can cite, computed once per build. */
export function citationMap(site: SiteData): Record<string, string | null> {
  let citations = citationMaps.get(site);
  if (!citations) {
    citations = {};
    for (const c of allCitations(site.engine)) {
      for (const [edition, rule] of Object.entries(c.rules)) citations[`${edition}:${rule}`] = citationHref(site, edition, rule);
    }
    citationMaps.set(site, citations);
  }
  return citations;
}

export function payload(site: SiteData, entry: ExampleEntry): ExamplePayload {
  return { id: entry.id, scenario: entry.scenario, cards: catalogFor(site, entry), citations: citationMap(site) };
}

export function cardHref(slug: string): string {
  return href(cardPath(slug));
}

export function exampleHref(id: string): string {
  return href(examplePath(id));
}
