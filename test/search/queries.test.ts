// Recall@3 of the search on realistic judge questions: every question must find a rule that
// answers it among the first three rule results.
import { describe, expect, it } from 'vitest';
import { loadSearchData } from '../../src/content-files/index.ts';
import { SearchIndex } from '../../src/search/index.ts';
import { judgeQueries, resultKey } from './judge-queries.ts';

const index = new SearchIndex(loadSearchData(process.cwd()).data);

function topRules(query: string, n = 3): string[] {
  const answer = index.search(query);
  return (answer.groups.find((g) => g.group === 'rules')?.hits ?? []).slice(0, n).map(resultKey);
}

describe('judge queries', () => {
  it('has at least 30 questions, each with an answer that exists in the rulebook', () => {
    expect(judgeQueries.length).toBeGreaterThanOrEqual(30);
    const keys = new Set(index.data.docs.filter((d) => d.group === 'rules').map((d) => resultKey(d)));
    for (const q of judgeQueries) expect(q.expect.some((k) => keys.has(k)), q.query).toBe(true);
  });

  for (const q of judgeQueries) {
    it(`«${q.query}» → ${q.expect.join(' / ')}`, () => {
      expect(topRules(q.query)).toEqual(expect.arrayContaining([expect.toSatisfy((k: string) => q.expect.includes(k))]));
    });
  }

  it('reports recall@3 of 100%', () => {
    const found = judgeQueries.filter((q) => topRules(q.query).some((k) => q.expect.includes(k)));
    const recall = found.length / judgeQueries.length;
    console.log(`search recall@3: ${found.length}/${judgeQueries.length} = ${(recall * 100).toFixed(1)}%`);
    expect(recall).toBe(1);
  });
});
