// The search index of a corpus, built in memory, and what one first answer fetches of it: the
// figures the search benchmark and the whole-book benchmark both report.
import { gzipSync } from 'node:zlib';
import { contentHash } from '../src/content-files/index.ts';
import { buildSearchFiles, memoryLoader, SearchIndex, type SearchData } from '../src/search/index.ts';

export const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export interface BuiltIndex {
  rootPath: string;
  files: Map<string, string>;
  /** Each file's gzip bytes. */
  sizes: Map<string, number>;
  gzip: number;
  raw: number;
  /** Milliseconds the build took. */
  built: number;
}

export function buildIndex(data: SearchData): BuiltIndex {
  const started = performance.now();
  const { root: rootPath, files } = buildSearchFiles(data, { hash: contentHash });
  const built = performance.now() - started;
  const sizes = new Map([...files].map(([path, text]) => [path, gz(text)]));
  const gzip = [...sizes.values()].reduce((a, b) => a + b, 0);
  const raw = [...files.values()].reduce((a, t) => a + Buffer.byteLength(t), 0);
  return { rootPath, files, sizes, gzip, raw, built };
}

/** A first answer from nothing loaded: the index files it fetched (gzip bytes) and the milliseconds and CPU milliseconds it took. */
export async function firstAnswer(
  index: BuiltIndex,
  query: string,
  options: { perGroup?: number } = {},
): Promise<{ bytes: number; wall: number; cpu: number }> {
  const fetched: string[] = [];
  const load = memoryLoader(index.files);
  const c = process.cpuUsage();
  const t = performance.now();
  const opened = await SearchIndex.open((path) => (fetched.push(path), load(path)), index.rootPath);
  await opened.search(query, options);
  const wall = performance.now() - t;
  const used = process.cpuUsage(c);
  return { bytes: fetched.reduce((a, p) => a + (index.sizes.get(p) ?? 0), 0), wall, cpu: (used.user + used.system) / 1000 };
}
