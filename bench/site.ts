// Site budgets: the JavaScript a rule page ships before search or an example is used, and the
// engine code that «Проверить» loads.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './types.ts';
import { initialJs, moduleClosure } from './page-js.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function bench(): Promise<BenchRow[]> {
  const dist = mkdtempSync(join(tmpdir(), 'svod-bench-site-'));
  const started = performance.now();
  execFileSync(process.execPath, ['node_modules/astro/astro.js', 'build', '--outDir', dist], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const buildMs = performance.now() - started;
  const rows: BenchRow[] = [{ area: 'site', metric: 'build (real content)', value: `${(buildMs / 1000).toFixed(1)} s`, budget: '', ok: true }];
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
  return rows;
}
