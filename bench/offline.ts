// The offline copy's size: every file the service worker saves (offline-manifest.json) and the
// manifest itself, gzipped file by file as a server sends them; the pages the copy leaves to the
// offline reader; and the worker itself (not page JS: it runs apart).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OfflineManifest } from '../src/integrations/offline.ts';

const fileOf = (dist: string, address: string) => join(dist, address === '' || address.endsWith('/') ? `${address}index.html` : address);
const sizes = (text: Buffer) => ({ raw: text.length, gzip: gzipSync(text).length });

export function offlineBundle(dist: string): { files: number; readerPages: number; raw: number; gzip: number } {
  const text = readFileSync(join(dist, 'offline-manifest.json'));
  const manifest = JSON.parse(text.toString('utf8')) as OfflineManifest;
  const all = [sizes(text), ...manifest.files.map((address) => sizes(readFileSync(fileOf(dist, address))))];
  return {
    files: manifest.files.length,
    readerPages: manifest.readerPages.length,
    raw: all.reduce((n, s) => n + s.raw, 0),
    gzip: all.reduce((n, s) => n + s.gzip, 0),
  };
}

export function serviceWorker(dist: string): { raw: number; gzip: number } {
  return sizes(readFileSync(join(dist, 'sw.js')));
}
