// Running `svod` as a user does, in the repository or in a temporary copy of its content.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

export const root = join(import.meta.dirname, '..', '..');
const svod = join(root, 'bin', 'svod.mjs');

/** `svod ARGS` in `cwd`, under the Node that runs the tests; a command that hangs is stopped. */
export const run = (args: string[], cwd = root) =>
  spawnSync(process.execPath, [svod, ...args], { cwd, encoding: 'utf8', timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });

/** A temporary project holding a copy of the content. */
export function contentCopy(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'svod-'));
  cpSync(join(root, 'content'), join(cwd, 'content'), { recursive: true });
  return cwd;
}

/** Every file and folder under `cwd`/content, with a hash of each file's bytes. */
export function tree(cwd: string): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        entries.set(relative(cwd, path), 'folder');
        walk(path);
      } else entries.set(relative(cwd, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(join(cwd, 'content'));
  return entries;
}

/** Runs an import that must be refused: exit 2, a message without a stack trace, nothing changed. */
export function refused(args: string[], cwd: string): string {
  const before = tree(cwd);
  const result = run(['import', ...args], cwd);
  expect(result.status, result.stderr).toBe(2);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(tree(cwd)).toEqual(before);
  return result.stderr;
}
