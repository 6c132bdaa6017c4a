// Where a rule number typed in a search box leads, known without the index: the current view's
// rule or section. The header's form uses it before search has loaded at all.
import { CURRENT_VIEW, rulePath, sectionPath } from '../../routes/index.ts';
import { parseNumberQuery } from '../../search/index.ts';
import { href } from '../../site/href.ts';

export function numberTarget(query: string): string | null {
  const typed = parseNumberQuery(query);
  if (!typed || typed.prefix) return null;
  return href(typed.number.includes('.') ? rulePath(CURRENT_VIEW, typed.number) : sectionPath(CURRENT_VIEW, Number(typed.number)));
}
