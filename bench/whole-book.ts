// A synthetic book in the layout of the whole official rulebook (issue 27), for the benchmark
// only: «Часть N. …» parts, «NNN. Title» sections (some with no space after the number), rules to
// three levels «NNN.N.» and «NNN.N.N.» (some with no space), «ПРИМЕР.» paragraphs, «- item» lists,
// and a terminology part of «Термин. Определение.» lines. Every sentence and title is taken from
// the excerpts in content/sources, drawn by a seed: the book holds no text of its own, and is
// never shown to a reader.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { random } from '../src/choice/index.ts';
import { writeRulebook } from './synthetic-rulebook.ts';

export interface BookWords {
  /** Whole sentences of the excerpts' rules and examples, without their numbers. */
  sentences: string[];
  /** The excerpts' section titles («Запас») and part titles («Этапы и фазы игры»). */
  sectionTitles: string[];
  partTitles: string[];
}

const RULE_NUMBER = /^\d+(\.\d+)*\.\s*/;

/** The excerpts' sentences and titles, from every source in `dir`. */
export function bookWords(dir: string): BookWords {
  const lines = readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  const partTitles = lines.flatMap((line) => /^Часть \d+\.\s*(.+?)\.?$/.exec(line)?.[1] ?? []);
  // A section heading of the excerpts is a short line with no number and one full stop, at its end.
  const sectionTitles = lines.filter((line) => !/^\d|^Часть|^ПРИМЕР/.test(line) && /^[^.]{2,40}\.$/.test(line)).map((line) => line.slice(0, -1));
  const sentences = lines
    .filter((line) => !line.startsWith('Часть'))
    .map((line) => line.replace(RULE_NUMBER, '').replace(/^ПРИМЕР\.\s*/, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z])/))
    .filter((sentence) => /^[А-ЯЁA-Z]/.test(sentence) && /[.!?]$/.test(sentence) && sentence.split(' ').length >= 4);
  return { sentences: [...new Set(sentences)], sectionTitles: [...new Set(sectionTitles)], partTitles: [...new Set(partTitles)] };
}

/** Numbered rules per section: four of the first level, each second one with two of the third level. */
const TOP_RULES = 4;
const RULES_PER_SECTION = TOP_RULES + 2 * (TOP_RULES / 2);
/** Parts at most, the terminology part aside: section numbers are the part's hundred plus 1 to 99. */
const PARTS = 8;

export interface WholeBook {
  text: string;
  /** Every rule number the book gives, in order. */
  numbers: string[];
  sections: number;
  parts: number;
  terms: number;
}

/** The book's text with `rules` numbered rules (at all levels), and what it holds. */
export function wholeBookText(source: BookWords, rules: number, seed = 20261203): WholeBook {
  const draw = random(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(draw() * xs.length)];
  const sentence = () => pick(source.sentences);
  const partTitles = [...source.partTitles, ...source.sectionTitles];
  const lines: string[] = [];
  const paragraph = (line: string) => lines.push(line, '');
  const sections = Math.ceil(rules / RULES_PER_SECTION);
  const parts = Math.min(PARTS, sections);
  const perPart = Math.ceil(sections / parts);
  if (perPart > 99) throw new Error(`${rules} rules need more than 99 sections a part; section numbers stay three digits`);
  const numbers: string[] = [];
  const rule = (number: string, gap = ' ') => {
    numbers.push(number);
    paragraph(`${number}.${gap}${sentence()}`);
  };
  for (let part = 1; part <= parts; part++) {
    paragraph(`Часть ${part}. ${partTitles[(part - 1) % partTitles.length]}.`);
    for (let k = 1; k <= perPart && numbers.length < rules; k++) {
      const section = part * 100 + k;
      // Real books have slips: every seventh heading and ninth rule lacks the space after its number.
      paragraph(`${section}.${k % 7 === 0 ? '' : ' '}${source.sectionTitles[(section * 31) % source.sectionTitles.length]}`);
      for (let r = 1; r <= TOP_RULES && numbers.length < rules; r++) {
        rule(`${section}.${r}`, numbers.length % 9 === 8 ? '' : ' ');
        if (r % 2 === 0) for (let sub = 1; sub <= 2 && numbers.length < rules; sub++) rule(`${section}.${r}.${sub}`);
        if (r === 1) paragraph(`ПРИМЕР. ${sentence()}`);
        if (r === 3) for (let item = 0; item < 2; item++) lines.push(`- ${sentence()}`);
        if (r === 3) lines.push('');
      }
    }
  }
  // One term for each of the excerpts' section titles: a book defines each term once.
  const terms = source.sectionTitles.length;
  paragraph(`Часть ${parts + 1}. Терминология`);
  for (let t = 0; t < terms; t++) paragraph(`${source.sectionTitles[t]}. ${sentence()}`);
  return { text: lines.join('\n'), numbers, sections, parts: parts + 1, terms };
}

/** A line that opens a part: the whole book's sources are cut there, so each opens at a section's start. */
const PART_START = /\n(?=Часть \d)/;

/** Writes that book of `rules` rules as the edition `late` under `dir`; returns its rulebook's folder and what the text holds. */
export function writeWholeBook(dir: string, sourcesDir: string, rules: number): { folder: string; book: WholeBook } {
  const book = wholeBookText(bookWords(sourcesDir), rules);
  return { folder: writeRulebook(dir, 'Синтетическая книга', book.text, PART_START), book };
}
