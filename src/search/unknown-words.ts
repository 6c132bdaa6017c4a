// A query word the index does not hold as typed. A word the language knows (hunspell.ts) is no
// typo: at most another form of it is searched (an ending the stemmer did not take off), and the
// reader is told nothing. Any other word may be a typo (one wrong letter, two in a long word,
// the rulebook's words preferred) or a related word (another word of the same root); the closest
// reading wins, and the answer says what was searched instead.
import { rootOf } from './derive.ts';
import { stemsMeet } from './near-stems.ts';
import type { IndexStore } from './store.ts';
import { editDistance, isNumberToken, stem } from './text.ts';
import type { SearchAnswer } from './types.ts';

export type Correction = SearchAnswer['corrections'][number];

/** Words shorter than this are never guessed at. */
const MIN_TYPO_LENGTH = 5;
/** From this length a word may have two typos («кладбишче»). */
const MIN_TWO_TYPOS_LENGTH = 8;
/** A stem is shortened to no fewer letters than this («уничтожат» → «уничтож»). */
export const MIN_SHORT_STEM = 5;
const MAX_READINGS = 5;

/**
 * The vocabulary's words nearest the word within `max` edits, or whose stems are nearest its stem
 * (another ending on a typo) when the stem itself is long enough for that many typos. Only words
 * whose stems meet its stem (near-stems.ts): a word near in letters but not in stems («отломанной»,
 * «отложенной») may be a Russian word whose stem the index does not ship, so it is no typo.
 */
function closeWords(word: string, vocabulary: string[], max: number): string[] {
  const s = stem(word);
  const stems = s.length >= (max > 1 ? MIN_TWO_TYPOS_LENGTH : MIN_TYPO_LENGTH);
  const found: { word: string; distance: number }[] = [];
  for (const v of vocabulary) {
    let distance = Math.abs(v.length - word.length) <= max ? editDistance(word, v, max) : max + 1;
    const vs = stem(v);
    if (distance <= max && !stemsMeet(s, vs)) continue;
    if (distance > max && stems && Math.abs(vs.length - s.length) <= max) distance = editDistance(s, vs, max);
    if (distance <= max) found.push({ word: v, distance });
  }
  const best = Math.min(...found.map((f) => f.distance));
  return found
    .filter((f) => f.distance === best)
    .slice(0, MAX_READINGS)
    .map((f) => f.word);
}

/** Index words that begin with the word's stem cut short: an ending the stemmer did not take off («уничтожат»). */
async function shortStemWords(store: IndexStore, s: string): Promise<string[]> {
  const short = s.slice(0, Math.max(MIN_SHORT_STEM, s.length - 2));
  if (short.length === s.length) return [];
  await store.loadWords([short]);
  return store.wordsWith(short);
}

/**
 * Another reading of a word the index does not hold: the keys to search for and what to tell
 * the reader (nothing, for another form of a word the language knows); null when there is none.
 * First the near readings (one wrong letter, or an ending the stemmer missed), then the far ones
 * (two wrong letters in a long word, another word of the same root). Loads the shards the keys need.
 */
export async function readUnknown(store: IndexStore, word: string): Promise<{ keys: string[]; correction: Correction | null } | null> {
  if (word.length < MIN_TYPO_LENGTH || isNumberToken(word)) return null;
  const s = stem(word);
  const [known, { words: vocabulary }] = await Promise.all([store.isKnown(word), store.vocabulary(word)]);
  let related = await shortStemWords(store, s);
  if (known) return related.length ? { keys: await keysOf(store, related), correction: null } : null;
  let typos = closeWords(word, vocabulary, 1);
  if (!typos.length && !related.length) {
    typos = word.length >= MIN_TWO_TYPOS_LENGTH ? closeWords(word, vocabulary, 2) : [];
    related = await store.rootWords(rootOf(s));
  }
  const found = [...typos, ...related];
  if (!found.length) return null;
  return { keys: await keysOf(store, found), correction: { typed: word, found: found[0], why: typos.length ? 'typo' : 'related' } };
}

/** The words' stems, their shards loaded. */
async function keysOf(store: IndexStore, found: string[]): Promise<string[]> {
  const keys = [...new Set(found.map((w) => stem(w)))];
  await store.loadWords(keys);
  return keys;
}
