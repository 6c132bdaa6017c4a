// remark plugins and rendering helpers for rule text.
export { remarkRuleReferences, missingNote, type RuleReferenceOptions } from './remark-rule-references.ts';
export { remarkGlossaryTerms, type GlossaryTermOptions, type LinkedTerm } from './remark-glossary-terms.ts';
export { termMatcher, termsIn, type TermForms, type TermMatcher } from './term-matcher.ts';
export { renderText, type RenderOptions } from './render-text.ts';
