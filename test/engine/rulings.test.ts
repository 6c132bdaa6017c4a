// Rulings re-check themselves: each runs under every edition that holds its rules, its
// expectations being the answer; a failing one is named by file and line.
import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCatalog, loadEngineEditions, loadRulings, loadViews, rulebookPlaces } from '../../src/content-files/index.ts';
import { ROOT } from './helpers.ts';

const { catalog } = loadCatalog(ROOT);

describe('rulings', () => {
  const { rulings, problems } = loadRulings(ROOT, catalog);

  test('every ruling holds in every edition it is checked in', () => {
    expect(problems).toEqual([]);
    for (const r of rulings) {
      expect(r.checks.length, r.ruling.id).toBeGreaterThan(0);
      for (const c of r.checks) expect(c.result.passed, `${r.ruling.id} (${c.edition})`).toBe(true);
    }
  });

  test('a ruling is checked in each edition that holds its rules, by number or by alignment', () => {
    const places = rulebookPlaces(loadViews(ROOT), loadEngineEditions(ROOT).editions);
    const held = places.holding;
    expect(held('205.4')).toEqual(['early', 'late']);
    expect(held('209.2')).toEqual(['early', 'late']);
    expect(held('208.2')).toEqual(['early', 'late']);
    expect(held('203.2')).toEqual(['early']);
    expect(held('520.4')).toEqual(['late']);
    // Early's 206.1 is another rule (card types): late's 206.1 is the supply, which early lacks.
    expect(held('206.1')).toEqual(['late']);
    // A ruling names the current view's numbers; run under early, its refusals are early's numbers.
    expect(places.renumber('early')('209.2')).toBe('208.2');
    expect(places.renumber('early')('210-p2')).toBe('209-p2');
    expect(places.renumber('late')('209.2')).toBe('209.2');
  });

  test('where the editions differ, the ruling shows both answers', () => {
    const graveyard = rulings.find((r) => r.ruling.id === 'graveyard-keeps-markers')!;
    expect(graveyard.checks.map((c) => c.edition)).toEqual(['early', 'late']);
    expect(graveyard.differs).toBe(true);
    expect(rulings.find((r) => r.ruling.id === 'kutila-in-play')!.differs).toBe(false);
  });

  test('a ruling that fails in an edition is a problem at the line of the failing step', () => {
    const root = mkdtempSync(join(tmpdir(), 'svod-rulings-'));
    cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
    mkdirSync(join(root, 'content', 'rulings'), { recursive: true });
    writeFileSync(
      join(root, 'content', 'rulings', 'wrong-answer.yaml'),
      'id: wrong-answer\nquestion: Что остаётся?\nanswer: Все маркеры\nexplanation: Неверно нарочно.\nrules: ["205.4"]\nscenario:\n  setup:\n    A:\n      play: [{ card: Кутила, markers: { Яд: 1 } }]\n  steps:\n    - destroy: Кутила\n    - expect: { markers: Кутила, is: { Яд: 1 } }\n',
    );
    const broken = loadRulings(root, catalog).problems.filter((p) => p.file.endsWith('wrong-answer.yaml'));
    expect(broken.map((p) => `${p.line}: ${p.message.split(':')[0]}`)).toEqual(['12: fails in the early edition', '12: fails in the late edition']);
  });
});
