// Content is read only from regular files under a size limit: a FIFO (which would block for
// ever), a symlink to /dev/zero (which never ends) or an oversized file anywhere in content/ is
// named with its file, and `svod check` and the build's loaders finish at once instead of hanging
// or filling memory. (A hung command is stopped by the runner's timeout and fails its test.)
import { spawnSync } from 'node:child_process';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Loader } from 'astro/loaders';
import { contentCopy, run } from '../cli/helpers.ts';
import { siteLoader } from '../../src/site/site-loader.ts';

type Kind = 'fifo' | 'zero' | 'huge';

/** Puts a file of `kind` at `path` inside a copy of the content. */
function plant(cwd: string, path: string, kind: Kind): void {
  const at = join(cwd, path);
  if (kind === 'fifo') expect(spawnSync('mkfifo', [at]).status).toBe(0);
  else if (kind === 'zero') symlinkSync('/dev/zero', at);
  else writeFileSync(at, `# ${'x'.repeat(1_100_000)}\n`);
}

const SAID: Record<Kind, string> = {
  fifo: 'is not a regular file (a FIFO, socket or device is never read)',
  zero: 'is not a regular file (a FIFO, socket or device is never read)',
  huge: 'is larger than 1000 KB, the most svod reads of one file',
};

const PLACES: [string, Kind][] = [
  ['content/examples/pipe.yaml', 'fifo'],
  ['content/rulings/zero.yaml', 'zero'],
  ['content/cards/huge.yaml', 'huge'],
  ['content/glossary/pipe.yaml', 'fifo'],
  ['content/rules/late/999-pipe.md', 'fifo'],
  ['content/rules/early/999-zero.md', 'zero'],
];

describe('svod check over files that are no content', () => {
  it('names each one and finishes', () => {
    const cwd = contentCopy();
    for (const [path, kind] of PLACES) plant(cwd, path, kind);
    const result = run(['check', '--quiet'], cwd);
    expect(result.status).toBe(1);
    for (const [path, kind] of PLACES) expect(result.stderr).toContain(`${path}:1:1: ${SAID[kind]}`);
  });

  it('a source that is a FIFO, and a views.yaml that is /dev/zero, are named too', () => {
    const cwd = contentCopy();
    const source = 'content/sources/001_4876500ea2668954.txt';
    rmSync(join(cwd, source));
    plant(cwd, source, 'fifo');
    expect(run(['check', '--quiet'], cwd).stderr).toContain(`${source}:1:1: ${SAID.fifo}`);
    rmSync(join(cwd, 'content/rules/views.yaml'));
    plant(cwd, 'content/rules/views.yaml', 'zero');
    expect(run(['check', '--quiet'], cwd).stderr).toContain(`content/rules/views.yaml:1:1: ${SAID.zero}`);
  });
});

describe('the build’s loader over files that are no content', () => {
  const load = (loader: Loader) => loader.load({ store: { clear: () => {}, set: () => {} }, logger: { info: () => {} } } as never);

  it.each(PLACES)('%s (%s): stops the build naming the file', async (path, kind) => {
    const cwd = contentCopy();
    plant(cwd, path, kind);
    await expect(load(siteLoader(cwd))).rejects.toThrow(`${path}:1:1: ${SAID[kind]}`);
  });
});
