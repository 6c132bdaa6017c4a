// A ruling under an edition its answer does not name (issue 27): a new edition must not break the
// build through rulings. Where the rules the ruling cites read the same there as in an edition it
// answers for (their text, normalised for matching, paragraph by paragraph, each carried by the
// alignment), that answer is carried and the engine checks it again under the new edition; where
// they changed, the ruling is not checked there, and the change is shown and warned about.
import { blockText, normalizeForMatch, type Edition } from '../rulebook/index.ts';
import type { Ruling } from '../engine/index.ts';

/** A cited rule whose text differs between the edition answered for and the new one. */
export interface RuleChange {
  /** As the current view numbers it. */
  rule: string;
  before: { edition: string; anchor: string; text: string };
  after: { edition: string; anchor: string; text: string };
}

/** Whose answer a ruling's run under an edition checks. */
export type AnswerSource = { kind: 'own' } | { kind: 'carried'; from: string } | { kind: 'unchecked'; from: string; changes: RuleChange[] };

/** Where a ruling's rules stand, as rulingPlaces tells it. */
export interface CitedPlaces {
  /** The edition ids, oldest first. */
  order: string[];
  renumber: (edition: string) => (rule: string) => string;
  /** The paragraphs `rule` (in the current view's numbers) names in `edition`; null where it holds none. */
  paragraphs: (edition: string, rule: string) => string[] | null;
}

/** The paragraphs an anchor names in an edition: a rule's every block, or the one block; null where it holds none. */
export function citedParagraphs(edition: Edition, anchor: string): string[] | null {
  for (const section of edition.sections) {
    for (const block of section.preamble) if (block.anchor === anchor) return [blockText(block)];
    for (const rule of section.rules) {
      if (rule.number === anchor) return rule.blocks.map(blockText);
      for (const block of rule.blocks) if (block.anchor === anchor) return [blockText(block)];
    }
  }
  return null;
}

const sameText = (a: string[] | null, b: string[] | null) =>
  !!a && !!b && a.length === b.length && a.every((text, i) => normalizeForMatch(text) === normalizeForMatch(b[i]));

/** The cited rules whose text differs between `from` and `to`. */
export function ruleChanges(rules: string[], from: string, to: string, places: CitedPlaces): RuleChange[] {
  return rules.flatMap((rule) => {
    const before = places.paragraphs(from, rule);
    const after = places.paragraphs(to, rule);
    if (sameText(before, after)) return [];
    const side = (edition: string, text: string[] | null) => ({ edition, anchor: places.renumber(edition)(rule), text: (text ?? []).join('\n\n') });
    return [{ rule, before: side(from, before), after: side(to, after) }];
  });
}

/** The editions a per-edition answer names, nearest to `edition` first (the older first at equal distance). */
function byNearness(answer: Record<string, string>, edition: string, order: string[]): string[] {
  const answered = order.filter((id) => Object.hasOwn(answer, id));
  const at = (id: string) => order.indexOf(id);
  return answered.sort((a, b) => Math.abs(at(a) - at(edition)) - Math.abs(at(b) - at(edition)) || at(a) - at(b));
}

/** Whose answer the ruling's run under `edition` checks: its own, one carried from the nearest
 *  answered edition whose cited rules read the same, or none (the nearest answered edition's rules changed). */
export function answerSource(ruling: Ruling, edition: string, places: CitedPlaces): AnswerSource {
  if (typeof ruling.answer === 'string' || Object.hasOwn(ruling.answer, edition)) return { kind: 'own' };
  const answered = byNearness(ruling.answer, edition, places.order);
  // An answer that names no edition of the rulebook has nothing to carry: the reader refuses it.
  if (!answered.length) return { kind: 'own' };
  const from = answered.find((id) => !ruleChanges(ruling.rules, id, edition, places).length);
  if (from) return { kind: 'carried', from };
  return { kind: 'unchecked', from: answered[0], changes: ruleChanges(ruling.rules, answered[0], edition, places) };
}
