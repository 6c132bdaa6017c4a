// The glossary follows the rulebook: every sentence that defines a term has its term in
// content/glossary at that rule, and every term stands on such a sentence — none invented.
import { describe, expect, it } from 'vitest';
import { findDefinitions, normalizeForMatch } from '../../src/rulebook/index.ts';
import { graph } from '../content-graph.ts';

const { editions, glossary: terms } = graph();
const definitions = editions.flatMap(findDefinitions);

describe('glossary terms drawn from the rules', () => {
  it('reads every term', () => expect(terms.length).toBeGreaterThan(10));

  it('has a term for every defining sentence, at the rule that holds it', () => {
    const defined = new Set(terms.flatMap((t) => t.definitions.map((d) => `${d.edition}:${d.anchor}`)));
    const missing = definitions.filter((d) => !defined.has(`${d.edition}:${d.anchor}`)).map((d) => `${d.edition} ${d.anchor}: ${d.sentence}`);
    expect(missing).toEqual([]);
  });

  it('defines no term where no sentence of the rulebook defines it', () => {
    const sentences = new Set(definitions.map((d) => `${d.edition}:${d.anchor}`));
    const invented = terms.flatMap((t) =>
      t.definitions.filter((d) => !sentences.has(`${d.edition}:${d.anchor}`)).map((d) => `${t.slug}: ${d.edition} ${d.anchor}`),
    );
    expect(invented).toEqual([]);
  });

  it('names in each term the words its defining sentence defines', () => {
    for (const t of terms) {
      const words = [t.term, ...t.forms].map(normalizeForMatch);
      for (const d of definitions.filter((x) => t.definitions.some((y) => y.edition === x.edition && y.anchor === x.anchor))) {
        const named = d.term ?? d.sentence;
        expect(
          words.some((w) => normalizeForMatch(named).includes(w)),
          `${t.slug} at ${d.edition} ${d.anchor}`,
        ).toBe(true);
      }
    }
  });

  it('gives each term its forms once, and no form to two terms', () => {
    const owner = new Map<string, string>();
    for (const t of terms) {
      for (const form of [t.term, ...t.forms].map((f) => normalizeForMatch(f))) {
        expect(owner.get(form), `«${form}» in ${t.slug}`).toBeUndefined();
        owner.set(form, t.slug);
      }
    }
  });
});
