// The offline reader's text as the site's pages write it (src/components/TextBlock.astro,
// RuleView.astro, TextFacts.astro): the same elements and classes, so the site's styles and print rules apply. The
// text goes in as text, never as HTML; cited rule numbers become links where some view has them.
import { findReferences } from '../../rulebook/index.ts';
import { anchorLabel, rulePath } from '../../routes/index.ts';
import { afterNumber, type ReadingBlock, type ReadingParagraph, type ReadingRule } from '../../search/index.ts';
import { href } from '../../site/href.ts';
import { BREAKS_OFF, factsLine, INFERRED, type Fact } from '../../site/text-facts.ts';
import { el } from '../shared/dom.ts';

/** What a rendered text needs to know: its view, where cited numbers lead, editions' titles. */
export interface TextContext {
  view: string;
  /** The view's edition of reference: text of another edition is labelled. */
  base: string;
  /** A cited number's page (root-relative), or null when no excerpt holds it. */
  links: Map<string, string | null>;
  editionTitle(id: string): string;
}

/** As src/markdown/remark-rule-references.ts says it. */
const missingNote = 'нет в доступных выдержках';

/** Every number the blocks cite, to resolve before rendering. */
export function citedNumbers(blocks: ReadingBlock[]): string[] {
  const texts = blocks.flatMap((b) => (b.kind === 'list' ? b.items.map((i) => i.text) : [b.text]));
  return [...new Set(texts.flatMap((t) => findReferences(t).map((r) => r.number)))];
}

/** Text with its cited rule numbers as links (or marked missing). */
function linkedText(text: string, context: TextContext): Node[] {
  const out: Node[] = [];
  let at = 0;
  for (const ref of findReferences(text)) {
    out.push(document.createTextNode(text.slice(at, ref.start)));
    const path = context.links.get(ref.number);
    if (path) out.push(el('a', { class: 'rule-ref', href: href(path), title: `Правило ${ref.number}` }, ref.number));
    else out.push(el('span', { class: 'ref-missing', title: missingNote }, ref.number), el('small', { class: 'ref-missing-note' }, ` (${missingNote})`));
    at = ref.end;
  }
  out.push(document.createTextNode(text.slice(at)));
  return out;
}

/**
 * One block, `within` a rule as its own paragraph (it drops its printed number, which the rule's
 * bar or the page's title shows), as a further block of a rule, or outside any rule (it then names
 * its edition where it is not the view's). A block that is not a rule's own leads with ¶.
 */
function blockNode(block: ReadingBlock, context: TextContext, edition: string, within: { rule: ReadingRule } | 'rule' | 'none'): HTMLElement {
  const rule = typeof within === 'object' ? within.rule : undefined;
  if (block.kind === 'list') {
    const items = block.items.map((item) =>
      el(
        'li',
        {},
        item.marker ? el('span', { class: 'marker' }, item.marker) : el('span', { class: 'marker lost', title: 'номер пункта утрачен в выдержке' }, '·'),
        ' ',
        ...linkedText(item.text, context),
      ),
    );
    return el('ol', { class: 'rule-list', id: block.anchor }, ...items);
  }
  const foreign = within === 'none' && edition !== context.base;
  const text = rule && !rule.inferred ? afterNumber(block.text) : block.text;
  return el(
    'p',
    { class: ['block', block.kind, foreign ? 'foreign' : ''].filter(Boolean).join(' '), id: block.anchor },
    ...(rule
      ? []
      : [
          el(
            'a',
            {
              class: 'anchor',
              href: `#${block.anchor}`,
              title: `Ссылка на этот абзац (${anchorLabel(block.anchor)})`,
              'aria-label': `Ссылка на абзац: ${anchorLabel(block.anchor)}`,
            },
            '¶',
          ),
          ' ',
        ]),
    ...linkedText(text, context),
    // Spaced as the page's template spaces it.
    ...(foreign ? [' ', el('span', { class: 'edition-label' }, context.editionTitle(edition))] : []),
  );
}

/**
 * A rule with all its blocks, as RuleView shows it (without examples and its menu): in a section
 * a bar with its number and badges leads it; on its own page (`page`) the title names it.
 */
export function ruleNode(rule: ReadingRule, context: TextContext, options: { page?: boolean; breaksOff?: boolean } = {}): HTMLElement {
  const foreign = rule.edition !== context.base;
  const bar = el(
    'div',
    { class: 'rule-bar' },
    el('a', { class: rule.inferred ? 'rule-number inferred' : 'rule-number', href: href(rulePath(context.view, rule.number)) }, rule.number),
    el(
      'span',
      { class: 'rule-badges' },
      foreign ? el('span', { class: 'badge' }, context.editionTitle(rule.edition)) : null,
      rule.inferred ? el('span', { class: 'badge' }, INFERRED) : null,
      options.breaksOff ? el('span', { class: 'badge' }, BREAKS_OFF) : null,
    ),
  );
  return el(
    'section',
    { class: foreign ? 'rule foreign' : 'rule', 'aria-label': `Правило ${rule.number}`, 'data-rule': rule.number, 'data-edition': rule.edition },
    options.page ? null : bar,
    el('div', { class: 'rule-text' }, ...rule.blocks.map((b, i) => blockNode(b, context, rule.edition, i === 0 ? { rule } : 'rule'))),
  );
}

/** A paragraph without a number, with its anchor. */
export function paragraphNode(paragraph: ReadingParagraph, context: TextContext): HTMLElement {
  return blockNode(paragraph.block, context, paragraph.edition, 'none');
}

/** The facts about a text in one line, each explained on demand (as TextFacts.astro writes them). */
export function factsNode(facts: Fact[]): HTMLElement {
  return el(
    'details',
    { class: 'facts' },
    el(
      'summary',
      {},
      el('span', { class: 'visually-hidden' }, 'О тексте: '),
      el('span', { class: 'facts-short' }, factsLine(facts)),
      ' ',
      el('span', { class: 'facts-more' }, 'подробнее'),
    ),
    el('div', { class: 'facts-body' }, ...facts.map((f) => el('p', {}, f.long))),
  );
}
