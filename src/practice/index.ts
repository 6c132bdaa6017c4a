// Practice (issue 20): judges' questions made from templates, answered by the engine. A template
// (content/practice/<id>.yaml) is read by its one schema; every variant is run under each edition
// that holds its rules, and each common misreading becomes a wrong choice with its reason. Pure:
// the caller hands in the templates' files, the cards and the editions' tables.
export { templateSchema, MAX_VARIANTS, type TemplateInput } from './schema.ts';
export type { Quantity } from '../engine/index.ts';
export { readTemplate } from './read.ts';
export { generate, firstRun, type Places, type TemplateReport } from './generate.ts';
export { fillText, readSlot, type Assignment } from './slots.ts';
export { LEVELS, type Level, type PracticeQuestion, type Template } from './types.ts';
export { numbersIn, renumberText } from './numbers.ts';
