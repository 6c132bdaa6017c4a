// The offline reader's text as the site's pages write it (src/components/TextBlock.astro,
// RuleView.astro): the same elements and classes, so the site's styles and print rules apply. The
// text goes in as text, never as HTML; cited rule numbers become links where some view has them.
import { findReferences } from '../rulebook/index.ts';
import { anchorLabel, rulePath } from '../routes/index.ts';
import { afterNumber, type ReadingBlock, type ReadingParagraph, type ReadingRule } from '../search/index.ts';
import { href } from '../site/href.ts';
import { el } from './dom.ts';

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
const inferredNote = 'номер восстановлен по порядку';

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
 * One block: `rule` on a rule's own paragraph, whose number leads it; `labelled` when it names its
 * edition (a rule's first block, or a paragraph, of another edition than the view's).
 */
function blockNode(block: ReadingBlock, context: TextContext, edition: string, labelled: boolean, rule?: ReadingRule): HTMLElement {
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
  const foreign = labelled && edition !== context.base;
  const lead = !rule
    ? el('a', { class: 'anchor', href: `#${block.anchor}`, title: `Ссылка на этот абзац (${anchorLabel(block.anchor)})` }, '¶')
    : rule.inferred
      ? el('a', { class: 'rule-number inferred', href: href(rulePath(context.view, rule.number)), title: inferredNote }, rule.number, el('sup', { 'aria-label': inferredNote }, '*'))
      : el('a', { class: 'rule-number', href: href(rulePath(context.view, rule.number)) }, `${rule.number}.`);
  const text = rule && !rule.inferred ? afterNumber(block.text) : block.text;
  return el(
    'p',
    { class: ['block', block.kind, foreign ? 'foreign' : ''].filter(Boolean).join(' '), id: block.anchor },
    lead,
    ' ',
    ...linkedText(text, context),
    // Spaced as the page's template spaces it.
    ...(foreign ? [' ', el('span', { class: 'edition-label' }, context.editionTitle(edition))] : []),
  );
}

/** A rule with all its blocks, as RuleView shows it (without examples and citation). */
export function ruleNode(rule: ReadingRule, context: TextContext): HTMLElement {
  return el(
    'section',
    { class: 'rule', 'aria-label': `Правило ${rule.number}`, 'data-rule': rule.number, 'data-edition': rule.edition },
    ...rule.blocks.map((b, i) => blockNode(b, context, rule.edition, i === 0, i === 0 ? rule : undefined)),
    rule.inferred ? el('p', { class: 'note' }, `Номер ${rule.number} восстановлен по порядку: в выдержке он не напечатан.`) : null,
  );
}

/** A paragraph without a number, with its anchor. */
export function paragraphNode(paragraph: ReadingParagraph, context: TextContext): HTMLElement {
  return blockNode(paragraph.block, context, paragraph.edition, true);
}
