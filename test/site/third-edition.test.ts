// Editions are data (issue 17): a third edition, imported with `svod import` into a copy of the
// content and named in views.yaml, is served with its own rule pages, diff, board choice, offline
// copy and API; every ruling whose rules it holds is checked under it, in its numbers; the command
// line knows it; and no file in src/ changes on the way.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, root } from '../astro-cli.ts';
import { run } from '../cli/helpers.ts';
import { THIRD, withThirdEdition } from '../fixtures/third-edition.ts';

/** Every file under src/ with a hash of its bytes. */
function sourceTree(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(join(root, 'src'));
  return out;
}

let project: ReturnType<typeof withThirdEdition>;
let out: string;
let srcBefore: Map<string, string>;
const built = (path: string) => readFileSync(join(out, path), 'utf8');
const json = (path: string) => JSON.parse(built(path));

beforeAll(() => {
  srcBefore = sourceTree();
  project = withThirdEdition();
  out = mkdtempSync(join(tmpdir(), 'svod-third-site-'));
  buildSite({ outDir: out, env: { SVOD_CONTENT_DIR: project.content } });
}, 600_000);
afterAll(() => {
  for (const dir of [project?.cwd, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a third edition on the command line', () => {
  it('is imported, and `svod check` holds every ruling and example, naming the rules the alignment cannot carry', () => {
    expect(project.imported.stdout).toContain(`imported ${THIRD.id}: 0 parts, 6 sections, 18 rules`);
    const check = run(['check', '--quiet'], project.cwd);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(
      /note: content\/rules\/proba\/: the engine plays proba by late's table, each rule carried to its place in proba; text changed: 520\.5 → 520\.5; not in proba's excerpts, so cited from late: 205-p1, 205\.2, 205\.4, /,
    );
    expect(check.stdout).toMatch(/46 rulings \(\d+ runs across editions\)/);
  });

  it('is read by `svod rule` in its own numbers, and says where a number it lacks stands', () => {
    const rule = run(['rule', '522.2', '--edition', THIRD.id], project.cwd);
    expect(rule.stdout).toContain(`522.2 — ${THIRD.title}`);
    const missing = run(['rule', '522.1', '--edition', THIRD.id], project.cwd);
    expect([missing.status, missing.stderr.trim()]).toEqual([1, 'svod rule: 522.1 is not in the proba edition; it is in: late (use --edition)']);
  });

  it('checks a ruling under it with its own numbers (`svod ruling`)', () => {
    const ruling = JSON.parse(run(['ruling', 'constructor-chain-with-illegal-target', '--json'], project.cwd).stdout);
    expect(ruling.checks.map((c: { edition: string; held: boolean }) => [c.edition, c.held])).toEqual([
      ['late', true],
      [THIRD.id, true],
    ]);
  });
});

describe('a third edition on the site', () => {
  it('has its own rule pages, titled and cited with its title', () => {
    const page = built(`editions/${THIRD.id}/rules/522.2/index.html`);
    expect(page).toContain(THIRD.title);
    expect(existsSync(join(out, `editions/${THIRD.id}/rules/522.1/index.html`))).toBe(false);
    expect(built('editions/index.html')).toContain(THIRD.title);
  });

  it('is compared with the late edition: the renumbered rule and the reworded one', () => {
    const diff = built(`diff/late/${THIRD.id}/index.html`);
    expect(diff).toMatch(/522\.1<\/a> → <a[^>]*>522\.2/);
    expect(diff).toContain('<ins>какую из своих</ins><del>какие</del>');
    // The home page speaks of the newest pair views.yaml compares.
    expect(built('index.html')).toContain(`href="/diff/late/${THIRD.id}/"`);
    expect(built('rules/522.1/index.html')).toContain(`${THIRD.title}: <a href="/editions/${THIRD.id}/rules/522.2/">522.2</a> — текст тот же, номер другой.`);
  });

  it('is a choice of the judge’s board, with its engine table carried from the late edition', () => {
    const page = built('judge/index.html');
    expect(page).toMatch(new RegExp(`<input type="radio" name="edition" value="${THIRD.id}"[^>]*> ${THIRD.title}`));
    const engine = JSON.parse(/<script type="application\/json" id="judge-engine">([\s\S]*?)<\/script>/.exec(page)![1]);
    const third = engine.find((t: { id: string }) => t.id === THIRD.id);
    expect(third.citations).toMatchObject({ chain: '522.2', loseChoose: '520.5', summon: '517.3' });
    expect(third.citations.firstTurn).toBeUndefined();
  });

  it('is in the offline copy', () => {
    const manifest = json('offline-manifest.json');
    expect([...manifest.files, ...manifest.readerPages]).toContain(`editions/${THIRD.id}/rules/522.2/`);
  });

  it('is in the API: its rules, and every ruling whose rules it holds checked under it in its numbers', () => {
    const rules = json(`api/rules/${THIRD.id}.json`);
    expect([rules.editions, rules.id, rules.title]).toEqual([[THIRD.id], THIRD.id, THIRD.title]);
    const { rulings } = json('api/rulings.json');
    // It holds 517–522, the excerpt it is made of, and no rule before them.
    const held = (r: { rules: string[] }) => r.rules.every((rule) => Number(rule.slice(0, 3)) >= 517);
    const checked = (r: { checks: { edition: string }[] }) => r.checks.some((c) => c.edition === THIRD.id);
    expect(rulings.filter(held).length).toBeGreaterThan(15);
    for (const r of rulings) expect(checked(r), r.id).toBe(held(r));
    const chain = rulings.find((r: { id: string }) => r.id === 'constructor-chain');
    expect(chain.checks.map((c: { edition: string; rules: string[]; passed: boolean }) => [c.edition, c.rules, c.passed])).toEqual([
      ['late', ['522.1'], true],
      [THIRD.id, ['522.2'], true],
    ]);
  });

  it('changed no file in src/', () => {
    expect(sourceTree()).toEqual(srcBefore);
  });
});
