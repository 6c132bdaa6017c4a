// A judge's query read into what a situation needs: its words (normalised and stemmed), its
// clauses (split at commas, dashes and full stops: «на кладбище 0 карт, в руке 3»), and each
// number with the quantity it counts: the nearest quantity word in the same clause, each word
// taken by one number at most (nearest pairs first), and the player its clause says it is about.
import { stem, wordSpans } from '../search/index.ts';
import type { Quantity } from '../practice/index.ts';
import { numberOf } from './numbers.ts';
import { playersOf, type Player } from './players.ts';
import { QUANTITY_WORDS } from './quantities.ts';

export interface QueryWord {
  norm: string;
  stem: string;
  clause: number;
  /** The player the word's clause says it is about (players.ts). */
  player: Player | null;
}

export interface ReadQuery {
  words: QueryWord[];
  /** What each counted number counts; a quantity said twice keeps its first number. */
  counts: Partial<Record<Quantity, number>>;
  /** Whose each owned count is, where the query says it (players.ts). */
  owners: Partial<Record<Quantity, Player>>;
}

const CLAUSE_BREAK = /[,;:.!?—–]|\s-\s/;

const quantityStems = new Map<string, Quantity>(
  Object.entries(QUANTITY_WORDS).flatMap(([q, { words }]) => words.map((w) => [stem(w.replace(/ё/g, 'е')), q as Quantity] as const)),
);

export function readQuery(text: string): ReadQuery {
  const words: Omit<QueryWord, 'player'>[] = [];
  let clause = 0;
  let end = 0;
  for (const span of wordSpans(text)) {
    if (CLAUSE_BREAK.test(text.slice(end, span.start))) clause++;
    end = span.end;
    words.push({ norm: span.norm, stem: stem(span.norm), clause });
  }
  const players = playersOf(words);
  const read = words.map((w, at) => ({ ...w, player: players[at] }));
  return { words: read, ...pairCounts(read) };
}

/** Numbers paired with quantity words of their clause, the nearest pairs first. */
function pairCounts(words: QueryWord[]): Pick<ReadQuery, 'counts' | 'owners'> {
  const numbers = words.flatMap((w, at) => {
    const n = numberOf(w.norm);
    return n === null ? [] : [{ at, n }];
  });
  const cues = words.flatMap((w, at) => {
    const q = quantityStems.get(w.stem);
    return q === undefined ? [] : [{ at, q }];
  });
  const pairs = numbers
    .flatMap((num) => cues.filter((cue) => words[cue.at].clause === words[num.at].clause).map((cue) => ({ num, cue, distance: Math.abs(cue.at - num.at) })))
    // Equally near, the word before the number wins: «в руке 3 в колоде 2».
    .sort((a, b) => a.distance - b.distance || Number(a.cue.at > a.num.at) - Number(b.cue.at > b.num.at));
  const usedNumbers = new Set<number>();
  const usedCues = new Set<number>();
  const counts: Partial<Record<Quantity, number>> = {};
  const owners: Partial<Record<Quantity, Player>> = {};
  for (const { num, cue } of pairs) {
    if (usedNumbers.has(num.at) || usedCues.has(cue.at) || counts[cue.q] !== undefined) continue;
    usedNumbers.add(num.at);
    usedCues.add(cue.at);
    counts[cue.q] = num.n;
    const owner = words[cue.at].player;
    if (owner && QUANTITY_WORDS[cue.q].owned) owners[cue.q] = owner;
  }
  return { counts, owners };
}
