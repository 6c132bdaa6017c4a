// Every check of the content lives in its graph (issue 17): `svod check` and the build refuse the
// same broken content with the same messages at the same file, line and column — here a duplicate
// example id, an `illustrates` that points at no rulebook example, a ruling citing a rule that
// no edition holds, and a practice template whose misreading never changes the answer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../astro-cli.ts';
import { contentCopy, run } from '../cli/helpers.ts';

let cwd: string;
let out: string;
let check: ReturnType<typeof run>;
let build: string;

beforeAll(() => {
  cwd = contentCopy();
  const examples = join(cwd, 'content', 'examples');
  const kutila = readFileSync(join(examples, '203-2-kutila.yaml'), 'utf8');
  // A second example under the first one's id.
  writeFileSync(join(examples, 'kutila-again.yaml'), kutila);
  // An example that makes executable a rulebook example the rulebook does not have.
  writeFileSync(join(examples, '203-2-kutila.yaml'), kutila.replace('illustrates: 203.2/ex1', 'illustrates: 203.2/ex7'));
  const ruling = join(cwd, 'content', 'rulings', 'kutila-in-play.yaml');
  writeFileSync(ruling, readFileSync(ruling, 'utf8').replace('rules: ["203.2"]', 'rules: ["203.2", "213.9"]'));
  const template = join(cwd, 'content', 'practice', 'kutila-in-play.yaml');
  writeFileSync(template, readFileSync(template, 'utf8').replace('effect: "cost +{n - 1}"', 'effect: "cost +0"'));
  check = run(['check', '--quiet'], cwd);
  out = mkdtempSync(join(tmpdir(), 'svod-refused-'));
  try {
    buildSite({ outDir: out, env: { SVOD_CONTENT_DIR: join(cwd, 'content') } });
    build = '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string };
    build = `${stdout}\n${stderr}`;
  }
}, 600_000);
afterAll(() => {
  for (const dir of [cwd, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The problems as `svod check` prints them, with the folder the build names them by. */
const expected = (content: string) => [
  `${content}/examples/203-2-kutila.yaml:6:14: illustrates: 203.2/ex7 is in no edition of the rulebook: no alignment can carry it`,
  `${content}/examples/kutila-again.yaml:2:5: id "203-2-kutila" differs from the file name "kutila-again"`,
  `${content}/examples/kutila-again.yaml:2:5: id "203-2-kutila" is also used by ${content}/examples/203-2-kutila.yaml`,
  `${content}/rulings/kutila-in-play.yaml:6:18: rules: 213.9 is in no edition of the rulebook: no alignment can carry it`,
  `${content}/practice/kutila-in-play.yaml:22:7: this mistake leaves the answer as it is in every variant: it makes no wrong choice`,
];

describe('svod check and the build refuse the same content', () => {
  it('svod check names each problem at its file, line and column', () => {
    expect(check.status).toBe(1);
    expect(check.stderr.trim().split('\n')).toEqual(expected('content'));
  });

  it('the build stops with the very same lines', () => {
    expect(build).toContain('The content does not hold (as `svod check` says)');
    for (const line of expected(join(cwd, 'content'))) expect(build).toContain(line);
    expect(() => execFileSync('test', ['-e', join(out, 'index.html')])).toThrow();
  });
});
