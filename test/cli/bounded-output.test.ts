// What svod prints is bounded by what a reader can use, not by what the input can make it say:
// `svod run` cuts answers and traces past a budget, and no message echoes a huge value back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_BUDGET } from '../../src/cli/run-output.ts';
import { contentCopy, run } from './helpers.ts';

describe('svod run prints a bounded report', () => {
  // 60 KB of YAML: 480 cards in hand, and 2000 questions about the hand. Printed whole, the
  // answers ran to 40 MB.
  const cwd = contentCopy();
  writeFileSync(
    join(cwd, 'many.yaml'),
    `setup:\n  A:\n    hand: [${Array(480).fill('Кутила').join(', ')}]\nsteps:\n${'  - ask: { zone: A.hand }\n'.repeat(2000)}`,
  );

  it('--json: answers up to the budget, then each step’s result, and says it was cut', () => {
    const result = run(['run', 'many.yaml', '--json'], cwd);
    expect(result.status).toBe(0);
    expect(Buffer.byteLength(result.stdout)).toBeLessThan(OUTPUT_BUDGET + 2000 * 300);
    const report = JSON.parse(result.stdout);
    expect(report.truncated).toBe(true);
    const steps = report.results[0].steps;
    expect(steps).toHaveLength(2000);
    expect(steps[0].answer.text).toMatch(/^Кутила, Кутила/);
    expect(steps[1999]).toEqual({ ok: true, message: expect.stringMatching(/…$/), trace: [], truncated: true });
    expect([report.passed, report.failed]).toEqual([1, 0]);
  });

  it('as text: the same budget, and a line that says what was left out', () => {
    writeFileSync(
      join(cwd, 'more.yaml'),
      `setup:\n  A:\n    hand: [${Array(480).fill('Кутила').join(', ')}]\nsteps:\n${'  - ask: { cost: Кутила#1 }\n'.repeat(2000)}`,
    );
    const result = run(['run', 'many.yaml', 'more.yaml'], cwd);
    expect(result.status).toBe(0);
    expect(Buffer.byteLength(result.stdout)).toBeLessThan(OUTPUT_BUDGET + 10_000);
    expect(result.stdout).toContain('… answers past the first 2 MB are left out');
    expect(result.stdout).toContain('2 passed, 0 failed');
  });

  it('a report within the budget is printed whole', () => {
    const result = run(['run', 'content/examples/203-2-kutila.yaml', '--json'], cwd);
    const report = JSON.parse(result.stdout);
    expect(report.truncated).toBeUndefined();
    expect(report.results[0].steps.every((s: { truncated?: boolean }) => !s.truncated)).toBe(true);
  });
});

describe('messages quote an excerpt', () => {
  it('a 450,000-character card name is not echoed whole', () => {
    const cwd = contentCopy();
    const name = 'Я'.repeat(450_000);
    writeFileSync(join(cwd, 'long.yaml'), `setup:\n  A:\n    hand: [${name}]\nsteps:\n  - endTurn: true\n`);
    const result = run(['run', 'long.yaml'], cwd);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^long\.yaml:3:12: unknown card "Я{80}…"$/m);
    expect(result.stderr.length).toBeLessThan(2000);
  });
});
