// Which question comes next: questions on the rules the reader gets wrong most come back more
// often, new ones come before those already answered right; a set of 10 keeps to a level or a
// section, an exam of 20 takes from every question. Randomness comes from the seed it is given.
import { random } from '../../choice/index.ts';
import type { Progress } from './practice-progress.ts';

/** What choosing needs of a question. */
export interface Pickable {
  id: string;
  level: string;
  sections: number[];
  /** `edition:rule`, as progress counts wrong answers. */
  rules: string[];
}

/** How much more often a question comes up: one never answered, and per wrong answer on its rules. */
const NEW_WEIGHT = 2;
const WRONG_RULE_WEIGHT = 3;
/** A question answered right more often than wrong comes up less. */
const MASTERED_WEIGHT = 0.25;

export function weight(q: Pickable, progress: Progress): number {
  const seen = progress.answered[q.id];
  const wrongOnRules = q.rules.reduce((n, rule) => n + (progress.wrongRules[rule] ?? 0), 0);
  const base = !seen ? NEW_WEIGHT : seen.right > seen.wrong ? MASTERED_WEIGHT : 1;
  return base * (1 + WRONG_RULE_WEIGHT * wrongOnRules);
}

/** `count` distinct questions of `pool`, each drawn by its weight. */
export function draw<Q extends Pickable>(pool: readonly Q[], count: number, progress: Progress, seed: number): Q[] {
  const next = random(seed);
  const left = [...pool];
  const out: Q[] = [];
  while (out.length < count && left.length) {
    const weights = left.map((q) => weight(q, progress));
    let at = next() * weights.reduce((a, b) => a + b, 0);
    const found = weights.findIndex((w) => (at -= w) < 0);
    // Rounding may leave a sliver past the last weight: it belongs to the last question.
    out.push(...left.splice(found === -1 ? left.length - 1 : found, 1));
  }
  return out;
}

export interface SetFilter {
  level?: string;
  section?: number;
}

export const matches = (q: Pickable, filter: SetFilter) => (!filter.level || q.level === filter.level) && (filter.section === undefined || q.sections.includes(filter.section));
