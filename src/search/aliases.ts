// Other words for what the rulebook says: the glossary's forms that are not inflections of their
// term («в игре» for «игровая зона») and the thesaurus's sayings (thesaurus.ts). A query that
// holds one is also searched with the rulebook's words in its place. Words are compared by stem,
// so any form of a saying counts; function words as they are, since they carry no stem; a word
// of a short stem by its dictionary forms, since many words share such a stem («копье» and
// «копить» are both «коп»).
import { isIndexed, isNumberToken, stem, words } from './text.ts';

/** A saying's stem this long or longer also matches the longer stems that begin with it («погиб» → «погибш»). */
const MIN_PREFIX_STEM = 4;

/** Whether a saying's word is told by its forms rather than its stem (SearchAlias.forms). */
export const needsForms = (word: string) => isIndexed(word) && !isNumberToken(word) && stem(word).length < MIN_PREFIX_STEM;

/**
 * A word as sayings are compared: a function word or a number as it is, any other word by its
 * stem, marked where the stem spells a function word («надо» → «над-»), so that «над картой» is
 * no «надо»; a word with its forms given (each of its stem), as its stem, «=» and the forms'
 * endings after it («коп=ье|ья|…»).
 */
function aliasKey(word: string, forms?: string[]): string {
  if (!isIndexed(word) || isNumberToken(word)) return word;
  const key = stem(word);
  const marked = isIndexed(key) ? key : `${key}-`;
  return forms?.length ? `${marked}=${forms.map((f) => f.slice(key.length)).join('|')}` : marked;
}

/** A saying's key as a stem (or a function word) alone: what the index's words are looked up by. */
export const bareKey = (key: string) => key.split('=')[0];

/** The forms a key gives its word (aliasKey), or null for a key told by its stem. */
function formsOf(key: string): string[] | null {
  const given = key.indexOf('=');
  if (given < 0) return null;
  const base = key.slice(0, given).replace(/-$/, '');
  return key
    .slice(given + 1)
    .split('|')
    .map((ending) => base + ending);
}

/** A saying (or a glossary form) as the index's root keeps it: its words' keys, with the forms given of any. */
export const sayingKey = (text: string, forms: Record<string, string[]> = {}) =>
  words(text)
    .map((w) => aliasKey(w, Object.hasOwn(forms, w) ? forms[w] : undefined))
    .join(' ');

/** The stems of a text's indexed words: what a glossary term and a query are compared by. */
export const termKey = (text: string) => words(text).filter(isIndexed).map(stem).join(' ');

/**
 * A saying's stem this long or longer also matches a stem of the same length that differs in its
 * last letter only: the stemmer leaves a verb's ending on some forms (реснуть → «реснут»,
 * реснул → «реснул»), so a saying given in one form still meets the others.
 */
const MIN_ENDING_STEM = 5;

const VOWEL = /[аеиоуыэюя]$/;

/** Only a consonant for a consonant: «перемешк» (перемешка) is no form of «перемеша» (перемешать). */
const sameEnding = (typed: string, said: string) =>
  said.length >= MIN_ENDING_STEM &&
  typed.length === said.length &&
  typed.slice(0, -1) === said.slice(0, -1) &&
  !VOWEL.test(typed) &&
  !VOWEL.test(said) &&
  isIndexed(said);

/** Whether a query's word (`typed` its key, `form` as written) is a saying's word (`said` its key). */
function sameWord(typed: string, form: string, said: string): boolean {
  const forms = formsOf(said);
  if (forms) return forms.includes(form);
  return typed === said || (said.length >= MIN_PREFIX_STEM && typed.startsWith(said) && isIndexed(said)) || sameEnding(typed, said);
}

interface Found {
  start: number;
  end: number;
  means: string;
  sayings: string[];
  kin: boolean;
}

/** A saying's words, and what it means, with the keys of all its kind, and whether they are forms of one another. */
interface Saying {
  said: string[];
  means: string;
  sayings: string[];
  kin: boolean;
}

/**
 * The aliases of an index by the first letters of their first word (as many as a prefix needs),
 * so a query looks up only the sayings that may begin at each of its words.
 */
export class Sayings {
  private readonly byStart = new Map<string, Saying[]>();

  /** `aliases`: [what the rulebook says, the keys of the sayings that mean it, whether they are kin] (the root's). */
  constructor(aliases: [means: string, sayings: string[], kin?: 1][]) {
    // Among kin, the rulebook's own word is one of the forms too: «излечение» finds a ruling's «излечивают».
    for (const [means, sayings, kin] of aliases)
      for (const saying of kin && !means.includes(' ') ? [...sayings, sayingKey(means)] : sayings) {
        const said = saying.split(' ');
        const start = bareKey(said[0]).slice(0, MIN_PREFIX_STEM);
        let list = this.byStart.get(start);
        if (!list) this.byStart.set(start, (list = []));
        list.push({ said, means, sayings, kin: kin === 1 });
      }
  }

  /**
   * The sayings among the query's words: `kept`, at most one place each, none overlapping another
   * (the longer saying wins); `all`, overlapping ones too.
   */
  in(typed: string[]): { kept: Found[]; all: Found[] } {
    const keys = typed.map((w) => aliasKey(w));
    const found: Found[] = [];
    const seen = new Set<Saying>();
    keys.forEach((key, i) => {
      for (const saying of this.byStart.get(key.slice(0, MIN_PREFIX_STEM)) ?? []) {
        const { said, means, sayings, kin } = saying;
        if (seen.has(saying) || i + said.length > keys.length || !said.every((s, j) => sameWord(keys[i + j], typed[i + j], s))) continue;
        seen.add(saying);
        // The rulebook's own word, met by a saying that begins it («экипировка» by «экип»), is no
        // saying, but where its sayings are its kin.
        if (!kin && termKey(typed.slice(i, i + said.length).join(' ')) === termKey(means)) continue;
        found.push({ start: i, end: i + said.length, means, sayings, kin });
      }
    });
    const kept: Found[] = [];
    for (const f of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start))
      if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
    return { kept: kept.sort((a, b) => a.start - b.start), all: found };
  }
}

const placesOf = (f: Found) => Array.from({ length: f.end - f.start }, (_, k) => f.start + k);
/** A saying of one word that the rulebook says in one word: the query's word is searched as both. */
const wordForWord = (f: Found) => f.end - f.start === 1 && words(f.means).length === 1;

/** A saying found in a query: as typed, its places, what it means, and the keys of every saying that means the same. */
interface Said {
  form: string;
  at: number[];
  means: string;
  sayings: string[];
  /** Whether those sayings are forms of one another (SearchAlias.kin). */
  kin: boolean;
}

interface Variant {
  query: string;
  /** For each of its words, the places of the query's words it stands for. */
  origin: number[][];
}

export interface QueryReading {
  /**
   * A word said otherwise, by its place: the rulebook's one word for it, which the word is
   * searched as too (in one reading, as one word of the query).
   */
  alike: Map<number, string>;
  /** The query read with its longer sayings in the rulebook's words («болезнь призыва» → «слабость первого хода»), if it has any. */
  variant: Variant | null;
  /** The query with every saying in the rulebook's words (what a glossary term is named by). */
  whole: string;
  said: Said[];
}

/**
 * The sayings in the query. A word for a word is searched as either; a saying of several words,
 * or one the rulebook says in several, gives another reading of the query with them replaced
 * (searched besides the query as typed, so a saying the rules do use still finds them).
 */
export function readSayings(query: string, sayings: Sayings): QueryReading {
  const typed = words(query);
  const { kept: found, all } = sayings.in(typed);
  const said = found.map((f) => ({ form: typed.slice(f.start, f.end).join(' '), at: placesOf(f), means: f.means, sayings: f.sayings, kin: f.kin }));
  // A word for a word counts inside a longer saying too: the longer one gives its own reading,
  // and the query as typed keeps the word's («выложил из руки»: played, and so «появилось»).
  // Where two are found at one word, the one kept wins (it comes last).
  const alike = new Map([...all, ...found].filter(wordForWord).map((f) => [f.start, words(f.means)[0]]));
  const read = (use: Found[]): Variant => {
    const out: string[] = [];
    const origin: number[][] = [];
    const keep = (from: number, to: number) => {
      for (let i = from; i < to; i++) out.push(typed[i]), origin.push([i]);
    };
    let at = 0;
    for (const f of use) {
      keep(at, f.start);
      // A word of the rulebook's that the query says next to the saying is not said twice
      // («созданную карту» reads «создать карту», not «создать карту карту»).
      const beside = [typed[f.start - 1], typed[f.end]].filter((w) => w !== undefined && isIndexed(w)).map(stem);
      const meant = words(f.means).filter((w) => !(isIndexed(w) && beside.includes(stem(w))));
      const places = placesOf(f);
      // A word of the rulebook's that the saying says too stands for that word alone; the others
      // for the saying's other words («замешали в мою колоду»: «попадает» for «замешали», not «колоду»).
      const sameAs = (i: number, w: string) => isIndexed(w) && stem(typed[i]) === stem(w);
      const rest = places.filter((i) => !meant.some((w) => sameAs(i, w)));
      for (const w of meant) {
        const own = places.filter((i) => sameAs(i, w));
        out.push(w), origin.push(own.length ? own : rest.length ? rest : places);
      }
      at = f.end;
    }
    keep(at, typed.length);
    return { query: out.join(' '), origin };
  };
  const longer = found.filter((f) => !wordForWord(f));
  return { alike, variant: longer.length ? read(longer) : null, whole: read(found).query, said };
}
