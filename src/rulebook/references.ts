// Finding references to rules in rule text (`согласно 309.2`, `см. 203.4`, `(517.3)`).
import { leadingNumber } from './numbers.ts';

export interface Reference {
  number: string;
  /** Offsets of the number in the text. */
  start: number;
  end: number;
}

const ruleNumber = /(?<![\d.])\d{3}(?:\.\d+)+(?![\d]|\.\d)/g;

/** Rule numbers cited in a paragraph, not counting the number the paragraph opens with. */
export function findReferences(text: string): Reference[] {
  const own = leadingNumber(text);
  const skip = own ? own.length : 0;
  const refs: Reference[] = [];
  for (const m of text.matchAll(ruleNumber)) {
    if (m.index! < skip) continue;
    refs.push({ number: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return refs;
}
