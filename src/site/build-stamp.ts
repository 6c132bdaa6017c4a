// How a page says which build it is (issue 21): the build stamps every page with a
// `<meta name="svod-build">` (src/integrations/offline.ts), and the page's offline script reads it
// to know when the server has moved on (src/scripts/offline/offline-state.ts). The worker's stamp reads
// `const BUILD = '…'` (public/sw.js), which a page fetches to learn the server's build.
export const BUILD_META = 'svod-build';

/** The build id stamped into the worker's source, or null when it holds none. */
export function workerBuild(source: string): string | null {
  return /^const BUILD = '([\w-]+)';$/m.exec(source)?.[1] ?? null;
}
