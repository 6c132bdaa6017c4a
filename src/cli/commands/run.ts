// `svod run FILE... [--json]`: runs scenarios with the embedded engine, on the content's cards
// and editions (a scenario that names no edition plays by the current view's base).
// Exit 0 when all pass, 1 when any fails, 2 on an input error (file:line:column on stderr).
// What it prints is bounded (../run-output.ts).
import { resolve } from 'node:path';
import { runScenario, type InputProblem, type ScenarioResult } from '../../engine/index.ts';
import { jsonReport, textReport } from '../run-output.ts';
import { formatProblem, loadContentGraph, problemsIn, readContentBytes, type EngineEditions } from '../../content-files/index.ts';
import type { Catalog } from '../../engine/index.ts';

export interface RunReport {
  results: ScenarioResult[];
  errors: InputProblem[];
}

export async function runFiles(files: string[], catalog: Catalog, engine: EngineEditions, root = process.cwd()): Promise<RunReport> {
  const results: ScenarioResult[] = [];
  const errors: InputProblem[] = [];
  for (const file of files) {
    const read = readContentBytes(resolve(root, file), file);
    if (!read.ok) {
      errors.push(read.problem);
      continue;
    }
    const out = runScenario(read.value, file, catalog, engine.editions, { defaultEdition: engine.defaultEdition });
    if (out.ok) results.push(out.result);
    else errors.push(...out.errors);
  }
  return { results, errors };
}

export function printResults(report: RunReport, json: boolean): void {
  if (json) {
    console.log(jsonReport(report.results, report.errors));
    return;
  }
  for (const line of textReport(report.results)) console.log(line);
  const passed = report.results.filter((r) => r.passed).length;
  console.log(`${passed} passed, ${report.results.length - passed} failed${report.errors.length ? `, ${report.errors.length} input error(s)` : ''}`);
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
  const read = loadContentGraph();
  // Scenarios need the cards and the engine's tables; other content's problems are `svod check`'s to say.
  const broken = problemsIn(read, ['cards', 'engine']);
  if (broken.length) {
    for (const e of broken) console.error(formatProblem(e));
    return 2;
  }
  const report = await runFiles(files, read.graph.catalog, read.graph.engine);
  printResults(report, json);
  if (report.errors.length) return 2;
  return report.results.every((r) => r.passed) ? 0 : 1;
}
