// Executable examples on the site: which scenarios belong to which rule or paragraph, their
// results at build time (for readers without JavaScript), and links for the rules they cite.
// Every function reads the site's data it is handed.
import { allCitations, type CardDef, type Scenario } from '../engine/index.ts';
import { cardPath, examplePath } from '../routes/index.ts';
import { counterparts } from './history.ts';
import { findRule, findSection, sectionHref, ruleHref, type ExampleEntry, type SiteData } from './data.ts';
import { href } from './href.ts';

/** What the page's island fetches on «Проверить»: everything needed to run in the browser. */
export interface ExamplePayload {
  id: string;
  scenario: Scenario;
  cards: CardDef[];
  /** `edition:rule` → page, for the rules a trace may cite. */
  citations: Record<string, string | null>;
}

/** The rules a scenario names, in the edition whose excerpt holds each, and their counterparts. */
export function scenarioRules(
  site: Pick<SiteData, 'editions' | 'indexes' | 'comparisons' | 'pairs'>,
  scenario: Scenario,
): { edition: string; number: string }[] {
  const out: { edition: string; number: string }[] = [];
  for (const number of scenario.rules) {
    const home = [scenario.edition, ...site.editions.map((e) => e.id)].find((id) => site.indexes.get(id)?.rules.has(number));
    if (!home) continue;
    out.push({ edition: home, number });
    for (const other of counterparts(site, home, number)) {
      if (other.rule && other.anchor === other.rule) out.push({ edition: other.edition, number: other.rule });
    }
  }
  return out;
}

/** `edition:number` → the examples that show on that rule's page (assemble.ts makes it once per build). */
export function examplesByRule(site: Pick<SiteData, 'editions' | 'indexes' | 'comparisons' | 'pairs' | 'examples'>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const entry of site.examples) {
    for (const r of scenarioRules(site, entry.scenario)) {
      const key = `${r.edition}:${r.number}`;
      const list = index.get(key) ?? [];
      if (!list.includes(entry.id)) list.push(entry.id);
      index.set(key, list);
    }
  }
  return index;
}

export function examplesForRule(site: SiteData, edition: string, number: string): ExampleEntry[] {
  const ids = site.examplesByRule.get(`${edition}:${number}`) ?? [];
  return site.examples.filter((e) => ids.includes(e.id));
}

/** The scenario that makes a rulebook `ПРИМЕР.` paragraph executable. */
export function exampleForParagraph(site: SiteData, edition: string, anchor: string): ExampleEntry | undefined {
  return site.examples.find((e) => e.scenario.illustrates === anchor && e.scenario.edition === edition);
}

/** The catalog cards an example names anywhere in its scenario, by name or alias. */
export function cardsUsedBy(site: SiteData, entry: ExampleEntry): CardDef[] {
  return site.cards.filter((card) => [card.name, ...card.aliases].some((name) => entry.yaml.includes(name)));
}

function catalogFor(site: SiteData, entry: ExampleEntry): CardDef[] {
  return [...site.cards, ...entry.extraCards];
}

/** The page of a cited rule or paragraph (`205.4`, `206.2-p3`, `204-p4`), or null. */
export function citationHref(site: SiteData, edition: string, rule: string): string | null {
  if (!site.indexes.has(edition)) return null;
  const section = /^(\d{3})-p\d+$/.exec(rule);
  if (section) return findSection(site, edition, Number(section[1])) ? sectionHref(edition, Number(section[1]), rule) : null;
  const numbered = /^(\d{3}(?:\.\d+)+)(-[pl]\d+|\/ex\d+)?$/.exec(rule);
  if (!numbered || !findRule(site, edition, numbered[1])) return null;
  return ruleHref(edition, numbered[1], numbered[2] ? rule : undefined);
}

/** Links for every rule the engine can cite. */
export function citationMap(site: SiteData): Record<string, string | null> {
  const citations: Record<string, string | null> = {};
  for (const c of allCitations(site.engine)) {
    for (const [edition, rule] of Object.entries(c.rules)) citations[`${edition}:${rule}`] = citationHref(site, edition, rule);
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
