// Rendering one paragraph of rule text to HTML. The text is taken literally (a text node, not
// re-parsed as Markdown, so nothing in it can turn into markup), then the remark plugins run:
// rule references first, so that a term is never looked for inside one.
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { remarkRuleReferences, type RuleReferenceOptions } from './remark-rule-references.ts';
import { remarkGlossaryTerms, type LinkedTerm } from './remark-glossary-terms.ts';

export interface RenderOptions extends RuleReferenceOptions {
  /** Glossary terms to link to their definitions; none when absent. */
  terms?: LinkedTerm[];
}

function makeProcessor(options: RenderOptions) {
  return unified()
    .use(remarkRuleReferences, options)
    .use(remarkGlossaryTerms, { terms: options.terms ?? [] })
    .use(remarkRehype)
    .use(rehypeStringify);
}

// A page renders many paragraphs with the same options: build each pipeline once.
const processors = new WeakMap<RenderOptions, ReturnType<typeof makeProcessor>>();

/** `ownTerms`: the terms this paragraph defines, which stay unlinked in it. */
export function renderText(text: string, options: RenderOptions, ownTerms: string[] = []): string {
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] };
  let processor = processors.get(options);
  if (!processor) {
    processor = makeProcessor(options);
    processors.set(options, processor);
  }
  const file = new VFile();
  file.data.ownTerms = ownTerms;
  const html = processor.stringify(processor.runSync(tree, file) as never, file) as string;
  // The paragraph wrapper is the caller's to choose.
  return html.replace(/^<p>/, '').replace(/<\/p>$/, '');
}
