// The situations Ask Svod answers (src/ask), built from the practice templates that say how a
// judge asks them (`ask:`) and the questions the engine generated for them: for each variant, the
// numbers its query names (each `counts` slot filled with the variant's values) and the engine's
// answer in each edition. Built where the graph is, so the pages' scripts carry none of it.
import type { AppliedRule, Alternative, AskTable, Situation, Variant } from '../ask/index.ts';
import type { CardDef } from '../engine/index.ts';
import { fillText, type PracticeQuestion, type Quantity, type TemplateInput } from '../practice/index.ts';
import { stem, words } from '../search/index.ts';

/** Where a rule an edition applied is read (the site's page, or a path). */
export type RuleLink = (edition: string, rule: string) => string | null;

function alternatives(said: string, cards: ReadonlyMap<string, CardDef>): Alternative[] {
  const all = said.split('|').flatMap((phrase) => {
    const card = cards.get(phrase.trim());
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

function situation(t: TemplateInput, questions: readonly PracticeQuestion[], cards: ReadonlyMap<string, CardDef>, link: RuleLink): Situation | null {
  const { ask } = t;
  if (!ask) return null;
  const counts = Object.keys(ask.counts ?? {}) as Quantity[];
  const variants = new Map<string, Variant>();
  for (const q of questions) {
    if (q.template !== t.id) continue;
    const values = Object.fromEntries(
      Object.entries(q.values).flatMap(([name, v]) => (typeof v === 'number' ? [[name, { kind: 'number' as const, n: v }]] : [])),
    );
    const counted = Object.fromEntries(counts.map((c) => [c, Number(fillText(ask.counts![c]!, values))]));
    const key = JSON.stringify(q.values);
    const variant: Variant = variants.get(key) ?? { counts: counted, text: q.text, answers: [] };
    variant.answers.push({ question: q.id, editions: q.editions, answer: q.answer, rules: applied(q, link), scenario: q.scenario });
    variants.set(key, variant);
  }
  return {
    template: t.id,
    question: t.question.replace(/\{[^{}]*\}/g, '…'),
    says: ask.says.map((s) => alternatives(s, cards)),
    counts,
    variants: [...variants.values()],
  };
}

/** The situations of the templates that say how they are asked; `link` gives each applied rule's page. */
export function askTable(templates: readonly TemplateInput[], questions: readonly PracticeQuestion[], cards: readonly CardDef[], link: RuleLink): AskTable {
  const byName = new Map(cards.map((c) => [c.name, c]));
  return { situations: templates.flatMap((t) => situation(t, questions, byName, link) ?? []) };
}
