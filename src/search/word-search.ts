// A query of words: each word is stemmed and matched as a prefix of the index's words, so any
// inflected form meets its other forms; the documents are ranked exact phrase → all words →
// some words, and by rarity, head, proximity, view within each.
import { CloserLook, MAX_TERMS } from './closer-look.ts';
import {
  ASKED_PLACE_BONUS,
  ASKED_WORD_SHARE,
  FRAME_WORD_SHARE,
  HEAD_WORD_BONUS,
  MATCHED_WORD_RANK,
  matchRank,
  NUMBERED_RULE_BONUS,
  OLDER_VIEW_PENALTY,
  PHRASE_SLACK,
  SHORTLIST,
  wordRarity,
} from './rank.ts';
import type { IndexStore } from './store.ts';
import { isFrameWord, isIndexed, isNumberToken, stem, wordSpans } from './text.ts';
import { groupOrder, type MatchKind } from './types.ts';

/** A document a query found, before it is loaded and shown. */
export interface Candidate {
  doc: number;
  match: MatchKind;
  score: number;
  /** Of a word search, the query's terms its text holds, a bit each. */
  held?: number;
  /** For a rule found by a number that another view gives its text: that view's number and place. */
  as?: { number: string; view: number; edition: number };
}

/**
 * A query word: what an index word must begin with to match it (a stem; a number key is matched
 * whole), its own and those of the rulebook's word for it (a thesaurus saying).
 */
interface Term {
  word: string;
  /** Its place in the query, stop words counted. */
  offset: number;
  keys: string[];
}

/** Each query word is one bit of a document's 32-bit match mask; words after these are dropped. */
const MAX_QUERY_WORDS = Math.min(30, MAX_TERMS);

/**
 * The stems of the index that differ from this one by a fleeting «о»/«е» near its end, which the
 * stemmer does not restore: рунопевца → рунопевец, огня → огонь, and владелец → владельца,
 * where the «е» leaves a soft sign behind.
 */
function fleetingVowels(s: string): string[] {
  if (s.length < 4) return [];
  const out: string[] = [];
  for (let i = Math.max(1, s.length - 3); i < s.length; i++) {
    for (const v of ['о', 'е']) out.push(s.slice(0, i) + v + s.slice(i));
    if (s[i] === 'о' || s[i] === 'е') out.push(s.slice(0, i) + s.slice(i + 1));
    if (s[i] === 'е') out.push(`${s.slice(0, i)}ь${s.slice(i + 1)}`);
    if (s[i] === 'ь') out.push(`${s.slice(0, i)}е${s.slice(i + 1)}`);
  }
  return out;
}

/**
 * A verb made of a noun by «-ова-» keeps it in its stem: «атаковать» → «атакова», «атака» →
 * «атак». Not «-ирова-», whose rest is the verb's own stem: «контролировать» would count as
 * common as every «контролирующий» of the rulebook, and lose the rules that say it (measured).
 */
const VERB_OF_NOUN = /(?<!ир)[ое]ва$/;
const MIN_NOUN_STEM = 4;

/** A stem cut short this far is still one word's: «уничтож» of «уничтожен», not «ран» of «ранен». */
const MIN_SHORTER_STEM = 5;

/**
 * The stems of the index one or two letters shorter than this one: a noun or a participle made of
 * a verb keeps a longer stem than the verb («уничтожении» → «уничтожен», «уничтожили» →
 * «уничтож»; «перемешивании» → «перемешиван», «перемешать» → «перемешива»).
 */
const shorterStems = (s: string): string[] => [
  ...[1, 2].map((n) => s.slice(0, -n)).filter((k) => k.length >= MIN_SHORTER_STEM),
  ...(VERB_OF_NOUN.test(s) && s.length - 3 >= MIN_NOUN_STEM ? [s.slice(0, -3)] : []),
];

/**
 * The stem with or without the «л» a verb puts after «б», «в», «п», «м», «ф» in its participle:
 * «заявить» → «заяв», «заявлена» → «заявл»; «добавить», «добавляющие».
 */
function labialL(s: string): string[] {
  if (s.length < 4) return [];
  if (/[бвпмф]л$/.test(s)) return [s.slice(0, -1)];
  return /[бвпмф]$/.test(s) ? [`${s}л`] : [];
}

/**
 * A word's own keys: a number as it is; else its stem, and the fleeting-vowel and «л» stems to
 * check, and the shorter ones, which count only for a word the index holds (a typo's stem cut
 * short is no kin).
 */
const keysOf = (word: string): { keys: string[]; maybe: string[]; shorter: string[] } =>
  isNumberToken(word)
    ? { keys: [word], maybe: [], shorter: [] }
    : { keys: [stem(word)], maybe: [...fleetingVowels(stem(word)), ...labialL(stem(word))], shorter: shorterStems(stem(word)) };

/**
 * The query's words that the index holds, with their keys; loads the shards they need. `alike`
 * gives, by a word's place, the rulebook's word for it (aliases.ts), whose keys it takes too, and
 * `kin` the keys of the other sayings of the same thing. `known` keeps each word's keys for the
 * next query (the shards stay loaded).
 */
export async function queryTerms(
  store: IndexStore,
  query: string,
  known: Map<string, string[]>,
  alike: (offset: number) => string | undefined = () => undefined,
  kin: (offset: number) => string[] = () => [],
): Promise<Term[]> {
  const terms: Term[] = wordSpans(query)
    .slice(0, MAX_QUERY_WORDS * 2)
    .map((s, offset) => ({ word: s.norm, offset, keys: [] }))
    .filter((t) => isIndexed(t.word))
    .slice(0, MAX_QUERY_WORDS);
  const fresh = new Map<Term, { id: string; maybe: string[]; shorter: string[] }>();
  for (const t of terms) {
    const other = alike(t.offset);
    const kinKeys = kin(t.offset);
    const id = [t.word, other ?? '', ...kinKeys].join(' ').trim();
    const keys = known.get(id);
    if (keys) {
      t.keys = keys;
      continue;
    }
    const own = keysOf(t.word);
    const said = other ? keysOf(other) : { keys: [], maybe: [] };
    t.keys = [...new Set([...own.keys, ...said.keys, ...kinKeys])];
    fresh.set(t, { id, maybe: [...own.maybe, ...said.maybe], shorter: own.shorter });
  }
  if (!fresh.size) return terms;
  await store.loadWords([...fresh].flatMap(([t, { maybe, shorter }]) => [...t.keys, ...maybe, ...shorter]));
  for (const [t, { id, maybe, shorter }] of fresh) {
    const held = store.match([stem(t.word)]).words.length > 0;
    t.keys.push(...maybe.filter((v) => store.hasStem(v)), ...(held ? shorter.filter((v) => store.hasStem(v)) : []));
    known.set(id, t.keys);
  }
  return terms;
}

/** The index words a term matches. */
export const termWords = (store: IndexStore, term: Term): string[] => store.match(term.keys).words;

/** Ranks the documents that hold the terms (all shards loaded), best first within each match kind. */
export class WordRanker {
  // Per document, for the query under way (reset after it): which terms its text has, which only
  // its rulings' questions have, how many terms it has and their weight.
  private readonly masks: Uint32Array;
  private readonly askedMasks: Uint32Array;
  private readonly counts: Uint8Array;
  private readonly weights: Float64Array;
  /** The documents the query's words reach, the first `touched` of them. */
  private readonly reached: Int32Array;
  private readonly look = new CloserLook();

  constructor(private readonly store: IndexStore) {
    const n = store.root.docs;
    this.masks = new Uint32Array(n);
    this.askedMasks = new Uint32Array(n);
    this.counts = new Uint8Array(n);
    this.weights = new Float64Array(n);
    this.reached = new Int32Array(n);
  }

  /** `asked`: the place of the word the query asks about (text.ts askedPlace), or -1. */
  rank(terms: Term[], asked = -1): Candidate[] {
    const { store, masks, askedMasks, counts, weights, reached } = this;
    const n = store.root.docs;
    let touched = 0;
    terms.forEach((term, ti) => {
      const bit = 1 << ti;
      const { docs, askedOnly } = store.match(term.keys).docs;
      // Its rarity: in full from a document's text, in part from a ruling's question only.
      const weight = wordRarity(docs.length, n) * (isFrameWord(term.word) ? FRAME_WORD_SHARE : 1);
      const asked = weight * ASKED_WORD_SHARE;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        if (!(masks[d] | askedMasks[d])) reached[touched++] = d;
        counts[d]++;
        if (askedOnly[i]) (askedMasks[d] |= bit), (weights[d] += asked);
        else (masks[d] |= bit), (weights[d] += weight);
      }
    });
    const full = 2 ** terms.length - 1;
    // Coarse rank: how many query words a document has, then how rare they are. Only the best
    // SHORTLIST documents of each group get the closer look, so the many examples naming Кутила
    // do not crowd out the card Кутила.
    const shortlists: { doc: number; text: number; any: number; w: number; rank: number }[][] = groupOrder.map(() => []);
    for (let r = 0; r < touched; r++) {
      const doc = reached[r];
      const text = masks[doc];
      const any = text | askedMasks[doc];
      const w = weights[doc];
      const rank = counts[doc] * MATCHED_WORD_RANK + w;
      masks[doc] = askedMasks[doc] = counts[doc] = weights[doc] = 0;
      const shortlist = shortlists[store.groupOf[doc]];
      if (shortlist.length === SHORTLIST && rank <= shortlist[SHORTLIST - 1].rank) continue;
      let at = shortlist.length;
      while (at > 0 && shortlist[at - 1].rank < rank) at--;
      shortlist.splice(at, 0, { doc, text, any, w, rank });
      if (shortlist.length > SHORTLIST) shortlist.pop();
    }
    const { look } = this;
    const lists = terms.map((t) => store.match(t.keys).postings);
    const offsets = terms.map((t) => t.offset);
    const askedBit = terms.findIndex((t) => t.offset === asked);
    const hits = shortlists.flat().map(({ doc, text, any, w }): Candidate => {
      look.gather(lists, text, doc);
      const all = any === full;
      const phrase = all && text === full && look.phrase(offsets, PHRASE_SLACK);
      let score = w + look.proximity() + look.headWords() * HEAD_WORD_BONUS;
      if (askedBit >= 0 && text & (1 << askedBit)) score += ASKED_PLACE_BONUS;
      const view = store.viewOf[doc];
      if (view > 0) score -= view * OLDER_VIEW_PENALTY;
      if (store.groupOf[doc] === 0 && store.numbered[doc]) score += NUMBERED_RULE_BONUS;
      return { doc, match: phrase ? 'phrase' : all ? 'all' : 'some', score, held: text };
    });
    return hits.sort((a, b) => matchRank[b.match] - matchRank[a.match] || b.score - a.score || a.doc - b.doc);
  }
}
