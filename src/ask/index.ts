// Ask Svod (issue 28): a judge's question, typed in search or asked through MCP, read into a
// situation the engine computed (a practice template and its slots' values, a ruling, an example) and answered from
// that computation. Pure and light (the search's stemmer, the routes' labels): the table is built
// with the content graph (src/content-files, askTable) and handed in; the site ships it as a data file.
export type { AskTable, Situation, Variant, ComputedAnswer, AppliedRule, Alternative, Source } from './table.ts';
export { ask, namesAny, type Asked } from './answer.ts';
export { readQuery } from './query.ts';
export { numberOf } from './numbers.ts';
export { askLines } from './say.ts';
