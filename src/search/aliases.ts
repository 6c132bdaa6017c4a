// Other words for what the rulebook says: the glossary's forms that are not inflections of their
// term («в игре» for «игровая зона») and the thesaurus's sayings (thesaurus.ts). A query that
// holds one is also searched with the rulebook's words in its place. Words are compared by stem,
// so any form of a saying counts; function words as they are, since they carry no stem.
import { isIndexed, isNumberToken, stem, words } from './text.ts';

/** A saying's stem this long or longer also matches the longer stems that begin with it («погиб» → «погибш»). */
const MIN_PREFIX_STEM = 4;

/** A word as sayings are compared: a function word or a number as it is, any other word by its stem. */
export const aliasKey = (word: string) => (isIndexed(word) && !isNumberToken(word) ? stem(word) : word);

/** A saying (or a glossary form) as the index's root keeps it: its words' keys. */
export const sayingKey = (text: string) => words(text).map(aliasKey).join(' ');

/** The stems of a text's indexed words: what a glossary term and a query are compared by. */
export const termKey = (text: string) => words(text).filter(isIndexed).map(stem).join(' ');

const sameWord = (typed: string, said: string) => typed === said || (said.length >= MIN_PREFIX_STEM && typed.startsWith(said) && isIndexed(said));

interface Found {
  start: number;
  end: number;
  means: string;
  sayings: string[];
}

/**
 * The sayings in the query, at most one place each, none overlapping another (the longer saying
 * wins); `aliases` are [what the rulebook says, the keys of the sayings that mean it].
 */
function sayingsIn(keys: string[], aliases: [means: string, sayings: string[]][]): Found[] {
  const found: Found[] = [];
  for (const [means, sayings] of aliases) {
    for (const saying of sayings) {
      const said = saying.split(' ');
      const at = keys.findIndex((_, i) => i + said.length <= keys.length && said.every((s, j) => sameWord(keys[i + j], s)));
      if (at >= 0) found.push({ start: at, end: at + said.length, means, sayings });
    }
  }
  const kept: Found[] = [];
  for (const f of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start))
    if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept.sort((a, b) => a.start - b.start);
}

const placesOf = (f: Found) => Array.from({ length: f.end - f.start }, (_, k) => f.start + k);

export interface Variant {
  query: string;
  /** For each of its words, the places of the query's words it stands for. */
  origin: number[][];
  /** What was replaced: as typed, its places, by what, and the keys of every saying that means the same. */
  replaced: { form: string; at: number[]; means: string; sayings: string[] }[];
}

/**
 * The other reading of the query, if it holds sayings: every one replaced by what it means. (The
 * query as typed is searched too, so a saying the rules do use, «посмотреть», still finds them.)
 */
export function aliasVariants(query: string, aliases: [means: string, sayings: string[]][]): Variant[] {
  const typed = words(query);
  const found = sayingsIn(typed.map(aliasKey), aliases);
  if (!found.length) return [];
  const read = (use: Found[]): Variant => {
    const out: string[] = [];
    const origin: number[][] = [];
    const keep = (from: number, to: number) => {
      for (let i = from; i < to; i++) out.push(typed[i]), origin.push([i]);
    };
    let at = 0;
    for (const f of use) {
      keep(at, f.start);
      for (const w of words(f.means)) out.push(w), origin.push(placesOf(f));
      at = f.end;
    }
    keep(at, typed.length);
    const replaced = use.map((f) => ({ form: typed.slice(f.start, f.end).join(' '), at: placesOf(f), means: f.means, sayings: f.sayings }));
    return { query: out.join(' '), origin, replaced };
  };
  return [read(found)];
}
