// remark plugin: rule numbers cited in text (`согласно 309.2`, `см. 203.4`, `(517.3)`) become
// links. A number that no excerpt contains stays plain text, marked «нет в доступных выдержках».
import type { Root, Text, PhrasingContent, Parent } from 'mdast';
import { findReferences } from '../rulebook/index.ts';

export interface RuleReferenceOptions {
  /** The page of a rule, or null when no excerpt holds it. */
  resolve(number: string): string | null;
}

export const missingNote = 'нет в доступных выдержках';

export function remarkRuleReferences(options: RuleReferenceOptions) {
  return (tree: Root) => {
    visitTexts(tree, (node, parent, index) => {
      const refs = findReferences(node.value);
      if (refs.length === 0) return 0;
      const out: PhrasingContent[] = [];
      let at = 0;
      for (const ref of refs) {
        if (ref.start > at) out.push({ type: 'text', value: node.value.slice(at, ref.start) });
        const href = options.resolve(ref.number);
        if (href) {
          out.push({
            type: 'link',
            url: href,
            title: `Правило ${ref.number}`,
            data: { hProperties: { className: ['rule-ref'] } },
            children: [{ type: 'text', value: ref.number }],
          });
        } else {
          out.push({
            type: 'emphasis',
            data: { hName: 'span', hProperties: { className: ['ref-missing'], title: missingNote } },
            children: [{ type: 'text', value: ref.number }],
          });
          out.push({
            type: 'emphasis',
            data: { hName: 'small', hProperties: { className: ['ref-missing-note'] } },
            children: [{ type: 'text', value: ` (${missingNote})` }],
          });
        }
        at = ref.end;
      }
      if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
      parent.children.splice(index, 1, ...out);
      return out.length;
    });
  };
}

/** Visits text nodes outside links; the callback returns how many nodes replaced the one visited. */
function visitTexts(node: Parent, visit: (node: Text, parent: Parent, index: number) => number): void {
  for (let i = 0; i < node.children.length; i++) {
    const child = node.children[i];
    if (child.type === 'text') {
      const replaced = visit(child, node, i);
      if (replaced > 0) i += replaced - 1;
    } else if (child.type !== 'link' && 'children' in child) visitTexts(child as Parent, visit);
  }
}
