// Words that can never be a glossary term's form: the glossary links every form it finds in the
// rules' text, so a form «в» would link every «в» on every page to one term. Each group says why.
// A form made only of such words, of single letters or of no letters at all is refused too.

const NOT_TERMS: { reason: [string, string]; words: string[] }[] = [
  {
    reason: ['a preposition', 'предлог'],
    words: [
      'в',
      'во',
      'на',
      'с',
      'со',
      'к',
      'ко',
      'по',
      'о',
      'об',
      'обо',
      'от',
      'ото',
      'до',
      'из',
      'изо',
      'за',
      'у',
      'для',
      'без',
      'под',
      'над',
      'при',
      'про',
      'через',
      'между',
      'перед',
      'после',
      'около',
      'из-за',
      'из-под',
      'вместо',
      'кроме',
      'среди',
    ],
  },
  {
    reason: ['a conjunction', 'союз'],
    words: [
      'и',
      'а',
      'но',
      'или',
      'либо',
      'да',
      'что',
      'чтобы',
      'как',
      'если',
      'то',
      'ни',
      'тоже',
      'также',
      'когда',
      'пока',
      'хотя',
      'потому',
      'поэтому',
      'зато',
      'однако',
    ],
  },
  {
    reason: ['a particle', 'частица'],
    words: ['не', 'ли', 'же', 'бы', 'ведь', 'вот', 'лишь', 'только', 'даже', 'уже', 'еще', 'ещё', 'разве', 'именно'],
  },
  {
    reason: ['a pronoun', 'местоимение'],
    words: ['он', 'она', 'оно', 'они', 'его', 'ее', 'её', 'их', 'это', 'этот', 'эта', 'эти', 'тот', 'та', 'те', 'все', 'всё', 'свой', 'своя', 'свои'],
  },
];

const reasonOf = new Map(NOT_TERMS.flatMap(({ reason, words }) => words.map((w) => [w, reason] as const)));

/** Why `form` cannot name a term, in English and Russian; null when it can. */
export function notATerm(form: string): [string, string] | null {
  const words = form
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  if (!words.length) return ['has no letters', 'в нём нет букв'];
  const reasons = words.map((w) => reasonOf.get(w) ?? ([...w].length === 1 ? (['a single letter', 'одна буква'] as [string, string]) : null));
  if (reasons.some((r) => r === null)) return null;
  return words.length === 1 ? reasons[0] : ['only function words', 'одни служебные слова'];
}
