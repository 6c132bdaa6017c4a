// The search: opens the index's root, then answers queries, loading only the shards each query
// needs and the documents it shows. Runs alike in Node, the browser and a Web Worker.
import { rulePath } from '../routes/index.ts';
import { bareKey, readSayings, Sayings, termKey } from './aliases.ts';
import { answeringRuling, askedPart, namedDefinitions, namedTerm, rulingKind, subjectTerm, turnsOnSide, type RulingFound } from './best-answer.ts';
import type { RootFile } from './format.ts';
import { ASKED_COUNT_BONUS, DEFINED_TERM_BONUS, matchRank, RULING_POOL, wordRarity } from './rank.ts';
import { searchNumber } from './number-search.ts';
import { parseNumberQuery } from './rule-numbers.ts';
import { keyMatcher, snippetOf } from './snippet.ts';
import { IndexStore } from './store.ts';
import { askedPlace, asksCount, fromLatinLayout, isIndexed, isNumberToken, words, wordSpans, type WordSpan } from './text.ts';
import { groupOrder, groupTitles, type SearchAnswer, type SearchBest, type SearchHit, type SearchLoader } from './types.ts';
import { readUnknown, type Correction } from './unknown-words.ts';
import { queryTerms, termWords, WordRanker, type Candidate } from './word-search.ts';

export interface SearchOptions {
  /** Most hits per group (default 10). */
  perGroup?: number;
}

export const MAX_QUERY_LENGTH = 200;

/** What a query's words found, before it is shown. */
interface WordsFound {
  candidates: Candidate[];
  /** Every index word the query's words matched, by any reading. */
  words: Set<string>;
  /** For each word of the query that the index may hold, the index words it matched. */
  asked: Set<string>[];
  /** Each of those words as typed. */
  askedTyped: string[];
  /** The index words each of them matched as typed (and as its kin), not through a saying of several words. */
  own: Set<string>[];
  /**
   * The places (among those words) of the ones that name a glossary term, one of several words
   * («вызванная») or of one («колоду»), with the index words of the term's forms and their own.
   */
  termWords: Map<number, Set<string>>;
  /** The glossary terms (their entries' documents) those words name, as typed or said otherwise. */
  termsNamed: Set<number>;
  /** The rarity of each of them (its rarest reading's), as the ranker weighs it. */
  weights: number[];
  term: RootFile['terms'][number] | undefined;
  /** The query as searched (retyped from the Latin layout, if it was). */
  reading: string;
}

/** The best answer before it is shown; `term`: the glossary entry of a definition. */
interface Best {
  candidate: Candidate;
  why: SearchBest['why'];
  term?: number;
}

/** What a query found, by number or by words, before it is shown. */
interface Found {
  candidates: Candidate[];
  direct?: Awaited<ReturnType<typeof searchNumber>>['direct'];
  /** What the snippets mark: the number asked for, or every index word the query's words matched. */
  marked: (word: string) => boolean;
  best: Best | null;
  /** For words: what they found, which a ruling's question is weighed against. */
  words: WordsFound | null;
}

/** The stems of the words that set a bound: «больше», «меньше», «максимум», «не более одного», «один раз за игру». */
const BOUND_KEYS = ['больш', 'меньш', 'максимум', 'одн', 'один'];

/** A saying's key that a word may be searched by: one word's stem, long enough to mean one word family. */
const isKinKey = (key: string) => key.length >= 4 && !key.includes(' ') && !key.endsWith('-') && !isNumberToken(key);

/** Whether the query says every word of a card's name that the index holds. */
const saysWhole = (found: WordsFound, title: string) =>
  words(title)
    .filter(isIndexed)
    .every((w) => found.asked.some((matched) => matched.has(w)));

/** How far below a better rule a lifted one stays (a score's least step that still orders them). */
const BELOW = 1e-6;

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

  private readonly sayings: Sayings;
  /**
   * The index words of each kind of saying (what a word said otherwise also finds in a ruling)
   * and of each term's forms (what a ruling must hold of a term the query names), once loaded.
   */
  private readonly keyWords = new Map<string, string[]>();
  /** A ruling's question and its whole text as words, made once: the best answer weighs them. */
  private readonly rulingWords = new Map<number, Omit<RulingFound, 'doc'>>();

  private constructor(private readonly store: IndexStore) {
    this.ranker = new WordRanker(store);
    this.sayings = new Sayings(store.root.aliases);
    this.editionTitles = new Map([...store.root.views, ...store.root.editions].map((v) => [v.id, v.title]));
  }

  /**
   * Loads the index's root (a few kilobytes) from `rootPath`, which names one build's index (a page
   * names its own); everything else waits for a query that needs it.
   */
  static async open(load: SearchLoader, rootPath: string): Promise<SearchIndex> {
    return new SearchIndex(await IndexStore.open(load, rootPath));
  }

  /** Views and editions with their titles, as the index names them. */
  get editions(): { id: string; title: string }[] {
    return [...this.store.root.views, ...this.store.root.editions];
  }

  async search(rawQuery: string, options: SearchOptions = {}): Promise<SearchAnswer> {
    const query = String(rawQuery ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const answer: SearchAnswer = { query, groups: [], total: 0, corrections: [] };
    if (!query) return { ...answer, error: 'Пустой запрос: введите слово, фразу или номер правила (например, 205.4).' };
    if (query.length > MAX_QUERY_LENGTH) return { ...answer, error: `Слишком длинный запрос: не больше ${MAX_QUERY_LENGTH} знаков.` };
    const number = parseNumberQuery(query);
    if (!number && !words(query).length) return { ...answer, error: 'В запросе нет ни слов, ни номеров: введите слово, фразу или номер правила.' };
    if (!number && !wordSpans(query).some((s) => isIndexed(s.norm)))
      return { ...answer, error: 'В запросе только служебные слова («в», «на», «ли»…): добавьте слово из правила.' };
    const found = number ? await this.findNumber(number.number, number.prefix) : await this.findWords(query, answer);
    const perGroup = options.perGroup ?? 10;
    const shown = groupOrder.map((): Candidate[] => []);
    for (const c of found.candidates) {
      const list = shown[this.store.groupOf[c.doc]];
      if (list.length < perGroup) list.push(c);
    }
    // The rulings weighed as the best answer are the same however many a page shows.
    const rulings = found.words && !found.best ? found.candidates.filter((c) => groupOrder[this.store.groupOf[c.doc]] === 'rulings').slice(0, RULING_POOL) : [];
    const { direct } = found;
    const term = found.best?.term;
    await this.store.loadDocs([
      ...shown.flat().map((c) => c.doc),
      ...rulings.map((c) => c.doc),
      ...(found.best ? [found.best.candidate.doc] : []),
      ...(term === undefined ? [] : [term]),
      ...(direct && 'doc' in direct ? [direct.doc] : []),
    ]);
    const cards = shown[groupOrder.indexOf('cards')];
    const named = found.words && this.namedCard(found.words, cards[0], shown[groupOrder.indexOf('rules')].length > 0);
    const best = found.best ?? (found.words ? named || this.answeringRuling(found.words, rulings, cards) : null);
    if (best) {
      // The best answer stands first in its group as well.
      const list = shown[this.store.groupOf[best.candidate.doc]];
      const at = list.findIndex((c) => c.doc === best.candidate.doc && c.as?.number === best.candidate.as?.number);
      if (at >= 0) list.splice(at, 1);
      list.unshift(best.candidate);
      if (list.length > perGroup) list.pop();
    }
    if (best?.why === 'ruling') this.leadWithRulingRule(shown[groupOrder.indexOf('rules')], this.store.doc(best.candidate.doc).rules ?? []);
    if (direct) answer.direct = 'doc' in direct ? { url: direct.url, number: direct.number, title: this.store.doc(direct.doc).title } : direct;
    answer.groups = shown
      .map((hits, g) => ({ group: groupOrder[g], title: groupTitles[groupOrder[g]], hits: hits.map((c) => this.hit(c, found.marked)) }))
      .filter((g) => g.hits.length);
    if (best) {
      answer.best = { why: best.why, hit: answer.groups.find((g) => g.group === groupOrder[this.store.groupOf[best.candidate.doc]])!.hits[0] };
      if (term !== undefined) answer.best.term = { title: this.store.doc(term).title, url: this.store.doc(term).url };
    }
    answer.total = answer.groups.reduce((n, g) => n + g.hits.length, 0);
    return answer;
  }

  /**
   * The rules shown, the first that the best ruling rests on put first (a rule number, or the
   * anchor of one of its paragraphs): the rule that answers the question leads its group as the
   * ruling leads the answer.
   */
  private leadWithRulingRule(rules: Candidate[], restsOn: string[]): void {
    const at = rules.findIndex((c) => {
      const doc = this.store.doc(c.doc);
      return restsOn.some((r) => r === doc.number || doc.blocks.some((b) => b.anchor === r));
    });
    if (at > 0) rules.unshift(...rules.splice(at, 1));
  }

  /** A rule or section number: what it names and what is about it; the rule itself is the best answer. */
  private async findNumber(number: string, prefix: boolean): Promise<Found> {
    const { candidates, direct } = await searchNumber(this.store, number, prefix);
    const named = direct && 'doc' in direct ? candidates.find((c) => c.as?.number === number) : undefined;
    return { candidates, direct, marked: keyMatcher([number]), best: named ? { candidate: named, why: 'number' } : null, words: null };
  }

  /**
   * Words: as typed, else retyped from the Latin layout; a term the query names whole has its
   * definition for the best answer. Notes in `answer` what was searched instead.
   */
  private async findWords(query: string, answer: SearchAnswer): Promise<Found> {
    let words = await this.searchWords(query, answer.corrections);
    const russian = words.candidates.length ? null : fromLatinLayout(query);
    if (russian) {
      const corrections: Correction[] = [];
      const retyped = await this.searchWords(russian, corrections);
      if (retyped.candidates.length) (answer.corrections = [{ typed: query, found: russian, why: 'layout' }, ...corrections]), (words = retyped);
    }
    const matched = words.words;
    return { candidates: words.candidates, marked: (word) => matched.has(word), best: this.definition(words.term, words.candidates), words };
  }

  /**
   * The card (the first found, loaded) whose name the query is: each of its words is a word of
   * the card's name or another spelling of it, and it says the whole name, or a part no rule
   * uses («молот» is Молот прародителя; «гном», which 203.3 uses, is no name of «Тан гномов»).
   */
  private namedCard(found: WordsFound, card: Candidate | undefined, ruleFound: boolean): Best | null {
    if (!card || !found.asked.length) return null;
    const doc = this.store.doc(card.doc);
    const names = words(doc.head);
    const whole = !ruleFound || saysWhole(found, doc.title);
    return whole && found.asked.every((matched) => names.some((w) => matched.has(w))) ? { candidate: card, why: 'card' } : null;
  }

  /**
   * The words of the shown cards' names that the query says whole («трюкач»; «тан гномов», not
   * «гномов» alone, which 203.3 uses): a query word among them names the card.
   */
  private cardNameWords(found: WordsFound, cards: Candidate[]): Set<string> {
    const names = cards.map((c) => this.store.doc(c.doc).title).filter((title) => saysWhole(found, title));
    return new Set(names.flatMap((title) => words(title).filter(isIndexed)));
  }

  /** The glossary terms a text names by a name of several words («вызвать карту», «взял под контроль»). */
  private termsAsked(question: string): number[] {
    const stems = ` ${termKey(question)} `;
    return this.store.root.terms.filter(([, , names]) => names.some((n) => n.includes(' ') && stems.includes(` ${n} `))).map(([doc]) => doc);
  }

  /** The ruling (of those found, loaded) whose question the query asks, as the best answer. */
  private answeringRuling(found: WordsFound, rulings: Candidate[], cards: Candidate[]): Best | null {
    const cardWords = this.cardNameWords(found, cards);
    const texts = rulings.map((c) => {
      let ws = this.rulingWords.get(c.doc);
      if (!ws) {
        const doc = this.store.doc(c.doc);
        const question = words(doc.title);
        const all = [...question, ...doc.blocks.flatMap((b) => words(b.text))];
        this.rulingWords.set(
          c.doc,
          (ws = {
            question,
            weights: doc.weights ?? question.map(() => 1),
            all,
            kind: rulingKind(doc.title),
            terms: this.termsAsked(doc.title),
            sided: turnsOnSide(question, doc.blocks[0]?.text ?? ''),
            asks: askedPart(doc.title),
          }),
        );
      }
      return { doc: c.doc, ...ws };
    });
    const ruling = answeringRuling(
      found.reading,
      found.asked.map((words, i) => ({
        word: found.askedTyped[i],
        words,
        weight: found.weights[i],
        names: found.termWords.get(i) ?? ([...found.own[i]].some((w) => cardWords.has(w)) ? found.own[i] : null),
      })),
      texts,
      // Those words' terms, and the terms the query names by a name of several words as written.
      new Set([...found.termsNamed, ...this.termsAsked(found.reading)]),
    );
    return ruling === null ? null : { candidate: rulings.find((c) => c.doc === ruling)!, why: 'ruling' };
  }

  /** The glossary term a text names (any of its names, forms and sayings), if any. */
  private termOf(text: string): RootFile['terms'][number] | undefined {
    const key = termKey(text);
    return key ? this.store.root.terms.find(([, , names]) => names.includes(key)) : undefined;
  }

  /**
   * The index words of the one-word keys among these (a kind of saying's, a term's names), their
   * shards loaded; kept by `id` for the next query, as the shards stay loaded.
   */
  private async wordsOfKeys(id: string, keys: string[]): Promise<string[]> {
    let found = this.keyWords.get(id);
    if (!found) {
      const one = [...new Set(keys.filter((k) => !k.includes(' ')))];
      await this.store.loadWords(one);
      this.keyWords.set(id, (found = one.flatMap((k) => this.store.wordsOfKey(k))));
    }
    return found;
  }

  /** The rule text that defines the term the query names (or, lacking one, the term's own entry), as a candidate. */
  private definition(term: RootFile['terms'][number] | undefined, candidates: Candidate[]): Best | null {
    if (!term) return null;
    const [entry, definedBy] = term;
    const doc = definedBy >= 0 ? definedBy : entry;
    // Found as the query's words found it, or (a saying the text does not hold) on the term's word alone.
    const candidate = candidates.find((c) => c.doc === doc) ?? { doc, match: 'all', score: 0 };
    return { candidate, why: 'definition', term: definedBy >= 0 ? entry : undefined };
  }

  /**
   * The query as typed, and as each of its sayings reads in the rulebook's words: each document
   * at its best; the index words its words matched (for each word of the query too) and the
   * glossary term the query names, if it names one whole.
   */
  private async searchWords(query: string, corrections: Correction[]): Promise<WordsFound> {
    const sayings = readSayings(query, this.sayings);
    const best = new Map<number, Candidate>();
    const matched = new Set<string>();
    const typed = words(query);
    const asked = new Map<number, Set<string>>();
    const own = new Map<number, Set<string>>();
    const weights = new Map<number, number>();
    /** The places of the query's words that each document holds, by any reading. */
    const holds = new Map<number, Set<number>>();
    typed.forEach((w, i) => isIndexed(w) && asked.set(i, new Set()));
    const readings = [{ query, origin: typed.map((_, i) => [i]) }, ...(sayings.variant ? [sayings.variant] : [])];
    // A saying of one word among kin (a glossary term's forms), as typed, is searched as the other
    // one-word sayings too: the stemmer splits «вызвать» from «вызова» and «вызываемой». (Most
    // thesaurus kinds are looser: «ударить» is «атаковать», yet «удар» is a strike's power.)
    const kin = new Map(sayings.said.filter((r) => r.at.length === 1 && r.kin).map((r) => [r.at[0], r.sayings.map(bareKey).filter(isKinKey)]));
    for (const [n, { query: reading, origin }] of readings.entries()) {
      // A word said otherwise is searched as the rulebook's word too, in the same place.
      const alike = (offset: number) => (origin[offset]?.length === 1 ? sayings.alike.get(origin[offset][0]) : undefined);
      const kinOf = (offset: number) => (n === 0 ? (kin.get(offset) ?? []) : []);
      const terms = await queryTerms(this.store, reading, this.keys, alike, kinOf);
      for (const term of terms) {
        if (termWords(this.store, term).length) continue;
        if (!this.unknown.has(term.word)) this.unknown.set(term.word, await readUnknown(this.store, term.word));
        const other = this.unknown.get(term.word);
        if (!other) continue;
        term.keys = other.keys;
        if (other.correction && !corrections.some((c) => c.typed === term.word)) corrections.push(other.correction);
      }
      for (const term of terms) {
        const found = termWords(this.store, term);
        for (const w of found) matched.add(w);
        const rarity = wordRarity(this.store.match(term.keys).docs.docs.length, this.store.root.docs);
        for (const i of origin[term.offset] ?? []) {
          for (const w of found) asked.get(i)?.add(w);
          if (n === 0 && asked.has(i)) own.set(i, new Set(found));
          if (found.length && asked.has(i)) weights.set(i, Math.max(weights.get(i) ?? 0, rarity));
        }
      }
      // A word said twice («та же карта или новая карта») is ranked once: its documents are no
      // nearer to the query for holding it twice.
      const ranked: typeof terms = [];
      const slotOf = new Map<string, number>();
      const slot = terms.map((t) => {
        const id = t.keys.join(' ');
        if (!slotOf.has(id)) slotOf.set(id, ranked.push(t) - 1);
        return slotOf.get(id)!;
      });
      // The terms that stand for each of the query's words: a document holds the word if it holds
      // them all (a saying's «создать» and «карту» for «создания»; a word alone for itself).
      const standFor = new Map<number, number>();
      terms.forEach((t, ti) => {
        for (const i of origin[t.offset] ?? []) standFor.set(i, (standFor.get(i) ?? 0) | (1 << slot[ti]));
      });
      // The word asked about, as ranked: where it repeats an earlier word («…в руку, кому в руку»),
      // that word's place.
      const place = askedPlace(wordSpans(reading).map((s) => s.norm));
      const askedAt = terms.findIndex((t) => t.offset === place);
      for (const c of this.ranker.rank(ranked, askedAt < 0 ? -1 : ranked[slot[askedAt]].offset)) {
        const had = best.get(c.doc);
        if (!had || better(c, had) > 0) best.set(c.doc, c);
        const places = holds.get(c.doc) ?? new Set();
        for (const [i, bits] of standFor) if (((c.held ?? 0) & bits) === bits) places.add(i);
        holds.set(c.doc, places);
      }
    }
    for (const r of sayings.said) {
      // The rulebook's own word, said among its kin, is no correction.
      if (termKey(r.form) !== termKey(r.means) && !corrections.some((c) => c.typed === r.form && c.found === r.means))
        corrections.push({ typed: r.form, found: r.means, why: 'alias' });
      // A word said otherwise also finds the other sayings of the same thing (a ruling's «уходит» for «идёт»).
      const alike = await this.wordsOfKeys(`said:${r.means}`, r.sayings.map(bareKey));
      for (const i of r.at) for (const w of alike) asked.get(i)?.add(w);
    }
    // The places of the words that name a glossary term: said as a term of several words
    // («вызванная»), or a term of one word, as typed or said otherwise (a zone: «колоду», «грейв»).
    // Each is the term in any of its forms: a ruling «под моим контролем» holds what «контролировал» names.
    const termPlaces = new Map<number, Set<string>>();
    const termsNamed = new Set<number>();
    const nameTerm = async (at: number[], text: string) => {
      const term = this.termOf(text);
      if (!term) return;
      termsNamed.add(term[0]);
      const forms = await this.wordsOfKeys(`term:${term[0]}`, term[2]);
      for (const i of at) termPlaces.set(i, new Set([...(termPlaces.get(i) ?? []), ...forms, ...(own.get(i) ?? [])]));
    };
    for (const r of sayings.said) if (r.means.includes(' ') ? r.kin : r.at.length === 1) await nameTerm(r.at, r.means);
    for (const [i, w] of typed.entries()) if (isIndexed(w)) await nameTerm([i], w);
    // A question of how many (its words not part of a saying of several: «делает сколько может»)
    // is answered by a rule that sets a bound.
    const said = new Set(sayings.said.filter((r) => r.at.length > 1).flatMap((r) => r.at));
    if (asksCount(typed.filter((_, i) => !said.has(i)))) {
      await this.store.loadWords(BOUND_KEYS);
      const bounded = new Set(this.store.match(BOUND_KEYS).docs.docs);
      for (const [doc, c] of best) if (bounded.has(doc)) best.set(doc, { ...c, score: c.score + ASKED_COUNT_BONUS });
    }
    // A rule text that defines a term the query names says what the query asks about: it rises
    // above the rules that merely use the term's words, not above one that also speaks of another
    // thing the query names («созданную карту вернули в руку» asks where a created card may go:
    // 517.6.1, which names the hand, answers it, not 517.6, which defines creating).
    const rules = groupOrder.indexOf('rules');
    for (const doc of namedDefinitions([query, sayings.whole], this.store.root.terms)) {
      const c = best.get(doc);
      if (!c) continue;
      const its = holds.get(doc) ?? new Set();
      const other = [...termPlaces.keys()].filter((i) => !its.has(i));
      const above = [...best.values()].filter(
        (o) => o.match === c.match && o.score > c.score && this.store.groupOf[o.doc] === rules && other.some((i) => holds.get(o.doc)?.has(i)),
      );
      best.set(doc, { ...c, score: Math.min(c.score + DEFINED_TERM_BONUS, ...above.map((o) => o.score - BELOW)) });
    }
    return {
      candidates: [...best.values()].sort((a, b) => better(b, a) || a.doc - b.doc),
      words: matched,
      asked: [...asked.values()],
      askedTyped: [...asked.keys()].map((i) => typed[i]),
      own: [...asked.keys()].map((i) => own.get(i) ?? new Set()),
      termWords: new Map([...asked.keys()].flatMap((i, k) => (termPlaces.has(i) ? [[k, termPlaces.get(i)!]] : []))),
      termsNamed,
      weights: [...asked.keys()].map((i) => weights.get(i) ?? 0),
      term: namedTerm([query, sayings.whole], this.store.root.terms) ?? subjectTerm([query, sayings.whole], this.store.root.terms),
      reading: query,
    };
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
