// Glossary terms: each definition is quoted from its defining rule in each edition, and a term
// pointing at a rule that does not define it is reported at its line.
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../astro-cli.ts';
import { graph, graphOf } from '../content-graph.ts';

/** The glossary's problems in a copy of the content (where the test changed something). */
const glossaryProblems = (copy: string) => graphOf(copy).problems.filter((p) => p.file.startsWith('content/glossary/'));

describe('glossary', () => {
  it('quotes each definition from the rulebook as written', () => {
    const terms = graph().glossary;
    const hand = terms.find((t) => t.slug === 'ruka')!;
    expect(hand.definitions).toEqual([{ edition: 'early', anchor: '203.1', text: expect.stringMatching(/^Рука - это полузакрытая частная зона\./) }]);
    expect(terms.find((t) => t.slug === 'zapas')!.definitions[0]).toMatchObject({ edition: 'late', anchor: '206.1' });
  });

  it('reports a term whose rule does not define it, and a see to no term', () => {
    const copy = mkdtempSync(join(tmpdir(), 'svod-glossary-'));
    cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
    writeFileSync(
      join(copy, 'content/glossary/fishka.yaml'),
      '# yaml-language-server: $schema=../schema/glossary.schema.json\nterm: Фишка\nforms: [фишки]\ndefined: { late: "520.5" }\nsee: [nikakoy]\n',
    );
    const problems = glossaryProblems(copy);
    expect(problems.map((p) => `${p.file}:${p.line ?? ''} ${p.message}`)).toEqual([
      'content/glossary/fishka.yaml:4 520.5 does not mention «Фишка» or its forms: is it the defining rule?',
    ]);
  });

  it('refuses a function word as a form, a form of two terms and a see to no term, each at its line and column', () => {
    const problems = (edit: (text: string) => string) => {
      const copy = mkdtempSync(join(tmpdir(), 'svod-glossary-'));
      cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
      const ruka = join(copy, 'content/glossary/ruka.yaml');
      writeFileSync(ruka, edit(readFileSync(ruka, 'utf8')));
      return glossaryProblems(copy).map((p) => `${p.file}:${p.line}:${p.column} ${p.message.split(':')[0]}`);
    };
    expect(problems((t) => t.replace('forms: [', 'forms: [в, '))).toEqual(['content/glossary/ruka.yaml:3:9 «в» cannot be a form of a term (a preposition)']);
    expect(problems((t) => t.replace('forms: [', 'forms: [кладбища, ').replace('see: [', 'see: [nikto, '))).toEqual([
      'content/glossary/ruka.yaml:3:9 «кладбища» is also a form of «Кладбище» (content/glossary/kladbishche.yaml)',
      'content/glossary/ruka.yaml:5:7 see',
    ]);
  });
});
