// A query answered from the situations the engine computed: the situation whose words the query
// says (the one that needs the most of them, when several do), its numbers read from the query,
// and the variant with exactly those numbers. Where a number is missing, the answer names it;
// where no computed variant has the numbers, it says so: a number is never guessed. A ruling's or
// an example's numbers are fixed: it answers a query that says them or none of them.
//
// A situation's numbers are one player's (the one who holds the Кутила, who discards…), and it is
// symmetric: a query about the opponent throughout is answered as one about the player asking. A
// number said about the other player than the situation's words (or its other numbers) are is not
// put in: it is named, and the slot stays missing.
import type { Quantity } from '../practice/index.ts';
import type { Player } from './players.ts';
import { QUANTITY_WORDS } from './quantities.ts';
import { readQuery, type QueryWord, type ReadQuery } from './query.ts';
import type { Alternative, AskTable, ComputedAnswer, Situation, Source } from './table.ts';

interface Base {
  source: Source;
  /** The template's, ruling's or example's id. */
  id: string;
  /** The template's question, its numbers left open; a ruling's question; an example's title. */
  question: string;
  /** The numbers the query gave, by what they count. */
  given: Partial<Record<Quantity, number>>;
  /** The player the query says the situation is about, where it says one. */
  about?: Player;
  /** Numbers the query said about the other player: not this situation's, so not put in. */
  elsewhere: { quantity: Quantity; n: number; player: Player }[];
}

export type Asked =
  | (Base & { kind: 'answer'; text: string; answers: ComputedAnswer[] })
  /** Numbers the situation needs and the query does not give: each with its question. */
  | (Base & { kind: 'missing'; missing: { quantity: Quantity; asks: string }[]; board: Record<string, unknown> })
  /** The query's numbers are no variant the engine computed; `computed`: the range of each. */
  | (Base & { kind: 'outside'; computed: Partial<Record<Quantity, { from: number; to: number }>>; board: Record<string, unknown> });

/** Where the query says this alternative: the position of its first word, each time. */
const saidAt = (query: QueryWord[], alt: Alternative): number[] =>
  alt.words.length === 0
    ? []
    : query.flatMap((_, at) =>
        alt.words.every((w, i) => query[at + i] !== undefined && (alt.exact ? query[at + i].norm === w : query[at + i].stem === w)) ? [at] : [],
      );

const matches = (s: Situation, query: QueryWord[]) => s.says.every((group) => group.some((alt) => saidAt(query, alt).length > 0));

/** Whether the query says every word of one of these situations: a page fetches the answers only then. */
export const namesAny = (text: string, says: readonly Alternative[][][]): boolean => {
  const { words } = readQuery(text);
  return says.some((groups) => groups.every((group) => group.some((alt) => saidAt(words, alt).length > 0)));
};

/** The player the query says the situation is about: its own words' player, or else the one player its numbers are said about. */
function subjectOf(s: Situation, query: ReadQuery): Player | null {
  for (const alt of s.says.flat()) for (const at of saidAt(query.words, alt)) if (query.words[at].player) return query.words[at].player;
  const owners = new Set(s.counts.flatMap((c) => (query.counts[c] === undefined ? [] : (query.owners[c] ?? []))));
  return owners.size === 1 ? [...owners][0] : null;
}

/** The situation's numbers the query gives about its player, and those it says about the other. */
function numbersFor(s: Situation, query: ReadQuery) {
  const about = subjectOf(s, query);
  // A query that says no player is about the one asking.
  const subject = about ?? 'self';
  const values: Partial<Record<Quantity, number>> = {};
  const elsewhere: Base['elsewhere'] = [];
  for (const c of s.counts) {
    const n = query.counts[c];
    if (n === undefined) continue;
    const owner = query.owners[c] ?? subject;
    if (owner === subject) values[c] = n;
    else elsewhere.push({ quantity: c, n, player: owner });
  }
  return { values, elsewhere, ...(about ? { about } : {}) };
}

/** The situation the query names, or null when it names none. */
export function ask(text: string, table: AskTable): Asked | null {
  const query = readQuery(text);
  const named = table.situations.filter((s) => matches(s, query.words) && s.variants.length > 0);
  if (!named.length) return null;
  const given = (s: Situation) => Object.keys(numbersFor(s, query).values).length;
  // The most specific situation wins; then the one whose numbers the query gives.
  const s = named.reduce((best, next) =>
    next.says.length > best.says.length || (next.says.length === best.says.length && given(next) > given(best)) ? next : best,
  );
  const { values, ...said } = numbersFor(s, query);
  const base: Base = { source: s.source, id: s.id, question: s.question, given: values, ...said };
  const board = s.variants[0].answers[0].scenario;
  const missing = s.fixed ? [] : s.counts.filter((c) => values[c] === undefined);
  if (missing.length) return { ...base, kind: 'missing', missing: missing.map((quantity) => ({ quantity, asks: QUANTITY_WORDS[quantity].asks })), board };
  const variant = s.variants.find((v) => s.counts.every((c) => (values[c] === undefined ? s.fixed : v.counts[c] === values[c])));
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
