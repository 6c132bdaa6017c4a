// The rules nearest to a number a view lacks: a few on each side in reading order, and the
// section's page first when the section exists. Pure, so tests run it without a page.
import { compareNumbers } from '../../rulebook/index.ts';

const NEAREST_EACH_SIDE = 2;

interface NumberedView {
  sections: number[];
  /** In reading order. */
  rules: string[];
}

export function nearestRules(view: NumberedView, key: string): string[] {
  const after = view.rules.findIndex((r) => compareNumbers(r, key) > 0);
  const at = after < 0 ? view.rules.length : after;
  const rules = view.rules.slice(Math.max(0, at - NEAREST_EACH_SIDE), at + NEAREST_EACH_SIDE);
  const section = Number(key.split('.')[0]);
  return view.sections.includes(section) && String(section) !== key ? [String(section), ...rules] : rules;
}
