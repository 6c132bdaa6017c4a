// Runs Astro's own command line under the Node that runs the tests (the pinned Node 24 when
// started through npm scripts). One place knows where Astro keeps its entry point.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
const astroCli = join(root, 'node_modules/astro/bin/astro.mjs');

/**
 * Vitest puts Vite's `import.meta.env` into its own process.env (BASE_URL=/, MODE=test, …); a
 * build inheriting them would take BASE_URL over the base path it was configured with.
 */
const viteEnv = new Set(['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']);

const quiet = (env: NodeJS.ProcessEnv = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !viteEnv.has(name))),
  ASTRO_TELEMETRY_DISABLED: '1',
  ...env,
});

/** `astro build` into `outDir` (the project's dist/ when omitted); throws with Astro's output. */
export function buildSite(options: { outDir?: string; env?: NodeJS.ProcessEnv; force?: boolean; stdio?: 'pipe' | 'inherit' } = {}): void {
  const args = [astroCli, 'build', ...(options.force ? ['--force'] : []), ...(options.outDir ? ['--outDir', options.outDir] : [])];
  // Astro's output of a large build outgrows the default buffer of a captured child process.
  execFileSync(process.execPath, args, { cwd: root, env: quiet(options.env), stdio: options.stdio ?? 'pipe', maxBuffer: 256 * 1024 * 1024 });
}

/**
 * `astro preview` on 127.0.0.1 at `port`; the caller stops the returned process. Several may run
 * at once (the offline tests serve a second build beside the first): no lock file.
 */
export function previewSite(port: number, env: NodeJS.ProcessEnv = {}, outDir?: string): ChildProcess {
  const args = [astroCli, 'preview', '--host', '127.0.0.1', '--port', String(port), '--ignore-lock', ...(outDir ? ['--outDir', outDir] : [])];
  return spawn(process.execPath, args, { cwd: root, env: quiet(env), stdio: 'ignore' });
}
