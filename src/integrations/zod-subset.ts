// In the browser (the pages' scripts and the judge's worker) the engine reads data with
// src/input/zod-mini-subset.ts in place of zod/mini: the same readings in a fraction of the bytes
// (the board's budget is 45 KB gzip). Only the engine's own schemas (src/engine, src/input) take
// the subset; Node (the build's pages, the CLI, the tests) keeps zod for all.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SUBSET = fileURLToPath(new URL('../input/zod-mini-subset.ts', import.meta.url));
const ENGINE = /[\\/]src[\\/](engine|input)[\\/]/;

export function zodSubset(): Plugin {
  return {
    name: 'svod-zod-subset',
    enforce: 'pre',
    // Not the server environment that renders the pages at build time: only the browser's.
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source, importer) => (source === 'zod/mini' && importer && ENGINE.test(importer) ? SUBSET : null),
    // A schema function the subset lacks would be undefined at run time: stop the build instead.
    // (Rollup says MISSING_EXPORT; Rolldown, under Vite 8, IMPORT_IS_UNDEFINED.)
    onLog(_level, log) {
      if ((log.code === 'MISSING_EXPORT' || log.code === 'IMPORT_IS_UNDEFINED') && log.message.includes('zod-mini-subset')) this.error(log.message);
    },
  };
}
