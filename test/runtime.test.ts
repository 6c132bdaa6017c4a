// The project runs on one pinned Node.js: .nvmrc names it, package.json installs it as a
// devDependency (so npm scripts and `npm exec` find it first on the PATH), and the tests run on it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './astro-cli.ts';

const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('runtime', () => {
  it('pins one Node.js version in .nvmrc and in the devDependencies', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(pkg.devDependencies.node).toBe(pinned);
  });

  // engines names the Node.js that may run npm itself (a system Node 20 does); the project's own
  // code always runs on the pinned one, which must be inside that range too.
  it('states the supported range in engines, and the pinned version is in it', () => {
    const [, low, high] = /^>=(\d+\.\d+\.\d+) <(\d+)$/.exec(pkg.engines.node) ?? [];
    const version = pinned.split('.').map(Number);
    expect(low).toBeDefined();
    expect(version[0]).toBeLessThan(Number(high));
    expect(compare(version, low.split('.').map(Number))).toBeGreaterThanOrEqual(0);
  });

  it('runs the tests on the pinned Node.js', () => {
    expect(process.version).toBe(`v${pinned}`);
  });
});

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
