// Related words the stemmer does not join: a stem the rulebook never uses in that form may
// share its root with one it does («вылечить» and «излечение»: вы|леч|ить, из|леч|ение). Asked
// only when a query word finds nothing as typed, so an exact word always wins.
import { stem } from './text.ts';

/** Verb and noun prefixes, longest first, so that «пере» is taken before «п…» forms. */
const PREFIXES = [
  'пере',
  'пред',
  'недо',
  'обо',
  'без',
  'бес',
  'раз',
  'рас',
  'под',
  'над',
  'при',
  'про',
  'вз',
  'вы',
  'до',
  'за',
  'из',
  'ис',
  'на',
  'об',
  'от',
  'по',
  'со',
  'в',
  'о',
  'с',
  'у',
];
/** Endings of stems that derivation adds (-ива-, -ени-, -к-) and that the stemmer leaves. */
const SUFFIXES = ['ива', 'ыва', 'ова', 'ева', 'ени', 'ани', 'ен', 'ан', 'ян', 'к', 'а', 'я', 'и', 'е', 'ь'];
const MIN_ROOT = 3;

/** The root of a stem: without one prefix and one derivational ending, never shorter than three letters. */
export function rootOf(s: string): string {
  let root = s;
  const prefix = PREFIXES.find((p) => root.startsWith(p) && root.length - p.length >= MIN_ROOT);
  if (prefix) root = root.slice(prefix.length);
  const suffix = SUFFIXES.find((x) => root.endsWith(x) && root.length - x.length >= MIN_ROOT);
  if (suffix) root = root.slice(0, -suffix.length);
  return root;
}

/** The root of a word, through its stem. */
export const wordRoot = (word: string) => rootOf(stem(word));
