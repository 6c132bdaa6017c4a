// `npm run bench`: runs every benchmark module and prints one table of measured figures.
// Each module exports `bench(): Promise<BenchRow[]>`; budgets are printed beside the figures.
// `npm run bench -- lighthouse site` runs only the modules named. Every row of the last run is
// kept in reports/bench/last-run.md; any error row makes the run exit non-zero.
import { mkdirSync, writeFileSync } from 'node:fs';
import { errorRow, isError, type BenchRow } from './types.ts';

const modules = ['./engine.ts', './reading.ts', './search.ts', './book.ts', './site.ts', './previews.ts', './lighthouse.ts'];
const named = process.argv.slice(2);
const chosen = named.length ? modules.filter((m) => named.some((n) => m === `./${n}.ts`)) : modules;

const rows: BenchRow[] = named
  .filter((n) => !modules.includes(`./${n}.ts`))
  .map((n) => errorRow(n, `no benchmark module ${n} (modules: ${modules.map((m) => m.slice(2, -3)).join(', ')})`));
for (const path of chosen) {
  try {
    const mod = (await import(path)) as { bench(): Promise<BenchRow[]> };
    rows.push(...(await mod.bench()));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(path.slice(2))) continue;
    rows.push(errorRow(path, error));
  }
}

const header: BenchRow = { area: 'area', metric: 'metric', value: 'value', budget: 'budget', ok: true };
const cells = (r: BenchRow) => [r.area, r.metric, r.value, r.budget, r === header ? 'ok' : r.ok ? 'yes' : 'NO'];
const widths = cells(header).map((_, i) => Math.max(...[header, ...rows].map((r) => cells(r)[i].length)));
const line = (r: BenchRow) =>
  '| ' +
  cells(r)
    .map((c, i) => c.padEnd(widths[i]))
    .join(' | ') +
  ' |';
const table = [line(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.map(line)].join('\n');
console.log(table);
mkdirSync('reports/bench', { recursive: true });
writeFileSync('reports/bench/last-run.md', `# npm run bench ${named.join(' ')} (${new Date().toISOString()})\n\n${table}\n`);
const errors = rows.filter(isError).length;
if (errors) {
  console.error(`${errors} measurement(s) failed: see the error rows`);
  process.exitCode = 1;
}
