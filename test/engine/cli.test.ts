// `svod run` and `svod check`: exit codes and the --json shape.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { run as runCommand } from '../../src/cli/commands/run.ts';
import { EXAMPLES } from './helpers.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  return { out, err };
}

afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), 'svod-run-'));
const write = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('svod run', () => {
  test('exit 0 and the exact JSON shape when all pass', async () => {
    const { out } = capture();
    const code = await runCommand([join(EXAMPLES, '203-2-kutila.yaml'), join(EXAMPLES, '517-3-1-summon-cancelled.yaml'), '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out.join('\n'));
    expect(Object.keys(json)).toEqual(['results', 'errors', 'passed', 'failed']);
    expect(json.errors).toEqual([]);
    expect(json.passed).toBe(2);
    expect(json.failed).toBe(0);
    expect(Object.keys(json.results[0])).toEqual(['file', 'id', 'passed', 'steps']);
    expect(Object.keys(json.results[0].steps[0])).toEqual(['ok', 'message', 'trace']);
    expect(Object.keys(json.results[0].steps[0].trace[0])).toEqual(['rule', 'edition', 'text']);
    expect(json.results[0].id).toBe('203-2-kutila');
  });
  test('exit 1 when a scenario fails', async () => {
    const { out } = capture();
    const f = write('fail.yaml', 'setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: { cost: Кутила, is: 3 }\n');
    expect(await runCommand([f])).toBe(1);
    expect(out.join('\n')).toContain('FAIL');
  });
  test('exit 2 on an input error, with file:line:column in English', async () => {
    const { err } = capture();
    const f = write('bad.yaml', 'setup:\n  A:\n    hand: [Кутилла]\nsteps: []\n');
    expect(await runCommand([f, join(EXAMPLES, '203-2-kutila.yaml')])).toBe(2);
    expect(err.join('\n')).toContain(`${f}:3:12: unknown card "Кутилла"`);
  });
  test('exit 2 without files', async () => {
    capture();
    expect(await runCommand([])).toBe(2);
  });
});
