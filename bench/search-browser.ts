// Our search next to Pagefind 1.6, in one Chromium run, on a copy of a built site that Pagefind
// indexes: the bytes a visitor downloads before the first answer to the same queries (ours: the
// header box's list; Pagefind: its top five results, as its UI shows them), and on the real
// content the warm latency and recall@3 of both.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize as normalizePath } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { BenchRow } from './types.ts';
import { STOP_WORDS, words, type SearchData } from '../src/search/index.ts';
import { chromiumPath, launchBrowser } from '../test/e2e/chromium.ts';
import { resultKey, type JudgeQuery } from '../test/search/judge-queries.ts';
import { firstAnswerQueries, recallQueries, recallRows } from './search-queries.ts';

export interface SiteRun {
  area: string;
  /** A built site. */
  dist: string;
  /** The page a visitor searches from. */
  page: string;
  /** Whether ours must weigh no more than Pagefind's. */
  budgeted: boolean;
  /** The corpus of the real content: then latency and recall are compared too. */
  recall?: SearchData;
  cleanup: () => void;
}

const root = process.cwd();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => (n < 1 ? `${(n * 1000).toFixed(0)} µs` : `${n.toFixed(2)} ms`);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};

function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalizePath(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/** Bytes on the wire with gzip on: each body gzipped, or as is where it is already compressed. */
const wire = (body: Buffer) => Math.min(body.length, gzipSync(body, { level: 9 }).length);

/** Bytes fetched from the moment `run` starts until it returns, on a page loaded with nothing cached. */
async function bytesDuring(
  browser: Browser,
  url: string,
  run: (page: Page) => Promise<unknown>,
): Promise<{ bytes: number; requests: number; elapsed: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const bodies: Promise<number>[] = [];
  page.on('response', (r) => bodies.push(r.body().then(wire, () => 0)));
  const t = performance.now();
  await run(page);
  const elapsed = performance.now() - t;
  const bytes = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  await context.close();
  return { bytes, requests: bodies.length, elapsed };
}

const ours = (query: string) => async (page: Page) => {
  await page.locator('#search-input').fill(query);
  await page.locator('.search-popup .search-hit').first().waitFor({ timeout: 60_000 });
};

const pagefind = (query: string) => async (page: Page) => {
  await page.evaluate(async (q) => {
    const pf = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string);
    const r = await pf.search(q);
    await Promise.all(r.results.slice(0, 5).map((x: { data(): Promise<unknown> }) => x.data()));
  }, query);
};

async function firstAnswerRows(browser: Browser, base: string, run: SiteRun): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const oursAll: number[] = [];
  const theirsAll: number[] = [];
  for (const q of firstAnswerQueries) {
    const a = await bytesDuring(browser, `${base}${run.page}`, ours(q));
    const b = await bytesDuring(browser, `${base}${run.page}`, pagefind(q));
    oursAll.push(a.bytes);
    theirsAll.push(b.bytes);
    rows.push({
      area: run.area,
      metric: `bytes before the first answer to «${q}» (gzip): ours / Pagefind`,
      value: `${kb(a.bytes)} in ${a.requests} requests, ${ms(a.elapsed)} / ${kb(b.bytes)} in ${b.requests} requests, ${ms(b.elapsed)}`,
      budget: run.budgeted ? 'ours ≤ Pagefind' : '',
      ok: !run.budgeted || a.bytes <= b.bytes,
    });
  }
  rows.push({
    area: run.area,
    metric: 'bytes before the first answer, median of those queries: ours / Pagefind',
    value: `${kb(quantile(oursAll, 0.5))} / ${kb(quantile(theirsAll, 0.5))}`,
    budget: '',
    ok: true,
  });
  return rows;
}

/** Credits Pagefind with a whole-page hit: the rule's page, or the page of its section. */
function pagefindMatches(url: string, expect: string[], sectionsOf: Map<string, string>): boolean {
  const path = new URL(url, 'http://x').pathname;
  const m = /\/rules\/(\d{3}(?:\.\d+)*)\/$/.exec(path);
  const keys = m ? [m[1]] : [];
  const anchor = new URL(url, 'http://x').hash.slice(1);
  return expect.some((e) => keys.includes(e) || anchor === e || keys.includes(sectionsOf.get(e) ?? '-'));
}

async function latencyAndRecallRows(browser: Browser, base: string, run: SiteRun, data: SearchData): Promise<BenchRow[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const queries = recallQueries.map((q) => q.query);
  // Pagefind wants every word; a fairer second try drops the function words for it.
  const keywordQueries = queries.map((q) =>
    words(q)
      .filter((w) => !STOP_WORDS.has(w))
      .join(' '),
  );
  const measured = await page.evaluate(
    async ([qs, kqs]) => {
      const lib = await import(/* @vite-ignore */ '/__bench/search.js' as string);
      // The page names its build's index, as the site's own scripts find it.
      const rootPath = document.querySelector<HTMLElement>('[data-search-root]')!.dataset.searchRoot!;
      const index = await lib.SearchIndex.open(async (path: string) => (await fetch(path)).json(), rootPath);
      const pf = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string);
      await pf.search('кладбище');
      // Warm: every query once, so both have fetched what it needs.
      for (const q of qs) await index.search(q), await pf.search(q);
      const oursTimes: number[] = [];
      const theirsTimes: number[] = [];
      const oursTop: { number: string | null; url: string }[][] = [];
      const theirsTop: string[][] = [];
      for (const q of qs) {
        let t = performance.now();
        const a = await index.search(q);
        oursTimes.push(performance.now() - t);
        oursTop.push((a.groups.find((g: { group: string }) => g.group === 'rules')?.hits ?? []).slice(0, 3));
        t = performance.now();
        const r = await pf.search(q);
        const top = await Promise.all(r.results.slice(0, 3).map((x: { data(): Promise<{ url: string }> }) => x.data()));
        theirsTimes.push(performance.now() - t);
        theirsTop.push(top.map((d: { url: string }) => d.url));
      }
      const keywordTop: string[][] = [];
      for (const q of kqs) {
        const r = await pf.search(q);
        keywordTop.push(
          (await Promise.all(r.results.slice(0, 3).map((x: { data(): Promise<{ url: string }> }) => x.data()))).map((d: { url: string }) => d.url),
        );
      }
      return { oursTimes, theirsTimes, oursTop, theirsTop, keywordTop };
    },
    [queries, keywordQueries] as const,
  );
  await context.close();
  const sectionsOf = new Map<string, string>();
  for (const d of data.docs) if (d.group === 'rules' && d.section) sectionsOf.set(resultKey(d), String(d.section));
  const at = new Map(recallQueries.map((q, i) => [q.id, i]));
  const oursAnswered = (q: JudgeQuery) => measured.oursTop[at.get(q.id)!].findIndex((h) => q.expect.includes(resultKey(h)));
  const theirsAnswered = (top: string[][]) => (q: JudgeQuery) => top[at.get(q.id)!].findIndex((u) => pagefindMatches(u, q.expect, sectionsOf));
  return [
    {
      area: run.area,
      metric: 'ours: latency median / p99 (Chromium, warm)',
      value: `${ms(quantile(measured.oursTimes, 0.5))} / ${ms(quantile(measured.oursTimes, 0.99))}`,
      budget: '',
      ok: true,
    },
    {
      area: run.area,
      metric: 'Pagefind: latency median / p99 (Chromium, warm, top 3 loaded)',
      value: `${ms(quantile(measured.theirsTimes, 0.5))} / ${ms(quantile(measured.theirsTimes, 0.99))}`,
      budget: '',
      ok: true,
    },
    ...recallRows(run.area, 'ours (Chromium): ', oursAnswered, true),
    ...recallRows(run.area, 'Pagefind (a section page counts): ', theirsAnswered(measured.theirsTop), false),
    ...recallRows(run.area, 'Pagefind (function words removed for it): ', theirsAnswered(measured.keywordTop), false),
  ];
}

/** Whether a built site holds a search index (its root is named by its content's hash). */
const hasSearchRoot = (dist: string) => existsSync(join(dist, 'search')) && readdirSync(join(dist, 'search')).some((f) => /^root\.[\w-]+\.json$/.test(f));

async function compareOne(browser: Browser, run: SiteRun): Promise<BenchRow[]> {
  if (!existsSync(join(run.dist, 'index.html')) || !hasSearchRoot(run.dist))
    return [{ area: run.area, metric: 'not measured', value: `${run.dist} holds no built site with a search index`, budget: '', ok: false }];
  const site = mkdtempSync(join(tmpdir(), 'svod-pagefind-'));
  try {
    cpSync(run.dist, site, { recursive: true });
    const t = performance.now();
    try {
      execFileSync(process.execPath, [join(root, 'node_modules/pagefind/lib/runner/bin.cjs'), '--site', site], { stdio: 'pipe', maxBuffer: 256 * 1024 * 1024 });
    } catch (error) {
      return [
        {
          area: run.area,
          metric: 'Pagefind',
          value: `its binary could not run here: ${String((error as Error).message).split('\n')[0]}`,
          budget: '',
          ok: false,
        },
      ];
    }
    const rows: BenchRow[] = [
      { area: run.area, metric: 'Pagefind indexing the same built site', value: `${((performance.now() - t) / 1000).toFixed(1)} s`, budget: '', ok: true },
    ];
    if (run.recall) {
      // Our library bundled for the browser, to time it in the same Chromium.
      const { build } = await import('esbuild');
      await build({
        entryPoints: [join(root, 'src/search/index.ts')],
        bundle: true,
        format: 'esm',
        minify: true,
        outfile: join(site, '__bench/search.js'),
        logLevel: 'silent',
      });
    }
    const { server, base } = await serve(site);
    try {
      rows.push(...(await firstAnswerRows(browser, base, run)));
      if (run.recall) rows.push(...(await latencyAndRecallRows(browser, base, run, run.recall)));
    } finally {
      server.close();
    }
    return rows;
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

/** Compares each built site in Chromium, and removes it whatever comes of it. */
export async function compareInBrowser(runs: SiteRun[]): Promise<BenchRow[]> {
  try {
    if (!existsSync(chromiumPath)) return runs.map((r) => ({ area: r.area, metric: 'not measured', value: `no ${chromiumPath}`, budget: '', ok: false }));
    const browser = await launchBrowser();
    const rows: BenchRow[] = [];
    try {
      for (const run of runs) rows.push(...(await compareOne(browser, run)));
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    for (const run of runs) run.cleanup();
  }
}
