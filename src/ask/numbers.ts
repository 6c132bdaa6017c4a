// Numbers as judges type them: digits («4») or words in any case («четыре», «четырёх», «одну»),
// and «пусто» for none. Words beyond fifteen are rare in a judge's question; digits cover the rest.

const WORDS: Record<string, number> = {};
const forms: [number, string[]][] = [
  [0, ['ноль', 'нуль', 'ноля', 'нуля', 'пусто', 'пустое', 'пустая', 'пустой', 'пуста']],
  [1, ['один', 'одна', 'одну', 'одно', 'одной', 'одного', 'одним', 'одном']],
  [2, ['два', 'две', 'двух', 'двум', 'двумя']],
  [3, ['три', 'трех', 'трем', 'тремя']],
  [4, ['четыре', 'четырех', 'четырем', 'четырьмя']],
  [5, ['пять', 'пяти', 'пятью']],
  [6, ['шесть', 'шести', 'шестью']],
  [7, ['семь', 'семи', 'семью']],
  [8, ['восемь', 'восьми', 'восемью']],
  [9, ['девять', 'девяти', 'девятью']],
  [10, ['десять', 'десяти', 'десятью']],
  [11, ['одиннадцать', 'одиннадцати']],
  [12, ['двенадцать', 'двенадцати']],
  [13, ['тринадцать', 'тринадцати']],
  [14, ['четырнадцать', 'четырнадцати']],
  [15, ['пятнадцать', 'пятнадцати']],
  [20, ['двадцать', 'двадцати']],
];
for (const [n, list] of forms) for (const w of list) WORDS[w] = n;

/** The number a normalised word says (`ё` already `е`), or null. */
export function numberOf(word: string): number | null {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  return Object.hasOwn(WORDS, word) ? WORDS[word] : null;
}
