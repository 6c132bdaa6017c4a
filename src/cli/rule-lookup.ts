// A rule or section found by its number in the current view or an edition's own view: what
// `svod rule` prints and `svod mcp`'s get_rule returns.
import type { ContentGraph } from '../content-files/index.ts';
import type { ViewRule, ViewSection } from '../rulebook/index.ts';

export type RuleLookup =
  | { ok: true; rule: ViewRule; section: null }
  | { ok: true; rule: null; section: ViewSection }
  | { ok: false; reason: 'edition'; known: string[] }
  /** `elsewhere`: the editions that do hold the number. */
  | { ok: false; reason: 'absent'; elsewhere: string[] };

export function lookupRule(graph: ContentGraph, number: string, editionId?: string): RuleLookup {
  const { editions, views } = graph;
  if (editionId && !editions.some((e) => e.id === editionId)) return { ok: false, reason: 'edition', known: editions.map((e) => e.id) };
  // The current view comes first; an edition's own view carries the edition's id.
  const view = editionId ? views.find((v) => v.id === editionId)! : views[0];
  const rule = view.sections.flatMap((s) => s.rules).find((r) => r.rule.number === number);
  if (rule) return { ok: true, rule, section: null };
  const section = view.sections.find((s) => String(s.number) === number);
  if (section) return { ok: true, rule: null, section };
  return { ok: false, reason: 'absent', elsewhere: editions.filter((e) => e.sections.some((s) => s.rules.some((r) => r.number === number))).map((e) => e.id) };
}
