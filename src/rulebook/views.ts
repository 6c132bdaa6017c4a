// What a reader sees: one edition alone, or the current view — the declared base edition, with
// an older edition's paragraphs where the base excerpts do not reach them, each labelled.
import { fileProblem } from '../input/index.ts';
import type { Block, Edition, Part, Problem, Rule, Section, ViewsDeclaration } from './types.ts';
import { alignEditions } from './align.ts';
import { leadingNumber } from './numbers.ts';

export interface ViewBlock {
  edition: string;
  /** The block's id in this view (an older edition's positional anchor may carry its edition). */
  anchor: string;
  block: Block;
}

export interface ViewRule {
  edition: string;
  rule: Rule;
}

export interface ViewSection extends Omit<Section, 'preamble' | 'rules' | 'title' | 'heading'> {
  title: string | null;
  /** The edition the title comes from (the base excerpt may have lost the heading). */
  titleEdition: string | null;
  edition: string;
  preamble: ViewBlock[];
  rules: ViewRule[];
  /** Blocks of an older edition that fall after this section's rules. */
  trailing: ViewBlock[];
}

export interface View {
  id: string;
  title: string;
  /** The edition whose text the view is built on. */
  base: string;
  editions: string[];
  parts: (Part & { edition: string })[];
  sections: ViewSection[];
}

export const currentViewId = 'current';

export function editionView(edition: Edition): View {
  return {
    id: edition.id,
    title: edition.title,
    base: edition.id,
    editions: [edition.id],
    parts: edition.parts.map((p) => ({ ...p, edition: edition.id })),
    sections: edition.sections.map((s) => toViewSection(s, edition.id)),
  };
}

function toViewSection(section: Section, edition: string): ViewSection {
  const { preamble, rules, title, heading: _heading, ...rest } = section;
  return {
    ...rest,
    title,
    titleEdition: title ? edition : null,
    edition,
    preamble: preamble.map((block) => ({ edition, anchor: block.anchor, block })),
    rules: rules.map((rule) => ({ edition, rule })),
    trailing: [],
  };
}

/**
 * The current view as content/rules/views.yaml declares it: the base edition's text, filled in
 * with the older edition's paragraphs that the base excerpts do not cover, each labelled.
 */
export function currentView(editions: Edition[], declared: ViewsDeclaration): View {
  const byId = (id: string) => {
    const edition = editions.find((e) => e.id === id);
    if (!edition) throw new Error(`the current view names edition "${id}", which is not loaded`);
    return edition;
  };
  const base = byId(declared.current.base);
  const view: View = { ...editionView(base), id: currentViewId, title: 'Текущая редакция', editions: [base.id] };
  if (declared.current.fill === undefined) return view;
  const older = byId(declared.current.fill);
  view.editions = [base.id, older.id];

  const { pairs } = alignEditions(older, base);
  const byNumber = new Map(view.sections.map((s) => [s.number, s]));
  // Where each older section went in the base edition (206 in early is 207 in late).
  const sectionMap = new Map<number, number>();
  for (const p of pairs) if (p.before && p.after && !sectionMap.has(p.before.section.number)) sectionMap.set(p.before.section.number, p.after.section.number);

  const pairedSeen = new Set<number>();
  for (const p of pairs) {
    if (p.before && p.after) pairedSeen.add(p.before.section.number);
    if (!p.before || p.after || p.status !== 'outside') continue;
    const unit = p.before;
    const from = unit.section;
    const target = sectionMap.get(from.number) ?? from.number;
    let section = byNumber.get(target);
    if (!section) {
      section = { ...toViewSection({ ...from, preamble: [], rules: [] }, older.id) };
      byNumber.set(target, section);
      view.sections.push(section);
    } else if (!section.title && from.title && target === from.number) {
      section.title = from.title;
      section.titleEdition = older.id;
    }
    const own = section.edition === older.id;
    const anchor = own ? unit.block.anchor : `${older.id}-${unit.block.anchor}`;
    const entry: ViewBlock = { edition: older.id, anchor, block: unit.block };
    const isRuleStart = unit.rule && unit.block.anchor === unit.rule.number;
    if (own && isRuleStart) section.rules.push({ edition: older.id, rule: { ...unit.rule!, blocks: [] } });
    if (own && unit.rule) section.rules.at(-1)!.rule.blocks.push(unit.block);
    else if (own) section.preamble.push(entry);
    else if (!pairedSeen.has(from.number)) {
      section.preamble.splice(countLeading(section, older.id), 0, entry);
      // The older excerpt supplies the section's opening, so the view no longer starts midway.
      section.startsMidway &&= from.startsMidway;
    } else section.trailing.push(entry);
  }
  const partNumbers = new Set(view.parts.map((p) => p.number));
  view.parts.push(...older.parts.filter((p) => !partNumbers.has(p.number)).map((p) => ({ ...p, edition: older.id })));
  view.parts.sort((a, b) => a.number - b.number);
  view.sections.sort((a, b) => a.number - b.number);
  return view;
}

function countLeading(section: ViewSection, edition: string): number {
  let n = 0;
  while (n < section.preamble.length && section.preamble[n].edition === edition) n++;
  return n;
}

/**
 * Two rules or two sections with one number in a view: a reader could not tell which is meant.
 * An older edition's rule that fills a gap inside a base section stands there as a paragraph,
 * still printed with its number, so such paragraphs count too.
 */
export function repeatedNumbers(view: View): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const name = view.id === currentViewId ? ['the current view', 'в текущем тексте'] : [`the ${view.id} view`, `в редакции ${view.id}`];
  const kinds = { section: ['section', 'раздела'], rule: ['rule', 'правила'] };
  const note = (kind: keyof typeof kinds, number: string, edition: string, file: string) => {
    const first = seen.get(`${kind} ${number}`);
    if (first)
      problems.push(
        fileProblem(
          file,
          `${name[0]} holds two ${kinds[kind][0]}s numbered ${number} (${first} and ${edition})`,
          `${name[1]} два ${kinds[kind][1]} с номером ${number} (${first} и ${edition})`,
        ),
      );
    else seen.set(`${kind} ${number}`, edition);
  };
  for (const section of view.sections) {
    note('section', String(section.number), section.edition, section.file);
    const loose = [...section.preamble, ...section.trailing];
    for (const { edition, rule } of section.rules) note('rule', rule.number, edition, section.file);
    for (const { edition, block } of loose) {
      const number = block.kind === 'list' ? null : leadingNumber(block.text);
      if (number) note('rule', number, edition, section.file);
    }
  }
  return problems;
}
