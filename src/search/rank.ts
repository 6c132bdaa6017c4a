// The ranker's weights. A query word's own weight is its rarity, ln(1 + documents / (1 + documents
// holding it)): about 4.6 for a word in one document of 200, about 1.6 for a word in a quarter.
// The sizes below were tuned by hand on the judge queries; only their tuning set
// (test/search/judge-queries.ts) may steer them.
import type { MatchKind } from './types.ts';

/** A word's rarity among `n` documents when `holding` of them hold it. */
export const wordRarity = (holding: number, n: number) => Math.log(1 + n / (1 + holding));

/**
 * Coarse rank: each matched query word counts this much, so one more matched word outweighs any
 * rarity (30 words of rarity below 14 each stay under it even at a million documents).
 */
export const MATCHED_WORD_RANK = 1000;
/**
 * A query word in the document's head (the rule's number and section title, a ruling's question,
 * a card's name) says what the document is about: it counts about as much as a fairly common word.
 */
export const HEAD_WORD_BONUS = 1.5;
/**
 * Per view after the current one: a judge cites the current text, so an older edition's text
 * goes after a current one of similar weight, yet a clearly better match still comes first.
 */
export const OLDER_VIEW_PENALTY = 0.3;
/**
 * A numbered rule can be cited by its number; a rule-less paragraph with the same words goes
 * after it. Smaller than every other weight: it only breaks near ties, and yields to words that
 * stand closer together («способности … могут быть использованы, пока … на кладбище» before
 * 205.4's «маркеров использования способностей» for using an ability from the graveyard).
 */
export const NUMBERED_RULE_BONUS = 0.1;
/**
 * A query word found only in the question of a ruling that rests on the rule, not in the rule's
 * own words: it counts as a matched word (a judge's question is found by its rule), at this
 * share of its rarity, so the rule's own wording still decides between rules.
 */
export const ASKED_WORD_SHARE = 0.5;

/** A word that frames the question («имеет право», text.ts isFrameWord) counts this share of its rarity. */
export const FRAME_WORD_SHARE = 0.25;

/**
 * The rule text that defines a glossary term the query names («слабость первого хода у
 * вызванного» names 209.2's term) says what the query is about, where rules that merely use the
 * term's words match as well: it counts as much as a head word.
 */
export const DEFINED_TERM_BONUS = 1.5;

/**
 * The word a question asks about («куда она попадёт»: «попадёт») in a document's own text says
 * it answers that question, where another only shares the situation's words (517.5 on control,
 * for where a stolen creature goes when destroyed): as much as a head word.
 */
export const ASKED_PLACE_BONUS = 1.5;

/**
 * A question of how many («сколько событий можно», «два амулета») is answered by the rule that
 * sets a bound («не более одного события», «меньше 10 монет») where others only share its words:
 * as much as a head word.
 */
export const ASKED_COUNT_BONUS = 1.5;

/** Phrase before all words before some; a rule number above them all. */
export const matchRank: Record<MatchKind, number> = { number: 4, phrase: 3, all: 2, some: 1 };

/** How many documents of each group get the closer look (phrase, proximity, head). */
export const SHORTLIST = 30;

/**
 * A ruling is the best answer to a question only if at least this share of the question's words,
 * weighed by their rarity, stand in the ruling's own question: the rest may be in its answer, but
 * a ruling that shares less with the query asks something else.
 */
export const RULING_QUESTION_SHARE = 0.5;
/**
 * A ruling that asks for another kind of answer than the query (a thing, or a yes or no) answers
 * something else; between those that ask for the same, as the query says which, this much more.
 */
export const RULING_KIND_BONUS = 0.2;
/**
 * How much the query and a ruling's question must overlap for the ruling to answer it: the mean
 * of the query's share in the question and the question's share in the query, each word weighed
 * by its rarity. A ruling about another situation shares a few common words and says rare ones
 * of its own («мой Рунопевец в игре удешевляет гномов в руке противника» for a question about
 * looking at the opponent's hand); one that answers it adds the situation's details at most.
 */
export const RULING_LEAST_OVERLAP = 0.55;
/** A query of this many words or more may have one that its ruling lacks («надо», «вообще»…). */
export const RULING_LONG_QUERY = 4;
/**
 * A query of this many words or more may have two: a situation told whole says more than a
 * ruling's question («взял под контроль старое существо противника, оно может атаковать сразу?»).
 */
export const RULING_LONGER_QUERY = 6;
/**
 * A ruling that holds every word of the query's situation answers it before one that lacks one
 * (RULING_LONG_QUERY): «поднять существо из кладбища врага» is the ruling on reviving the
 * opponent's creature, not the one on a revived creature's first turn, which lacks «врага».
 */
export const RULING_WHOLE_BONUS = 0.2;
/** How many of the best rulings found are weighed as the best answer, whatever the page shows. */
export const RULING_POOL = 5;
/**
 * A phrase may have this many more words between two of its words than the query has: the
 * rulebook puts words such as «этой», «какая-либо» where a judge leaves them out («владелец
 * карты» is «владельца этой карты»).
 */
export const PHRASE_SLACK = 1;
