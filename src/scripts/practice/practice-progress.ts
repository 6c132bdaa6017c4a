// What the reader has practised, kept on the device: each question answered (how often right and
// wrong) and each rule a question trains (`edition:rule`), each with its FSRS review card — when
// it is due again, how stable the memory is (src/scripts/practice/practice-fsrs.ts schedules it). Storage
// may be off: then nothing is kept, and practice goes on.
import { readJson, storageKeys, writeJson } from '../shared/storage.ts';

/** An FSRS card as stored: ts-fsrs's Card with its dates as ISO strings. */
export interface Review {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review?: string;
}

interface QuestionProgress {
  right: number;
  wrong: number;
  review?: Review;
}

interface RuleProgress {
  wrong: number;
  review?: Review;
}

export interface Progress {
  questions: Record<string, QuestionProgress>;
  /** `edition:rule` → the rule's own schedule, over every question that trains it. */
  rules: Record<string, RuleProgress>;
}

/** How a review card moves after an answer: FSRS, loaded when the first answer is given. */
export type Schedule = (review: Review | undefined, right: boolean, now: Date) => Review;

const VERSION = 2;
export const EMPTY: Progress = { questions: {}, rules: {} };

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored review card, if it is one. */
function readReview(v: unknown): Review | undefined {
  if (!isRecord(v) || !isDate(v.due) || (v.last_review !== undefined && !isDate(v.last_review))) return undefined;
  const numbers = ['stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state'] as const;
  if (!numbers.every((k) => isNumber(v[k]))) return undefined;
  return v as unknown as Review;
}

const entries = <T>(v: unknown, read: (item: unknown) => T | undefined): Record<string, T> =>
  isRecord(v)
    ? Object.fromEntries(
        Object.entries(v).flatMap(([k, item]) => {
          const r = read(item);
          return r ? [[k, r]] : [];
        }),
      )
    : {};

const readQuestion = (v: unknown): QuestionProgress | undefined => {
  if (!isRecord(v) || !isCount(v.right) || !isCount(v.wrong)) return undefined;
  const review = readReview(v.review);
  return { right: v.right, wrong: v.wrong, ...(review ? { review } : {}) };
};

const readRule = (v: unknown): RuleProgress | undefined => {
  if (!isRecord(v) || !isCount(v.wrong)) return undefined;
  const review = readReview(v.review);
  return { wrong: v.wrong, ...(review ? { review } : {}) };
};

/**
 * Progress from stored data: this version's, or the first version's (answers and wrong rules
 * counted, no schedule yet: those questions are due now). Anything else is null.
 */
export function progressFrom(raw: unknown): Progress | null {
  if (!isRecord(raw)) return null;
  if (raw.version === VERSION && isRecord(raw.questions) && isRecord(raw.rules))
    return { questions: entries(raw.questions, readQuestion), rules: entries(raw.rules, readRule) };
  if (raw.version === undefined && isRecord(raw.answered) && isRecord(raw.wrongRules)) {
    return { questions: entries(raw.answered, readQuestion), rules: entries(raw.wrongRules, (n) => (isCount(n) ? { wrong: n } : undefined)) };
  }
  return null;
}

export const readProgress = (): Progress => progressFrom(readJson<unknown>(storageKeys.practice, null)) ?? EMPTY;
export const storedForm = (progress: Progress) => ({ version: VERSION, ...progress });
export const saveProgress = (progress: Progress) => writeJson(storageKeys.practice, storedForm(progress));
export const forgetProgress = () => writeJson(storageKeys.practice, null);

/** The progress after one answer to question `id` on `rules` (`edition:rule`): each review card moves by FSRS. */
export function recordAnswer(progress: Progress, id: string, right: boolean, rules: string[], schedule: Schedule, now: Date): Progress {
  const was = progress.questions[id] ?? { right: 0, wrong: 0 };
  const question: QuestionProgress = { right: was.right + (right ? 1 : 0), wrong: was.wrong + (right ? 0 : 1), review: schedule(was.review, right, now) };
  const ruleEntries = { ...progress.rules };
  for (const rule of rules) {
    const r = ruleEntries[rule] ?? { wrong: 0 };
    ruleEntries[rule] = { wrong: r.wrong + (right ? 0 : 1), review: schedule(r.review, right, now) };
  }
  return { questions: { ...progress.questions, [id]: question }, rules: ruleEntries };
}

/** The rules most often answered wrong, most first. */
export function weakRules(progress: Progress, count: number): { rule: string; wrong: number }[] {
  return Object.entries(progress.rules)
    .filter(([, r]) => r.wrong > 0)
    .sort((a, b) => b[1].wrong - a[1].wrong || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([rule, r]) => ({ rule, wrong: r.wrong }));
}

/** How many questions were answered, how many right at least as often as wrong, and how many are due again by `now`. */
export function tally(progress: Progress, now: Date): { answered: number; right: number; due: number } {
  const all = Object.values(progress.questions);
  return {
    answered: all.length,
    right: all.filter((a) => a.right >= a.wrong).length,
    due: all.filter((a) => !a.review || Date.parse(a.review.due) <= now.getTime()).length,
  };
}

/** `a` and `b` together: for each question and rule, the entry reviewed last (a file from another device, or an older one of this). */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const last = (r?: Review) => (r?.last_review ? Date.parse(r.last_review) : -1);
  const pick = <T extends { review?: Review }>(x: Record<string, T>, y: Record<string, T>): Record<string, T> => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) if (!out[k] || last(v.review) > last(out[k].review)) out[k] = v;
    return out;
  };
  return { questions: pick(a.questions, b.questions), rules: pick(a.rules, b.rules) };
}
