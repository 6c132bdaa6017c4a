// Builds the site once (unless SVOD_SKIP_BUILD=1 and dist/ exists) and serves it on 127.0.0.1
// for every browser test; the address is handed to the tests as SVOD_BASE_URL.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildSite, previewSite } from '../astro-cli.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`preview server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

let server: ChildProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!(process.env.SVOD_SKIP_BUILD === '1' && existsSync('dist/index.html'))) buildSite({ stdio: 'inherit' });
  const port = await freePort();
  server = previewSite(port);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, server);
  project.provide('baseUrl', base);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
