// Serving a built site on 127.0.0.1 with `astro preview`, for the browser tests.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { previewSite } from '../astro-cli.ts';

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

export interface Served {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Serves `outDir` (the project's dist/ when omitted) at `port` (a free one when omitted); a build
 * made with a base path (`/svod/`) is served under it, and `url` ends before its final slash.
 */
export async function serve(outDir?: string, port?: number, base = '/'): Promise<Served> {
  port ??= await freePort();
  const child = previewSite(port, base === '/' ? {} : { SVOD_BASE: base }, outDir);
  const url = `http://127.0.0.1:${port}${base.replace(/\/$/, '')}`;
  await waitFor(`${url}/`, child);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, port, stop };
}
