// Finding the sentences in which the rulebook defines its terms: «Рука - это…», «Запас – это…»,
// «…так называем отложенные эффекты - …», «…иначе ещё называются героическими», and «Это
// означает, что…» after the sentence that names the property. The finder only proposes: a
// person reviews each candidate before it becomes a term in content/glossary.
import { withoutNumber } from './numbers.ts';
import type { Edition } from './types.ts';
import { flatten } from './units.ts';

type DefinitionPattern = 'это' | 'называется' | 'означает';

export interface DefiningSentence {
  edition: string;
  /** The rule's number when the sentence opens its rule, else the paragraph's anchor: what a glossary file names. */
  anchor: string;
  /** The words defined, as written; null where the reviewer names them («Это означает…» points back). */
  term: string | null;
  /** The defining sentence as written (for «означает», the sentence it explains too). */
  sentence: string;
  pattern: DefinitionPattern;
}

const dash = '[-–—]';
/** «Рука - это …»: the subject is the sentence's opening words, at most four of them. */
const isWhat = new RegExp(`^(?<term>[А-ЯЁ][а-яё]*(?: [а-яё]+){0,3}) ${dash} это `, 'u');
/** «так называем X - …», «называются X.»: the words right after the verb. */
const called = new RegExp(`называ(?:ется|ются|ем)\\s+(?<term>[а-яё]+(?: [а-яё]+){0,3})(?= ${dash} |[.,;:]|$)`, 'u');
const means = /^Это означает/u;

/** A paragraph cut into sentences: a full stop, then a space and a capital letter («т.е. только» stays whole). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z])/u);
}

export function findDefinitions(edition: Edition): DefiningSentence[] {
  const found: DefiningSentence[] = [];
  for (const { rule, block } of flatten(edition)) {
    if (block.kind === 'list') continue;
    const anchor = rule && rule.blocks[0] === block ? rule.number : block.anchor;
    const parts = sentences(withoutNumber(block.text));
    parts.forEach((sentence, i) => {
      const add = (term: string | null, pattern: DefinitionPattern, text = sentence) =>
        found.push({ edition: edition.id, anchor, term, sentence: text, pattern });
      const what = isWhat.exec(sentence);
      if (what) add(what.groups!.term, 'это');
      const name = called.exec(sentence);
      if (name) add(name.groups!.term, 'называется');
      if (means.test(sentence) && i > 0) add(null, 'означает', `${parts[i - 1]} ${sentence}`);
    });
  }
  return found;
}
