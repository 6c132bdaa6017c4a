// A terminology part («Часть 7. Терминология»): each line is «Термин. Определение.» (or «Термин –
// определение», «Термин: определение»), read as a term block with its own anchor
// (`term-kladbishche`). A line that names no term stays a paragraph of the part, so nothing of it
// is lost.
import type { Block } from './types.ts';
import type { RawBlock } from './infer.ts';
import { slugify } from './slug.ts';
import { isNounPhrase } from './classify.ts';

// The term: a short phrase before the first full stop (or dash, or colon) that a definition follows.
const termLine = /^([^.:;!?–—]{1,80}?)(?:[.:]\s+|\s+[–—-]\s+)(?=\S)/;
const MAX_TERM_WORDS = 8;

/** The term a line defines, or null where it defines none (a definition's next sentence says something: «Атака может быть отменена.»). */
function definedTerm(text: string): string | null {
  const term = termLine.exec(text)?.[1].trim();
  const words = term?.split(/\s+/) ?? [];
  return term && words.length <= MAX_TERM_WORDS && isNounPhrase(words) ? term : null;
}

export function readTerms(part: number, blocks: RawBlock[]): Block[] {
  const used = new Map<string, number>();
  return blocks.map((block, i): Block => {
    if (block.kind === 'list') return { kind: 'list', anchor: `part-${part}-l${i + 1}`, items: block.items, line: block.line };
    const term = definedTerm(block.text);
    if (!term) return { kind: 'paragraph', anchor: `part-${part}-p${i + 1}`, text: block.text, line: block.line };
    const slug = slugify(term) || String(i + 1);
    const count = (used.get(slug) ?? 0) + 1;
    used.set(slug, count);
    return { kind: 'term', anchor: `term-${slug}${count > 1 ? `-${count}` : ''}`, term, text: block.text, line: block.line };
  });
}
