// The one answer a query leads with, above the groups (issue 19): the rule a number names, the
// rule text that defines the glossary term the query names, the card it names (search-index.ts),
// or the ruling whose question the query asks. Anything else has no best answer: its groups
// speak for it.
import { termKey } from './aliases.ts';
import { RULING_KIND_BONUS, RULING_LEAST_OVERLAP, RULING_LONG_QUERY, RULING_LONGER_QUERY, RULING_QUESTION_SHARE, RULING_WHOLE_BONUS } from './rank.ts';
import type { RootFile } from './format.ts';
import { isFrameWord, isIndexed, isNumberToken, isWhichWord, whichOf, words } from './text.ts';

/** Who a ruling's question speaks of («у меня», «я взял»): no part of its situation a query must say. */
const PRONOUNS = new Set(
  'я меня мне мной ты тебя тебе он его ему им она ее ей они их ими себя себе свой своя свое свои мой моя мое мою мои моих моим моей моего моему моем'.split(
    ' ',
  ),
);

/** Words that ask whether one may, with no «ли» nor question mark at the table («можно сразу бить», «это законно»). */
const CAN_WORDS = new Set('можно может могу можем могут законно незаконно нормально легально нелегально правильно допустимо разрешено позволено'.split(' '));

export type QuestionKind = 'yesNo' | 'which';

/** Whether a word tells the situation, rather than asking («какое», «могу») or saying who asks. */
const situational = (word: string) => !isFrameWord(word) && !isWhichWord(word) && !CAN_WORDS.has(word) && !PRONOUNS.has(word);

/** Question words that also join clauses («когда у меня 9», «сказать что нет»): they ask only where a clause opens with them. */
const JOINING_WORDS = new Set('что чем как когда где'.split(' '));

/** Words a clause may open with before its question word («а в чью», «и под чьим»). */
const LEADING_WORDS = new Set('а и но в во на из с со от до для по за под над о об к у при'.split(' '));

/**
 * Whether a clause asks for a thing: it holds a question word, one that joins clauses only where
 * it opens the clause, and no «это» tells what it is then, in it or in the clause after it
 * («когда они вернулись, это получение?» tells when, and asks of the rest).
 */
function asksWhich(clause: string, next = ''): boolean {
  const ws = words(clause);
  const opening = ws.find((w) => !LEADING_WORDS.has(w));
  const told = JOINING_WORDS.has(opening ?? '') && (ws.indexOf('это') > ws.indexOf(opening!) + 1 || words(next)[0] === 'это');
  return ws.some((w) => isWhichWord(w) && (!JOINING_WORDS.has(w) || (w === opening && !told)));
}

/** What a sentence asks for: a thing, when a clause asks one (asksWhich); a yes or a no, when it holds «ли», «можно» or «может», or ends in a question mark. */
function sentenceKind(sentence: string): QuestionKind | null {
  const ws = words(sentence);
  const clauses = clausesOf(sentence);
  if (clauses.some((c, i) => asksWhich(c, clauses[i + 1]))) return 'which';
  if (ws.includes('ли') || ws.some((w) => CAN_WORDS.has(w)) || sentence.trim().endsWith('?')) return 'yesNo';
  return null;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());

/** A sentence's clauses, as commas, semicolons and colons part them: sentenceKind and questionProper read them. */
const clausesOf = (sentence: string) => sentence.split(/[,;:]/).filter((c) => words(c).length);

/**
 * What a query asks for, each of its questions and its last sentence (a player leaves the last
 * question mark off: «он удешевляет себя? за сколько сыграть»): a ruling may answer any.
 */
export function questionKinds(text: string): QuestionKind[] {
  const sentences = sentencesOf(text);
  const asked = new Set([...sentences.filter((s) => s.trim().endsWith('?')), ...sentences.slice(-1)]);
  return [...new Set([...asked].flatMap(kindsOf))];
}

/** What a sentence asks for (sentenceKind); one that ends in a choice («удар 5 или 1?») asks which as much as whether. */
function kindsOf(sentence: string): QuestionKind[] {
  const kind = sentenceKind(sentence);
  if (!kind) return [];
  return kind === 'yesNo' && words(clausesOf(sentence).at(-1) ?? '').includes('или') ? ['yesNo', 'which'] : [kind];
}

/** A question of what comes of a situation («Что будет с первым?»): its answer tells the outcome, which settles a yes or a no about it as well. */
const asksOutcome = (sentence: string) => /^что (будет|делать|происходит|случится|станет)( |$)/.test(words(sentence).join(' '));

/**
 * What a ruling's question asks for, from its first question: a later one follows from it
 * («можно выбрать одну способность дважды? В каком порядке они выполняются?» asks of the chain
 * just chosen, not of every spell). A question of the outcome asks for either (asksOutcome).
 */
export function rulingKind(text: string): QuestionKind | null {
  const sentences = sentencesOf(text);
  const first = sentences[firstQuestionAt(sentences)] ?? sentences.at(-1) ?? '';
  return asksOutcome(first) ? null : sentenceKind(first);
}

/** Where a ruling's first question stands among its sentences (-1 if none ends in «?»): rulingKind and askedPart read it. */
const firstQuestionAt = (sentences: string[]) => sentences.findIndex((s) => s.trim().endsWith('?'));

/** Words that ask what a term means («что такое кладбище», «запас определение»): the rest is the term. */
const ASKING_MEANING = new Set('такое значит означает определение термин понятие'.split(' '));

/** A term's stems in any order: a player says «эффект отложенный» for «отложенный эффект». */
const unordered = (key: string) => key.split(' ').sort().join(' ');

/** The glossary term that one of the query's readings is, whole, or asks the meaning of: its entry in the root. */
export function namedTerm(readings: string[], terms: RootFile['terms']): RootFile['terms'][number] | undefined {
  const keys = new Set(
    readings
      .map((r) =>
        termKey(
          words(r)
            .filter((w) => !ASKING_MEANING.has(w))
            .join(' '),
        ),
      )
      .filter(Boolean)
      .map(unordered),
  );
  return terms.find(([, , names]) => names.some((n) => keys.has(unordered(n))));
}

/**
 * The rule texts that define the glossary terms of several words («слабость первого хода») that
 * one of the query's readings names anywhere in it. A term of one word («колода») is a word most
 * rules of its section use: it names the term only as the whole query (namedTerm), or as what a
 * query says something of, «рука это закрытая зона?»: what its definition says.
 */
export function namedDefinitions(readings: string[], terms: RootFile['terms']): number[] {
  const keys = readings.map((r) => ` ${termKey(r)} `);
  const subjects = new Set(readings.map(subjectOf).filter(Boolean));
  const named = (n: string) => (n.includes(' ') && keys.some((k) => k.includes(` ${n} `))) || subjects.has(n);
  return terms.filter(([, definedBy, names]) => definedBy >= 0 && names.some(named)).map(([, definedBy]) => definedBy);
}

/**
 * The glossary term a query opening «X это …» says something of («вызов карты это из колоды?»,
 * «запас это зона игры?»): what its definition answers.
 */
export function subjectTerm(readings: string[], terms: RootFile['terms']): RootFile['terms'][number] | undefined {
  const subjects = new Set(readings.map(subjectOf).filter(Boolean).map(unordered));
  return terms.find(([, , names]) => names.some((n) => subjects.has(unordered(n))));
}

/** A card of any type, as a term names a card: «возродить существо» is «возродить карту» (207.1). */
const CARD_TYPES = new Set(termKey('существо заклинание событие экипировка').split(' '));
const CARD = termKey('карта');

/** Zones a move's term goes from or to, which its definition says: «возродить существо с кладбища» names «возродить карту». */
const ZONES = new Set(termKey('кладбище колода рука').split(' '));

/**
 * What a query opening «X это …» says something of: X's words as a term is named, a card of any
 * type as a card and without the zone the move names (CARD_TYPES, ZONES), or ''.
 */
function subjectOf(reading: string): string {
  const ws = words(reading);
  const at = ws.indexOf('это');
  if (at <= 0) return '';
  const stems = termKey(ws.slice(0, at).join(' '))
    .split(' ')
    .map((s) => (CARD_TYPES.has(s) ? CARD : s));
  const moved = stems.filter((s) => !ZONES.has(s));
  return (moved.length > 1 && moved.includes(CARD) ? moved : stems).join(' ');
}

export interface RulingFound {
  doc: number;
  /** The words of its question, their rarity (SearchDoc.weights), and the words of its question, answers and explanation. */
  question: string[];
  weights: number[];
  all: string[];
  /** What its question asks for (rulingKind). */
  kind: QuestionKind | null;
  /** The glossary terms (their documents) its question names by a name of several words («вызвать карту»). */
  terms: number[];
  /** Whether its answer turns on whose a thing is (turnsOnSide). */
  sided: boolean;
  /** The words of its question proper, after the situation it tells (askedPart); null if it only asks. */
  asks: string[] | null;
}

/**
 * The words of a ruling's question proper when it first tells a situation («Существо вызвали из
 * колоды. Может ли оно атаковать в этот же ход?»): the query must ask something of it, or it asks
 * of the same situation another thing («тутор из деки в игру это вызов?»). Null for a question
 * alone, and for one of the outcome («Что делать?»), which asks whatever the situation raises.
 */
export function askedPart(text: string): string[] | null {
  const sentences = sentencesOf(text);
  const at = firstQuestionAt(sentences);
  return at > 0 && !asksOutcome(sentences[at]) ? words(sentences[at]) : null;
}

/**
 * The words of a query's question proper, its last clause, when a situation comes before it
 * («карту сбросили из руки, это она умерла?»: «это она умерла»); none for a query of one clause.
 */
function questionProper(query: string): Set<string> {
  const clauses = sentencesOf(query).flatMap(clausesOf);
  return new Set(clauses.length > 1 ? words(clauses.at(-1)!) : []);
}

/** The opponent, and a card whose control changed (what makes a card the opponent's on my side of the table). */
const OTHER_SIDE = /^(противник|контрол)/;

/** The asker's own side, as an answer says it («из своей колоды», «ваших гномов»). */
const OWN_SIDE = new Set('свой своя свое свои своей своего своих своим свою ваш ваша ваше ваши вашей вашего ваших вашим вашу'.split(' '));

/**
 * Whether a ruling turns on whose a thing is: its question names the opponent's («из колоды
 * противника»), and its answer the asker's own side («из своей колоды»). It answers only a query
 * that speaks of the opponent or of control; «вызвал карту из колоды в закрытую» asks of another
 * thing than whose deck.
 */
export const turnsOnSide = (question: string[], answer: string) => question.some((w) => OTHER_SIDE.test(w)) && words(answer).some((w) => OWN_SIDE.has(w));

/** A number, in digits or in words: every index word it matched is one («десять» is «10»). */
const isNumber = (a: AskedWord) => isNumberToken(a.word) || (a.words.size > 0 && [...a.words].every(isNumberToken));

/** A word of the query: the index words it matched, by any reading, and its rarity. */
export interface AskedWord {
  /** As typed. */
  word: string;
  /**
   * For a word that names a card or a glossary term, what a ruling is about: the index words it
   * matched itself (not through a saying of several words, «вызванная» read as «вызвать карту»),
   * one of which the ruling must hold. Else null.
   */
  names: ReadonlySet<string> | null;
  words: ReadonlySet<string>;
  weight: number;
}

/**
 * Whether a query asks something of a ruling's question proper (askedPart): says one of its words
 * of the situation, or asks with the same question word («кто», «какую»). A question proper with
 * no such word («Что делать?», «Так можно?») asks whatever its situation raises.
 */
function asksOfIt(asks: string[], typed: ReadonlySet<string>, said: (w: string) => boolean): boolean {
  const own = asks.filter((w) => isIndexed(w) && situational(w));
  return !own.length || own.some(said) || asks.some((w) => isWhichWord(w) && typed.has(whichOf(w)));
}

/**
 * Of the rulings found (best first), the one whose question the query asks: it holds every word
 * that tells the query's situation (but one in a long query, two in a longer one; its numbers
 * aside), at least two of the query's words stand in its question, and the query and its question
 * overlap enough, each word weighed by its rarity (a ruling about another situation shares the
 * common words and says rare ones of its own: «мой Рунопевец в игре удешевляет гномов в руке
 * противника» for a question about looking at the opponent's hand); its first question asks for
 * the same kind of answer (a thing, or a yes or no) as one of the query's, where both say which.
 * A word of the query that matched no index word cannot be held and is left out. A ruling that
 * lacks one of the situation's words may not ask of a glossary term the query does not name
 * (`named`). A ruling that turns on whose a thing is answers only a query that speaks of the
 * opponent or of control (turnsOnSide); one whose question tells a situation first, only a query
 * that asks something of its question proper (askedPart); one that asks what comes of its
 * situation, only a query whose own question proper it speaks of (questionProper). Up to three
 * words of a situation with no question in them («возродить существо с кладбища», «чужая карта в
 * мою деку», whose «мою» only says who asks) name a topic, not a question: they have no ruling,
 * nor has one word.
 */
export function answeringRuling(query: string, asked: AskedWord[], rulings: RulingFound[], named: ReadonlySet<number> = new Set()): number | null {
  const kinds = questionKinds(query);
  const known = asked.filter((a) => a.words.size);
  // The words a ruling must hold: those that tell the situation, save its numbers (a ruling on
  // 3 cards and 2 in hand answers 4 and 1); the words that ask («какое», «могу») it may say otherwise.
  const required = known.filter((a) => situational(a.word) && !isNumber(a));
  if (known.length < 2 || (known.filter((a) => situational(a.word)).length < RULING_LONG_QUERY && !kinds.length)) return null;
  // A word of the situation that no text holds («как складывать карты в колоде») is one no
  // ruling holds either: it counts among the words a ruling may lack.
  const unheld = asked.filter((a) => !a.words.size && situational(a.word)).length;
  const told = known.length + unheld;
  const spared = (told >= RULING_LONGER_QUERY ? 2 : told >= RULING_LONG_QUERY ? 1 : 0) - unheld;
  if (spared < 0) return null;
  // A term the query names is said in any of its forms («контролировал» says «под моим контролем»).
  const said = (w: string) => known.some((a) => a.words.has(w) || a.names?.has(w));
  const total = known.reduce((sum, a) => sum + a.weight, 0);
  const typed = new Set(words(query).map(whichOf));
  // A query that asks a yes, a no or a thing of its own (not «что будет?», nor a mere topic) must
  // ask it of what a ruling's question proper asks (askedPart).
  const asking = kinds.length > 0 && !sentencesOf(query).some(asksOutcome);
  const saysSides = known.some((a) => [...a.words].some((w) => OTHER_SIDE.test(w)));
  const proper = questionProper(query);
  const askedOfIt = required.filter((a) => proper.has(a.word));
  let best: { doc: number; score: number } | null = null;
  for (const r of rulings) {
    if (kinds.length && r.kind && !kinds.includes(r.kind)) continue;
    const inQuestion = known.filter((a) => r.question.some((w) => a.words.has(w)));
    const held = required.filter((a) => r.all.some((w) => a.words.has(w)));
    if (inQuestion.length < 2 || held.length < required.length - spared || known.some((a) => a.names && !r.all.some((w) => a.names!.has(w)))) continue;
    // A ruling that lacks a word of the query's situation, and asks of a term the query does not
    // name, is about another move: «чужую карту отправили в мою колоду» is no «вызвать карту из
    // колоды противника».
    if (held.length < required.length && r.terms.some((t) => !named.has(t))) continue;
    // One whose answer turns on whose a thing is answers only a query that speaks of sides.
    if (r.sided && !saysSides) continue;
    // One that asks what comes of its situation («Что делать?») answers what a query asks of its
    // own only where it says a word of it: the ruling on discarding tells no death.
    if (!r.kind && askedOfIt.length && !askedOfIt.some((a) => r.all.some((w) => a.words.has(w)))) continue;
    if (asking && r.asks && !asksOfIt(r.asks, typed, said)) continue;
    const share = inQuestion.reduce((sum, a) => sum + a.weight, 0) / total;
    // Its question's own words once each, without those that only say who asks.
    const own = new Map<string, number>();
    r.question.forEach((w, i) => isIndexed(w) && !isWhichWord(w) && !PRONOUNS.has(w) && own.set(w, Math.max(own.get(w) ?? 0, r.weights[i] ?? 1)));
    let ownTotal = 0;
    let ownSaid = 0;
    for (const [w, weight] of own) (ownTotal += weight), said(w) && (ownSaid += weight);
    const precision = ownSaid / Math.max(ownTotal, 1e-9);
    const overlap = (share + precision) / 2;
    if (share < RULING_QUESTION_SHARE || overlap < RULING_LEAST_OVERLAP) continue;
    const score = overlap + (kinds.length && r.kind ? RULING_KIND_BONUS : 0) + (held.length === required.length ? RULING_WHOLE_BONUS : 0);
    if (!best || score > best.score) best = { doc: r.doc, score };
  }
  return best?.doc ?? null;
}
