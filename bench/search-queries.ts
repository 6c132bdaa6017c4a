// What the search benchmarks share: the queries whose first answer is weighed, and recall@3 on
// the judge queries (test/search/judge-queries.ts), their tuning and held-out sets apart.
import type { BenchRow } from './types.ts';
import { heldOutQueries, tuningQueries, type JudgeQuery } from '../test/search/judge-queries.ts';

/** Queries whose first answer both searches are timed and weighed on. */
export const firstAnswerQueries = ['кладбищем', 'карта уходит на кладбище', 'слабость первого хода', 'может ли событие быть целью атаки', 'монеты', 'кутилу'];

/** The judge queries' two sets (test/search/judge-queries.ts): the weights may learn only from the first. */
const querySets: [name: string, set: JudgeQuery[]][] = [
  ['tuning', tuningQueries],
  ['held-out', heldOutQueries],
];
const percent = (found: number, n: number) => `${found}/${n} = ${((found / n) * 100).toFixed(1)}%`;

/** Recall@3 rows: the tuning set must reach 100%; the held-out set is reported as it is. */
export function recallRows(area: string, who: string, answered: (q: JudgeQuery) => boolean, budgeted: boolean): BenchRow[] {
  return querySets.map(([name, set]) => {
    const found = set.filter(answered).length;
    const budget = budgeted && name === 'tuning';
    return {
      area,
      metric: `${who}recall@3, ${name} (${set.length} judge queries)`,
      value: percent(found, set.length),
      budget: budget ? '100%' : '',
      ok: !budget || found === set.length,
    };
  });
}
