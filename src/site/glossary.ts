// The glossary on the site: each term's page, the terms rule text links (and which paragraph
// defines which term, so it stays unlinked there), the rules that use a term and the rulings
// that speak of it; and the options rule text is rendered with (its references and terms).
import { blockText, withoutNumber, type Block, type GlossaryTerm } from '../rulebook/index.ts';
import { termMatcher, termsIn, type LinkedTerm, type RenderOptions } from '../markdown/index.ts';
import { anchorLabel, CURRENT_VIEW, glossaryPath } from '../routes/index.ts';
import { resolveReference, ruleHref, sectionHref, type SiteData } from './data.ts';
import { byRule, type SiteRuling } from './rulings.ts';
import { href } from './href.ts';

export function termHref(slug: string): string {
  return href(glossaryPath(slug));
}

/** The terms the glossary plugin links, with their pages. */
function linkedTerms(site: SiteData): LinkedTerm[] {
  return site.glossary.map((t) => ({ slug: t.slug, term: t.term, forms: t.forms, url: termHref(t.slug) }));
}

/** The rendering options for a view: its references and the glossary's terms. A page makes them
 *  once and renders all its paragraphs with them, so that their pipeline is built once. */
export function referencesFor(site: SiteData, viewId: string): RenderOptions {
  return { resolve: (number) => resolveReference(site, viewId, number), terms: linkedTerms(site) };
}

const matcherOf = (site: SiteData) => termMatcher(linkedTerms(site));

/** The terms a paragraph defines (`anchor` as a glossary file names it: the rule's number for its own paragraph). */
export function ownTerms(site: SiteData, edition: string, anchor: string): string[] {
  return site.glossary.filter((t) => t.definitions.some((d) => d.edition === edition && d.anchor === anchor)).map((t) => t.slug);
}

export interface TermUse {
  /** The rule's number, or the paragraph's anchor where it stands outside any rule (in its edition). */
  label: string;
  href: string;
  edition: string;
}

/** The places of the current view whose text mentions the term, outside its own definition. */
export function rulesUsing(site: SiteData, term: GlossaryTerm): TermUse[] {
  const matcher = matcherOf(site);
  const uses: TermUse[] = [];
  const mentions = (edition: string, block: Block, anchor: string) =>
    !ownTerms(site, edition, anchor).includes(term.slug) && termsIn(matcher, blockText(block)).some((t) => t.slug === term.slug);
  for (const section of site.current.sections) {
    const paragraphs = [...section.preamble, ...section.trailing];
    for (const p of paragraphs) {
      if (mentions(p.edition, p.block, p.block.anchor))
        uses.push({ label: anchorLabel(p.block.anchor), href: sectionHref(CURRENT_VIEW, section.number, p.anchor), edition: p.edition });
    }
    for (const { edition, rule } of section.rules) {
      if (rule.blocks.some((b, i) => mentions(edition, b, i === 0 ? rule.number : b.anchor)))
        uses.push({ label: rule.number, href: ruleHref(CURRENT_VIEW, rule.number), edition });
    }
  }
  return uses;
}

/** Rulings whose question, answer or explanation speaks of the term. */
export function rulingsMentioning(site: SiteData, term: GlossaryTerm): SiteRuling[] {
  const matcher = matcherOf(site);
  const text = (r: SiteRuling) => [r.ruling.question, r.ruling.explanation, ...r.checks.map((c) => c.answer)].join('\n');
  return byRule(site.rulings.filter((r) => termsIn(matcher, text(r)).some((t) => t.slug === term.slug)));
}

/** The term's definitions without their rule numbers (the places name them); editions whose defining text is the same share one quote. */
export function definitionsOf(term: GlossaryTerm): { text: string; places: { edition: string; anchor: string }[] }[] {
  const out: { text: string; places: { edition: string; anchor: string }[] }[] = [];
  for (const d of term.definitions) {
    const text = withoutNumber(d.text);
    const same = out.find((x) => x.text === text);
    if (same) same.places.push({ edition: d.edition, anchor: d.anchor });
    else out.push({ text, places: [{ edition: d.edition, anchor: d.anchor }] });
  }
  return out;
}
