// remark plugins and rendering helpers for rule text.
export { missingNote } from './remark-rule-references.ts';
export { remarkGlossaryTerms, type LinkedTerm } from './remark-glossary-terms.ts';
export { termMatcher, termsIn } from './term-matcher.ts';
export { renderText, type RenderOptions } from './render-text.ts';
