// What the search benchmarks share: the queries whose first answer is weighed, and recall on the
// judge queries and the situations in players' words, their tuning and held-out sets apart.
import type { BenchRow } from './types.ts';
import { heldOutQueries, tuningQueries, type JudgeQuery } from '../test/search/judge-queries.ts';
import { heldOutSituations, tuningSituations } from '../test/search/situations.ts';

/** Queries whose first answer both searches are timed and weighed on. */
export const firstAnswerQueries = ['кладбищем', 'карта уходит на кладбище', 'слабость первого хода', 'может ли событие быть целью атаки', 'монеты', 'кутилу'];

/**
 * The sets recall is measured on: the judge queries (test/search/judge-queries.ts) and the
 * situations in players' words (test/search/situations.ts), each a tuning and a held-out half;
 * the weights may learn only from the tuning halves.
 */
const querySets: [name: string, set: JudgeQuery[]][] = [
  ['judge queries, tuning', tuningQueries],
  ['judge queries, held-out', heldOutQueries],
  ["situations in players' words, tuning", tuningSituations],
  ["situations in players' words, held-out", heldOutSituations],
];

/** Every query recall is measured on, each once. */
export const recallQueries: JudgeQuery[] = querySets.flatMap(([, set]) => set);

const percent = (found: number, n: number) => `${found}/${n} = ${((found / n) * 100).toFixed(1)}%`;

/**
 * Recall rows, from where each query's answer stands among the first three results (0 first, -1
 * not there): the answer in the first three, and first. A tuning set must have every answer in
 * the first three; the held-out sets are reported as they are.
 */
export function recallRows(area: string, who: string, answeredAt: (q: JudgeQuery) => number, budgeted: boolean): BenchRow[] {
  return querySets.map(([name, set]) => {
    const at = set.map(answeredAt);
    const found = at.filter((i) => i >= 0).length;
    const budget = budgeted && name.endsWith('tuning');
    return {
      area,
      metric: `${who}answer in the first three / first, ${name} (${set.length})`,
      value: `${percent(found, set.length)} / ${percent(at.filter((i) => i === 0).length, set.length)}`,
      budget: budget ? '100% in the first three' : '',
      ok: !budget || found === set.length,
    };
  });
}
