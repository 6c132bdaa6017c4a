// Rulings re-check themselves: each runs under every edition that holds its rules, its
// expectations being the answer; a failing one is named by file and line.
import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { content, graphOf } from '../content-graph.ts';
import { ROOT } from './helpers.ts';

describe('rulings', () => {
  const rulings = () => content().graph.rulings;

  test('every ruling holds in every edition it is checked in', () => {
    for (const r of rulings()) {
      expect(r.checks.length, r.ruling.id).toBeGreaterThan(0);
      for (const c of r.checks) expect(c.result.passed, `${r.ruling.id} (${c.edition})`).toBe(true);
    }
  });

  test("a ruling is checked in each edition that holds its rules, by number or by alignment, in that edition's numbers", () => {
    const checked = (id: string) =>
      rulings()
        .find((r) => r.ruling.id === id)!
        .checks.map((c) => [c.edition, c.rules.join(' ')]);
    expect(checked('destroyed-card-goes-to-owner-graveyard')).toEqual([
      ['early', '205.4'],
      ['late', '205.4'],
    ]);
    // A ruling names the current view's numbers; run under early, its refusals are early's numbers.
    expect(checked('first-turn-weakness-activated-abilities')).toEqual([
      ['early', '208.2'],
      ['late', '209.2'],
    ]);
    expect(checked('spell-goes-to-graveyard')).toEqual([
      ['early', '209-p2'],
      ['late', '210-p2'],
    ]);
    expect(checked('kutila-in-play')).toEqual([['early', '203.2']]);
    expect(checked('temporary-coins-return-not-a-loss')).toEqual([['late', '520.4']]);
    // Early's 206.1 is another rule (card types): late's 206.1 is the supply, which early lacks.
    expect(checked('create-takes-from-supply')).toEqual([['late', '206.1 517.6']]);
  });

  test('where the editions differ, the ruling shows both answers', () => {
    const graveyard = rulings().find((r) => r.ruling.id === 'graveyard-keeps-markers')!;
    expect(graveyard.checks.map((c) => c.edition)).toEqual(['early', 'late']);
    expect(graveyard.differs).toBe(true);
    expect(rulings().find((r) => r.ruling.id === 'kutila-in-play')!.differs).toBe(false);
  });

  test('a ruling that fails in an edition is a problem at the line of the failing step', () => {
    const root = mkdtempSync(join(tmpdir(), 'svod-rulings-'));
    cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
    mkdirSync(join(root, 'content', 'rulings'), { recursive: true });
    writeFileSync(
      join(root, 'content', 'rulings', 'wrong-answer.yaml'),
      '# yaml-language-server: $schema=../schema/ruling.schema.json\nid: wrong-answer\nquestion: Что остаётся?\nanswer: Все маркеры\nexplanation: Неверно нарочно.\nrules: ["205.4"]\nbasis: [rule]\nscenario:\n  setup:\n    A:\n      play: [{ card: Кутила, markers: { Яд: 1 } }]\n  steps:\n    - destroy: Кутила\n    - expect: { markers: Кутила, is: { Яд: 1 } }\n',
    );
    const broken = graphOf(root).problems.filter((p) => p.file.endsWith('wrong-answer.yaml'));
    expect(broken.map((p) => `${p.line}: ${p.message.split(':')[0]}`)).toEqual(['14: fails in the early edition', '14: fails in the late edition']);
  });
});
