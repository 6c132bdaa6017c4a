// Which question comes next, by the FSRS schedule: first the questions due again (their own card,
// or the card of a rule they train), the longest overdue first; then the new ones; then the rest,
// the soonest due first. Among equals the seed decides. A set of 10 keeps to a level or a
// section; the «Уровень 1» exam takes 50 of one edition, spread over the templates.
import { seededOrder } from '../../choice/index.ts';
import type { Progress } from './practice-progress.ts';

/** What choosing needs of a question. */
export interface Pickable {
  id: string;
  template: string;
  edition: string;
  level: string;
  sections: number[];
  /** `edition:rule`, as progress schedules them. */
  rules: string[];
}

/** When the question is due: the earliest of its own card's and its rules' due dates; a question never seen is due now. */
export function dueAt(q: Pickable, progress: Progress, now: Date): number {
  const own = progress.questions[q.id]?.review?.due;
  const dates = [own ?? now.toISOString(), ...q.rules.flatMap((r) => progress.rules[r]?.review?.due ?? [])].map(Date.parse);
  // A rule's card due later than the question itself does not hold a new question back.
  return own ? Math.min(...dates) : Math.min(now.getTime(), ...dates);
}

/** `count` distinct questions of `pool`, those due first. */
export function draw<Q extends Pickable>(pool: readonly Q[], count: number, progress: Progress, seed: number, now: Date): Q[] {
  const due = new Map(pool.map((q) => [q, dueAt(q, progress, now)]));
  return seededOrder([...pool], seed)
    .sort((a, b) => due.get(a)! - due.get(b)!)
    .slice(0, count);
}

export interface SetFilter {
  level?: string;
  section?: number;
  edition?: string;
}

export const matches = (q: Pickable, filter: SetFilter) =>
  (!filter.level || q.level === filter.level) &&
  (filter.section === undefined || q.sections.includes(filter.section)) &&
  (!filter.edition || q.edition === filter.edition);

/** The mock exam «Уровень 1»: 50 questions of one edition, pass at 75 %. */
export const EXAM = { title: 'Уровень 1', size: 50, pass: 0.75 } as const;

/** `count` questions of `pool` spread over its templates: one of each in turn, in the seed's order. */
export function examQuestions<Q extends Pickable>(pool: readonly Q[], count: number, seed: number): Q[] {
  const byTemplate = new Map<string, Q[]>();
  for (const q of seededOrder([...pool], seed)) byTemplate.set(q.template, [...(byTemplate.get(q.template) ?? []), q]);
  const out: Q[] = [];
  for (let round = 0; out.length < count && out.length < pool.length; round++) {
    for (const qs of byTemplate.values()) if (qs[round] && out.length < count) out.push(qs[round]);
  }
  return out;
}

/** An exam's verdict: the score, its share and whether it passes. */
export function examResult(right: number, total: number): { percent: number; passed: boolean; needed: number } {
  const needed = Math.ceil(total * EXAM.pass);
  return { percent: Math.round((right / total) * 100), passed: right >= needed, needed };
}
