// The build reads practice from the content graph, as `svod check` does: every question the graph
// generates reaches the site's data, and a template citing a rule that does not resolve stops the
// build at the same file, line and column (a template whose misreading changes nothing: same-refusal.test.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/site/data.ts';
import { siteLoader } from '../../src/site/site-loader.ts';
import { contentCopy, root, run } from '../cli/helpers.ts';

/** What the site's loader stores for the project at `dir`. */
async function load(dir: string): Promise<SiteData[]> {
  const stored: SiteData[] = [];
  const context = { store: { clear: () => {}, set: ({ data }: { data: SiteData }) => void stored.push(data) }, logger: { info: () => {} } };
  await siteLoader(dir).load(context as never);
  return stored;
}

describe('practice in the build', () => {
  it('holds every template and every question svod check generates', async () => {
    const [site] = await load(root);
    const check = run(['check', '--quiet']);
    const counted = /(\d+) practice templates \((\d+) questions\)/.exec(check.stdout);
    expect(counted, check.stdout).not.toBeNull();
    expect([site.practice.templates.length, site.practice.questions.length]).toEqual([Number(counted![1]), Number(counted![2])]);
    expect(site.practice.templates.map((t) => t.file)).toContain('content/practice/kutila-in-play.yaml');
    expect(site.practice.questions.filter((q) => q.template === 'kutila-in-play').length).toBeGreaterThan(0);
  });

  it('names a template rule that no edition holds, as it names a ruling’s', async () => {
    const copy = contentCopy();
    try {
      const path = join(copy, 'content', 'practice', 'kutila-in-play.yaml');
      writeFileSync(path, readFileSync(path, 'utf8').replace('rules: ["203.2"]', 'rules: ["203.2", "213.9"]'));
      const where = 'content/practice/kutila-in-play.yaml:5:18: rules: 213.9 is in no edition of the rulebook: no alignment can carry it';
      const check = run(['check', '--quiet'], copy);
      expect(check.status).toBe(1);
      expect(check.stderr).toContain(where);
      await expect(load(copy)).rejects.toThrow(where);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
