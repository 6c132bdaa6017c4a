// Search benchmark, on the real content and on a generated 10,000-rule rulebook written with the
// real rulebook's words: in Node, how long the index takes to be ready and to give a first answer
// with nothing loaded, what that answer fetches, how fast warm queries are, how big the index is;
// then, on the built site, our search next to Pagefind in the same Chromium run: bytes a visitor
// downloads before the first answer, the offline bundle, latency, recall@3 on the judge queries
// (their tuning set and their held-out set, apart).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorRow, type BenchRow } from './types.ts';
import { contentPlace, loadContentGraph, searchCorpus } from '../src/content-files/index.ts';
import { memoryLoader, SearchIndex, type SearchData } from '../src/search/index.ts';
import { buildSite } from '../test/astro-cli.ts';
import { judgeQueries, resultKey } from '../test/search/judge-queries.ts';
import { moduleClosure } from './page-js.ts';
import { compareInBrowser, type SiteRun } from './search-browser.ts';
import { firstAnswerQueries, recallQueries, recallRows } from './search-queries.ts';
import { writeRealisticRulebook } from './search-rulebook.ts';
import { buildIndex, firstAnswer, gz } from './search-index-figures.ts';

const root = process.cwd();
const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`);
const ms = (n: number) => (n < 1 ? `${(n * 1000).toFixed(0)} µs` : `${n.toFixed(2)} ms`);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** What the header's list asks for: five results a group. */
const POPUP = { perGroup: 5 };
const wordQueries = [...firstAnswerQueries, 'оружия', 'инкарнация', 'кладбишем', 'кладбишче', 'вылечить', '205.4', '517.', '309.2'];

/** Per-query wall and CPU time (each query alone, several rounds) after a warm-up. */
async function latencies(index: SearchIndex, queries: string[], rounds = 20): Promise<{ wall: number[]; cpu: number[] }> {
  for (const q of queries) await index.search(q);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const q of queries) {
      const c = process.cpuUsage();
      const t = performance.now();
      await index.search(q);
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  return { wall, cpu };
}

/** In Node, with the built files in memory: sizes, readiness, the cold first answer, warm latency. */
async function nodeRows(area: string, data: SearchData, queries: string[], budgeted: boolean): Promise<{ rows: BenchRow[]; index: SearchIndex }> {
  const rows: BenchRow[] = [];
  const budget = (text: string) => (budgeted ? text : '');
  const built = buildIndex(data);
  const { rootPath, files, sizes, gzip: total, raw } = built;
  rows.push({
    area,
    metric: `index files (${data.docs.length} documents, built in ${ms(built.built)})`,
    value: `${files.size} files, ${kb(raw)} raw, ${kb(total)} gzip`,
    budget: '',
    ok: true,
  });
  rows.push({ area, metric: 'root file, fetched before anything else (gzip)', value: kb(sizes.get(rootPath)!), budget: '', ok: true });

  const ready: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await SearchIndex.open(memoryLoader(files), rootPath);
    ready.push(performance.now() - t);
  }
  rows.push({
    area,
    metric: 'index ready: root loaded (Node, median of 20)',
    value: ms(quantile(ready, 0.5)),
    budget: budget('< 100 ms'),
    ok: !budgeted || quantile(ready, 0.5) < 100,
  });

  // Cold: a fresh index per query, so the answer fetches and parses everything it needs.
  const cold: number[] = [];
  const coldCpu: number[] = [];
  const bytes: number[] = [];
  for (const q of [...firstAnswerQueries, ...queries.slice(0, 20)]) {
    const answer = await firstAnswer(built, q, POPUP);
    cold.push(answer.wall);
    coldCpu.push(answer.cpu);
    bytes.push(answer.bytes);
  }
  rows.push({
    area,
    metric: `first answer from nothing loaded (Node, ${cold.length} queries): median / max`,
    value: `${ms(quantile(cold, 0.5))} / ${ms(Math.max(...cold))}`,
    budget: budget('max < 100 ms'),
    ok: !budgeted || Math.max(...cold) < 100,
  });
  rows.push({ area, metric: 'its CPU time: median / max', value: `${ms(quantile(coldCpu, 0.5))} / ${ms(Math.max(...coldCpu))}`, budget: '', ok: true });
  rows.push({
    area,
    metric: 'index bytes that first answer fetches (gzip): median / max',
    value: `${kb(quantile(bytes, 0.5))} / ${kb(Math.max(...bytes))}`,
    budget: '',
    ok: true,
  });

  const index = await SearchIndex.open(memoryLoader(files), rootPath);
  const { wall, cpu } = await latencies(index, queries);
  const median = quantile(wall, 0.5);
  const p99 = quantile(wall, 0.99);
  rows.push({ area, metric: `query latency median (Node, warm, ${queries.length} queries × 20)`, value: ms(median), budget: '≤ 1 ms', ok: median <= 1 });
  rows.push({ area, metric: 'query latency p99 (Node, warm)', value: ms(p99), budget: budget('< 2 ms'), ok: !budgeted || p99 < 2 });
  rows.push({
    area,
    metric: 'query CPU time median / p99 (Node, warm; unaffected by other processes)',
    value: `${ms(quantile(cpu, 0.5))} / ${ms(quantile(cpu, 0.99))}`,
    budget: '',
    ok: true,
  });
  return { rows, index };
}

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** Everything a browser needs to search offline: the index files and the search code, gzip. */
function offlineBundle(dist: string): { index: number; code: number } {
  const index = filesUnder(join(dist, 'search'))
    .filter((f) => f.endsWith('.json'))
    .reduce((a, f) => a + gz(readFileSync(f)), 0);
  const entries = readdirSync(join(dist, '_astro')).filter((f) => /^search-(box|page)\./.test(f));
  const code = new Set(entries.flatMap((f) => moduleClosure(dist, join(dist, '_astro', f)).files));
  return { index, code: [...code].reduce((a, f) => a + gz(readFileSync(join(dist, f))), 0) };
}

function offlineRow(area: string, dist: string, budgeted: boolean): BenchRow {
  const { index, code } = offlineBundle(dist);
  const total = index + code;
  return {
    area,
    metric: 'offline bundle: index files + search code (gzip)',
    value: `${kb(total)} (${kb(index)} + ${kb(code)})`,
    budget: budgeted ? '≤ 3 MB' : '',
    ok: !budgeted || total <= 3 * 1024 * 1024,
  };
}

/** The real content: Node figures and recall, then the built site (dist/) beside Pagefind. */
async function realContent(): Promise<{ rows: BenchRow[]; data: SearchData }> {
  const area = 'search: real content';
  const data = searchCorpus(loadContentGraph(contentPlace(root, {})).graph);
  const { rows, index } = await nodeRows(area, data, [...judgeQueries.map((q) => q.query), ...wordQueries], false);
  const top: Map<string, string[]> = new Map();
  for (const q of recallQueries) top.set(q.id, ((await index.search(q.query)).groups.find((g) => g.group === 'rules')?.hits ?? []).slice(0, 3).map(resultKey));
  rows.push(...recallRows(area, '', (q) => top.get(q.id)!.findIndex((k) => q.expect.includes(k)), true));
  return { rows, data };
}

/** The synthetic rulebook: written, read as the site reads it, measured in Node, built, beside Pagefind. */
async function tenThousand(real: SearchData): Promise<{ rows: BenchRow[]; site: SiteRun | null }> {
  const area = 'search: 10,000 rules';
  const folder = mkdtempSync(join(tmpdir(), 'svod-search-rules-'));
  const rules = writeRealisticRulebook(folder, real, 10_000);
  const data = searchCorpus(loadContentGraph(contentPlace(root, { SVOD_RULES_DIR: rules })).graph);
  const sample = data.docs.filter((d) => d.group === 'rules');
  const phrases = Array.from({ length: 20 }, (_, i) => sample[i * 499].blocks[0].text.split(' ').slice(2, 4).join(' '));
  const { rows } = await nodeRows(area, data, [...judgeQueries.map((q) => q.query), ...wordQueries, '150.3', '399.', ...phrases], true);
  const dist = mkdtempSync(join(tmpdir(), 'svod-search-site-'));
  try {
    const t = performance.now();
    // --force: the content layer must not reuse the real rulebook's cached entries.
    buildSite({ outDir: dist, env: { SVOD_RULES_DIR: rules }, force: true });
    rows.push({ area, metric: 'site build for the comparison below', value: `${((performance.now() - t) / 1000).toFixed(1)} s`, budget: '', ok: true });
    rows.push(offlineRow(area, dist, true));
    return {
      rows,
      site: {
        area: 'search vs Pagefind: 10,000 rules',
        dist,
        page: '/rules/150.3/',
        budgeted: true,
        cleanup: () => rmSync(dist, { recursive: true, force: true }),
      },
    };
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    // A build that fails is a measurement that failed: an error row, and the run exits non-zero.
    rows.push(errorRow(`${area}: site build`, error));
    return { rows, site: null };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The real content's site, built afresh for the comparison (dist/ may be older than the code
 * measured); --force also leaves the content layer's cache as the real content has it.
 */
function realSite(): SiteRun {
  const dist = mkdtempSync(join(tmpdir(), 'svod-search-site-'));
  buildSite({ outDir: dist, force: true });
  return {
    area: 'search vs Pagefind: real content',
    dist,
    page: '/rules/209.2/',
    budgeted: false,
    cleanup: () => rmSync(dist, { recursive: true, force: true }),
  };
}

export async function bench(): Promise<BenchRow[]> {
  const load = loadavg()[0];
  const rows: BenchRow[] = [
    {
      area: 'search',
      metric: 'machine load while measuring (1-minute load average, CPUs)',
      value: `${load.toFixed(1)} on ${(await import('node:os')).cpus().length}`,
      budget: '',
      ok: true,
    },
  ];
  // Each stage that fails leaves its error row, and the stages after it still run where they can.
  let real: Awaited<ReturnType<typeof realContent>>;
  try {
    real = await realContent();
  } catch (error) {
    return [...rows, errorRow('search: real content', error)];
  }
  rows.push(...real.rows);
  let big: Awaited<ReturnType<typeof tenThousand>> = { rows: [], site: null };
  try {
    big = await tenThousand(real.data);
  } catch (error) {
    big.rows.push(errorRow('search: 10,000 rules', error));
  }
  rows.push(...big.rows);
  let site: SiteRun | null = null;
  try {
    site = realSite();
    rows.push(offlineRow('search: real content', site.dist, false));
  } catch (error) {
    rows.push(errorRow('search: real content site', error));
  }
  try {
    rows.push(...(await compareInBrowser([...(site ? [{ ...site, recall: real.data }] : []), ...(big.site ? [big.site] : [])])));
  } catch (error) {
    rows.push(errorRow('search vs Pagefind', error));
  }
  return rows;
}
