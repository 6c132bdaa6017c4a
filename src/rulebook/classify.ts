// Telling headings from rules in plain text. The traps: short rules that look like headings
// («Менять порядок расположения карт на кладбище нельзя.»). A heading is a bare noun phrase.
import type { SourceBlock } from './source.ts';

export type ClassifiedBlock =
  | { kind: 'part'; number: number; title: string | null; block: SourceBlock }
  | { kind: 'heading'; title: string; number: number | null; block: SourceBlock }
  | { kind: 'body'; block: SourceBlock };

// «Часть 3. Этапы», also «ЧАСТЬ 3 — ЭТАПЫ», «Часть 3: Этапы» or «Часть 7 Терминология».
const partHeading = /^часть\s+(\d+)(?:\s*[.:—–-]\s*|\s+(?=[А-ЯЁA-Z])|\s*$)(.*?)\.?$/i;
// A whole book numbers its section headings (`205. Кладбище`), now and then with no space
// (`303.Название`) or no dot before a capital (`302 Основной этап`); the title is a phrase, not
// a sentence that goes on after a full stop.
const numberedHeading = /^(\d{3})(?:\.\s*|\s+(?=[А-ЯЁA-Z]))([^\d\s].*?)\.?$/;
const MAX_TITLE_WORDS = 12;

// Predicates a noun-phrase heading never has: modal words, and verb endings that nouns do not
// share (so «Раздел.», «Смерть.», «Правила.» stay headings while «…выполняется…» does not).
const predicateWord =
  /^(нельзя|можно|нужно|необходимо|следует|должен|должна|должно|должны|является|являются|есть|это)$|(ется|ются|ится|ятся|ает|яет|еет|ует|ают|яют|еют|уют|ать|ять|ить|ыть)$/;

/** Whether words name a thing rather than say something of it: no predicate after the first word. */
export const isNounPhrase = (words: string[]) => !words.some((word, i) => i > 0 && predicateWord.test(word.toLowerCase()));

export function isHeading(text: string): boolean {
  if (!/^[А-ЯЁA-Z]/.test(text) || !text.endsWith('.') || /[,;:()«»"\d]/.test(text)) return false;
  const words = text.slice(0, -1).split(/\s+/);
  if (words.length > 6 || (text.match(/\./g) ?? []).length > 1) return false;
  return isNounPhrase(words);
}

function numberedTitle(text: string): { number: number; title: string } | null {
  const match = numberedHeading.exec(text);
  if (!match || /[.!?;:]\s/.test(match[2]) || match[2].split(/\s+/).length > MAX_TITLE_WORDS) return null;
  return { number: Number(match[1]), title: match[2] };
}

export function classify(block: SourceBlock): ClassifiedBlock {
  const text = block.lines.join(' ');
  if (block.lines.length === 1) {
    const part = partHeading.exec(text);
    if (part) return { kind: 'part', number: Number(part[1]), title: part[2] || null, block };
    const numbered = numberedTitle(text);
    if (numbered) return { kind: 'heading', ...numbered, block };
    if (isHeading(text)) return { kind: 'heading', title: text.slice(0, -1), number: null, block };
  }
  return { kind: 'body', block };
}
