// What the judge's board page hands its script: the card catalog, the examples as board data
// (the shape their YAML parses to), and for every rule the engine can cite, its page and text.
import { parse } from 'yaml';
import { blockText, type Block } from '../rulebook/index.ts';
import { citationMap } from './examples.ts';
import type { SiteData } from './data.ts';
import { stepKindCounts } from './step-kind.ts';

export interface JudgeExample {
  id: string;
  title: string;
  edition: string;
  /** The scenario as data: what the board edits. */
  data: Record<string, unknown>;
}

/** The keys of an example that make a situation; its id and the rules it illustrates stay with it. */
const SITUATION = ['edition', 'seed', 'cards', 'setup', 'steps'];

export function judgeExamples(site: SiteData): JudgeExample[] {
  return site.examples.map((entry) => {
    // Its keys were checked when the content was read (src/input/yaml-keys.ts), and the yaml package's own check is quadratic.
    const all = parse(entry.yaml, { uniqueKeys: false }) as Record<string, unknown>;
    return {
      id: entry.id,
      title: entry.scenario.title ?? entry.id,
      edition: entry.scenario.edition,
      data: Object.fromEntries(SITUATION.filter((k) => k in all).map((k) => [k, all[k]])),
    };
  });
}

/** Every ruling under each edition it is checked in, as board data: the current view's base first,
 *  so that a ruling named without an edition opens in it. */
export function judgeRulings(site: SiteData): JudgeExample[] {
  return site.rulings.flatMap(({ ruling, checks }) =>
    [...checks]
      .sort((a, b) => Number(b.edition === site.defaultEdition) - Number(a.edition === site.defaultEdition))
      .map((check) => ({ id: ruling.id, title: ruling.question, edition: check.edition, data: check.written })),
  );
}

/** How often the examples and the rulings make each kind of step: the board's panels offer the usual first. */
export function judgeUsage(site: SiteData): Record<string, number> {
  return stepKindCounts([...judgeExamples(site).map((e) => e.data), ...judgeRulings(site).map((r) => r.data)]);
}

/** The sections each edition's excerpts hold: the board says why a rule is cited from another edition. */
export function judgeSections(site: SiteData): Record<string, number[]> {
  return Object.fromEntries(site.editions.map((e) => [e.id, e.sections.map((s) => s.number)]));
}

/** The text of a rule (its blocks but the examples) or of one paragraph, by anchor, in an edition. */
function textOf(site: SiteData, edition: string, anchor: string): string | null {
  const found = site.editions.find((e) => e.id === edition);
  if (!found) return null;
  const join = (blocks: Block[]) =>
    blocks
      .filter((b) => b.kind !== 'example')
      .map(blockText)
      .join('\n');
  for (const section of found.sections) {
    const block = section.preamble.find((b) => b.anchor === anchor);
    if (block) return blockText(block);
    for (const rule of section.rules) {
      if (rule.number === anchor) return join(rule.blocks);
      const own = rule.blocks.find((b) => b.anchor === anchor);
      if (own) return blockText(own);
    }
  }
  return null;
}

/** For each rule the engine may cite (`edition:rule`): its page and its text, for the previews. */
export function judgeCitations(site: SiteData): Record<string, { href: string | null; text: string | null }> {
  return Object.fromEntries(
    Object.entries(citationMap(site)).map(([key, href]) => {
      const [edition, rule] = key.split(':');
      return [key, { href, text: textOf(site, edition, rule) }];
    }),
  );
}
