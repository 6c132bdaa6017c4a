// The offline copy of the site, made at the end of every build. offline-manifest.json lists every
// file the build emitted (paths relative to the base, pages as their addresses) under one build
// id, a hash of all their bytes; the service worker (public/sw.js) is stamped with that id. So
// whatever names search or the islands give their files, the worker saves them all, and a new
// build is a new worker with a new cache that replaces the old copy as a whole.
import type { AstroIntegration } from 'astro';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesRoot } from '../content-files/index.ts';
import { assetPaths, notFoundPath, offlinePath, PREVIEWS_DIR } from '../routes/index.ts';

export interface OfflineManifest {
  /** Changes whenever any byte of the build does. */
  build: string;
  /** The newest date the rules' text can honestly claim: its last commit, else the build's day. */
  rules: { date: string; from: 'content' | 'build' };
  /** Relative to the base: `rules/205.4/` for a page, `_astro/x.js` for a file; `` is the home page. */
  files: string[];
  /** Pages the worker shows offline for an address it has not saved (`notSaved`) or that does not exist. */
  fallbacks: { notSaved: string; notFound: string };
}

const manifestFile = assetPaths.offlineManifest().slice(1);
const workerFile = assetPaths.serviceWorker().slice(1);
/** Images only chats show, beside a shared link: no page needs them offline. */
const previewsDir = PREVIEWS_DIR.slice(1);
/** The worker's placeholders, replaced in the built copy only. */
const placeholders = { build: '__SVOD_BUILD__', assets: '__SVOD_ASSETS__' };

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every file of the built site but the manifest, sorted; `x/index.html` as `x/`. */
export function buildFiles(dir: string): { file: string; address: string }[] {
  return walk(dir)
    .map((file) => ({ file, path: relative(dir, file).split(sep).join('/') }))
    .filter(({ path }) => path !== manifestFile)
    .map(({ file, path }) => ({ file, address: path === 'index.html' ? '' : path.replace(/(^|\/)index\.html$/, '$1') }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}

/** A short hash of every file's address and bytes (the worker's before it is stamped). */
export function buildId(files: { file: string; address: string }[]): string {
  const hash = createHash('sha256');
  for (const { file, address } of files) hash.update(`${address}\0${createHash('sha256').update(readFileSync(file)).digest('hex')}\n`);
  return hash.digest('hex').slice(0, 12);
}

/** The day of the last commit that changed the rules folder, if it has no uncommitted changes. */
export function rulesCommitDate(rulesDir: string): string | null {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: rulesDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    if (git('status', '--porcelain', '--', '.')) return null;
    return git('log', '-1', '--format=%cs', '--', '.') || null;
  } catch {
    return null; // not a git work tree (a tarball, a temporary copy)
  }
}

export function offlineManifest(dir: string, rulesDir: string, today = new Date()): OfflineManifest {
  const files = buildFiles(dir);
  const committed = rulesCommitDate(rulesDir);
  return {
    build: buildId(files),
    rules: committed ? { date: committed, from: 'content' } : { date: today.toISOString().slice(0, 10), from: 'build' },
    // The browser keeps the worker itself.
    files: files.map((f) => f.address).filter((address) => address !== workerFile && !address.startsWith(previewsDir)),
    fallbacks: { notSaved: offlinePath().slice(1), notFound: notFoundPath().slice(1) },
  };
}

/** Writes offline-manifest.json and stamps the built worker with the build id and assets folder. */
export function writeOffline(dir: string, rulesDir: string, assetsDir: string): OfflineManifest {
  const manifest = offlineManifest(dir, rulesDir);
  const absent = Object.values(manifest.fallbacks).filter((page) => !manifest.files.includes(page));
  if (absent.length) throw new Error(`offline: the build lacks its fallback pages ${absent.join(', ')}`);
  writeFileSync(join(dir, manifestFile), JSON.stringify(manifest));
  const worker = join(dir, workerFile);
  const source = readFileSync(worker, 'utf8');
  for (const placeholder of Object.values(placeholders)) {
    if (!source.includes(placeholder)) throw new Error(`offline: ${workerFile} lacks its placeholder ${placeholder}`);
  }
  writeFileSync(worker, source.replaceAll(placeholders.build, manifest.build).replaceAll(placeholders.assets, `${assetsDir}/`));
  return manifest;
}

export function offline(): AstroIntegration {
  let assetsDir = '_astro';
  return {
    name: 'svod-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsDir = config.build.assets;
      },
      'astro:build:done': ({ dir, logger }) => {
        const manifest = writeOffline(fileURLToPath(dir), rulesRoot(process.cwd()), assetsDir);
        logger.info(`build ${manifest.build}: ${manifest.files.length} files for offline use, rules of ${manifest.rules.date} (${manifest.rules.from})`);
      },
    },
  };
}
