// A grammar check of the Russian the engine and practice produce: numerals agree with their nouns
// (Intl.PluralRules('ru')) and a verb with its counted subject, card names and players take the
// case their preposition governs and the gender of the card, a participle's agent is in the
// instrumental, a question does not hang its subject after a colon, and no word is doubled. It
// knows the nouns these texts count and the cards of the content, and reads nothing else.
import type { CardDef, Case, Gender } from '../../src/engine/index.ts';

const plural = new Intl.PluralRules('ru');

/** A counted noun's forms: singular nominative, accusative, genitive; plural nominative, genitive. */
type Forms = [nom: string, acc: string, gen: string, nomPl: string, genPl: string];

const NOUNS: Forms[] = [
  ['монета', 'монету', 'монеты', 'монеты', 'монет'],
  ['карта', 'карту', 'карты', 'карты', 'карт'],
  ['рана', 'рану', 'раны', 'раны', 'ран'],
  ['жизнь', 'жизнь', 'жизни', 'жизни', 'жизней'],
  ['способность', 'способность', 'способности', 'способности', 'способностей'],
  ['раз', 'раз', 'раза', 'разы', 'раз'],
  ['маркер', 'маркер', 'маркера', 'маркеры', 'маркеров'],
  ['эффект', 'эффект', 'эффекта', 'эффекты', 'эффектов'],
  ['ход', 'ход', 'хода', 'ходы', 'ходов'],
  ['вопрос', 'вопрос', 'вопроса', 'вопросы', 'вопросов'],
  ['шаг', 'шаг', 'шага', 'шаги', 'шагов'],
  ['существо', 'существо', 'существа', 'существа', 'существ'],
  ['событие', 'событие', 'события', 'события', 'событий'],
  ['правило', 'правило', 'правила', 'правила', 'правил'],
  ['экипировка', 'экипировку', 'экипировки', 'экипировки', 'экипировок'],
];

/** Prepositions that put a numeral and its noun in the genitive («из 3 карт», «более 10 монет»). */
const GENITIVE_BEFORE = new Set(['из', 'от', 'до', 'без', 'для', 'около', 'более', 'менее', 'больше', 'меньше', 'кроме', 'нет', 'вместо', 'у']);
/** Prepositions after which a count is in a case these checks do not read (dative, instrumental, prepositional). */
const OTHER_CASE_BEFORE = new Set(['к', 'по', 'с', 'со', 'о', 'об', 'при', 'над', 'под', 'перед', 'между']);

/** The cases each preposition governs, for the names that follow it. */
const GOVERNS: Record<string, Case[]> = {
  в: ['acc', 'prep'],
  во: ['acc', 'prep'],
  на: ['acc', 'prep'],
  о: ['prep'],
  об: ['prep'],
  при: ['prep'],
  у: ['gen'],
  из: ['gen'],
  от: ['gen'],
  до: ['gen'],
  без: ['gen'],
  для: ['gen'],
  кроме: ['gen'],
  около: ['gen'],
  после: ['gen'],
  вместо: ['gen'],
  среди: ['gen'],
  с: ['gen', 'ins'],
  со: ['gen', 'ins'],
  к: ['dat'],
  ко: ['dat'],
  по: ['dat'],
  за: ['acc', 'ins'],
  про: ['acc'],
  через: ['acc'],
  над: ['ins'],
  под: ['acc', 'ins'],
  перед: ['ins'],
  между: ['ins'],
};

const PLAYER: Record<Case, string> = { nom: 'игрок', gen: 'игрока', dat: 'игроку', acc: 'игрока', ins: 'игроком', prep: 'игроке' };

/** Words whose ending says their gender: short participles («уничтожен/а/о») and the adjectives of aliases («(первая)»). */
const SHORT = /^(уничтожен|закрыт|открыт|сыгран|создан|вызван|возрожд[её]н|возвращ[её]н|взят|перемещ[её]н|положен|потерян|излечен|ранен)(а|о|ы)?$/;
const ADJECTIVE_GENDER: [RegExp, Gender][] = [
  [/(ый|ий|ой)$/, 'masculine'],
  [/(ая|яя)$/, 'feminine'],
  [/(ое|ее)$/, 'neuter'],
];

export interface GrammarError {
  text: string;
  what: string;
}

const WORD = /[\p{L}-]+/gu;

function wordsWithPlaces(text: string): { w: string; at: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ w: m[0], at: m.index }));
}

/** The numeral–noun pairs of a text: «4 закрытых монет» is 4 with «монет», adjectives between. */
function numeralErrors(text: string): string[] {
  const out: string[] = [];
  const pair = /(?<![\d.,])(\d+)((?:\s+[а-яё]+(?:ых|их|ые|ие))*)\s+([а-яё]+)/giu;
  for (const m of text.matchAll(pair)) {
    const n = Number(m[1]);
    const noun = NOUNS.find((f) => f.includes(m[3].toLowerCase()));
    if (!noun) continue;
    const before = /([а-яё]+)\s*$/iu.exec(text.slice(0, m.index))?.[1]?.toLowerCase() ?? '';
    if (OTHER_CASE_BEFORE.has(before)) continue;
    const category = plural.select(n);
    const [nom, acc, gen, , genPl] = noun;
    const allowed = GENITIVE_BEFORE.has(before)
      ? category === 'one'
        ? [gen]
        : [genPl]
      : category === 'one'
        ? [nom, acc]
        : category === 'few'
          ? [gen]
          : [genPl];
    if (!allowed.includes(m[3].toLowerCase()))
      out.push(`«${m[0].trim()}»: after ${n}${before ? ` (after «${before}»)` : ''} the noun is ${allowed.map((a) => `«${a}»`).join(' or ')}`);
  }
  return out;
}

/** A plural verb before a count of one («остаются только 1 рана»), a plural noun counted as one in brackets («способности (1)»). */
function countAgreementErrors(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/([а-яё]+(?:ют|ят|ут|ат|ются|ятся|утся|атся))\s+(?:только\s+|всего\s+|ещё\s+)?(\d+)\s+([а-яё]+)/giu)) {
    if (plural.select(Number(m[2])) === 'one' && NOUNS.some((f) => f[0] === m[3] || f[1] === m[3])) out.push(`«${m[0]}»: a count of one takes a singular verb`);
  }
  for (const m of text.matchAll(/\((\d+)\),?\s+([а-яё]+(?:ют|ят|ут|ются|ятся|утся))(?![\p{L}])/giu)) {
    if (plural.select(Number(m[1])) === 'one') out.push(`«${m[0]}»: a count of one takes a singular verb`);
  }
  for (const m of text.matchAll(/([а-яё]+)\s+\((\d+)\)/giu)) {
    const noun = NOUNS.find((f) => f[3] === m[1].toLowerCase() && f[0] !== f[3]);
    if (noun && plural.select(Number(m[2])) === 'one') out.push(`«${m[0]}»: a plural noun counted as ${m[2]}`);
  }
  return out;
}

/** Passive participles take their agent in the instrumental: «потерянные игроком А», not «игрока А». */
function agentErrors(text: string): string[] {
  return [...text.matchAll(/([а-яё]+(?:анн|янн|енн|ённ|ыт|ит|ят|ут)(?:ые|ый|ая|ое|ую|ых|ого|ой))\s+(игрока|игроку)\s+[АБ]/giu)].map(
    (m) => `«${m[0]}»: the agent of «${m[1]}» is «игроком»`,
  );
}

/** «Что лежит: кладбище игрока Б?»: a question that names its subject after a colon instead of governing it. */
function colonQuestionErrors(text: string): string[] {
  return [...text.matchAll(/(?:^|[.!?]\s+)((?:Что|Кто|Где|Куда|Откуда|Сколько|Какой|Какая|Какое|Какие)\s+[а-яё]+):\s+[^?]+\?/gu)].map(
    (m) => `«${m[0].trim()}»: «${m[1]}» should govern its object («${m[1]} на кладбище …?»)`,
  );
}

function doubledWords(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/giu)].filter((m) => !/^\d/.test(m[1])).map((m) => `«${m[0]}»: a doubled word`);
}

/** The zones' nouns in every case, read as card names are: the case their preposition governs. */
const ZONES: Declined[] = [
  { name: 'рука', forms: { nom: 'рука', gen: 'руки', dat: 'руке', acc: 'руку', ins: 'рукой', prep: 'руке' } },
  { name: 'колода', forms: { nom: 'колода', gen: 'колоды', dat: 'колоде', acc: 'колоду', ins: 'колодой', prep: 'колоде' } },
  { name: 'запас', forms: { nom: 'запас', gen: 'запаса', dat: 'запасу', acc: 'запас', ins: 'запасом', prep: 'запасе' } },
  {
    name: 'игровая зона',
    forms: { nom: 'игровая зона', gen: 'игровой зоны', dat: 'игровой зоне', acc: 'игровую зону', ins: 'игровой зоной', prep: 'игровой зоне' },
  },
];

/** A name declined by case; a card's also has a gender that the words agreeing with it follow. */
type Declined = Pick<CardDef, 'name' | 'forms'> & { gender?: Gender };

/** Names (every form of every card and zone) after a preposition, and the gender of the words that agree with a card. */
function cardErrors(text: string, cards: readonly Declined[]): string[] {
  const out: string[] = [];
  const words = wordsWithPlaces(text);
  for (const card of cards) {
    const byForm = new Map<string, Case[]>();
    for (const [c, form] of Object.entries(card.forms) as [Case, string][]) byForm.set(form, [...(byForm.get(form) ?? []), c]);
    // Longest forms first, so that «Тан гномов» is not read as «Тан».
    for (const [form, cases] of [...byForm].sort((a, b) => b[0].length - a[0].length)) {
      for (const m of text.matchAll(new RegExp(`(?<![\\p{L}«])${escapeRegExp(form)}(?![\\p{L}»])`, 'gu'))) {
        const before = words.filter((w) => w.at + w.w.length <= m.index).at(-1);
        const gap = before ? text.slice(before.at + before.w.length, m.index) : '';
        const governs = before && /^\s+$/.test(gap) ? GOVERNS[before.w.toLowerCase()] : undefined;
        if (governs && !cases.some((c) => governs.includes(c)))
          out.push(`«${before!.w} ${form}»: «${before!.w}» takes ${governs.join('/')}, «${form}» is ${cases.join('/')}`);
        const after = /^\s*\(?\s*([а-яё]+)/iu.exec(text.slice(m.index + form.length));
        const gender = after ? wordGender(after[1]) : null;
        if (gender && card.gender && gender !== card.gender && cases.includes('nom')) out.push(`«${form} ${after![1]}»: ${card.name} is ${card.gender}`);
      }
    }
  }
  return out;
}

function wordGender(word: string): Gender | null {
  const short = SHORT.exec(word);
  if (short) return short[2] === 'а' ? 'feminine' : short[2] === 'о' ? 'neuter' : short[2] === 'ы' ? null : 'masculine';
  if (!/^(перв|втор|трет|прежн|нов|стар|друг)/.test(word)) return null;
  return ADJECTIVE_GENDER.find(([ending]) => ending.test(word))?.[1] ?? null;
}

/** A player after a preposition: «у игрок А» is no Russian. */
function playerErrors(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}])([а-яё]+)\s+(игрок[а-я]*)\s+[АБ](?![\p{L}])/giu)) {
    const governs = GOVERNS[m[1].toLowerCase()];
    const cases = (Object.entries(PLAYER) as [Case, string][]).filter(([, f]) => f === m[2].toLowerCase()).map(([c]) => c);
    if (governs && !cases.some((c) => governs.includes(c))) out.push(`«${m[0]}»: «${m[1]}» takes ${governs.join('/')}`);
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every grammar error in `text`. */
export function grammarErrors(text: string, cards: readonly CardDef[]): GrammarError[] {
  return [
    ...numeralErrors(text),
    ...countAgreementErrors(text),
    ...agentErrors(text),
    ...colonQuestionErrors(text),
    ...doubledWords(text),
    ...cardErrors(text, [...cards, ...ZONES]),
    ...playerErrors(text),
  ].map((what) => ({ text, what }));
}
