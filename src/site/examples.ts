// Executable examples on the site: which scenarios belong to which rule or paragraph, their
// results at build time (for readers without JavaScript), and links for the rules they cite.
import { getCollection } from 'astro:content';
import { allCitations, makeCatalog, runParsed, type CardDef, type Scenario, type ScenarioResult } from '../engine/index.ts';
import { counterpart } from './history.ts';
import { siteData, findRule, findSection, sectionHref, ruleHref } from './data.ts';

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

let examples: ExampleEntry[] | null = null;
let cards: CardDef[] | null = null;

export async function loadExamples(): Promise<{ examples: ExampleEntry[]; cards: CardDef[] }> {
  examples ??= (await getCollection('examples')).map((e) => e.data as unknown as ExampleEntry);
  cards ??= (await getCollection('cards')).map((e) => e.data as unknown as CardDef);
  return { examples, cards };
}

function loaded(): { examples: ExampleEntry[]; cards: CardDef[] } {
  if (!examples || !cards) throw new Error('examples used before loadExamples() finished');
  return { examples, cards };
}

/** The rules a scenario names, in the edition whose excerpt holds each, and their counterparts. */
export function scenarioRules(scenario: Scenario): { edition: string; number: string }[] {
  const data = siteData();
  const out: { edition: string; number: string }[] = [];
  for (const number of scenario.rules) {
    const home = [scenario.edition, ...data.editions.map((e) => e.id)].find((id) => {
      const view = data.views.get(id);
      return view !== undefined && findRule(view, number) !== null;
    });
    if (!home) continue;
    out.push({ edition: home, number });
    const other = counterpart(home, number);
    if (other?.rule && other.anchor === other.rule) out.push({ edition: other.edition, number: other.rule });
  }
  return out;
}

let byRule: Map<string, ExampleEntry[]> | null = null;

export function examplesForRule(edition: string, number: string): ExampleEntry[] {
  if (!byRule) {
    byRule = new Map();
    for (const entry of loaded().examples) {
      for (const r of scenarioRules(entry.scenario)) {
        const key = `${r.edition}:${r.number}`;
        const list = byRule.get(key) ?? [];
        if (!list.includes(entry)) list.push(entry);
        byRule.set(key, list);
      }
    }
  }
  return byRule.get(`${edition}:${number}`) ?? [];
}

/** The scenario that makes a rulebook `ПРИМЕР.` paragraph executable. */
export function exampleForParagraph(edition: string, anchor: string): ExampleEntry | undefined {
  return loaded().examples.find((e) => e.scenario.illustrates === anchor && e.scenario.edition === edition);
}

/** The catalog cards an example names anywhere in its scenario, by name or alias. */
export function cardsUsedBy(entry: ExampleEntry): CardDef[] {
  return loaded().cards.filter((card) => [card.name, ...card.aliases].some((name) => entry.yaml.includes(name)));
}

export function catalogFor(entry: ExampleEntry): CardDef[] {
  return [...loaded().cards, ...entry.extraCards];
}

const resultCache = new Map<string, ScenarioResult>();

/** The scenario run at build time, as the page shows it before anyone presses «Проверить». */
export function buildTimeResult(entry: ExampleEntry): ScenarioResult {
  let result = resultCache.get(entry.id);
  if (!result) {
    result = runParsed(entry.scenario, makeCatalog(catalogFor(entry)));
    resultCache.set(entry.id, result);
  }
  return result;
}

/** The page of a cited rule or paragraph (`205.4`, `206.2-p3`, `204-p4`), or null. */
export function citationHref(edition: string, rule: string): string | null {
  const view = siteData().views.get(edition);
  if (!view) return null;
  const section = /^(\d{3})-p\d+$/.exec(rule);
  if (section) return findSection(view, Number(section[1])) ? `${sectionHref(edition, Number(section[1]))}#${rule}` : null;
  const numbered = /^(\d{3}(?:\.\d+)+)(-[pl]\d+|\/ex\d+)?$/.exec(rule);
  if (!numbered || !findRule(view, numbered[1])) return null;
  return ruleHref(edition, numbered[1]) + (numbered[2] ? `#${rule}` : '');
}

let citations: Record<string, string | null> | null = null;

/** Links for every rule the engine can cite, computed once per build. */
export function citationMap(): Record<string, string | null> {
  if (!citations) {
    citations = {};
    for (const c of allCitations()) {
      for (const edition of ['early', 'late'] as const) {
        const rule = c[edition];
        if (rule) citations[`${edition}:${rule}`] = citationHref(edition, rule);
      }
    }
  }
  return citations;
}

export function payload(entry: ExampleEntry): ExamplePayload {
  return { id: entry.id, scenario: entry.scenario, cards: catalogFor(entry), citations: citationMap() };
}

export function cardHref(slug: string): string {
  return `/cards/${slug}/`;
}

export function exampleHref(id: string): string {
  return `/examples/${id}/`;
}
