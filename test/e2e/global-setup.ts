// Builds the site once (unless SVOD_SKIP_BUILD=1 and dist/ exists) and serves it on 127.0.0.1
// for every browser test; the address is handed to the tests as SVOD_BASE_URL.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../astro-cli.ts';
import { serve, type Served } from './serve.ts';

let server: Served | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!(process.env.SVOD_SKIP_BUILD === '1' && existsSync('dist/index.html'))) buildSite({ stdio: 'inherit' });
  server = await serve();
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
