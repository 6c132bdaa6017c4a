// Site budgets: the JavaScript a rule page ships before search or an example is used, and the
// engine code that «Проверить» loads.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './types.ts';
import { buildSite } from '../test/astro-cli.ts';
import { initialJs, moduleClosure } from './page-js.ts';
import { writeSyntheticRulebook } from './synthetic-rulebook.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Builds the site into a fresh folder; returns the folder and the seconds it took. */
function build(env: Record<string, string> = {}): { dist: string; seconds: number } {
  const dist = mkdtempSync(join(tmpdir(), 'svod-bench-site-'));
  const started = performance.now();
  // --force: the content layer must not reuse another rulebook's cached entries.
  buildSite({ outDir: dist, env, force: true });
  return { dist, seconds: (performance.now() - started) / 1000 };
}

function scaling(): BenchRow[] {
  const sizes = [1000, 10000];
  const times = sizes.map((rules) => build({ SVOD_RULES_DIR: writeSyntheticRulebook(mkdtempSync(join(tmpdir(), 'svod-rules-')), rules) }).seconds);
  // Linear growth keeps the time per rule flat; allow 1.5× for fixed costs spread thinner.
  const perRule = times.map((t, i) => t / sizes[i]);
  const ratio = perRule[1] / perRule[0];
  return [
    ...sizes.map((rules, i) => ({ area: 'site', metric: `build, synthetic ${rules.toLocaleString('en')} rules`, value: `${times[i].toFixed(1)} s (${(perRule[i] * 1000).toFixed(1)} ms/rule)`, budget: '', ok: true })),
    { area: 'site', metric: 'build time per rule, 10,000 vs 1,000 rules', value: `×${ratio.toFixed(2)}`, budget: '≤ ×1.5 (linear)', ok: ratio <= 1.5 },
  ];
}

export async function bench(): Promise<BenchRow[]> {
  const { dist, seconds } = build();
  const rows: BenchRow[] = [{ area: 'site', metric: 'build (real content)', value: `${seconds.toFixed(1)} s`, budget: '', ok: true }];
  for (const page of ['rules/205.4/index.html', 'rules/203.2/index.html', 'rules/205/index.html', 'index.html']) {
    const js = initialJs(dist, page);
    rows.push({ area: 'site', metric: `JS before use, /${page.replace('index.html', '')} (gzip)`, value: `${kb(js.gzip)} (raw ${kb(js.raw)})`, budget: '≤ 10 KB', ok: js.gzip <= 10 * 1024 });
  }
  const island = readdirSync(join(dist, '_astro')).find((f) => f.startsWith('example-island.'));
  if (island) {
    const js = moduleClosure(dist, join(dist, '_astro', island));
    rows.push({ area: 'site', metric: 'engine + example island, loaded on «Проверить» (gzip)', value: `${kb(js.gzip)} (raw ${kb(js.raw)})`, budget: '≤ 25 KB', ok: js.gzip <= 25 * 1024 });
  } else {
    rows.push({ area: 'site', metric: 'engine + example island', value: 'not found in the build', budget: '≤ 25 KB', ok: false });
  }
  rows.push(...scaling());
  // Leave the default build's content cache as the real content has it.
  build();
  return rows;
}
