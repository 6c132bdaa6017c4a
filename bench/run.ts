// `npm run bench`: runs every benchmark module and prints one table of measured figures.
// Each module exports `bench(): Promise<BenchRow[]>`; budgets are printed beside the figures.
// `npm run bench -- lighthouse site` runs only the modules named.
import type { BenchRow } from './types.ts';

const modules = ['./engine.ts', './search.ts', './site.ts', './previews.ts', './lighthouse.ts'];
const named = process.argv.slice(2);
const chosen = named.length ? modules.filter((m) => named.some((n) => m === `./${n}.ts`)) : modules;

const rows: BenchRow[] = [];
for (const path of chosen) {
  try {
    const mod = (await import(path)) as { bench(): Promise<BenchRow[]> };
    rows.push(...(await mod.bench()));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(path.slice(2))) continue;
    rows.push({ area: path, metric: 'error', value: String((error as Error).message ?? error), budget: '', ok: false });
  }
}

const header: BenchRow = { area: 'area', metric: 'metric', value: 'value', budget: 'budget', ok: true };
const cells = (r: BenchRow) => [r.area, r.metric, r.value, r.budget, r === header ? 'ok' : r.ok ? 'yes' : 'NO'];
const widths = cells(header).map((_, i) => Math.max(...[header, ...rows].map((r) => cells(r)[i].length)));
const line = (r: BenchRow) => '| ' + cells(r).map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const r of rows) console.log(line(r));
