// Which of the language's stems the index ships: only those a correction could reach. A word
// the index lacks is taken for a typo or a related word only when it comes near the index's
// own words (unknown-words.ts); a Russian word that comes near none is left alone anyway, so
// its stem need not travel to the browser.
import { rootOf, wordRoot } from './derive.ts';
import { deletions } from './near-stems.ts';
import { stem } from './text.ts';
import { MIN_SHORT_STEM } from './unknown-words.ts';

/**
 * The known stems that a correction of a word of theirs could reach: near one of the index's
 * words' stems (a common string within two deletions of each), of the same root as one of
 * them, or cut short the beginning of one. Sorted as `known` is.
 */
export function reachableStems(known: string[], indexWords: string[]): string[] {
  const near = new Set<string>();
  const roots = new Set<string>();
  // The beginnings of the index's words that a stem cut short may be.
  const beginnings = new Set<string>();
  for (const w of indexWords) {
    deletions(stem(w), undefined, near);
    roots.add(wordRoot(w));
    for (let n = MIN_SHORT_STEM; n <= w.length; n++) beginnings.add(w.slice(0, n));
  }
  return known.filter((s) => {
    if (roots.has(rootOf(s))) return true;
    const short = s.slice(0, Math.max(MIN_SHORT_STEM, s.length - 2));
    if (short.length < s.length && beginnings.has(short)) return true;
    for (const d of deletions(s)) if (near.has(d)) return true;
    return false;
  });
}
