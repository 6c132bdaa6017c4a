// The one answer a query leads with, above the groups (issue 19): the rule a number names, the
// rule text that defines the glossary term the query names, or the ruling whose question the
// query asks. Anything else has no best answer: its groups speak for it.
import { termKey } from './aliases.ts';
import { RULING_KIND_BONUS, RULING_LONG_QUERY, RULING_QUESTION_SHARE } from './rank.ts';
import type { RootFile } from './format.ts';
import { words } from './text.ts';

/** Words that ask for a thing (where, whose, how many…) rather than for a yes or a no. */
const WHICH_WORDS = new Set(
  'что чего чем куда откуда где кто кого кому кем чей чья чье чью чьи чьих чьим чьей чьего сколько какой какая какое какие каких каким какую каком как когда почему зачем'.split(' '),
);

export type QuestionKind = 'yesNo' | 'which';

/**
 * What a question asks for, from its last sentence: a thing, when it holds a question word; a yes
 * or a no, when it holds «ли» or ends in a question mark; null when it says neither.
 */
export function questionKind(text: string): QuestionKind | null {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const asked = sentences.findLast((s) => s.trim().endsWith('?')) ?? sentences.at(-1) ?? '';
  const ws = words(asked);
  if (ws.some((w) => WHICH_WORDS.has(w))) return 'which';
  if (ws.includes('ли') || asked.trim().endsWith('?')) return 'yesNo';
  return null;
}

/** Words that ask what a term means («что такое кладбище», «запас определение»): the rest is the term. */
const ASKING_MEANING = new Set('такое значит означает определение термин понятие'.split(' '));

/** The glossary term that one of the query's readings is, whole, or asks the meaning of: its entry in the root. */
export function namedTerm(readings: string[], terms: RootFile['terms']): RootFile['terms'][number] | undefined {
  const keys = new Set(readings.map((r) => termKey(words(r).filter((w) => !ASKING_MEANING.has(w)).join(' '))).filter(Boolean));
  return terms.find(([, , names]) => names.some((n) => keys.has(n)));
}

export interface RulingFound {
  doc: number;
  /** The words of its question, and of its question, answers and explanation. */
  question: string[];
  all: string[];
  /** What its question asks for (questionKind). */
  kind: QuestionKind | null;
}

/**
 * Of the rulings found (best first), the one whose question the query asks: it holds every word
 * of the query (but one, in a long query), at least two of them and half of them stand in its
 * question, and it asks for the same kind of answer (a thing, or a yes or no) where the query
 * says which. `asked` holds, for each of the query's words, the index words it matched, by any
 * reading. Two words with no question in them («кладбище противника») name a topic, not a
 * question: they have no ruling, nor has one word.
 */
export function answeringRuling(query: string, asked: ReadonlySet<string>[], rulings: RulingFound[]): number | null {
  const kind = questionKind(query);
  if (asked.length < 2 || (asked.length < 3 && !kind)) return null;
  const spared = asked.length >= RULING_LONG_QUERY ? 1 : 0;
  const holds = (ws: string[]) => asked.filter((found) => ws.some((w) => found.has(w))).length;
  let best: { doc: number; score: number } | null = null;
  for (const r of rulings) {
    const inQuestion = holds(r.question);
    if (inQuestion < 2 || inQuestion / asked.length < RULING_QUESTION_SHARE) continue;
    if (holds(r.all) < asked.length - spared) continue;
    const score = inQuestion / asked.length + (kind && r.kind ? (kind === r.kind ? RULING_KIND_BONUS : -RULING_KIND_BONUS) : 0);
    if (!best || score > best.score) best = { doc: r.doc, score };
  }
  return best?.doc ?? null;
}
