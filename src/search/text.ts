// Text handling shared by indexing and querying: word splitting that keeps rule numbers whole,
// normalisation for matching (never for display), Russian stemming, stop words, edit distance.
import { stemmer } from '@orama/stemmers/russian';

/** A word as written, with where it stands in the text it came from. */
export interface WordSpan {
  /** The normalised form used for matching. */
  norm: string;
  start: number;
  end: number;
}

// A rule number (`205.2`, `517.3.1`) is one token; otherwise runs of letters and digits, and the
// sign «×» alone, a word of its own («стоимость ×2» multiplies: thesaurus.ts reads it «умножающие»).
const WORD_PATTERN = /\d+(?:\.\d+)+|[\p{L}\p{N}]+|×/gu;
const WORD = WORD_PATTERN;
const NUMBER = /^\d+(?:\.\d+)*$/;

/**
 * Lower case and `ё`→`е` (the rulebook writes «е» for «ё» in places). `й` stays `й`: the
 * stemmer needs it to recognise endings such as «-ой», «-ей», «-ий».
 */
export function normalize(text: string): string {
  // A lone Latin «x» is the rulebook's Cyrillic «Х» («Х раз за ход»), typed on a Latin keyboard;
  // one before a number is a multiplier, «стоимость x2» for «×2» (same length, so spans hold).
  let s = text.toLowerCase();
  if (s.includes('ё')) s = s.replace(/ё/g, 'е');
  if (s.includes('x')) s = s.replace(/(?<![\p{L}\p{N}])x(?![\p{L}\p{N}])/gu, 'х');
  if (/[xх]\d/.test(s)) s = s.replace(/(?<![\p{L}\p{N}])[xх](?=\d)/gu, '×');
  return s;
}

const layout: Record<string, string> = Object.fromEntries([..."qwertyuiop[]asdfghjkl;'zxcvbnm,.`"].map((c, i) => [c, 'йцукенгшщзхъфывапролджэячсмитьбюё'[i]]));

/** Text typed with the Latin layout while meaning Russian: «rkflbotv» → «кладбищем». */
export function fromLatinLayout(text: string): string | null {
  if (!/[a-z]/i.test(text) || /[а-яё]/i.test(text)) return null;
  return [...text.toLowerCase()].map((c) => layout[c] ?? c).join('');
}

export function isNumberToken(token: string): boolean {
  return NUMBER.test(token);
}

/** The words of a text with their positions; used for highlighting and phrase checks. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  const lower = normalize(text);
  // Lower-casing keeps the length of Russian and Latin text; where it does not, go word by word.
  const same = lower.length === text.length;
  for (const m of (same ? lower : text).matchAll(WORD)) spans.push({ norm: same ? m[0] : normalize(m[0]), start: m.index!, end: m.index! + m[0].length });
  return spans;
}

/** The normalised words of a text: the tokens FlexSearch indexes (it adds their prefixes). */
export function words(text: string): string[] {
  return (normalize(text).match(WORD) ?? []) as string[];
}

const stemCache = new Map<string, string>();

/** The Snowball stem of a normalised word; numbers and Latin words are kept whole. */
export function stem(word: string): string {
  if (isNumberToken(word) || !/[а-я]/.test(word)) return word;
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stemmer(word);
    // Snowball leaves «-ат» on a verb of the second conjugation after ж, ш, ч, щ («лежат»,
    // «держат»), whose other forms it stems («лежит» → «леж»).
    if (/[жшчщ]ат$/.test(s) && s.length > 4) s = s.slice(0, -2);
    // Never stem a word down to less than two letters: «их» must not become «и».
    if (s.length < 2) s = word;
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** Function words that carry no meaning for finding a rule (they still hold their place in a phrase). */
export const STOP_WORDS = new Set(
  (
    'а без более бы был была были было быть в вам вас во вот все всего всех вы где да для до его ее ей ему если есть ' +
    'еще же за и из или им их к как ко когда кто ли либо мне может можно мы на над нам нас не него нее нет ни них но ' +
    'ну о об однако он она они оно от по под при про с со так также такой там те тем то того тоже той только том ты ' +
    'у уже чем что чтобы эта эти это этот я ней нем ним будет будут происходит бывает ли какой какая какие каком ' +
    'тогда который которая которое которые которого которой которому которую которым котором которых'
  ).split(' '),
);

/**
 * Words that say how a question is put (whether one may or must, where to, whose, what it means,
 * what came next), not what it is about: «имеет право», «обязательно», «куда», «чей», «значит»,
 * «потом». The rulebook uses some of them elsewhere («имеет вид конструктора»), where they are
 * rare and would weigh much, so they count for little (rank.ts, FRAME_WORD_SHARE) and cannot
 * outweigh the words of the situation.
 */
const FRAME_WORDS = new Set(
  (
    'имеет имею имеешь имеем имеют иметь право вправе обязательно обязан обязана обязаны должен должна должно должны ' +
    'разрешено разрешается позволено позволяется куда откуда почему зачем чего чей чья чье чьи значит потом затем'
  ).split(' '),
);

export const isFrameWord = (word: string) => FRAME_WORDS.has(word);

/** Words that ask for a thing (where, whose, how many…) rather than for a yes or a no. */
const WHICH_WORDS = new Set(
  'что чего чем куда откуда где кто кого кому кем чей чья чье чью чьи чьих чьим чьей чьего сколько какой какая какое какие каких каким какую каком как когда почему зачем'.split(
    ' ',
  ),
);

export const isWhichWord = (word: string) => WHICH_WORDS.has(word);

/** A question word as any of its forms asks: «чьим» is «чья», «какую» is «какие», «кому» is «кто». */
export function whichOf(word: string): string {
  if (word.startsWith('чь') || word === 'чей') return 'чей';
  if (word.startsWith('как') && word !== 'как') return 'какой';
  if (['кто', 'кого', 'кому', 'кем'].includes(word)) return 'кто';
  return word;
}

/** Question words that ask where or whose: what follows names the move asked about. */
const PLACE_WORDS = new Set('куда откуда где кому чей чья чье чью чьи чьих чьим чьей чьего'.split(' '));

/**
 * The place of the word a question of where or whose asks about: the first word of meaning after
 * its question word («куда она попадёт», «на чьё кладбище»), or the last before it («кладбище
 * чьё»); -1 for a query that asks neither. Positions count every word, as wordSpans gives them.
 */
export function askedPlace(spans: string[]): number {
  const at = spans.findIndex((w) => PLACE_WORDS.has(w));
  if (at < 0) return -1;
  const meaning = (i: number) => isIndexed(spans[i]) && !isFrameWord(spans[i]) && !isWhichWord(spans[i]);
  for (let i = at + 1; i < spans.length; i++) if (meaning(i)) return i;
  for (let i = at - 1; i >= 0; i--) if (meaning(i)) return i;
  return -1;
}

/** Words that ask how many there may be («сколько событий можно», «два амулета»). */
const COUNT_WORDS = new Set(
  'сколько скока скоко два две двух оба обе три трех несколько лимит максимум предел второй вторая второе вторую третий третья третье третью'.split(' '),
);

/** Words after «сколько» that ask a price, not a count («сколько стоит»). */
const PRICE_WORDS = new Set('стоит стоят стоил стоила стоило стоить'.split(' '));

/** A count in digits before a word, not before another number: «можно иметь 2 доспеха». */
const countInDigits = (spans: string[], i: number) => /^[2-9]$/.test(spans[i]) && spans[i + 1] !== undefined && !isNumberToken(spans[i + 1]);

/** Whether a query asks how many there may be: a rule that sets a bound («не более одного», «меньше 10») answers it. */
export const asksCount = (spans: string[]) => spans.some((w, i) => (COUNT_WORDS.has(w) || countInDigits(spans, i)) && !PRICE_WORDS.has(spans[i + 1]));

/**
 * Whether a word is indexed: function words and lone letters are not (they still take up a
 * position, so phrases keep their shape); numbers and «×» always are.
 */
export function isIndexed(word: string): boolean {
  return !STOP_WORDS.has(word) && (word.length > 1 || /[\d×]/.test(word));
}

/**
 * Optimal string alignment distance, stopping early once it exceeds `max`: one substitution,
 * insertion, deletion or swap of neighbours counts as one.
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}
