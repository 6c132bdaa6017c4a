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

const pairIndexes = new WeakMap<Alignment, Map<string, Pair>>();

/** Pairs by `edition:anchor` of either side, built once. */
function pairIndex(alignment: Alignment): Map<string, Pair> {
  let index = pairIndexes.get(alignment);
  if (!index) {
    index = new Map();
    for (const p of alignment.pairs) {
      if (p.before) index.set(`${alignment.before.id}:${p.before.block.anchor}`, p);
      if (p.after) index.set(`${alignment.after.id}:${p.after.block.anchor}`, p);
    }
    pairIndexes.set(alignment, index);
  }
  return index;
}

/** The other editions' versions of the block `anchor` of `edition`, one per compared pair it is in. */
export function counterparts(site: SiteData, edition: string, anchor: string): Counterpart[] {
  return site.comparisons.flatMap((alignment) => {
    const isBefore = alignment.before.id === edition;
    if (!isBefore && alignment.after.id !== edition) return [];
    const pair = pairIndex(alignment).get(`${edition}:${anchor}`);
    if (!pair) return [];
    const other = isBefore ? pair.after : pair.before;
    const otherEdition = isBefore ? alignment.after.id : alignment.before.id;
    if (!other) return [{ edition: otherEdition, anchor: '', rule: null, status: pair.status, diff: null }];
    const diff = pair.status === 'changed' ? wordDiff(blockText(pair.before!.block), blockText(pair.after!.block)) : null;
    return [{ edition: otherEdition, anchor: other.block.anchor, rule: other.rule?.number ?? null, status: pair.status, diff }];
  });
}
