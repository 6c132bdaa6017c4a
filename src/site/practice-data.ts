// What the build holds of practice (issue 20): the templates as written and the questions the
// engine generated from them, as the content collection loads them (src/site/content-loaders.ts).
import type { PracticeQuestion, TemplateInput } from '../practice/index.ts';

export interface SitePractice {
  templates: { file: string; template: TemplateInput }[];
  questions: PracticeQuestion[];
}

/** A rulebook of its own (the benchmark's) has no practice. */
export const NO_PRACTICE: SitePractice = { templates: [], questions: [] };

/** What the collection holds is the loader's SitePractice. */
export const isSitePractice = (value: unknown): value is SitePractice =>
  typeof value === 'object' && value !== null && 'templates' in value && Array.isArray(value.templates) && 'questions' in value && Array.isArray(value.questions);
