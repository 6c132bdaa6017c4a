// The site's helpers work from the data they are handed: no loader has to run first, and a
// second build's data is not mixed with the first's.
import { describe, expect, it } from 'vitest';
import { assembleSiteData, citation, resolveReference, type SiteData } from '../../src/site/data.ts';
import { citationHref, examplesForRule, scenarioRules, type ExampleEntry } from '../../src/site/examples.ts';
import { counterparts } from '../../src/site/history.ts';
import type { Scenario } from '../../src/engine/index.ts';
import { importSeeds } from '../rulebook/fixtures.ts';

const editions = [importSeeds('late').edition, importSeeds('early').edition];
const declared = { current: { base: 'late', fill: 'early' }, compare: [['early', 'late']] as [string, string][] };
const example = (id: string, rules: string[]): ExampleEntry => ({ id, file: `${id}.yaml`, yaml: '', extraCards: [], scenario: { id, edition: 'early', rules } as unknown as Scenario });

function site(examples: ExampleEntry[] = []): SiteData {
  return assembleSiteData({ editions, declared, examples, cards: [] });
}

describe('site data handed explicitly', () => {
  it('orders editions by their place in lists and builds the declared views', () => {
    const data = site();
    expect(data.editions.map((e) => e.id)).toEqual(['early', 'late']);
    expect([...data.views.keys()]).toEqual(['current', 'early', 'late']);
    expect(data.current.editions).toEqual(['late', 'early']);
    expect(data.comparisons.map((a) => `${a.before.id}/${a.after.id}`)).toEqual(['early/late']);
  });

  it('links, cites and finds counterparts without any loader', () => {
    const data = site();
    expect(resolveReference(data, 'current', '205.4')).toBe('/rules/205.4/');
    expect(resolveReference(data, 'early', '208.2')).toBe('/editions/early/rules/208.2/');
    expect(resolveReference(data, 'early', '520.2')).toBe('/rules/520.2/');
    expect(citation(data, 'late', '205.4')).toBe('«Берсерк. Герои», правила, поздняя редакция, 205.4');
    expect(citationHref(data, 'early', '203.2/ex1')).toBe('/editions/early/rules/203.2/#203.2/ex1');
    expect(counterparts(data, 'early', '208.2')).toMatchObject([{ edition: 'late', rule: '209.2', status: 'renumbered' }]);
  });

  it('compares nothing where views.yaml compares nothing', () => {
    const data = assembleSiteData({ editions, declared: { current: { base: 'late' }, compare: [] }, examples: [], cards: [] });
    expect(counterparts(data, 'early', '208.2')).toEqual([]);
    expect(data.current.editions).toEqual(['late']);
  });

  it('keeps what it computes per build: a second build sees its own examples', () => {
    const first = site([example('a', ['208.2'])]);
    const second = site([example('b', ['208.2'])]);
    expect(scenarioRules(first, first.examples[0].scenario)).toEqual([{ edition: 'early', number: '208.2' }, { edition: 'late', number: '209.2' }]);
    expect(examplesForRule(first, 'late', '209.2').map((e) => e.id)).toEqual(['a']);
    expect(examplesForRule(second, 'late', '209.2').map((e) => e.id)).toEqual(['b']);
  });
});
