// A query answered from the situations the engine computed: the situation whose words the query
// says (the one that needs the most of them, when several do), its numbers read from the query,
// and the variant with exactly those numbers. Where a number is missing, the answer names it;
// where no computed variant has the numbers, it says so: a number is never guessed.
import type { Quantity } from '../practice/index.ts';
import { QUANTITY_WORDS } from './quantities.ts';
import { readQuery, type QueryWord } from './query.ts';
import type { Alternative, AskTable, ComputedAnswer, Situation } from './table.ts';

interface Base {
  template: string;
  /** The template's question, its numbers left open. */
  question: string;
  /** The numbers the query gave, by what they count. */
  given: Partial<Record<Quantity, number>>;
}

export type Asked =
  | (Base & { kind: 'answer'; text: string; answers: ComputedAnswer[] })
  /** Numbers the situation needs and the query does not give: each with its question. */
  | (Base & { kind: 'missing'; missing: { quantity: Quantity; asks: string }[]; board: Record<string, unknown> })
  /** The query's numbers are no variant the engine computed; `computed`: the range of each. */
  | (Base & { kind: 'outside'; computed: Partial<Record<Quantity, { from: number; to: number }>>; board: Record<string, unknown> });

const saysIn = (query: QueryWord[], alt: Alternative) =>
  alt.words.length > 0 &&
  query.some((_, at) => alt.words.every((w, i) => query[at + i] !== undefined && (alt.exact ? query[at + i].norm === w : query[at + i].stem === w)));

const matches = (s: Situation, query: QueryWord[]) => s.says.every((group) => group.some((alt) => saysIn(query, alt)));

/** Whether the query says every word of one of these situations: a page fetches the answers only then. */
export const namesAny = (text: string, says: readonly Alternative[][][]): boolean => {
  const { words } = readQuery(text);
  return says.some((groups) => groups.every((group) => group.some((alt) => saysIn(words, alt))));
};

/** The situation the query names, or null when it names none. */
export function ask(text: string, table: AskTable): Asked | null {
  const query = readQuery(text);
  const named = table.situations.filter((s) => matches(s, query.words) && s.variants.length > 0);
  if (!named.length) return null;
  const given = (s: Situation) => s.counts.filter((c) => query.counts[c] !== undefined).length;
  // The most specific situation wins; then the one whose numbers the query gives.
  const s = named.reduce((best, next) =>
    next.says.length > best.says.length || (next.says.length === best.says.length && given(next) > given(best)) ? next : best,
  );
  const values = Object.fromEntries(s.counts.flatMap((c) => (query.counts[c] === undefined ? [] : [[c, query.counts[c]]])));
  const base: Base = { template: s.template, question: s.question, given: values };
  const board = s.variants[0].answers[0].scenario;
  const missing = s.counts.filter((c) => query.counts[c] === undefined);
  if (missing.length) return { ...base, kind: 'missing', missing: missing.map((quantity) => ({ quantity, asks: QUANTITY_WORDS[quantity].asks })), board };
  const variant = s.variants.find((v) => s.counts.every((c) => v.counts[c] === query.counts[c]));
  if (!variant) return { ...base, kind: 'outside', computed: ranges(s), board };
  return { ...base, kind: 'answer', text: variant.text, answers: variant.answers };
}

function ranges(s: Situation): Partial<Record<Quantity, { from: number; to: number }>> {
  return Object.fromEntries(
    s.counts.map((c) => {
      const all = s.variants.map((v) => v.counts[c]!);
      return [c, { from: Math.min(...all), to: Math.max(...all) }];
    }),
  );
}
