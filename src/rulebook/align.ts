// Aligning two editions: paragraphs are paired by text similarity in reading order (not by
// number: early 208.2 is late 209.2). A paragraph with no partner is "added" or "removed"
// only where the other edition's excerpts cover that place; elsewhere it is "outside" them.
import type { Edition } from './types.ts';
import { blockText, flatten, type Unit } from './units.ts';
import { wordSimilarity, words } from './similarity.ts';
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
// Past this many cells a gap between exact matches is paired by exact text only.
const maxGapCells = 4_000_000;

interface Keyed {
  unit: Unit;
  key: string;
  words: string[];
}

type RawPair = { before: Unit | null; after: Unit | null; similarity: number };

function keyed(units: Unit[]): Keyed[] {
  return units.map((unit) => {
    const text = blockText(unit.block);
    return { unit, key: `${unit.block.kind}:${normalizeForMatch(text)}`, words: words(text) };
  });
}

function pairScore(a: Keyed, b: Keyed): number {
  if (a.unit.block.kind !== b.unit.block.kind) return 0;
  const s = a.key === b.key ? 1 : wordSimilarity(a.words, b.words);
  return s >= threshold ? s : 0;
}

/**
 * Paragraphs whose text occurs exactly once in each edition, kept in an order both share
 * (the longest increasing run, as patience diff does): they split the work into small gaps.
 */
function anchors(a: Keyed[], b: Keyed[]): [number, number][] {
  const count = (list: Keyed[]) => list.reduce((m, k) => m.set(k.key, (m.get(k.key) ?? 0) + 1), new Map<string, number>());
  const inA = count(a);
  const inB = count(b);
  const whereB = new Map(b.map((k, j) => [k.key, j]));
  const candidates = a.flatMap((k, i) => (inA.get(k.key) === 1 && inB.get(k.key) === 1 ? [[i, whereB.get(k.key)!] as [number, number]] : []));
  // Longest increasing subsequence of the `b` positions.
  const tails: number[] = [];
  const previous = new Array<number>(candidates.length).fill(-1);
  candidates.forEach(([, j], c) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (candidates[tails[mid]][1] < j) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[c] = tails[lo - 1];
    tails[lo] = c;
  });
  const chain: [number, number][] = [];
  for (let c = tails.at(-1) ?? -1; c >= 0; c = previous[c]) chain.unshift(candidates[c]);
  return chain;
}

/** Order-preserving pairing of a[i0..i1) with b[j0..j1) that maximises total similarity. */
function alignGap(a: Keyed[], b: Keyed[], i0: number, i1: number, j0: number, j1: number, out: RawPair[]): void {
  const n = i1 - i0;
  const m = j1 - j0;
  if (n * m > maxGapCells) {
    let j = j0;
    for (let i = i0; i < i1; i++) {
      const at = b.slice(j, j1).findIndex((k) => k.key === a[i].key);
      if (at < 0) {
        out.push({ before: a[i].unit, after: null, similarity: 0 });
        continue;
      }
      const match = j + at;
      for (; j < match; j++) out.push({ before: null, after: b[j].unit, similarity: 0 });
      out.push({ before: a[i].unit, after: b[j++].unit, similarity: 1 });
    }
    for (; j < j1; j++) out.push({ before: null, after: b[j].unit, similarity: 0 });
    return;
  }
  const score = Array.from({ length: n }, (_, i) => Float64Array.from({ length: m }, (_, j) => pairScore(a[i0 + i], b[j0 + j])));
  const best: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const s = score[i][j];
      best[i][j] = Math.max(best[i + 1][j], best[i][j + 1], s > 0 ? s + best[i + 1][j + 1] : 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const s = i < n && j < m ? score[i][j] : 0;
    if (s > 0 && Math.abs(best[i][j] - (s + best[i + 1][j + 1])) < 1e-9) {
      out.push({ before: a[i0 + i++].unit, after: b[j0 + j++].unit, similarity: s });
    } else if (j < m && (i === n || best[i][j + 1] >= best[i + 1][j])) {
      out.push({ before: null, after: b[j0 + j++].unit, similarity: 0 });
    } else out.push({ before: a[i0 + i++].unit, after: null, similarity: 0 });
  }
}

export function alignEditions(before: Edition, after: Edition): Alignment {
  const a = keyed(flatten(before));
  const b = keyed(flatten(after));
  const raw: RawPair[] = [];
  let i = 0;
  let j = 0;
  for (const [ai, bj] of anchors(a, b)) {
    alignGap(a, b, i, ai, j, bj, raw);
    raw.push({ before: a[ai].unit, after: b[bj].unit, similarity: 1 });
    i = ai + 1;
    j = bj + 1;
  }
  alignGap(a, b, i, a.length, j, b.length, raw);
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
