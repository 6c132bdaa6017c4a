// The tests Stryker runs against each mutant of src/rulebook: the rulebook's own unit tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/rulebook/**/*.test.ts'],
  },
});
