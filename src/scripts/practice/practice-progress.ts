// What the reader has practised, kept on the device: each question answered (how often right and
// wrong) and each rule a wrong answer fell on (`edition:rule`), so that those rules come back.
// Storage may be off: then nothing is kept, and practice goes on.
import { readJson, storageKeys, writeJson } from '../shared/storage.ts';

export interface Progress {
  answered: Record<string, { right: number; wrong: number }>;
  /** `edition:rule` → how many wrong answers fell on the rule. */
  wrongRules: Record<string, number>;
}

const EMPTY: Progress = { answered: {}, wrongRules: {} };

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** What storage holds, if it is a progress at all: anything else (another version, a hand edit) is none. */
export function readProgress(): Progress {
  const raw: unknown = readJson(storageKeys.practice, null);
  if (typeof raw !== 'object' || raw === null || !('answered' in raw) || !('wrongRules' in raw)) return EMPTY;
  const { answered, wrongRules } = raw as Record<'answered' | 'wrongRules', unknown>;
  if (typeof answered !== 'object' || answered === null || typeof wrongRules !== 'object' || wrongRules === null) return EMPTY;
  return {
    answered: Object.fromEntries(Object.entries(answered).filter((e): e is [string, { right: number; wrong: number }] => typeof e[1] === 'object' && e[1] !== null && isCount(e[1].right) && isCount(e[1].wrong))),
    wrongRules: Object.fromEntries(Object.entries(wrongRules).filter((e): e is [string, number] => isCount(e[1]))),
  };
}

/** The progress after one answer to a question on `rules` (`edition:rule`). */
export function recordAnswer(progress: Progress, id: string, right: boolean, rules: string[]): Progress {
  const was = progress.answered[id] ?? { right: 0, wrong: 0 };
  const wrongRules = { ...progress.wrongRules };
  if (!right) for (const rule of rules) wrongRules[rule] = (wrongRules[rule] ?? 0) + 1;
  return { answered: { ...progress.answered, [id]: right ? { ...was, right: was.right + 1 } : { ...was, wrong: was.wrong + 1 } }, wrongRules };
}

export const saveProgress = (progress: Progress) => writeJson(storageKeys.practice, progress);
export const forgetProgress = () => writeJson(storageKeys.practice, null);

/** The rules most often answered wrong, most first. */
export function weakRules(progress: Progress, count: number): { rule: string; wrong: number }[] {
  return Object.entries(progress.wrongRules)
    .filter(([, wrong]) => wrong > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([rule, wrong]) => ({ rule, wrong }));
}

/** How many questions were answered, and how many of them were answered right at least as often as wrong. */
export function tally(progress: Progress): { answered: number; right: number } {
  const all = Object.values(progress.answered);
  return { answered: all.length, right: all.filter((a) => a.right >= a.wrong).length };
}
