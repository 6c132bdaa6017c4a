// The search itself: a FlexSearch index over the corpus (forward prefixes of every word),
// queried with stems, so any inflected form of a word meets its other forms; rule numbers
// answered from a table; results ranked exact phrase → all words → some words, and grouped.
import { Index } from 'flexsearch';
import type { DocAlias, MatchKind, SearchAnswer, SearchData, SearchDoc, SearchGroup, SearchHit, Segment } from './types.ts';
import { groupOrder, groupTitles } from './types.ts';
import { deletions, editDistance, fromLatinLayout, isNumberToken, normalize, stem, STOP_WORDS, wordSpans, words, type WordSpan } from './text.ts';

export interface SearchOptions {
  /** Most hits per group (default 10). */
  perGroup?: number;
}

interface Prepared {
  doc: SearchDoc;
  head: string[];
  blocks: string[][];
  /** Where each block's words stand, made on the first snippet of the block. */
  spans?: (WordSpan[] | undefined)[];
  /** 0 for the current view, then by view order. */
  viewRank: number;
}

interface NumberEntry {
  number: string;
  index: number;
  view: string;
  url: string;
  edition: string;
  viewRank: number;
}

interface Term {
  word: string;
  /** What a document word must start with to match: the stem, or stems found by forgiving a typo. */
  keys: string[];
  stop: boolean;
}

/** A document that passed the coarse rank: which query words it has, their weight, the rank. */
interface Shortlisted {
  id: number;
  mask: number;
  w: number;
  rank: number;
}

/** A hit before its snippet is made: which document, and the keys that matched it. */
type Candidate = SearchHit & { index: number; keys: string[] };

export const MAX_QUERY_LENGTH = 200;
const MIN_TYPO_LENGTH = 5;
const SHORTLIST = 30;
/** Each query word is one bit of a document's 32-bit match mask; words after these are dropped. */
const MAX_QUERY_WORDS = 30;
const matchRank: Record<MatchKind, number> = { number: 4, phrase: 3, all: 2, some: 1 };

// The ranker's weights. A query word's own weight is its rarity, ln(1 + documents / (1 + documents
// holding it)): about 4.6 for a word in one document of 200, about 1.6 for a word in a quarter.
// The sizes below were tuned by hand on the judge queries; from now on only their tuning set
// (test/search/judge-queries.ts) may steer them.

/**
 * Coarse rank: each matched query word counts this much, so one more matched word outweighs any
 * rarity (30 words of rarity below 14 each stay under it even at a million documents).
 */
const MATCHED_WORD_RANK = 1000;
/**
 * A query word in the document's head (the rule's number and section title, an example's title,
 * a card's name) says what the document is about: it counts about as much as a fairly common word.
 */
const HEAD_WORD_BONUS = 1.5;
/**
 * Per view after the current one: a judge cites the current text, so an older edition's text
 * goes after a current one of similar weight, yet a clearly better match still comes first.
 */
const OLDER_VIEW_PENALTY = 0.3;
/**
 * A numbered rule can be cited by its number; a rule-less paragraph with the same words goes
 * after it. Smaller than every other weight: it only breaks near ties.
 */
const NUMBERED_RULE_BONUS = 0.2;
const NUMBER_QUERY = /^(?:(?:п|пункт|правило|правила|rule|§)\.?\s*)?(\d{3}(?:[.,]\d+)*)(\.?)$/i;

/**
 * FlexSearch indexes the corpus's distinct words with their forward prefixes, so a stem finds
 * every word it begins; a posting list per word names the documents that hold it. Indexing the
 * vocabulary rather than each document keeps loading a large rulebook fast.
 */
export class SearchIndex {
  readonly data: SearchData;
  private readonly index: Index;
  private readonly wordIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly prepared: Prepared[];
  /** Each document's group, as its place in groupOrder (read for every matching document). */
  private readonly groupOf: Uint8Array;
  private readonly numbers = new Map<string, NumberEntry[]>();
  private readonly numberList: NumberEntry[] = [];
  private readonly vocabulary = new Set<string>();
  private readonly stems = new Set<string>();
  private masks: Uint32Array | null = null;
  private typoMaps: { words: Map<string, string[]>; stems: Map<string, string[]> } | null = null;
  private readonly editionTitles: Map<string, string>;

  constructor(data: SearchData) {
    this.data = data;
    this.editionTitles = new Map([...data.views, ...data.editions].map((v) => [v.id, v.title]));
    const viewRank = new Map(data.views.map((v, i) => [v.id, i]));
    this.index = new Index({ tokenize: 'forward', encode: words, resolution: 1 });
    const post = (w: string, doc: number) => {
      let id = this.wordIds.get(w);
      if (id === undefined) {
        id = this.postings.push([]) - 1;
        this.wordIds.set(w, id);
        this.index.add(id, w);
        if (w.length >= 3 && !isNumberToken(w)) this.vocabulary.add(w);
      }
      const list = this.postings[id];
      if (list[list.length - 1] !== doc) list.push(doc);
    };
    this.groupOf = Uint8Array.from(data.docs, (doc) => groupOrder.indexOf(doc.group));
    this.prepared = data.docs.map((doc, i) => {
      const head = words(doc.head);
      const blocks = doc.blocks.map((b) => words(b.text));
      for (const w of head) post(w, i);
      for (const ws of blocks) for (const w of ws) post(w, i);
      const rank = viewRank.get(doc.view ?? '') ?? 0;
      if (doc.number) this.addNumber({ number: doc.number, index: i, view: doc.view ?? '', url: doc.url, edition: doc.edition ?? '', viewRank: rank });
      for (const a of doc.also ?? []) if (a.number) this.addNumber({ number: a.number, index: i, view: a.view, url: a.url, edition: a.edition, viewRank: viewRank.get(a.view) ?? 0 });
      return { doc, head, blocks, viewRank: rank };
    });
    for (const w of this.vocabulary) this.stems.add(stem(w));
    this.numberList.sort((a, b) => a.viewRank - b.viewRank || compareNumbers(a.number, b.number));
  }

  static fromData(data: SearchData): SearchIndex {
    return new SearchIndex(data);
  }

  private addNumber(entry: NumberEntry): void {
    const list = this.numbers.get(entry.number) ?? [];
    if (list.some((e) => e.view === entry.view)) return;
    list.push(entry);
    list.sort((a, b) => a.viewRank - b.viewRank);
    this.numbers.set(entry.number, list);
    this.numberList.push(entry);
  }

  search(rawQuery: string, options: SearchOptions = {}): SearchAnswer {
    const query = String(rawQuery ?? '').replace(/\s+/g, ' ').trim();
    const answer: SearchAnswer = { query, groups: [], total: 0, corrections: [] };
    if (!query) return { ...answer, error: 'Пустой запрос: введите слово, фразу или номер правила (например, 205.4).' };
    if (query.length > MAX_QUERY_LENGTH) return { ...answer, error: `Слишком длинный запрос: не больше ${MAX_QUERY_LENGTH} знаков.` };
    const perGroup = options.perGroup ?? 10;
    const number = NUMBER_QUERY.exec(query);
    let hits = number ? this.searchNumber(number[1].replace(/,/g, '.'), number[2] === '.', answer) : this.searchWords(query, answer);
    const russian = !number && !hits.length ? fromLatinLayout(query) : null;
    if (russian) {
      const retry: SearchAnswer = { ...answer, corrections: [] };
      hits = this.searchWords(russian, retry);
      if (hits.length) answer.corrections = [{ typed: query, found: russian }, ...retry.corrections];
    }
    if (!number && !hits.length && !words(query).length) return { ...answer, error: 'В запросе нет ни слов, ни номеров: введите слово, фразу или номер правила.' };
    const byGroup = new Map<SearchGroup, SearchHit[]>();
    for (const hit of hits) {
      const list = byGroup.get(hit.group) ?? [];
      if (list.length < perGroup) list.push(this.withSnippet(hit));
      byGroup.set(hit.group, list);
    }
    answer.groups = groupOrder.filter((g) => byGroup.has(g)).map((g) => ({ group: g, title: groupTitles[g], hits: byGroup.get(g)! }));
    answer.total = answer.groups.reduce((n, g) => n + g.hits.length, 0);
    return answer;
  }

  /** `205.4`: the rule itself (every view holding it), its sub-rules, then what mentions it. */
  private searchNumber(number: string, prefixOnly: boolean, answer: SearchAnswer): Candidate[] {
    const hits: Candidate[] = [];
    const seen = new Set<string>();
    const push = (hit: Candidate) => {
      const key = `${hit.id}#${hit.number}`;
      if (!seen.has(key)) hits.push(hit), seen.add(key);
    };
    const isSection = !number.includes('.');
    const exact = this.numbers.get(number) ?? [];
    if (!prefixOnly) {
      if (exact.length) {
        const e = exact[0];
        answer.direct = { url: e.url, number, title: this.prepared[e.index].doc.title };
      } else if (isSection) {
        const s = this.data.sections.find((x) => x.number === Number(number));
        if (s) answer.direct = { url: s.url, number, title: s.title ?? `Раздел ${number}` };
      }
    }
    for (const e of exact) push(this.numberHit(e, [number]));
    for (const e of this.numberList) if (e.number.startsWith(`${number}.`)) push(this.numberHit(e, [number]));
    if (isSection) {
      this.prepared.forEach((p, i) => {
        if (!p.doc.number && p.doc.section === Number(number) && p.doc.group === 'rules') push(this.hit(i, 'number', 0, []));
      });
    }
    // Examples and terms about the rule, and texts that cite it (`согласно 309.2`).
    this.prepared.forEach((p, i) => {
      if (p.doc.rules?.some((r) => r === number || r.startsWith(`${number}.`))) push(this.hit(i, 'number', 0, [number]));
    });
    if (!isSection) {
      const cited = this.lookup([number]);
      for (const i of cited) if (this.prepared[i].blocks.some((b) => b.includes(number))) push(this.hit(i, 'phrase', 0, [number]));
    }
    return hits;
  }

  private numberHit(e: NumberEntry, keys: string[]): Candidate {
    const hit = this.hit(e.index, 'number', 0, keys);
    return { ...hit, number: e.number, url: e.url, view: e.view, edition: e.edition, editionTitle: this.editionTitles.get(e.edition) ?? e.edition };
  }

  private searchWords(query: string, answer: SearchAnswer): Candidate[] {
    const spans = wordSpans(query);
    if (!spans.length) return [];
    let terms: Term[] = spans.slice(0, MAX_QUERY_WORDS).map((s) => ({ word: s.norm, keys: this.keysOf(s.norm), stop: STOP_WORDS.has(s.norm) || (s.norm.length < 2 && !/\d/.test(s.norm)) }));
    if (terms.every((t) => t.stop)) terms = terms.map((t) => ({ ...t, stop: false }));
    const meaningful = terms.filter((t) => !t.stop);
    const n = this.prepared.length;
    const masks = (this.masks ??= new Uint32Array(n));
    const touched: number[] = [];
    const weights: number[] = [];
    meaningful.forEach((term, ti) => {
      let df = this.mark(term.keys, 1 << ti, masks, touched);
      if (!df && term.word.length >= MIN_TYPO_LENGTH && !isNumberToken(term.word)) {
        const fixes = this.forgive(term.word);
        if (fixes.length) {
          term.keys = [...new Set(fixes.map((f) => stem(f)))];
          df = this.mark(term.keys, 1 << ti, masks, touched);
          answer.corrections.push({ typed: term.word, found: fixes[0] });
        }
      }
      weights[ti] = Math.log(1 + n / (1 + df));
    });
    if (!touched.length) return [];
    const full = (1 << meaningful.length) - 1;
    // Coarse rank: how many query words a document has, then how rare they are. Only the best
    // SHORTLIST documents of each group get the closer look (phrase, proximity, title), so the
    // many examples naming Кутила do not crowd out the card Кутила.
    const shortlists: Shortlisted[][] = groupOrder.map(() => []);
    for (const id of touched) {
      const mask = masks[id];
      masks[id] = 0;
      let w = 0;
      let c = 0;
      for (let ti = 0; ti < meaningful.length; ti++) if (mask & (1 << ti)) (w += weights[ti]), c++;
      const shortlist = shortlists[this.groupOf[id]];
      const rank = c * MATCHED_WORD_RANK + w;
      if (shortlist.length === SHORTLIST && rank <= shortlist[SHORTLIST - 1].rank) continue;
      let at = shortlist.length;
      while (at > 0 && shortlist[at - 1].rank < rank) at--;
      shortlist.splice(at, 0, { id, mask, w, rank });
      if (shortlist.length > SHORTLIST) shortlist.pop();
    }
    const hits = shortlists.flat().map(({ id, mask, w }) => {
      const p = this.prepared[id];
      const all = mask === full;
      const phrase = all && this.hasPhrase(p, terms);
      const matchedKeys = meaningful.filter((_, ti) => mask & (1 << ti)).flatMap((t) => t.keys);
      let score = w;
      for (const t of meaningful) if (p.head.some((hw) => t.keys.some((k) => hw.startsWith(k)))) score += HEAD_WORD_BONUS;
      score += this.proximity(p, meaningful, mask);
      score -= p.viewRank * OLDER_VIEW_PENALTY;
      if (p.doc.number) score += NUMBERED_RULE_BONUS;
      const kind: MatchKind = phrase ? 'phrase' : all ? 'all' : 'some';
      return this.hit(id, kind, score, matchedKeys);
    });
    hits.sort((a, b) => matchRank[b.match] - matchRank[a.match] || b.score - a.score);
    return hits;
  }

  /**
   * The stem, and the stems of the corpus that differ from it by a fleeting «о»/«е»
   * (рунопевца → рунопевец, огня → огонь), which the stemmer does not restore.
   */
  private keysOf(word: string): string[] {
    const s = stem(word);
    const keys = [s];
    if (s.length < 4 || isNumberToken(s)) return keys;
    for (let i = 1; i < s.length; i++) {
      for (const v of ['о', 'е']) if (this.stems.has(s.slice(0, i) + v + s.slice(i))) keys.push(s.slice(0, i) + v + s.slice(i));
      if (i < s.length - 1 && (s[i] === 'о' || s[i] === 'е') && this.stems.has(s.slice(0, i) + s.slice(i + 1))) keys.push(s.slice(0, i) + s.slice(i + 1));
    }
    return [...new Set(keys)];
  }

  /** Sets `bit` on every document holding a word that begins with a key; returns how many. */
  private mark(keys: string[], bit: number, masks: Uint32Array, touched: number[]): number {
    let df = 0;
    for (const k of keys)
      for (const wid of this.index.search(k, { limit: this.postings.length }) as number[])
        for (const id of this.postings[wid]) {
          const m = masks[id];
          if (m & bit) continue;
          if (!m) touched.push(id);
          masks[id] = m | bit;
          df++;
        }
    return df;
  }

  /** The documents holding a word that begins with any of the keys. */
  private lookup(keys: string[]): number[] {
    const lists: number[][] = [];
    for (const k of keys) for (const wid of this.index.search(k, { limit: this.postings.length }) as number[]) lists.push(this.postings[wid]);
    if (lists.length === 1) return lists[0];
    const out = new Set<number>();
    for (const list of lists) for (const id of list) out.add(id);
    return [...out];
  }

  /** Words of the corpus one letter away from the typed word (or from its stem). */
  forgive(word: string): string[] {
    const maps = (this.typoMaps ??= this.buildTypoMaps());
    const out = new Set<string>();
    for (const probe of [word, ...deletions(word)]) for (const v of maps.words.get(probe) ?? []) if (editDistance(word, v) <= 1) out.add(v);
    const s = stem(word);
    if (s.length >= 4)
      for (const probe of [s, ...deletions(s)]) for (const v of maps.stems.get(probe) ?? []) if (editDistance(s, stem(v)) <= 1) out.add(v);
    return [...out].slice(0, 5);
  }

  private buildTypoMaps() {
    const wordsMap = new Map<string, string[]>();
    const stemsMap = new Map<string, string[]>();
    const add = (map: Map<string, string[]>, key: string, v: string) => {
      const list = map.get(key);
      if (!list) map.set(key, [v]);
      else if (list.length < 8 && !list.includes(v)) list.push(v);
    };
    for (const v of this.vocabulary) {
      if (v.length < MIN_TYPO_LENGTH - 1) continue;
      for (const k of [v, ...deletions(v)]) add(wordsMap, k, v);
      const s = stem(v);
      if (s.length >= 4) for (const k of [s, ...deletions(s)]) add(stemsMap, k, v);
    }
    return { words: wordsMap, stems: stemsMap };
  }

  /** All the query's words, in order, one after another in one field (any word forms). */
  private hasPhrase(p: Prepared, terms: Term[]): boolean {
    const matches = (w: string, t: Term) => (t.stop ? w === t.word : t.keys.some((k) => w.startsWith(k)));
    for (const field of [p.head, ...p.blocks]) {
      for (let i = 0; i + terms.length <= field.length; i++) {
        let j = 0;
        while (j < terms.length && matches(field[i + j], terms[j])) j++;
        if (j === terms.length) return true;
      }
    }
    return false;
  }

  /** A bonus for matched words standing close together in one block: terms / shortest span. */
  private proximity(p: Prepared, terms: Term[], mask: number): number {
    const wanted = terms.filter((_, ti) => mask & (1 << ti));
    const k = wanted.length;
    if (k < 2) return 0;
    let best = 0;
    const last = new Array<number>(k);
    for (const field of p.blocks) {
      last.fill(-1);
      let seen = 0;
      for (let i = 0; i < field.length; i++) {
        const w = field[i];
        for (let ti = 0; ti < k; ti++) {
          const keys = wanted[ti].keys;
          for (let ki = 0; ki < keys.length; ki++)
            if (w.startsWith(keys[ki])) {
              if (last[ti] < 0) seen++;
              last[ti] = i;
              break;
            }
        }
        if (seen === k) {
          let first = i;
          for (let ti = 0; ti < k; ti++) if (last[ti] < first) first = last[ti];
          const score = k / (i - first + 1);
          if (score > best) best = score;
        }
      }
    }
    return best;
  }

  /** The snippet, made only for the hits that are shown: the block with most matched words. */
  private withSnippet(hit: Candidate): SearchHit {
    const { keys, index, ...rest } = hit;
    const p = this.prepared[index];
    let bestBlock = 0;
    let bestCount = -1;
    if (p.blocks.length > 1)
      p.blocks.forEach((ws, bi) => {
        const count = new Set(ws.filter((w) => keys.some((k) => w.startsWith(k)))).size;
        if (count > bestCount) (bestCount = count), (bestBlock = bi);
      });
    const text = p.doc.blocks[bestBlock]?.text ?? '';
    const spans = ((p.spans ??= [])[bestBlock] ??= wordSpans(text));
    return { ...rest, snippet: snippet(text, keys, SNIPPET, spans) };
  }

  private hit(index: number, match: MatchKind, score: number, keys: string[]): Candidate {
    const { doc } = this.prepared[index];
    const edition = doc.edition ?? null;
    return {
      index,
      keys,
      id: doc.id,
      group: doc.group,
      url: doc.url,
      number: doc.number,
      inferred: !!doc.inferred,
      section: doc.section ?? null,
      title: doc.title,
      view: doc.view ?? null,
      edition,
      editionTitle: edition ? (this.editionTitles.get(edition) ?? edition) : null,
      match,
      score: Math.round(score * 1000) / 1000,
      snippet: [],
      // The same text under the same number in its own edition's view is no news to the reader.
      also: (doc.also ?? ([] as DocAlias[])).filter((a) => a.number !== doc.number || a.edition !== doc.edition),
    };
  }
}

const SNIPPET = 220;


/** A window of the text around its first matched word, matched words marked. */
export function snippet(text: string, rawKeys: string[], size = SNIPPET, spans: WordSpan[] = wordSpans(text)): Segment[] {
  const keys = rawKeys.map(normalize);
  const hits: WordSpan[] = [];
  let from = 0;
  let to = text.length;
  for (const span of spans) {
    let hit = false;
    for (let k = 0; k < keys.length && !hit; k++) hit = span.norm.startsWith(keys[k]);
    if (!hit) continue;
    if (!hits.length && text.length > size) {
      from = span.start > size / 3 ? text.lastIndexOf(' ', span.start - Math.floor(size / 4)) + 1 : 0;
      to = Math.min(text.length, from + size);
      if (to < text.length) to = Math.max(text.lastIndexOf(' ', to), from + 1);
    }
    if (span.end > to) break;
    hits.push(span);
  }
  if (!hits.length && text.length > size) to = Math.max(text.lastIndexOf(' ', size), 1);
  const segments: Segment[] = [];
  const push = (t: string, hit: boolean) => {
    if (!t) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += t;
    else segments.push({ text: t, hit });
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const h of hits) {
    if (h.start < from) continue;
    push(text.slice(at, h.start), false);
    push(text.slice(h.start, h.end), true);
    at = h.end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push('…', false);
  return segments;
}

/** Rule numbers in reading order: 205.2 < 205.10 < 206.1. */
export function compareNumbers(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d) return d;
  }
  return 0;
}
