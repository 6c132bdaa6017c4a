// remark plugin: a glossary term in rule text («кладбище», «кладбищем», «на кладбище») becomes
// a link to its definition. Only its first mention in a paragraph; never inside the term's own
// definition (the caller names those terms in `file.data.ownTerms`), never inside a rule
// reference or another link.
import type { Emphasis, Link, Paragraph, Root } from 'mdast';
import type { Node } from 'unist';
import { findAndReplace, type RegExpMatchObject } from 'mdast-util-find-and-replace';
import type { VFile } from 'vfile';
import { termMatcher, type TermForms } from './term-matcher.ts';

export interface LinkedTerm extends TermForms {
  /** The term's page. */
  url: string;
}

export interface GlossaryTermOptions {
  terms: LinkedTerm[];
}

declare module 'vfile' {
  interface DataMap {
    /** Slugs of the terms the paragraph being rendered defines: they stay unlinked in it. */
    ownTerms: string[];
  }
}

/** The marker the rule-reference plugin leaves on a number no excerpt holds. */
const isMissingReference = (node: Node) => node.type === 'emphasis' && String((node as Emphasis).data?.hProperties?.className ?? '').includes('ref-missing');

export function remarkGlossaryTerms(options: GlossaryTermOptions) {
  const matcher = termMatcher(options.terms);
  return (tree: Root, file: VFile) => {
    const own = new Set(file.data.ownTerms ?? []);
    const linked = new WeakMap<object, Set<string>>();
    findAndReplace(
      tree,
      [
        matcher.pattern,
        (value: string, match: RegExpMatchObject): Link | false => {
          const term = matcher.termOf(value);
          const paragraph = match.stack.findLast((n): n is Paragraph => n.type === 'paragraph') ?? tree;
          const seen = linked.get(paragraph) ?? new Set<string>();
          linked.set(paragraph, seen);
          if (own.has(term.slug) || seen.has(term.slug)) return false;
          seen.add(term.slug);
          return { type: 'link', url: term.url, data: { hProperties: { className: ['term-link'] } }, children: [{ type: 'text', value }] };
        },
      ],
      { ignore: ['link', 'linkReference', isMissingReference] },
    );
  };
}
