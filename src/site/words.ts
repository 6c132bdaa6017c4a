// Russian numerals agree with their noun: 1 правило, 2 правила, 5 правил, 21 правило. The forms
// are given as [one, few, many]; Intl.PluralRules('ru') picks one. Pure: pages and scripts alike.
const rules = new Intl.PluralRules('ru');

export type Forms = readonly [one: string, few: string, many: string];

/** The noun's form for `n`: `noun(5, ['правило', 'правила', 'правил'])` is «правил». */
function noun(n: number, forms: Forms): string {
  const category = rules.select(n);
  return category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
}

/** The number and its noun: «5 правил», «21 правило», «1,5 правила» (fractions take the «few» form). */
export function count(n: number, forms: Forms): string {
  return `${n.toLocaleString('ru')} ${noun(n, forms)}`;
}

/** The nouns the site counts, each once. */
export const nouns = {
  rule: ['правило', 'правила', 'правил'],
  section: ['раздел', 'раздела', 'разделов'],
  ruling: ['решение', 'решения', 'решений'],
  term: ['термин', 'термина', 'терминов'],
  card: ['карта', 'карты', 'карт'],
  example: ['пример', 'примера', 'примеров'],
  paragraph: ['абзац', 'абзаца', 'абзацев'],
  step: ['шаг', 'шага', 'шагов'],
  excerpt: ['выдержка', 'выдержки', 'выдержек'],
  question: ['вопрос', 'вопроса', 'вопросов'],
} as const satisfies Record<string, Forms>;
