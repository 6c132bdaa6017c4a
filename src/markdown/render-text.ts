// Rendering one paragraph of rule text to HTML. The text is taken literally (a text node, not
// re-parsed as Markdown, so nothing in it can turn into markup), then the remark plugins run.
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Root } from 'mdast';
import { remarkRuleReferences, type RuleReferenceOptions } from './remark-rule-references.ts';

export function renderText(text: string, references: RuleReferenceOptions): string {
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] };
  const processor = unified().use(remarkRuleReferences, references).use(remarkRehype).use(rehypeStringify);
  const html = processor.stringify(processor.runSync(tree) as never) as string;
  // The paragraph wrapper is the caller's to choose.
  return html.replace(/^<p>/, '').replace(/<\/p>$/, '');
}
