// Aligning two editions: paragraphs are paired by text similarity in reading order (not by
// number: early 208.2 is late 209.2). A paragraph with no partner is "added" or "removed"
// only where the other edition's excerpts cover that place; elsewhere it is "outside" them.
import type { Edition } from './types.ts';
import { blockText, flatten, type Unit } from './units.ts';
import { similarity } from './similarity.ts';
import { normalizeForMatch } from './normalize.ts';

export type PairStatus = 'same' | 'renumbered' | 'changed' | 'added' | 'removed' | 'outside';

export interface Pair {
  before: Unit | null;
  after: Unit | null;
  similarity: number;
  status: PairStatus;
}

export interface Alignment {
  before: Edition;
  after: Edition;
  /** Every unit of both editions once, in a merged reading order. */
  pairs: Pair[];
}

const threshold = 0.5;

function pairScore(a: Unit, b: Unit): number {
  if (a.block.kind !== b.block.kind) return 0;
  const s = similarity(blockText(a.block), blockText(b.block));
  return s >= threshold ? s : 0;
}

export function alignEditions(before: Edition, after: Edition): Alignment {
  const a = flatten(before);
  const b = flatten(after);
  // Order-preserving pairing that maximises total similarity (a weighted LCS).
  const best: Float64Array[] = Array.from({ length: a.length + 1 }, () => new Float64Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const score = pairScore(a[i], b[j]);
      best[i][j] = Math.max(best[i + 1][j], best[i][j + 1], score > 0 ? score + best[i + 1][j + 1] : 0);
    }
  }
  const raw: { before: Unit | null; after: Unit | null; similarity: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const score = i < a.length && j < b.length ? pairScore(a[i], b[j]) : 0;
    if (score > 0 && Math.abs(best[i][j] - (score + best[i + 1][j + 1])) < 1e-9) {
      raw.push({ before: a[i++], after: b[j++], similarity: score });
    } else if (j < b.length && (i === a.length || best[i][j + 1] >= best[i + 1][j])) {
      raw.push({ before: null, after: b[j++], similarity: 0 });
    } else raw.push({ before: a[i++], after: null, similarity: 0 });
  }
  const coveredByAfter = coverage(raw, 'after', 'before', a.length);
  const coveredByBefore = coverage(raw, 'before', 'after', b.length);
  const pairs = raw.map((p): Pair => ({ ...p, status: statusOf(p, coveredByAfter, coveredByBefore) }));
  return { before, after, pairs };
}

/** Which units of `other` lie within the span that each run of `side` reaches through pairs. */
function coverage(raw: { before: Unit | null; after: Unit | null }[], side: 'before' | 'after', other: 'before' | 'after', size: number): boolean[] {
  const covered = new Array<boolean>(size).fill(false);
  const spans = new Map<number, [number, number]>();
  for (const p of raw) {
    const mine = p[side];
    const theirs = p[other];
    if (!mine || !theirs) continue;
    const span = spans.get(mine.run);
    spans.set(mine.run, span ? [Math.min(span[0], theirs.index), Math.max(span[1], theirs.index)] : [theirs.index, theirs.index]);
  }
  for (const [from, to] of spans.values()) for (let k = from; k <= to; k++) covered[k] = true;
  return covered;
}

/** The rule (or section) an anchor belongs to: positional suffixes (`-p2`, `/ex1`) aside. */
function numberOf(anchor: string): string {
  return anchor.replace(/(-[pl]\d+|\/ex\d+)$/, '');
}

function statusOf(p: { before: Unit | null; after: Unit | null }, coveredByAfter: boolean[], coveredByBefore: boolean[]): PairStatus {
  if (p.before && p.after) {
    const sameText = normalizeForMatch(blockText(p.before.block)) === normalizeForMatch(blockText(p.after.block));
    if (!sameText) return 'changed';
    return numberOf(p.before.block.anchor) === numberOf(p.after.block.anchor) ? 'same' : 'renumbered';
  }
  if (p.before) return coveredByAfter[p.before.index] ? 'removed' : 'outside';
  return coveredByBefore[p.after!.index] ? 'added' : 'outside';
}
