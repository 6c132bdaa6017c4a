// Site budgets: the JavaScript a rule page ships before search or an example is used, and the
// engine code that «Проверить» loads.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './types.ts';
import { buildSite } from '../test/astro-cli.ts';
import { initialJs, moduleClosure } from './page-js.ts';
import { writeSyntheticRulebook } from './synthetic-rulebook.ts';
import { offlineBundle, serviceWorker } from './offline.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const OFFLINE_BUDGET = 3 * 1024 * 1024;

function offlineRow(dist: string, label: string): BenchRow {
  const bundle = offlineBundle(dist);
  return { area: 'site', metric: `offline bundle, ${label} (${bundle.files} files, gzip)`, value: `${mb(bundle.gzip)} (raw ${mb(bundle.raw)})`, budget: '≤ 3 MB', ok: bundle.gzip <= OFFLINE_BUDGET };
}

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
  const builds = sizes.map((rules) => build({ SVOD_RULES_DIR: writeSyntheticRulebook(mkdtempSync(join(tmpdir(), 'svod-rules-')), rules) }));
  const times = builds.map((b) => b.seconds);
  // Linear growth keeps the time per rule flat; allow 1.5× for fixed costs spread thinner.
  const perRule = times.map((t, i) => t / sizes[i]);
  const ratio = perRule[1] / perRule[0];
  return [
    ...sizes.map((rules, i) => ({ area: 'site', metric: `build, synthetic ${rules.toLocaleString('en')} rules`, value: `${times[i].toFixed(1)} s (${(perRule[i] * 1000).toFixed(1)} ms/rule)`, budget: '', ok: true })),
    { area: 'site', metric: 'build time per rule, 10,000 vs 1,000 rules', value: `×${ratio.toFixed(2)}`, budget: '≤ ×1.5 (linear)', ok: ratio <= 1.5 },
    offlineRow(builds[1].dist, 'synthetic 10,000 rules'),
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
  rows.push(offlineRow(dist, 'real content'));
  const worker = serviceWorker(dist);
  rows.push({ area: 'site', metric: 'service worker sw.js (runs apart from pages, gzip)', value: `${kb(worker.gzip)} (raw ${kb(worker.raw)})`, budget: '', ok: true });
  rows.push(...scaling());
  // Leave the default build's content cache as the real content has it.
  build();
  return rows;
}
