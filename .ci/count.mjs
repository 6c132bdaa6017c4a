// Sums vitest JSON reports into the closing line CI reads: "N passed, N failed".
// A missing report counts as one failure, so a suite that never ran cannot pass silently.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    if (file.includes('e2e') && !existsSync('vitest.e2e.config.ts')) continue;
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
