// The situations search can answer, built once from the practice templates that say how a judge
// asks them (`ask:`) and the questions the engine computed for every variant: plain data, so the
// CLI and MCP build it from the content graph and the site ships it as a data file. A variant
// outside these was never computed, and nothing answers it.
import type { Catalog } from '../engine/index.ts';
import { fillText, type PracticeQuestion, type Quantity, type Template } from '../practice/index.ts';
import { stem, words } from '../search/index.ts';

/** One way to say a word the situation needs: stems to match, or a card's forms word for word. */
export interface Alternative {
  words: string[];
  exact: boolean;
}

/** A rule the engine applied, in the edition it applied it from. */
export interface AppliedRule {
  rule: string;
  edition: string;
  /** Its page, where the site has one. */
  href: string | null;
}

/** The engine's answer to one variant in the editions that agree on it. */
export interface ComputedAnswer {
  /** The practice question it is (`kutila-counts-itself/n=4/early`). */
  question: string;
  editions: string[];
  answer: string;
  rules: AppliedRule[];
  /** The situation as a scenario: the judge's board opens it. */
  scenario: Record<string, unknown>;
}

export interface Variant {
  counts: Partial<Record<Quantity, number>>;
  /** The question filled in for this variant. */
  text: string;
  answers: ComputedAnswer[];
}

export interface Situation {
  template: string;
  /** The template's question, its numbers left open. */
  question: string;
  /** Every group must be said, by one of its alternatives. */
  says: Alternative[][];
  counts: Quantity[];
  variants: Variant[];
}

export interface AskTable {
  situations: Situation[];
}

/** Where a rule an edition applied is read (the site's page, or a path). */
export type RuleLink = (edition: string, rule: string) => string | null;

function alternatives(said: string, catalog: Catalog): Alternative[] {
  const all = said.split('|').flatMap((phrase) => {
    const card = catalog.byName.get(phrase.trim());
    // A card is named in any of its cases, as its data spells them.
    if (card) return [card.name, ...Object.values(card.forms)].map((form) => ({ words: words(form), exact: true }));
    return [{ words: words(phrase).map(stem), exact: false }];
  });
  return [...new Map(all.map((a) => [JSON.stringify(a), a])).values()];
}

function applied(q: PracticeQuestion, link: RuleLink): AppliedRule[] {
  const seen = new Map<string, AppliedRule>();
  for (const entry of q.derivation.flatMap((d) => d.trace)) {
    if (entry.rule === null) continue;
    const key = `${entry.edition}:${entry.rule}`;
    if (!seen.has(key)) seen.set(key, { rule: entry.rule, edition: entry.edition, href: link(entry.edition, entry.rule) });
  }
  return [...seen.values()];
}

function situation(t: Template, questions: readonly PracticeQuestion[], catalog: Catalog, link: RuleLink): Situation | null {
  const ask = t.data.ask;
  if (!ask) return null;
  const counts = Object.keys(ask.counts ?? {}) as Quantity[];
  const variants = new Map<string, Variant>();
  for (const q of questions) {
    if (q.template !== t.id) continue;
    const values = Object.fromEntries(Object.entries(q.values).flatMap(([name, v]) => (typeof v === 'number' ? [[name, { kind: 'number' as const, n: v }]] : [])));
    const counted = Object.fromEntries(counts.map((c) => [c, Number(fillText(ask.counts![c]!, values))]));
    const key = JSON.stringify(q.values);
    const variant = variants.get(key) ?? { counts: counted, text: q.text, answers: [] };
    variant.answers.push({ question: q.id, editions: q.editions, answer: q.answer, rules: applied(q, link), scenario: q.scenario });
    variants.set(key, variant);
  }
  return { template: t.id, question: t.data.question.replace(/\{[^{}]*\}/g, '…'), says: ask.says.map((s) => alternatives(s, catalog)), counts, variants: [...variants.values()] };
}

export function askTable(templates: readonly Template[], questions: readonly PracticeQuestion[], catalog: Catalog, link: RuleLink): AskTable {
  return { situations: templates.flatMap((t) => situation(t, questions, catalog, link) ?? []) };
}
