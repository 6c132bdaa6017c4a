// The content graph (src/content-files/graph.ts): where it reads content from, what it holds of
// the repository's content, and another rulebook read alone (the build benchmark's synthetic one).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPlace, loadContentGraph, shownPath } from '../../src/content-files/index.ts';
import { writeSyntheticRulebook } from '../../bench/synthetic-rulebook.ts';
import { content, ROOT } from '../content-graph.ts';

describe('where content is read from', () => {
  it('is content/ under the working folder, or the folders SVOD_CONTENT_DIR and SVOD_RULES_DIR name', () => {
    expect(contentPlace('/p', {})).toEqual({ cwd: '/p', content: '/p/content', rules: '/p/content/rules', sources: '/p/content/sources', ownRulebook: true });
    expect(contentPlace('/p', { SVOD_CONTENT_DIR: 'copy/content' })).toMatchObject({
      content: '/p/copy/content',
      rules: '/p/copy/content/rules',
      sources: '/p/copy/content/sources',
      ownRulebook: true,
    });
    expect(contentPlace('/p', { SVOD_RULES_DIR: '/tmp/x/rules' })).toMatchObject({
      content: '/p/content',
      rules: '/tmp/x/rules',
      sources: '/tmp/x/sources',
      ownRulebook: false,
    });
  });

  it('names files relative to the working folder, and whole outside it', () => {
    const place = contentPlace('/p', {});
    expect(shownPath(place, '/p/content/rulings/x.yaml')).toBe('content/rulings/x.yaml');
    expect(shownPath(place, '/tmp/copy/content/rulings/x.yaml')).toBe('/tmp/copy/content/rulings/x.yaml');
  });
});

describe('the repository’s content as one graph', () => {
  it('holds every kind of content, checked, with nothing to fix and nothing derived', () => {
    const { graph, notes, fixes } = content();
    expect(graph.editions.map((e) => e.id)).toEqual(['early', 'late']);
    expect(graph.views.map((v) => v.id)).toEqual(['current', 'early', 'late']);
    expect(graph.comparisons.map((a) => [a.before.id, a.after.id])).toEqual([['early', 'late']]);
    expect(graph.engine.defaultEdition).toBe('late');
    expect([graph.catalog.cards.length, graph.examples.length, graph.rulings.length, graph.glossary.length]).toEqual([14, 69, 46, 12]);
    expect(graph.examples.every((e) => e.result.passed)).toBe(true);
    expect([notes, fixes, graph.engine.derived]).toEqual([[], [], []]);
  });
});

describe('another rulebook (SVOD_RULES_DIR)', () => {
  it('is read with the content’s cards and engine tables alone, its sources beside it checked, and holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svod-other-rulebook-'));
    try {
      const rules = writeSyntheticRulebook(dir, 60);
      const read = loadContentGraph(contentPlace(ROOT, { SVOD_RULES_DIR: rules }));
      expect(read.problems).toEqual([]);
      expect(read.graph.editions.map((e) => [e.id, e.title])).toEqual([['late', 'Синтетическая редакция']]);
      expect([read.graph.examples, read.graph.rulings, read.graph.glossary]).toEqual([[], [], []]);
      expect(read.graph.catalog.cards.length).toBe(14);
      expect(read.graph.engine.tables.map((t) => t.id)).toEqual(['late', 'early']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
