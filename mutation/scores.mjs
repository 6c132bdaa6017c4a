// After both runs: each folder's mutation score, from the JSON report its run wrote, counted as
// Stryker counts it (killed and timed-out mutants over all that ran or had no test).
import { readFileSync } from 'node:fs';
import { calculateMetrics } from 'mutation-testing-metrics';

for (const folder of ['engine', 'rulebook']) {
  const report = JSON.parse(readFileSync(`reports/mutation/${folder}/mutation.json`, 'utf8'));
  const m = calculateMetrics(report.files).metrics;
  console.log(
    `src/${folder}: mutation score ${m.mutationScore.toFixed(2)}% — ${m.killed} killed, ${m.timeout} timed out, ${m.survived} survived, ${m.noCoverage} without a test (${m.totalValid} mutants)`,
  );
}
