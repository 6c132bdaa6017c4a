// The judge's board opens every ruling at its situation, in each edition it is checked in and in
// that edition's numbers (the site hands the board the rulings as board data, src/site/judge.ts).
import { describe, expect, it } from 'vitest';
import { assembleSiteData } from '../../src/site/assemble.ts';
import { judgeRulings } from '../../src/site/judge.ts';
import { graph } from '../content-graph.ts';

const site = assembleSiteData(graph());
const offered = judgeRulings(site);

describe('rulings on the judge’s board', () => {
  it('offers every ruling under each edition it is checked in, the current view’s base first', () => {
    for (const { ruling, checks } of site.rulings) {
      const own = offered.filter((o) => o.id === ruling.id);
      expect(own.map((o) => o.edition).sort()).toEqual(checks.map((c) => c.edition).sort());
      if (checks.some((c) => c.edition === site.defaultEdition)) expect(own[0].edition).toBe(site.defaultEdition);
      for (const o of own) {
        expect(o.title).toBe(ruling.question);
        expect(o.data.edition).toBe(o.edition);
        expect(o.data).not.toHaveProperty('note');
      }
    }
  });

  it('writes a step’s citation in the numbers of the edition it opens in', () => {
    const id = 'first-turn-weakness-activated-abilities';
    const cited = (edition: string) => JSON.stringify(offered.find((o) => o.id === id && o.edition === edition)!.data.steps);
    const editions = offered.filter((o) => o.id === id).map((o) => o.edition);
    expect(editions.length).toBeGreaterThan(1);
    const numbers = editions.map((e) => /"illegal":"([^"]+)"/.exec(cited(e))?.[1]);
    // The same paragraph stands under another number in the older edition (209.2 is 208.2 there).
    expect(numbers).toContain('209.2');
    expect(numbers).toContain('208.2');
  });
});
