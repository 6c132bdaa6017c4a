// What JavaScript a built page makes the browser load before anything is clicked: its inline
// scripts, its module scripts and every module they import statically (dynamic imports wait).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const staticImport = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']|(?:^|[;\s}])export\s*[\w*{}\s,$]*from\s*["']([^"']+)["']/g;

export interface PageJs {
  files: string[];
  raw: number;
  gzip: number;
}

function modulesFrom(dist: string, entry: string, seen: Set<string>): void {
  if (seen.has(entry) || !existsSync(entry)) return;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const m of code.matchAll(staticImport)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    modulesFrom(dist, spec.startsWith('/') ? join(dist, spec) : resolve(dirname(entry), spec), seen);
  }
}

/** A built module and everything it imports statically, gzipped file by file. */
export function moduleClosure(dist: string, file: string): PageJs {
  const seen = new Set<string>();
  modulesFrom(dist, file, seen);
  const bodies = [...seen].map((f) => readFileSync(f, 'utf8'));
  return {
    files: [...seen].map((f) => f.slice(dist.length)),
    raw: bodies.reduce((n, b) => n + Buffer.byteLength(b), 0),
    gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0),
  };
}

/** The JS of `dist/<page>` loaded up front, raw and gzipped (each file compressed alone, as served). */
export function initialJs(dist: string, page: string): PageJs {
  const html = readFileSync(join(dist, page), 'utf8');
  // Data islands (`type="application/json"`) are data the page carries, not code it runs.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((s) => s.trim());
  const seen = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) modulesFrom(dist, join(dist, m[1]), seen);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) modulesFrom(dist, join(dist, m[1]), seen);
  const bodies = [...inline, ...[...seen].map((f) => readFileSync(f, 'utf8'))];
  return {
    files: [...seen].map((f) => f.slice(dist.length)),
    raw: bodies.reduce((n, b) => n + Buffer.byteLength(b), 0),
    gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0),
  };
}
