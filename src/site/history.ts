// A rule's history: the same paragraph in each edition that views.yaml compares with its own,
// found through the alignment.
import { wordDiff, blockText, type Alignment, type DiffPart, type Pair, type PairStatus } from '../rulebook/index.ts';
import type { SiteData } from './data.ts';

export interface Counterpart {
  edition: string;
  anchor: string;
  rule: string | null;
  status: PairStatus;
  diff: DiffPart[] | null;
}

const statusText: Record<PairStatus, string> = {
  same: 'текст тот же',
  renumbered: 'текст тот же, номер другой',
  changed: 'текст изменён',
  added: 'добавлено',
  removed: 'удалено',
  outside: 'нет в выдержках другой редакции',
};

export function describeStatus(status: PairStatus): string {
  return statusText[status];
}

/** `N|edition:anchor` for the block `anchor` of `edition` in comparison N (SiteData.pairs). */
const pairKey = (comparison: number, edition: string, anchor: string) => `${comparison}|${edition}:${anchor}`;

/** Every comparison's pairs by either side's block (assemble.ts makes it once per build). */
export function pairsByBlock(comparisons: Alignment[]): Map<string, Pair> {
  const pairs = new Map<string, Pair>();
  comparisons.forEach((alignment, n) => {
    for (const p of alignment.pairs) {
      if (p.before) pairs.set(pairKey(n, alignment.before.id, p.before.block.anchor), p);
      if (p.after) pairs.set(pairKey(n, alignment.after.id, p.after.block.anchor), p);
    }
  });
  return pairs;
}

/** The other editions' versions of the block `anchor` of `edition`, one per compared pair it is in. */
export function counterparts(site: Pick<SiteData, 'comparisons' | 'pairs'>, edition: string, anchor: string): Counterpart[] {
  return site.comparisons.flatMap((alignment, n) => {
    const isBefore = alignment.before.id === edition;
    if (!isBefore && alignment.after.id !== edition) return [];
    const pair = site.pairs.get(pairKey(n, edition, anchor));
    if (!pair) return [];
    const other = isBefore ? pair.after : pair.before;
    const otherEdition = isBefore ? alignment.after.id : alignment.before.id;
    if (!other) return [{ edition: otherEdition, anchor: '', rule: null, status: pair.status, diff: null }];
    const diff = pair.status === 'changed' ? wordDiff(blockText(pair.before!.block), blockText(pair.after!.block)) : null;
    return [{ edition: otherEdition, anchor: other.block.anchor, rule: other.rule?.number ?? null, status: pair.status, diff }];
  });
}
