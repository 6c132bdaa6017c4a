// Site budgets: the JavaScript a rule page ships before search or an example is used, the engine
// code that «Проверить» loads, and the judge's board (main thread + engine worker, the text view
// apart), which no other page loads.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BenchRow } from './types.ts';
import { buildSite } from '../test/astro-cli.ts';
import { initialJs, moduleClosure } from './page-js.ts';
import { writeSyntheticRulebook } from './synthetic-rulebook.ts';
import { offlineBundle, serviceWorker } from './offline.ts';
import { OFFLINE_BUDGET } from '../src/integrations/offline.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

function offlineRow(dist: string, label: string): BenchRow {
  const bundle = offlineBundle(dist);
  const left = bundle.readerPages ? `, ${bundle.readerPages} section and rule pages left to the reader` : ', every page';
  return {
    area: 'site',
    metric: `offline bundle, ${label} (${bundle.files} files${left}, gzip)`,
    value: `${mb(bundle.gzip)} (raw ${mb(bundle.raw)})`,
    budget: '≤ 3 MB',
    ok: bundle.gzip <= OFFLINE_BUDGET,
  };
}

/** The page the worker answers with for a page left out of the copy: its HTML and the JS it loads. */
function readerRow(dist: string): BenchRow {
  const page = 'offline/reader/index.html';
  const js = initialJs(dist, page);
  const html = gzipSync(readFileSync(join(dist, page))).length;
  return {
    area: 'site',
    metric: 'offline reader page: HTML + JS before use (gzip)',
    value: `${kb(html + js.gzip)} (HTML ${kb(html)}, JS ${kb(js.gzip)})`,
    budget: '',
    ok: true,
  };
}

/** Builds the site into a fresh folder; returns the folder and the seconds it took. */
function build(env: Record<string, string> = {}): { dist: string; seconds: number } {
  const dist = mkdtempSync(join(tmpdir(), 'svod-bench-site-'));
  const started = performance.now();
  // --force: the content layer must not reuse another rulebook's cached entries.
  buildSite({ outDir: dist, env, force: true });
  return { dist, seconds: (performance.now() - started) / 1000 };
}

const BOARD_BUDGET = 45 * 1024;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pages(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** The board's JavaScript, split as it loads: the page's scripts, the engine's worker, and what
 *  loads later — the panels of a card (when the board is idle, or at the first tap on a card),
 *  the paper view with its QR code (when idle, or on «Распечатать»), the text view (on «Текст
 *  сценария» or a link with text). */
function judgeBoard(dist: string): BenchRow[] {
  const assets = readdirSync(join(dist, '_astro'));
  const find = (prefix: string) => assets.find((f) => f.startsWith(prefix));
  const worker = find('judge-worker');
  const later: [string, string | undefined][] = [
    ['a card’s panels and picks, loaded when idle or at the first tap', find('card-panel.')],
    ['the paper view and its QR code, loaded when idle or on «Распечатать»', find('judge-print.')],
    ['«Текст сценария», loaded on demand', find('judge-text.')],
  ];
  if (!worker || later.some(([, f]) => !f))
    return [{ area: 'site', metric: 'judge’s board', value: 'the worker or a lazy part not found in the build', budget: '', ok: false }];
  const page = initialJs(dist, 'judge/index.html');
  // What every page loads (the search box, the offline worker's registration) is the site's, not
  // the board's: the board's main thread is what /judge/ loads beyond the contents page.
  const common = initialJs(dist, 'rules/index.html').files;
  const own = page.files.filter((f) => !common.includes(f));
  const gzipOf = (files: string[]) => files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
  const main = { files: own, gzip: gzipOf(own) };
  const engine = moduleClosure(dist, join(dist, '_astro', worker));
  const total = main.gzip + engine.gzip;
  // Each lazy part's own files: what it adds to what the page has loaded already.
  const lazy = later.map(([name, file]) => ({
    name,
    gzip: gzipOf(moduleClosure(dist, join(dist, '_astro', file!)).files.filter((f) => !main.files.includes(f))),
  }));
  const elsewhere = pages(dist)
    .filter((page) => !page.endsWith(join('judge', 'index.html')))
    .filter((page) => initialJs(dist, page.slice(dist.length + 1)).files.some((f) => /^(judge|board|card-panel|timeline|qr)/.test(basename(f))));
  return [
    {
      area: 'site',
      metric: 'JS before use, /judge/ (gzip, with the site’s own scripts)',
      value: `${kb(page.gzip)} (raw ${kb(page.raw)})`,
      budget: '',
      ok: true,
    },
    { area: 'site', metric: 'judge’s board: main thread, its own files (gzip)', value: `${kb(main.gzip)} (${main.files.length} files)`, budget: '', ok: true },
    { area: 'site', metric: 'judge’s board: engine worker (gzip)', value: `${kb(engine.gzip)} (raw ${kb(engine.raw)})`, budget: '', ok: true },
    { area: 'site', metric: 'judge’s board: main thread + worker (gzip)', value: kb(total), budget: '≤ 45 KB', ok: total <= BOARD_BUDGET },
    ...lazy.map(({ name, gzip }) => ({ area: 'site', metric: `judge’s board: ${name} (gzip)`, value: kb(gzip), budget: '', ok: true })),
    { area: 'site', metric: 'pages other than /judge/ that load the board’s code', value: String(elsewhere.length), budget: '0', ok: elsewhere.length === 0 },
  ];
}

/** Practice: the page's scripts, and the questions it fetches (the home page fetches only their brief list). */
function practiceRows(dist: string): BenchRow[] {
  const js = initialJs(dist, 'practice/index.html');
  const data = readdirSync(join(dist, 'data')).filter((f) => f.startsWith('practice'));
  const gzip = (f: string) => gzipSync(readFileSync(join(dist, 'data', f))).length;
  return [
    {
      area: 'site',
      metric: 'JS before use, /practice/ (gzip, with the trace lines’ engine words)',
      value: `${kb(js.gzip)} (raw ${kb(js.raw)})`,
      budget: '',
      ok: true,
    },
    ...data.map((f) => ({ area: 'site', metric: `practice data, ${f.replace(/\.[\w-]+\.json$/, '')} (gzip)`, value: kb(gzip(f)), budget: '', ok: true })),
  ];
}

function scaling(): BenchRow[] {
  const sizes = [1000, 10000];
  const builds = sizes.map((rules) => build({ SVOD_RULES_DIR: writeSyntheticRulebook(mkdtempSync(join(tmpdir(), 'svod-rules-')), rules) }));
  const times = builds.map((b) => b.seconds);
  // Linear growth keeps the time per rule flat; allow 1.5× for fixed costs spread thinner.
  const perRule = times.map((t, i) => t / sizes[i]);
  const ratio = perRule[1] / perRule[0];
  return [
    ...sizes.map((rules, i) => ({
      area: 'site',
      metric: `build, synthetic ${rules.toLocaleString('en')} rules`,
      value: `${times[i].toFixed(1)} s (${(perRule[i] * 1000).toFixed(1)} ms/rule)`,
      budget: '',
      ok: true,
    })),
    { area: 'site', metric: 'build time per rule, 10,000 vs 1,000 rules', value: `×${ratio.toFixed(2)}`, budget: '≤ ×1.5 (linear)', ok: ratio <= 1.5 },
    offlineRow(builds[1].dist, 'synthetic 10,000 rules'),
  ];
}

export async function bench(): Promise<BenchRow[]> {
  const { dist, seconds } = build();
  const rows: BenchRow[] = [{ area: 'site', metric: 'build (real content)', value: `${seconds.toFixed(1)} s`, budget: '', ok: true }];
  for (const page of ['rules/205.4/index.html', 'rules/203.2/index.html', 'rules/205/index.html', 'index.html']) {
    const js = initialJs(dist, page);
    rows.push({
      area: 'site',
      metric: `JS before use, /${page.replace('index.html', '')} (gzip)`,
      value: `${kb(js.gzip)} (raw ${kb(js.raw)})`,
      budget: '≤ 10 KB',
      ok: js.gzip <= 10 * 1024,
    });
  }
  const island = readdirSync(join(dist, '_astro')).find((f) => f.startsWith('example-island.'));
  if (island) {
    const js = moduleClosure(dist, join(dist, '_astro', island));
    rows.push({
      area: 'site',
      metric: 'engine + example island, loaded on «Проверить» (gzip)',
      value: `${kb(js.gzip)} (raw ${kb(js.raw)})`,
      budget: '≤ 25 KB',
      ok: js.gzip <= 25 * 1024,
    });
  } else {
    rows.push({ area: 'site', metric: 'engine + example island', value: 'not found in the build', budget: '≤ 25 KB', ok: false });
  }
  rows.push(...judgeBoard(dist));
  rows.push(...practiceRows(dist));
  rows.push(offlineRow(dist, 'real content'));
  rows.push(readerRow(dist));
  const worker = serviceWorker(dist);
  rows.push({
    area: 'site',
    metric: 'service worker sw.js (runs apart from pages, gzip)',
    value: `${kb(worker.gzip)} (raw ${kb(worker.raw)})`,
    budget: '',
    ok: true,
  });
  rows.push(...scaling());
  // Leave the default build's content cache as the real content has it.
  build();
  return rows;
}
