// Running `svod` as a user does, in the repository or in a temporary copy of its content.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');
const svod = join(root, 'bin', 'svod.mjs');

/** `svod ARGS` in `cwd`, under the Node that runs the tests; a command that hangs is stopped. */
export const run = (args: string[], cwd = root) => spawnSync(process.execPath, [svod, ...args], { cwd, encoding: 'utf8', timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });

/** A temporary project holding a copy of the content. */
export function contentCopy(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'svod-'));
  cpSync(join(root, 'content'), join(cwd, 'content'), { recursive: true });
  return cwd;
}
