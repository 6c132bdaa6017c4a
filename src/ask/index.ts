// Ask Svod (issue 28): a judge's question, typed in search or asked through MCP, read into a
// situation the engine computed (a practice template and its slots' values) and answered from
// that computation. Pure: the table is built from the content graph's templates and questions
// and handed in; the site ships it as a data file.
export { askTable, type AskTable, type Situation, type Variant, type ComputedAnswer, type AppliedRule, type Alternative, type RuleLink } from './table.ts';
export { ask, type Asked } from './answer.ts';
export { readQuery, type ReadQuery } from './query.ts';
export { numberOf } from './numbers.ts';
export { QUANTITY_WORDS } from './quantities.ts';
export { askLines } from './say.ts';
