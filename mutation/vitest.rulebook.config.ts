// The tests Stryker runs against each mutant of src/rulebook: the rulebook's own unit tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // As in vitest.config.ts: a property test on the shared machine may take far longer than when quiet.
    testTimeout: 120_000,
    include: ['test/rulebook/**/*.test.ts'],
  },
});
