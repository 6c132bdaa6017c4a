// `svod run` and `svod check`: exit codes and the --json shape.
import { execFileSync } from 'node:child_process';
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
  test('--json carries input errors beside the results, with file, line and column', async () => {
    const { out } = capture();
    const f = write('bad-json.yaml', 'setup:\n  A:\n    hand: [Кутилла]\nsteps: []\n');
    expect(await runCommand([f, join(EXAMPLES, '203-2-kutila.yaml'), '--json'])).toBe(2);
    const json = JSON.parse(out.join('\n'));
    expect(json.errors).toEqual([{ file: f, line: 3, column: 12, message: 'unknown card "Кутилла"' }]);
    expect(json.results.map((r: { id: string }) => r.id)).toEqual(['203-2-kutila']);
  });
  test('prints the answers of ask steps with their rules, and --json gives each step its answer', async () => {
    const f = write(
      'ask.yaml',
      'edition: early\nsetup:\n  A:\n    coins: 10\n    hand: [Кутила, Рунопевец, Рунопевец, Рунопевец]\nsteps:\n  - ask: { cost: Кутила }\n  - play: Кутила\n  - ask: { cost: Кутила }\n',
    );
    let { out } = capture();
    expect(await runCommand([f])).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('Сколько стоит Кутила? 6');
    expect(text).toContain('Сколько стоит Кутила? 7');
    expect(text).toMatch(/Кутила: −4, карт в руке 4 \(203\.2\)/);
    vi.restoreAllMocks();
    ({ out } = capture());
    await runCommand([f, '--json']);
    const steps = JSON.parse(out.join('\n')).results[0].steps;
    expect(steps[0].answer).toMatchObject({ question: 'Сколько стоит Кутила?', text: '6', value: 6 });
    expect(steps[0].answer.trace.some((t: { rule: string }) => t.rule === '203.2')).toBe(true);
    expect(steps[1].answer).toBeUndefined();
  });
  test('refuses a folder and a FIFO instead of reading them (exit 2, no hang)', async () => {
    const { err } = capture();
    const fifo = join(dir, 'pipe.yaml');
    execFileSync('mkfifo', [fifo]);
    expect(await runCommand([dir, fifo])).toBe(2);
    expect(err.join('\n')).toContain(`${dir}:1:1: is a directory, not a file`);
    expect(err.join('\n')).toContain(`${fifo}:1:1: is not a regular file`);
  });
  test('reports bytes that are not UTF-8 with their line and column', async () => {
    const { err } = capture();
    const p = join(dir, 'latin1.yaml');
    writeFileSync(p, Buffer.concat([Buffer.from('setup: {}\nsteps:\n  - draw: '), Buffer.from([0xe9])]));
    expect(await runCommand([p])).toBe(2);
    expect(err.join('\n')).toContain(`${p}:3:11: the file is not valid UTF-8`);
  });
  test('exit 2 without files', async () => {
    capture();
    expect(await runCommand([])).toBe(2);
  });
});
