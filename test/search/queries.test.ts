// Recall@3 of the search on realistic judge questions, on the tuning set (every question must
// find a rule that answers it among the first three rule results) and on the held-out set
// (reported as it is; see test/search/judge-queries.ts for the split).
import { describe, expect, it } from 'vitest';
import { openSearch } from '../../src/content-files/index.ts';
import { graph } from '../content-graph.ts';
import { heldOutQueries, judgeQueries, laterQuestions, resultKey, tuningQueries, type JudgeQuery } from './judge-queries.ts';
import { rules } from './helpers.ts';

const { index, data } = await openSearch(graph());

/**
 * Held-out questions the search does not answer in its first three rule results. Recorded, not
 * tuned away: the ranker may learn only from the tuning set. A change either way fails the test
 * below, so this list always says what the search misses.
 */
// m26 («очередь выполнения способностей») was one until a word's shorter stem met the verb's:
// «выполнения» now meets 210-p2's «начинают выполняться». m38 («третья экипировка того же
// типа») was one until a question of how many lifted the rule that sets a bound (212.2).
// m42 («рука противника закрыта») was one until a «полу-» word of the rulebook also counted
// as the word it halves: 203.1's hand is «полузакрытая».
// The community's third round: m150 («светить руку противнику»): «светить», to show one's
// hand, is no word of the rulebook, and 203.1 («Игрок может просматривать только свою руку»)
// shares only «руку» and «противнику» with it, as do the rules on the opponent's hand.
const HELD_OUT_MISSES: string[] = ['m150'];

/** The first three rule results of every judge query, asked once. */
const top = new Map<string, string[]>();
for (const q of judgeQueries)
  top.set(
    q.query,
    rules(await index.search(q.query))
      .slice(0, 3)
      .map(resultKey),
  );
const topRules = (query: string) => top.get(query)!;

const answered = (q: JudgeQuery) => topRules(q.query).some((k) => q.expect.includes(k));

function report(name: string, set: JudgeQuery[], listMisses = true): JudgeQuery[] {
  const missed = set.filter((q) => !answered(q));
  const found = set.length - missed.length;
  console.log(`search recall@3, ${name}: ${found}/${set.length} = ${((found / set.length) * 100).toFixed(1)}%`);
  if (listMisses) for (const q of missed) console.log(`  missed ${q.id} «${q.query}» → expected ${q.expect.join(' / ')}, got ${topRules(q.query).join(', ')}`);
  return missed;
}

describe('judge queries', () => {
  it('split by id into a tuning half and a held-out rest, each question once, each answer in the rulebook', () => {
    expect(tuningQueries.length).toBeGreaterThanOrEqual(30);
    expect(heldOutQueries.length).toBeGreaterThanOrEqual(50);
    expect(tuningQueries.every((q) => /^[jmt]\d*[13579]$/.test(q.id))).toBe(true);
    expect([...tuningQueries, ...heldOutQueries].map((q) => q.id).sort()).toEqual(judgeQueries.map((q) => q.id).sort());
    expect(new Set(judgeQueries.map((q) => q.id)).size).toBe(judgeQueries.length);
    expect(new Set(judgeQueries.map((q) => q.query)).size).toBe(judgeQueries.length);
    const keys = new Set(data.docs.filter((d) => d.group === 'rules').map((d) => resultKey(d)));
    for (const q of judgeQueries)
      expect(
        q.expect.every((k) => keys.has(k)),
        `${q.id} ${q.query}`,
      ).toBe(true);
  });

  for (const q of tuningQueries) {
    it(`tuning ${q.id}: «${q.query}» → ${q.expect.join(' / ')}`, () => {
      expect(topRules(q.query)).toEqual(expect.arrayContaining([expect.toSatisfy((k: string) => q.expect.includes(k))]));
    });
  }

  it('reports recall@3 of 100% on the tuning set', () => {
    expect(report('tuning', tuningQueries)).toEqual([]);
  });

  it('reports recall@3 on the held-out set, missing exactly the recorded questions', () => {
    const missed = report('held-out', heldOutQueries);
    // The questions written after the split are the ones the weights have never seen at all.
    report('held-out, written after the split', laterQuestions, false);
    expect(missed.map((q) => q.id)).toEqual(HELD_OUT_MISSES);
  });
});
