// `svod practice` as a judge runs it: 300 distinct questions, each answer the one `svod run` gives
// for its scenario; the same seed, the same questions; and `svod check` naming a template whose
// misreading never differs from the answer at its file and line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PracticeQuestion } from '../../src/practice/index.ts';
import { contentCopy, run } from './helpers.ts';

const practice = (args: string[], cwd?: string) => run(['practice', ...args], cwd);

describe('svod practice', () => {
  it('prints 300 distinct questions, each answered as svod run answers its scenario', () => {
    const out = practice(['--count', '300', '--json']);
    expect(out.status, out.stderr).toBe(0);
    const json = JSON.parse(out.stdout) as { count: number; available: number; questions: PracticeQuestion[] };
    expect(json.count).toBe(300);
    expect(json.available).toBeGreaterThanOrEqual(300);
    const { questions } = json;
    expect(new Set(questions.map((q) => q.id)).size).toBe(300);
    expect(new Set(questions.map((q) => `${q.text}|${q.edition}`)).size).toBe(300);
    for (const q of questions) {
      expect(
        q.choices.filter((c) => c.correct).map((c) => c.text),
        q.id,
      ).toEqual([q.answer]);
      expect(q.choices.filter((c) => !c.correct).length, q.id).toBeGreaterThanOrEqual(2);
      for (const c of q.choices) expect(c.reason, q.id).not.toBe('');
    }
    // Every scenario, as the JSON gives it, run by `svod run`: its last step's answer is the question's.
    const dir = mkdtempSync(join(tmpdir(), 'svod-practice-'));
    const files = questions.map((q, i) => {
      const file = join(dir, `q${i}.yaml`);
      writeFileSync(file, JSON.stringify(q.scenario));
      return file;
    });
    const ran = run(['run', '--json', ...files]);
    expect(ran.status, ran.stderr).toBe(0);
    const report = JSON.parse(ran.stdout) as { results: { passed: boolean; steps: { answer?: { value: unknown } }[] }[]; failed: number };
    expect(report.failed).toBe(0);
    expect(report.results.map((r) => r.steps.at(-1)?.answer?.value)).toEqual(questions.map((q) => q.value));
  });

  it('gives the same questions for the same seed, in another order for another', () => {
    const ids = (seed: string) =>
      (JSON.parse(practice(['--count', '20', '--seed', seed, '--json']).stdout) as { questions: PracticeQuestion[] }).questions.map((q) => q.id);
    expect(ids('7')).toEqual(ids('7'));
    expect(ids('8')).not.toEqual(ids('7'));
    expect(ids('judge')).toHaveLength(20);
  });

  it('keeps to one edition when asked, and prints questions with their choices and reasons', () => {
    const early = JSON.parse(practice(['--count', '500', '--edition', 'early', '--json']).stdout) as { questions: PracticeQuestion[] };
    expect(early.questions.length).toBeGreaterThan(50);
    expect(early.questions.every((q) => q.editions.includes('early'))).toBe(true);
    const text = practice(['--count', '2', '--seed', '3']);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^1\. \[[^\]]+\] .+\?\n {3}a\) .+\n {6}.+/);
    expect(text.stdout.match(/ {2}✓/g)).toHaveLength(2);
    expect(text.stdout).toContain('Так было бы, если бы');
  });

  it('refuses a bad option with a message', () => {
    for (const [args, message] of [
      [['--count', '0'], '--count must be a whole number from 1 to 100000, not "0"'],
      [['--count', 'many'], '--count must be a whole number'],
      [['--edition', 'middle'], 'unknown edition "middle" (known: early, late)'],
      [['--colour'], 'unknown option --colour'],
      [['extra'], 'unexpected argument "extra"'],
    ] as const) {
      const out = practice([...args]);
      expect(out.status, args.join(' ')).toBe(2);
      expect(out.stderr).toContain(message);
    }
  });

  it('svod check and svod practice name a template whose misreading never changes the answer, at its line', () => {
    const cwd = contentCopy();
    const path = join(cwd, 'content', 'practice', 'kutila-in-play.yaml');
    // The first misreading made the same as the scenario: no wrong choice comes of it in any variant.
    writeFileSync(path, readFileSync(path, 'utf8').replace('effect: "cost +{n - 1}"', 'effect: "cost +0"'));
    const check = run(['check', '--quiet'], cwd);
    expect(check.status).toBe(1);
    const line = 'content/practice/kutila-in-play.yaml:22:7: this mistake leaves the answer as it is in every variant: it makes no wrong choice';
    expect(check.stderr).toContain(line);
    const refused = practice(['--count', '3'], cwd);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(line);
  });
});
