// `svod run FILE... [--json]`: runs scenarios with the embedded engine.
// Exit 0 when all pass, 1 when any fails, 2 on an input error (file:line:column on stderr).
import { resolve } from 'node:path';
import { runScenario, traceLine, type Catalog, type Editions, type InputProblem, type ScenarioResult } from '../../engine/index.ts';
import { formatProblem, loadCatalog, loadEngineEditions, readContentFile } from '../../content-files/index.ts';

export interface RunReport {
  results: ScenarioResult[];
  errors: InputProblem[];
}

export async function runFiles(files: string[], catalog: Catalog, editions: Editions, root = process.cwd()): Promise<RunReport> {
  const results: ScenarioResult[] = [];
  const errors: InputProblem[] = [];
  for (const file of files) {
    const read = await readContentFile(resolve(root, file), file);
    if ('problem' in read) {
      errors.push(read.problem);
      continue;
    }
    const out = runScenario(read.bytes, file, catalog, editions);
    if (out.ok) results.push(out.result);
    else errors.push(...out.errors);
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
      steps: r.steps.map((s) => ({ ok: s.ok, message: s.message, trace: s.trace, ...(s.answer ? { answer: s.answer } : {}) })),
    }));
    const errors = report.errors.map(({ file, line, column, message }) => ({ file, line, column, message }));
    console.log(JSON.stringify({ results, errors, passed, failed }));
    return;
  }
  for (const r of report.results) {
    console.log(`${r.passed ? 'PASS' : 'FAIL'} ${r.file} (${r.id}, ${r.edition})`);
    r.steps.forEach((s, i) => {
      if (!s.ok) console.log(`  step ${i + 1}: ${s.message}`);
      if (s.answer) {
        console.log(`  step ${i + 1}: ${s.answer.question} ${s.answer.text}`);
        for (const t of s.answer.trace) console.log(`    ${traceLine(t)}`);
      }
    });
  }
  console.log(`${passed} passed, ${failed} failed${report.errors.length ? `, ${report.errors.length} input error(s)` : ''}`);
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
  const { catalog, errors: cardErrors } = loadCatalog();
  const { editions, errors: editionErrors } = loadEngineEditions();
  if (cardErrors.length || editionErrors.length) {
    for (const e of [...cardErrors, ...editionErrors]) console.error(formatProblem(e));
    return 2;
  }
  const report = await runFiles(files, catalog, editions);
  printResults(report, json);
  if (report.errors.length) return 2;
  return report.results.every((r) => r.passed) ? 0 : 1;
}
