// Merging the sources of one edition: where one excerpt's end overlaps the next one's start
// (000 and 002), the shared blocks are kept once. A number one side lacks is kept, and a
// textual difference is recorded as a variant, so neither source loses anything.
import type { SourceBlock } from './source.ts';
import type { Variant } from './types.ts';
import { leadingNumber } from './numbers.ts';
import { normalizeForMatch } from './normalize.ts';

export interface MergedBlock {
  text: string[];
  /** Every source line this block stands for (one per source that has it). */
  origins: SourceBlock[];
  variants: Variant[];
}

/** One edition's text as runs: a new run starts where a source does not overlap the one before. */
export type Run = MergedBlock[];

export function mergeSources(sources: SourceBlock[][]): Run[] {
  const runs: Run[] = [];
  for (const blocks of sources) {
    const incoming = blocks.map((block): MergedBlock => ({ text: block.lines, origins: [block], variants: [] }));
    const last = runs.at(-1);
    const overlap = last ? longestOverlap(last, incoming) : 0;
    if (!last || overlap === 0) {
      runs.push(incoming);
      continue;
    }
    const start = last.length - overlap;
    for (let i = 0; i < overlap; i++) last[start + i] = combine(last[start + i], incoming[i]);
    last.push(...incoming.slice(overlap));
  }
  return runs;
}

function key(block: MergedBlock): string {
  return normalizeForMatch(block.text.join(' '));
}

/** The largest k such that the last k blocks of `before` match the first k of `after`. */
function longestOverlap(before: MergedBlock[], after: MergedBlock[]): number {
  for (let k = Math.min(before.length, after.length); k > 0; k--) {
    let matches = true;
    for (let i = 0; i < k && matches; i++) matches = key(before[before.length - k + i]) === key(after[i]);
    if (matches) return k;
  }
  return 0;
}

function combine(kept: MergedBlock, other: MergedBlock): MergedBlock {
  const keptText = kept.text.join('\n');
  const otherText = other.text.join('\n');
  const keptNumber = leadingNumber(keptText);
  const otherNumber = leadingNumber(otherText);
  // The numbered side wins; otherwise the earlier source's text stays.
  const [winner, loser] = !keptNumber && otherNumber ? [other, kept] : [kept, other];
  const variants = [...kept.variants, ...other.variants];
  const sameWords = normalizeForMatch(winner.text.join(' ')) === normalizeForMatch(loser.text.join(' '));
  const loserBody = loser.text.join('\n');
  const winnerBody = winner.text.join('\n');
  const differsBeyondNumber = !(winnerBody === loserBody || (winnerBody.endsWith(' ' + loserBody) && leadingNumber(winnerBody)));
  if (sameWords && differsBeyondNumber) {
    for (const origin of loser.origins) {
      origin.lines.forEach((text, i) => variants.push({ file: origin.file, line: origin.line + i, text }));
    }
  }
  return { text: winner.text, origins: [...kept.origins, ...other.origins], variants };
}
