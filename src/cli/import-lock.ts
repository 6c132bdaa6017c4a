// One import at a time: two imports at once would both find a source name free in content/sources
// and both write it. An import holds a lock file, created exclusively and holding its process id,
// from its first check to its last write; another waits for it a while, then refuses. A lock
// whose process has ended is stale: it is taken over.
import { existsSync, mkdirSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContentText } from '../content-files/index.ts';

/** The lock's name inside the content folder. */
export const LOCK_NAME = '.svod-import.lock';
/** How long an import waits for another to finish before it refuses. */
const LOCK_WAIT_MS = 5_000;
const POLL_MS = 100;

export type Lock = { release(): void } | { heldBy: number | null };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding the lock, or null when its file is just being written (or is no file). */
function holder(path: string): number | null {
  const text = readContentText(path, path, 64);
  const pid = text.ok ? Number.parseInt(text.value, 10) : NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Takes the lock of the content folder `folder`, waiting up to `waitMs` for another import to end. */
export async function takeLock(folder: string, waitMs = LOCK_WAIT_MS): Promise<Lock> {
  const madeFolder = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, LOCK_NAME);
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return {
        release() {
          unlinkSync(path);
          // A first import that wrote nothing leaves no empty content folder behind.
          if (madeFolder) {
            try {
              rmdirSync(folder);
            } catch {
              // The import wrote into it: it stays.
            }
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const pid = holder(path);
    if (pid !== null && !alive(pid)) {
      // Another waiter may have taken it over first; the writes themselves never overwrite (./import-write.ts).
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() >= until) return { heldBy: pid };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
