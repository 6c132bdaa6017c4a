// The unit tests that exercise src/engine and src/rulebook, for `npm run mutation` (Stryker runs
// them once per mutant). Left out: the site build, the browser, search, and the property tests,
// whose thousands of generated games would run for nearly every mutant.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/engine/**/*.test.ts', 'test/rulebook/**/*.test.ts', 'test/input/**/*.test.ts'],
    exclude: ['test/engine/property.test.ts'],
  },
});
