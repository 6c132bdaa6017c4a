// Sums vitest JSON reports into the closing line CI reads: "N passed, N failed".
// A missing report counts as a failure, so a suite that never ran cannot pass silently;
// `--failed-steps N` adds steps that are not tests (type check, lint, knip) as failures.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let failed = 0;
let passed = 0;
const stepsAt = args.indexOf('--failed-steps');
if (stepsAt >= 0) failed += Number(args.splice(stepsAt, 2)[1]) || 0;
for (const file of args) {
  if (!existsSync(file)) {
    console.error(`no test report at ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
