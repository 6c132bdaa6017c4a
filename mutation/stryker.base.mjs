// What the two mutation runs share (`npm run mutation`): StrykerJS with the vitest runner, each
// mutant run against only the tests that reach it, on the shared two-core machine.
/** @param {'engine' | 'rulebook'} folder @returns {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export function strykerConfig(folder) {
  return {
    testRunner: 'vitest',
    vitest: { configFile: `mutation/vitest.${folder}.config.ts` },
    mutate: [`src/${folder}/**/*.ts`],
    coverageAnalysis: 'perTest',
    concurrency: 2,
    // Under load a test run takes several times its quiet length: a mutant must not count as
    // killed merely because the machine was busy.
    timeoutMS: 30000,
    reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
    htmlReporter: { fileName: `reports/mutation/${folder}/index.html` },
    jsonReporter: { fileName: `reports/mutation/${folder}/mutation.json` },
    incremental: true,
    incrementalFile: `reports/mutation/${folder}/incremental.json`,
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  };
}
