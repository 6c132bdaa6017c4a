// Mutation testing of the two pure libraries with the most logic: `npm run mutation`.
// Slow (minutes on two cores), so it is kept out of `npm test` and CI.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/engine/**/*.ts', 'src/rulebook/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // The machine is shared: under load a run takes several times its quiet length, and a mutant
  // must not count as killed merely because the test run was slow.
  timeoutMS: 30000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  tempDirName: '.stryker-tmp',
};
