/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium via playwright-core against the built site on 127.0.0.1.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
