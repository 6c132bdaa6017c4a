// remark plugins and rendering helpers for rule text.
export { remarkRuleReferences, missingNote, type RuleReferenceOptions } from './remark-rule-references.ts';
export { renderText } from './render-text.ts';
