// The words by which a ruling's short answer names a number, a zone or a player: each must be
// checked by an expectation of the ruling's scenario (./agreement.ts). Written in lower case, with
// «е» for «ё» (answers are compared that way). A ruling speaks to the player who asks, who is A
// (the active player, DESIGN.md «Scenario format»): «вы», «я» are A and «противник» is B.
import type { PlayerId, ZoneName } from '../types.ts';

/** Cardinal numbers in words, every case form a short answer uses, and «оба»: two. */
export const NUMBER_WORDS: Record<number, string[]> = {
  0: ['ноль', 'нуль', 'нуля', 'нулю', 'нолем', 'нулем'],
  1: ['один', 'одна', 'одно', 'одного', 'одной', 'одному', 'одну', 'одним', 'одном', 'одною'],
  2: ['два', 'две', 'двух', 'двум', 'двумя', 'двое', 'оба', 'обе', 'обоих', 'обеих', 'обоим', 'обеим', 'обоими', 'обеими'],
  3: ['три', 'трех', 'трем', 'тремя', 'трое'],
  4: ['четыре', 'четырех', 'четырем', 'четырьмя', 'четверо'],
  5: ['пять', 'пяти', 'пятью'],
  6: ['шесть', 'шести', 'шестью'],
  7: ['семь', 'семи', 'семью'],
  8: ['восемь', 'восьми', 'восьмью', 'восемью'],
  9: ['девять', 'девяти', 'девятью'],
  10: ['десять', 'десяти', 'десятью'],
};

/** A zone by any case form of its name; the play zone also as «в игре», «в игру», «из игры». */
export const ZONE_PATTERNS: Record<ZoneName, RegExp> = {
  hand: /(?<!\p{L})рук(?:а|и|е|у|ой|ою|ам|ами|ах)?(?!\p{L})/u,
  deck: /(?<!\p{L})колод(?:а|ы|е|у|ой|ою|ам|ами|ах)?(?!\p{L})/u,
  graveyard: /(?<!\p{L})кладбищ(?:е|а|у|ем|ам|ами|ах)?(?!\p{L})/u,
  supply: /(?<!\p{L})запас(?:а|у|ом|е|ы|ов|ам|ами|ах)?(?!\p{L})/u,
  play: /(?<!\p{L})(?:игров\p{L}* зон\p{L}*|(?:в|из) игр(?:е|у|ы))(?!\p{L})/u,
};

/** A player: the one who asks (A), by pronoun, or the opponent (B). */
export const PLAYER_PATTERNS: Record<PlayerId, RegExp> = {
  A: /(?<!\p{L})(?:вы|вас|вам|вами|ваш\p{L}*|я|меня|мне|мной|мой|моя|мое|мои|мо(?:его|ей|ему|им|ими|их|ю))(?!\p{L})/u,
  B: /(?<!\p{L})(?:противник|соперник)\p{L}*/u,
};

/** Words that look like numbers and are none: «одна и та же способность» means «the same». */
export const NOT_NUMBERS = /(?<!\p{L})одн\p{L}* и (?:тот|та|то|ту|того|той|тем|том|те|тех) же(?!\p{L})/gu;

/** A rule's number in an answer (`203.2`, `522.1-p2`) cites the rulebook; it claims no value. */
export const RULE_NUMBER = /\d{3}(?:\.\d+)+(?:-p\d+)?/g;
