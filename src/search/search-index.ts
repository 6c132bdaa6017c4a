// The search: opens the index's root, then answers queries, loading only the shards each query
// needs and the documents it shows. Runs alike in Node, the browser and a Web Worker.
import { rulePath } from '../routes/index.ts';
import { aliasVariants } from './aliases.ts';
import { matchRank } from './rank.ts';
import { searchNumber } from './number-search.ts';
import { parseNumberQuery } from './rule-numbers.ts';
import { keyMatcher, snippetOf } from './snippet.ts';
import { IndexStore } from './store.ts';
import { fromLatinLayout, isIndexed, words, wordSpans, type WordSpan } from './text.ts';
import { groupOrder, groupTitles, type SearchAnswer, type SearchHit, type SearchLoader } from './types.ts';
import { readUnknown, type Correction } from './unknown-words.ts';
import { queryTerms, termWords, WordRanker, type Candidate } from './word-search.ts';

export interface SearchOptions {
  /** Most hits per group (default 10). */
  perGroup?: number;
}

export const MAX_QUERY_LENGTH = 200;

const better = (a: Candidate, b: Candidate) => matchRank[a.match] - matchRank[b.match] || a.score - b.score;

export class SearchIndex {
  private readonly ranker: WordRanker;
  private readonly editionTitles: Map<string, string>;
  // Found once per word, as the files they need stay loaded: each query word's keys, and the
  // other reading of a word the index does not hold.
  private readonly keys = new Map<string, string[]>();
  private readonly unknown = new Map<string, Awaited<ReturnType<typeof readUnknown>>>();
  /** A shown document's blocks as words and as spans, made once: they choose and cut its snippet. */
  private readonly shownBlocks = new Map<number, { words: string[][]; spans: (WordSpan[] | undefined)[] }>();

  private constructor(private readonly store: IndexStore) {
    this.ranker = new WordRanker(store);
    this.editionTitles = new Map([...store.root.views, ...store.root.editions].map((v) => [v.id, v.title]));
  }

  /** Loads the index's root (a few kilobytes); everything else waits for a query that needs it. */
  static async open(load: SearchLoader): Promise<SearchIndex> {
    return new SearchIndex(await IndexStore.open(load));
  }

  /** Views and editions with their titles, as the index names them. */
  get editions(): { id: string; title: string }[] {
    return [...this.store.root.views, ...this.store.root.editions];
  }

  async search(rawQuery: string, options: SearchOptions = {}): Promise<SearchAnswer> {
    const query = String(rawQuery ?? '').replace(/\s+/g, ' ').trim();
    const answer: SearchAnswer = { query, groups: [], total: 0, corrections: [] };
    if (!query) return { ...answer, error: 'Пустой запрос: введите слово, фразу или номер правила (например, 205.4).' };
    if (query.length > MAX_QUERY_LENGTH) return { ...answer, error: `Слишком длинный запрос: не больше ${MAX_QUERY_LENGTH} знаков.` };
    const number = parseNumberQuery(query);
    if (!number && !words(query).length) return { ...answer, error: 'В запросе нет ни слов, ни номеров: введите слово, фразу или номер правила.' };
    if (!number && !wordSpans(query).some((s) => isIndexed(s.norm)))
      return { ...answer, error: 'В запросе только служебные слова («в», «на», «ли»…): добавьте слово из правила.' };
    let candidates: Candidate[];
    let direct: Awaited<ReturnType<typeof searchNumber>>['direct'];
    // What the snippets mark: the number asked for, or every index word the query's words matched.
    let marked: (word: string) => boolean;
    if (number) {
      ({ candidates, direct } = await searchNumber(this.store, number.number, number.prefix));
      marked = keyMatcher([number.number]);
    } else {
      let found = await this.searchWords(query, answer.corrections);
      const russian = found.candidates.length ? null : fromLatinLayout(query);
      if (russian) {
        const corrections: Correction[] = [];
        found = await this.searchWords(russian, corrections);
        if (found.candidates.length) answer.corrections = [{ typed: query, found: russian, why: 'layout' }, ...corrections];
      }
      candidates = found.candidates;
      marked = (word) => found.words.has(word);
    }
    const perGroup = options.perGroup ?? 10;
    const shown = groupOrder.map((): Candidate[] => []);
    for (const c of candidates) {
      const list = shown[this.store.groupOf[c.doc]];
      if (list.length < perGroup) list.push(c);
    }
    await this.store.loadDocs([...shown.flat().map((c) => c.doc), ...(direct && 'doc' in direct ? [direct.doc] : [])]);
    if (direct) answer.direct = 'doc' in direct ? { url: direct.url, number: direct.number, title: this.store.doc(direct.doc).title } : direct;
    answer.groups = shown
      .map((hits, g) => ({ group: groupOrder[g], title: groupTitles[groupOrder[g]], hits: hits.map((c) => this.hit(c, marked)) }))
      .filter((g) => g.hits.length);
    answer.total = answer.groups.reduce((n, g) => n + g.hits.length, 0);
    return answer;
  }

  /**
   * The query as typed, and as each glossary alias in it reads: each document at its best; and
   * the index words its words matched.
   */
  private async searchWords(query: string, corrections: Correction[]): Promise<{ candidates: Candidate[]; words: Set<string> }> {
    const variants = aliasVariants(query, this.store.root.aliases);
    const best = new Map<number, Candidate>();
    const matched = new Set<string>();
    for (const variant of [query, ...variants.map((v) => v.query)]) {
      const terms = await queryTerms(this.store, variant, this.keys);
      for (const term of terms) {
        if (termWords(this.store, term).length) continue;
        if (!this.unknown.has(term.word)) this.unknown.set(term.word, await readUnknown(this.store, term.word));
        const other = this.unknown.get(term.word);
        if (!other) continue;
        term.keys = other.keys;
        if (!corrections.some((c) => c.typed === term.word)) corrections.push(other.correction);
      }
      for (const term of terms) for (const w of termWords(this.store, term)) matched.add(w);
      for (const c of this.ranker.rank(terms)) {
        const had = best.get(c.doc);
        if (!had || better(c, had) > 0) best.set(c.doc, c);
      }
    }
    for (const v of variants) corrections.push({ typed: v.form, found: v.term, why: 'alias' });
    return { candidates: [...best.values()].sort((a, b) => better(b, a) || a.doc - b.doc), words: matched };
  }

  private hit(c: Candidate, marked: (word: string) => boolean): SearchHit {
    const doc = this.store.doc(c.doc);
    const views = this.store.root.views;
    const editions = this.store.root.editions;
    const view = c.as ? views[c.as.view].id : (doc.view ?? null);
    const edition = c.as ? editions[c.as.edition].id : (doc.edition ?? null);
    let shown = this.shownBlocks.get(c.doc);
    if (!shown) this.shownBlocks.set(c.doc, (shown = { words: doc.blocks.map((b) => words(b.text)), spans: [] }));
    // The block with most matched words.
    let block = 0;
    if (doc.blocks.length > 1) {
      let most = -1;
      shown.words.forEach((ws, i) => {
        const found = new Set(ws.filter(marked)).size;
        if (found > most) (most = found), (block = i);
      });
    }
    const text = doc.blocks[block]?.text ?? '';
    const spans = (shown.spans[block] ??= wordSpans(text));
    return {
      id: doc.id,
      group: doc.group,
      url: c.as ? rulePath(view!, c.as.number) : doc.url,
      number: c.as?.number ?? doc.number,
      inferred: !!doc.inferred,
      section: doc.section ?? null,
      title: doc.title,
      view,
      edition,
      editionTitle: edition ? (this.editionTitles.get(edition) ?? edition) : null,
      match: c.match,
      score: Math.round(c.score * 1000) / 1000,
      snippet: snippetOf(text, marked, undefined, spans),
      // The same text under the same number in its own edition's view is no news to the reader.
      also: (doc.also ?? []).filter((a) => a.number !== doc.number || a.edition !== doc.edition),
    };
  }
}
