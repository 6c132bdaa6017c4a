// Telling headings from rules in plain text. The traps: short rules that look like headings
// («Менять порядок расположения карт на кладбище нельзя.»). A heading is a bare noun phrase.
import type { SourceBlock } from './source.ts';

export type ClassifiedBlock =
  | { kind: 'part'; number: number; title: string; block: SourceBlock }
  | { kind: 'heading'; title: string; block: SourceBlock }
  | { kind: 'body'; block: SourceBlock };

const partHeading = /^Часть\s+(\d+)\.\s*(.+?)\.?$/;

// Predicates a noun-phrase heading never has: modal words, and verb endings that nouns do not
// share (so «Раздел.», «Смерть.», «Правила.» stay headings while «…выполняется…» does not).
const predicateWord =
  /^(нельзя|можно|нужно|необходимо|следует|должен|должна|должно|должны|является|являются|есть|это)$|(ется|ются|ится|ятся|ает|яет|еет|ует|ают|яют|еют|уют|ать|ять|ить|ыть)$/;

export function isHeading(text: string): boolean {
  if (!/^[А-ЯЁA-Z]/.test(text) || !text.endsWith('.') || /[,;:()«»"\d]/.test(text)) return false;
  const words = text.slice(0, -1).split(/\s+/);
  if (words.length > 6 || (text.match(/\./g) ?? []).length > 1) return false;
  return !words.some((word, i) => i > 0 && predicateWord.test(word.toLowerCase()));
}

export function classify(block: SourceBlock): ClassifiedBlock {
  const text = block.lines.join(' ');
  if (block.lines.length === 1) {
    const part = partHeading.exec(text);
    if (part) return { kind: 'part', number: Number(part[1]), title: part[2], block };
    if (isHeading(text)) return { kind: 'heading', title: text.slice(0, -1), block };
  }
  return { kind: 'body', block };
}
