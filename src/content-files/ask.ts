// The situations Ask Svod answers (src/ask), built from the practice templates, rulings and
// examples that say how a judge asks them (`ask:`) and what the engine computed for them: for a
// template's variant, the numbers its query names (each `counts` slot filled with the variant's
// values) and the engine's answer in each edition; for a ruling, its answer in each edition its
// run holds in; for an example, its run when it passes. Built where the graph is, so the pages'
// scripts carry none of it.
import type { AppliedRule, Alternative, AskTable, ComputedAnswer, Situation, Source, Variant } from '../ask/index.ts';
import type { CardDef, FixedAskInput, StepResult } from '../engine/index.ts';
import type { ExampleNode } from './examples.ts';
import type { RulingNode } from './rulings.ts';
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

function applied(trace: readonly StepResult['trace'][number][], link: RuleLink): AppliedRule[] {
  const seen = new Map<string, AppliedRule>();
  for (const entry of trace) {
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
    variant.answers.push({
      question: q.id,
      editions: q.editions,
      answer: q.answer,
      rules: applied(
        q.derivation.flatMap((d) => d.trace),
        link,
      ),
      scenario: q.scenario,
    });
    variants.set(key, variant);
  }
  return {
    source: 'practice',
    id: t.id,
    question: t.question.replace(/\{[^{}]*\}/g, '…'),
    says: ask.says.map((s) => alternatives(s, cards)),
    counts,
    variants: [...variants.values()],
  };
}

/** A ruling's situation: its answer in each edition whose run holds it, editions that agree together. */
function rulingSituation(node: RulingNode, cards: ReadonlyMap<string, CardDef>, link: RuleLink): Situation | null {
  const { ask, ruling } = node;
  if (!ask) return null;
  const answers = new Map<string, ComputedAnswer>();
  for (const check of node.checks) {
    if (!check.held) continue;
    const rules = applied(
      check.result.steps.flatMap((step) => step.trace),
      link,
    );
    const same = answers.get(check.answer);
    if (same) {
      same.editions.push(check.edition);
      same.rules.push(...rules.filter((r) => !same.rules.some((o) => o.rule === r.rule && o.edition === r.edition)));
    } else answers.set(check.answer, { question: ruling.id, editions: [check.edition], answer: check.answer, rules, scenario: check.written });
  }
  return fixedSituation('ruling', ruling.id, ruling.question, ask, [...answers.values()], cards);
}

/** An example's situation: its title, as its passing run shows it. */
function exampleSituation(node: ExampleNode, cards: ReadonlyMap<string, CardDef>, link: RuleLink): Situation | null {
  const { ask, scenario, result } = node;
  if (!ask) return null;
  const title = scenario.title ?? scenario.id;
  const rules = applied(
    result.steps.flatMap((step) => step.trace),
    link,
  );
  // What the engine checked, in its own words: each expectation step's message.
  const checked = result.steps.flatMap((step) => (step.checks?.length ? [step.message] : [])).join('; ');
  const answers = result.passed ? [{ question: scenario.id, editions: [scenario.edition], answer: checked, rules, scenario: ask.written }] : [];
  return fixedSituation('example', scenario.id, title, ask, answers, cards);
}

function fixedSituation(
  source: Source,
  id: string,
  question: string,
  ask: FixedAskInput,
  answers: ComputedAnswer[],
  cards: ReadonlyMap<string, CardDef>,
): Situation {
  const counts = ask.counts ?? {};
  return {
    source,
    id,
    question,
    fixed: true,
    says: ask.says.map((said) => alternatives(said, cards)),
    counts: Object.keys(counts) as Quantity[],
    variants: answers.length ? [{ counts, text: question, answers }] : [],
  };
}

/** What the situations are built from: the practice templates and their questions, the rulings and the examples. */
interface AskSources {
  templates: readonly TemplateInput[];
  questions: readonly PracticeQuestion[];
  rulings: readonly RulingNode[];
  examples: readonly ExampleNode[];
}

/** The situations of the templates, rulings and examples that say how they are asked; `link` gives each applied rule's page. */
export function askTable(sources: AskSources, cards: readonly CardDef[], link: RuleLink): AskTable {
  const byName = new Map(cards.map((c) => [c.name, c]));
  return {
    situations: [
      ...sources.templates.flatMap((t) => situation(t, sources.questions, byName, link) ?? []),
      ...sources.rulings.flatMap((r) => rulingSituation(r, byName, link) ?? []),
      ...sources.examples.flatMap((e) => exampleSituation(e, byName, link) ?? []),
    ],
  };
}
