// `svod run FILE... [--json]`: runs scenarios with the embedded engine.
// Exit 0 when all pass, 1 when any fails, 2 on an input error (file:line:column on stderr).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runScenario, type Catalog, type InputError, type ScenarioResult } from '../../engine/index.ts';
import { formatProblem, loadCatalog } from '../../content-files/index.ts';

export interface RunReport {
  results: ScenarioResult[];
  errors: InputError[];
}

export async function runFiles(files: string[], catalog: Catalog, root = process.cwd()): Promise<RunReport> {
  const results: ScenarioResult[] = [];
  const errors: InputError[] = [];
  for (const f of files) {
    const shown = f;
    let text: string;
    try {
      text = await readFile(resolve(root, f), 'utf8');
    } catch (e) {
      errors.push({ file: shown, line: 1, column: 1, message: `cannot read file: ${(e as Error).message}`, messageRu: 'не удалось прочитать файл' });
      continue;
    }
    const out = runScenario(text, shown, catalog);
    if (out.ok) results.push(out.result);
    else errors.push(out.error);
  }
  return { results, errors };
}

export function printResults(report: RunReport, json: boolean): void {
  const passed = report.results.filter((r) => r.passed).length;
  const failed = report.results.length - passed;
  if (json) {
    const results = report.results.map((r) => ({
      file: r.file,
      id: r.id,
      passed: r.passed,
      steps: r.steps.map((s) => ({ ok: s.ok, message: s.message, trace: s.trace })),
    }));
    console.log(JSON.stringify({ results, passed, failed }));
  } else {
    for (const r of report.results) {
      console.log(`${r.passed ? 'PASS' : 'FAIL'} ${r.file} (${r.id}, ${r.edition})`);
      if (!r.passed) {
        r.steps.forEach((s, i) => {
          if (!s.ok) console.log(`  step ${i + 1}: ${s.message}`);
        });
      }
    }
    console.log(`${passed} passed, ${failed} failed${report.errors.length ? `, ${report.errors.length} input error(s)` : ''}`);
  }
  for (const e of report.errors) console.error(formatProblem(e));
}

export async function run(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  const unknown = files.filter((a) => a.startsWith('--'));
  if (unknown.length || files.length === 0) {
    console.error(unknown.length ? `svod run: unknown option ${unknown[0]}` : 'Usage: svod run FILE... [--json]');
    return 2;
  }
  const { catalog, errors: cardErrors } = await loadCatalog();
  if (cardErrors.length) {
    for (const e of cardErrors) console.error(formatProblem(e));
    return 2;
  }
  const report = await runFiles(files, catalog);
  printResults(report, json);
  if (report.errors.length) return 2;
  return report.results.every((r) => r.passed) ? 0 : 1;
}
