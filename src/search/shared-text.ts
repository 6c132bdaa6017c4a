// A text that several views share is indexed once (documents.ts compares texts loosely: without
// their leading number, in any case, with ё as е). A view's own text is read back from the
// shared document by `sharedText`; where that is not the view's text to the letter, the index
// keeps the view's text as a variant (format.ts, NumbersFile).

/** A rule number opening a paragraph, as src/rulebook/numbers.ts reads it. */
const numberAtStart = /^\d{3}(?:\.\d+)+(?:\.(?=\s|[^\d\s])|(?=\s+[А-ЯЁA-Z]))/;

/** A paragraph's text after the rule number it opens with, if any. */
export const afterNumber = (text: string) => text.replace(numberAtStart, '').trimStart();

/** A block of a view read back from the shared document's block: a rule's own paragraph under the view's number. */
export function sharedText(text: string, rule?: { number: string; inferred: boolean }): string {
  if (!rule) return text;
  return rule.inferred ? afterNumber(text) : `${rule.number}. ${afterNumber(text)}`;
}
