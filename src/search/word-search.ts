// A query of words: each word is stemmed and matched as a prefix of the index's words, so any
// inflected form meets its other forms; the documents are ranked exact phrase → all words →
// some words, and by rarity, head, proximity, view within each.
import type { Postings } from './format.ts';
import { ASKED_WORD_SHARE, HEAD_WORD_BONUS, MATCHED_WORD_RANK, matchRank, NUMBERED_RULE_BONUS, OLDER_VIEW_PENALTY, SHORTLIST } from './rank.ts';
import type { IndexStore } from './store.ts';
import { isIndexed, isNumberToken, stem, wordSpans } from './text.ts';
import { groupOrder, type MatchKind } from './types.ts';

/** A document a query found, before it is loaded and shown. */
export interface Candidate {
  doc: number;
  match: MatchKind;
  score: number;
  /** What the snippet marks: prefixes of matched words. */
  keys: string[];
  /** For a rule found by a number that another view gives its text: that view's number and place. */
  as?: { number: string; view: number; edition: number };
}

/** A query word: what an index word must begin with (or be, for a number) to match it. */
export interface Term {
  word: string;
  /** Its place in the query, stop words counted. */
  offset: number;
  keys: string[];
  exact: boolean;
}

/** Each query word is one bit of a document's 32-bit match mask; words after these are dropped. */
export const MAX_QUERY_WORDS = 30;

/**
 * The stem, and the stems of the index that differ from it by a fleeting «о»/«е» near its end
 * (рунопевца → рунопевец, огня → огонь), which the stemmer does not restore.
 */
function fleetingVowels(s: string): string[] {
  if (s.length < 4) return [];
  const out: string[] = [];
  for (let i = Math.max(1, s.length - 3); i < s.length; i++) {
    for (const v of ['о', 'е']) out.push(s.slice(0, i) + v + s.slice(i));
    if (s[i] === 'о' || s[i] === 'е') out.push(s.slice(0, i) + s.slice(i + 1));
  }
  return out;
}

/** The query's words that the index holds, with their keys; loads the shards they need. */
export async function queryTerms(store: IndexStore, query: string): Promise<Term[]> {
  const terms: Term[] = wordSpans(query)
    .slice(0, MAX_QUERY_WORDS * 2)
    .map((s, offset) => ({ word: s.norm, offset, keys: [], exact: isNumberToken(s.norm) }))
    .filter((t) => isIndexed(t.word))
    .slice(0, MAX_QUERY_WORDS);
  const variants = new Map<Term, string[]>();
  for (const t of terms) {
    t.keys = [t.exact ? t.word : stem(t.word)];
    if (!t.exact) variants.set(t, fleetingVowels(t.keys[0]));
  }
  await store.loadWords([...terms.flatMap((t) => t.keys), ...[...variants.values()].flat()]);
  for (const [t, vs] of variants) t.keys.push(...vs.filter((v) => store.hasStem(v)));
  return terms;
}

/** The index words a term matches. */
export function termWords(store: IndexStore, term: Term): string[] {
  if (term.exact) return store.hasWord(term.word) ? [term.word] : [];
  return [...new Set(term.keys.flatMap((k) => store.wordsWith(k)))];
}

/** The positions of a document in a word's postings (empty: the word is only in a ruling's question). */
function positionsIn(p: Postings, doc: number): Int32Array | null {
  let lo = 0;
  let hi = p.docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (p.docs[mid] < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo < p.docs.length && p.docs[lo] === doc ? p.positions.subarray(p.starts[lo], p.starts[lo + 1]) : null;
}

/** A term's positions in a document, in order, from all the words it matches. */
function termPositions(lists: Postings[], doc: number): number[] {
  const out: number[] = [];
  for (const p of lists) {
    const found = positionsIn(p, doc);
    if (found) for (const x of found) out.push(x);
  }
  return lists.length > 1 ? out.sort((a, b) => a - b) : out;
}

/** The query's words one after another, in order, stop words holding their places. */
function hasPhrase(positions: number[][], offsets: number[]): boolean {
  const sets = positions.map((p) => new Set(p));
  return positions[0].some((start) => offsets.every((o, i) => sets[i].has(start + o - offsets[0])));
}

/** Matched words close together in one block: words / length of the shortest window holding them all. */
function proximity(positions: number[][]): number {
  const lists = positions.map((p) => p.filter((x) => x >= 0)).filter((p) => p.length);
  const k = lists.length;
  if (k < 2) return 0;
  const events = lists.flatMap((p, t) => p.map((x) => [x, t] as const)).sort((a, b) => a[0] - b[0]);
  const count = new Array<number>(k).fill(0);
  let covered = 0;
  let best = 0;
  for (let lo = 0, hi = 0; hi < events.length; hi++) {
    if (count[events[hi][1]]++ === 0) covered++;
    while (covered === k) {
      best = Math.max(best, k / (events[hi][0] - events[lo][0] + 1));
      if (--count[events[lo][1]] === 0) covered--;
      lo++;
    }
  }
  return best;
}

/** Ranks the documents that hold the terms (all shards loaded), best first within each match kind. */
export class WordRanker {
  private masks: Uint32Array;
  private askedMasks: Uint32Array;

  constructor(private readonly store: IndexStore) {
    this.masks = new Uint32Array(store.root.docs);
    this.askedMasks = new Uint32Array(store.root.docs);
  }

  rank(terms: Term[]): Candidate[] {
    const { store, masks, askedMasks } = this;
    const n = store.root.docs;
    const lists = terms.map((t) => termWords(store, t).map((w) => store.postings(w)));
    const touched: number[] = [];
    const weights = lists.map((postings, ti) => {
      const bit = 1 << ti;
      let df = 0;
      for (const p of postings)
        for (let i = 0; i < p.docs.length; i++) {
          const d = p.docs[i];
          const had = masks[d] | askedMasks[d];
          if (!had) touched.push(d);
          if (!(had & bit)) df++;
          if (p.starts[i + 1] > p.starts[i]) masks[d] |= bit;
          else askedMasks[d] |= bit;
        }
      return Math.log(1 + n / (1 + df));
    });
    const full = 2 ** terms.length - 1;
    // Coarse rank: how many query words a document has, then how rare they are. Only the best
    // SHORTLIST documents of each group get the closer look, so the many examples naming Кутила
    // do not crowd out the card Кутила.
    const shortlists: { doc: number; text: number; any: number; w: number; rank: number }[][] = groupOrder.map(() => []);
    for (const doc of touched) {
      const text = masks[doc];
      const any = text | askedMasks[doc];
      masks[doc] = askedMasks[doc] = 0;
      let w = 0;
      let c = 0;
      for (let ti = 0; ti < terms.length; ti++) {
        const bit = 1 << ti;
        if (any & bit) c++, (w += text & bit ? weights[ti] : weights[ti] * ASKED_WORD_SHARE);
      }
      const rank = c * MATCHED_WORD_RANK + w;
      const shortlist = shortlists[store.groupOf[doc]];
      if (shortlist.length === SHORTLIST && rank <= shortlist[SHORTLIST - 1].rank) continue;
      let at = shortlist.length;
      while (at > 0 && shortlist[at - 1].rank < rank) at--;
      shortlist.splice(at, 0, { doc, text, any, w, rank });
      if (shortlist.length > SHORTLIST) shortlist.pop();
    }
    const hits = shortlists.flat().map(({ doc, text, any, w }): Candidate => {
      const matched = terms.map((_, ti) => ti).filter((ti) => text & (1 << ti));
      const positions = matched.map((ti) => termPositions(lists[ti], doc));
      const all = any === full;
      const phrase = all && text === full && hasPhrase(positions, matched.map((ti) => terms[ti].offset));
      let score = w + proximity(positions);
      for (const p of positions) if (p[0] < 0) score += HEAD_WORD_BONUS;
      const view = store.viewOf[doc];
      if (view > 0) score -= view * OLDER_VIEW_PENALTY;
      if (store.groupOf[doc] === 0 && store.numbered[doc]) score += NUMBERED_RULE_BONUS;
      return { doc, match: phrase ? 'phrase' : all ? 'all' : 'some', score, keys: matched.flatMap((ti) => terms[ti].keys) };
    });
    return hits.sort((a, b) => matchRank[b.match] - matchRank[a.match] || b.score - a.score || a.doc - b.doc);
  }
}
