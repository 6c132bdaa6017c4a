// The site's helpers work from the data they are handed, made from a content graph: no loader
// has to run first, and a second build's data is not mixed with the first's.
import { describe, expect, it } from 'vitest';
import { assembleSiteData } from '../../src/site/assemble.ts';
import { citation, resolveReference } from '../../src/site/data.ts';
import { citationHref, examplesForRule, scenarioRules } from '../../src/site/examples.ts';
import { counterparts } from '../../src/site/history.ts';
import type { ContentGraph } from '../../src/content-files/index.ts';
import { graph } from '../content-graph.ts';

/** The real content with its examples replaced by one that cites `rules` in the early edition, under `id`. */
function withExample(id: string, rules: string[]): ContentGraph {
  const model = graph().examples.find((e) => e.scenario.edition === 'early')!;
  return { ...graph(), examples: [{ ...model, id, scenario: { ...model.scenario, id, rules } }] };
}

describe('site data handed explicitly', () => {
  it('orders editions by their place in lists and builds the declared views', () => {
    const data = assembleSiteData(graph());
    expect(data.editions.map((e) => e.id)).toEqual(['early', 'late']);
    expect([...data.views.keys()]).toEqual(['current', 'early', 'late']);
    expect(data.current.editions).toEqual(['late', 'early']);
    expect(data.comparisons.map((a) => `${a.before.id}/${a.after.id}`)).toEqual(['early/late']);
    expect(data.defaultEdition).toBe('late');
  });

  it('links, cites and finds counterparts without any loader', () => {
    const data = assembleSiteData(graph());
    expect(resolveReference(data, 'current', '205.4')).toBe('/rules/205.4/');
    expect(resolveReference(data, 'early', '208.2')).toBe('/editions/early/rules/208.2/');
    expect(resolveReference(data, 'early', '520.2')).toBe('/rules/520.2/');
    expect(citation(data, 'late', '205.4')).toBe('«Берсерк. Герои», правила, поздняя редакция, 205.4');
    expect(citationHref(data, 'early', '203.2/ex1')).toBe('/editions/early/rules/203.2/#203.2/ex1');
    expect(counterparts(data, 'early', '208.2')).toMatchObject([{ edition: 'late', rule: '209.2', status: 'renumbered' }]);
  });

  it('compares nothing where views.yaml compares nothing', () => {
    const data = assembleSiteData({ ...graph(), comparisons: [] });
    expect(counterparts(data, 'early', '208.2')).toEqual([]);
  });

  it('keeps what it computes per build: a second build sees its own examples', () => {
    const first = assembleSiteData(withExample('a', ['208.2']));
    const second = assembleSiteData(withExample('b', ['208.2']));
    expect(scenarioRules(first, first.examples[0].scenario)).toEqual([
      { edition: 'early', number: '208.2' },
      { edition: 'late', number: '209.2' },
    ]);
    expect(examplesForRule(first, 'late', '209.2').map((e) => e.id)).toEqual(['a']);
    expect(examplesForRule(second, 'late', '209.2').map((e) => e.id)).toEqual(['b']);
  });
});
