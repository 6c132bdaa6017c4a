// Rendering one paragraph of rule text to HTML. The text is taken literally (a text node, not
// re-parsed as Markdown, so nothing in it can turn into markup), then the remark plugins run.
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Root } from 'mdast';
import { remarkRuleReferences, type RuleReferenceOptions } from './remark-rule-references.ts';

function makeProcessor(references: RuleReferenceOptions) {
  return unified().use(remarkRuleReferences, references).use(remarkRehype).use(rehypeStringify);
}

// A page renders many paragraphs with the same references: build each pipeline once.
const processors = new WeakMap<RuleReferenceOptions, ReturnType<typeof makeProcessor>>();

export function renderText(text: string, references: RuleReferenceOptions): string {
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] };
  let processor = processors.get(references);
  if (!processor) {
    processor = makeProcessor(references);
    processors.set(references, processor);
  }
  const html = processor.stringify(processor.runSync(tree) as never) as string;
  // The paragraph wrapper is the caller's to choose.
  return html.replace(/^<p>/, '').replace(/<\/p>$/, '');
}
