// The tests Stryker runs against each mutant of src/engine. Left out: the site build and the
// browser; the property tests, whose thousands of generated games would run for nearly every
// mutant; and the content rulings test, which runs every ruling while its file loads, outside any
// test, so that every mutant it reaches would need the whole suite (test/engine/ruling.test.ts
// checks the ruling reader inside its tests instead); and the scan of every sentence for Russian
// agreement, which runs every example and ruling in one test (their own tests run each alone).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // As in vitest.config.ts: a property test on the shared machine may take far longer than when quiet.
    testTimeout: 120_000,
    include: ['test/engine/**/*.test.ts', 'test/input/**/*.test.ts'],
    exclude: ['test/engine/property.test.ts', 'test/engine/rulings.test.ts', 'test/engine/russian.test.ts'],
  },
});
