// Rulings on the site: which rulings cite a rule, a section or a card in a view, their answers
// by edition, what each rests on, links to the rules they cite, what «Проверить» fetches, and
// /api/rulings.json. A ruling names its rules as the current view numbers them; each edition's
// run carries that edition's numbers (209.2 of the current view is 208.2 in the older edition).
import type { Basis } from '../engine/index.ts';
import { anchorLabel, apiPaths, cardPath, CURRENT_VIEW, rulingPath } from '../routes/index.ts';
import { editionTitle, findRule, findSection, type SiteData, type SiteRuling } from './data.ts';
import { cardHref, citationHref, citationMap, type ExamplePayload } from './examples.ts';
import { numberCollator } from './collate.ts';
import { href } from './href.ts';
import { assumedSource } from './sources.ts';

export type { SiteRuling };

export function rulingHref(id: string): string {
  return href(rulingPath(id));
}

/** A ruling's run under `edition` at its stable /api/ address, for outside tools; pages fetch their build's own copy (data-files.ts). */
function rulingRunHref(id: string, edition: string): string {
  return href(apiPaths.rulingRun(id, edition));
}

/** Whether a ruling's rule or paragraph (`211.2`, `211.2-p2`, `203.2/ex1`) is part of rule `number`. */
function partOfRule(anchor: string, number: string): boolean {
  return anchor === number || anchor.startsWith(`${number}-`) || anchor.startsWith(`${number}/`);
}

/** The rule a ruling's anchor stands in, or the anchor itself for a section's own paragraph (`204-p4`). */
export function ruleOf(anchor: string): string {
  return /^\d{3}(?:\.\d+)+/.exec(anchor)?.[0] ?? anchor;
}

const sectionOfAnchor = (anchor: string) => Number(anchor.slice(0, 3));

/** The ruling's rules as a view numbers them; none where the view's edition does not check it. */
function rulesIn(ruling: SiteRuling, viewId: string): string[] {
  if (viewId === CURRENT_VIEW) return ruling.ruling.rules;
  return ruling.checks.find((c) => c.edition === viewId)?.rules ?? [];
}

/** Rulings in order of the first rule they rest on. */
export function byRule(rulings: SiteRuling[]): SiteRuling[] {
  return [...rulings].sort((a, b) => numberCollator.compare(a.ruling.rules[0], b.ruling.rules[0]) || a.ruling.id.localeCompare(b.ruling.id));
}

export function rulingsForRule(site: SiteData, viewId: string, number: string): SiteRuling[] {
  return byRule(site.rulings.filter((r) => rulesIn(r, viewId).some((a) => partOfRule(a, number))));
}

export function rulingsForSection(site: SiteData, viewId: string, section: number): SiteRuling[] {
  return byRule(site.rulings.filter((r) => rulesIn(r, viewId).some((a) => sectionOfAnchor(a) === section)));
}

export function rulingsForCard(site: SiteData, name: string): SiteRuling[] {
  return byRule(site.rulings.filter((r) => r.ruling.cards.includes(name)));
}

/** Rulings checked in both editions whose answers there differ. */
export function changedRulings(site: SiteData, older: string, newer: string): SiteRuling[] {
  return byRule(
    site.rulings.filter((r) => {
      const a = r.checks.find((c) => c.edition === older);
      const b = r.checks.find((c) => c.edition === newer);
      return a && b && a.answer !== b.answer;
    }),
  );
}

export interface ShownAnswer {
  answer: string;
  /** The editions that give this answer, with their titles. */
  editions: { id: string; title: string }[];
  /** Whether the engine reached this answer in every one of them. */
  held: boolean;
}

/** The ruling's answers: one when every edition agrees, else one per edition. */
export function answersOf(site: SiteData, ruling: SiteRuling): ShownAnswer[] {
  const out: ShownAnswer[] = [];
  for (const c of ruling.checks) {
    const edition = { id: c.edition, title: editionTitle(site, c.edition) };
    const same = out.find((a) => a.answer === c.answer);
    if (same) {
      same.editions.push(edition);
      same.held &&= c.held;
    } else out.push({ answer: c.answer, editions: [edition], held: c.held });
  }
  return out;
}

export function held(ruling: SiteRuling): boolean {
  return ruling.checks.every((c) => c.held);
}

export interface RuleLink {
  /** As the current view numbers it. */
  rule: string;
  href: string | null;
  /** The excerpt prints no number there: the number follows from the order (as rule pages mark it). */
  inferred: boolean;
  /** Editions that number the same paragraph otherwise. */
  elsewhere: { edition: string; title: string; rule: string }[];
}

export function ruleLinks(site: SiteData, ruling: SiteRuling): RuleLink[] {
  return ruling.ruling.rules.map((rule, i) => ({
    rule,
    href: citationHref(site, CURRENT_VIEW, rule),
    inferred: findRule(site, CURRENT_VIEW, rule)?.rule.rule.inferred ?? false,
    elsewhere: ruling.checks.filter((c) => c.rules[i] !== rule).map((c) => ({ edition: c.edition, title: editionTitle(site, c.edition), rule: c.rules[i] })),
  }));
}

/** What a ruling rests on, said plainly: a label, and what it names (a rulebook example, a card and its words, the reasoning). */
export interface ShownBasis {
  label: string;
  /** The rulebook example or the card, with its page. */
  names?: { text: string; href: string | null };
  /** The card's words, or the reasoning where the rules are silent. */
  text?: string;
}

const basisLabels = { rule: 'Текст правил', example: 'Пример из правил', card: 'Текст карты', silence: 'Рассуждение' } as const;

function shownBasis(site: SiteData, b: Basis): ShownBasis {
  if (b === 'rule') return { label: basisLabels.rule };
  if ('example' in b) return { label: basisLabels.example, names: { text: anchorLabel(b.example), href: citationHref(site, CURRENT_VIEW, b.example) } };
  if ('card' in b) {
    const card = site.cards.find((c) => c.name === b.card);
    return { label: basisLabels.card, names: { text: b.card, href: card ? cardHref(card.slug) : null }, text: b.quote };
  }
  return { label: basisLabels.silence, text: b.silence };
}

export function basisOf(site: SiteData, ruling: SiteRuling): ShownBasis[] {
  return ruling.ruling.basis.map((b) => shownBasis(site, b));
}

/** What the sources say of the rules a ruling cites whose excerpt is filed under its edition by assumption, once. */
export function assumedNote(site: SiteData, ruling: SiteRuling): string | null {
  for (const rule of ruling.ruling.rules) {
    const found = findRule(site, CURRENT_VIEW, ruleOf(rule));
    const section = found?.section ?? findSection(site, CURRENT_VIEW, sectionOfAnchor(rule));
    const note = section ? assumedSource(site, found?.rule.edition ?? section.edition, section.sources) : null;
    if (note) return note;
  }
  return null;
}

/** What «Проверить» runs in the page: the scenario as `edition` reads it, with its cards. */
export function rulingRunPayload(site: SiteData, ruling: SiteRuling, edition: string): ExamplePayload {
  const check = ruling.checks.find((c) => c.edition === edition)!;
  return { id: ruling.ruling.id, scenario: check.scenario, cards: check.cards, citations: citationMap(site) };
}

/** /api/rulings.json: each ruling with its answer in each edition it was checked in, and whether it held. */
export function rulingsApi(site: SiteData) {
  const cardSlug = new Map(site.cards.map((c) => [c.name, c.slug]));
  return byRule(site.rulings).map((r) => ({
    id: r.ruling.id,
    url: rulingHref(r.ruling.id),
    file: r.ruling.file,
    question: r.ruling.question,
    explanation: r.ruling.explanation,
    rules: r.ruling.rules,
    cards: r.ruling.cards.map((name) => ({ name, url: href(cardPath(cardSlug.get(name)!)) })),
    editions: r.checks.map((c) => c.edition),
    answers: Object.fromEntries(r.checks.map((c) => [c.edition, c.answer])),
    differs: r.differs,
    held: held(r),
    basis: r.ruling.basis,
    checks: r.checks.map((c) => ({ edition: c.edition, rules: c.rules, answer: c.answer, passed: c.held, run: rulingRunHref(r.ruling.id, c.edition) })),
  }));
}
