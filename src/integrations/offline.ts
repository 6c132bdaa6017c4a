// The offline copy of the site, made at the end of every build. offline-manifest.json lists the
// files the build emitted (paths relative to the base, pages as their addresses) under one build
// id, a hash of all their bytes; the service worker (public/sw.js) is stamped with that id. So
// whatever names search or the islands give their files, the worker saves them all, and a new
// build is a new worker with a new cache that replaces the old copy as a whole.
// The copy stays within a size budget at any size of the rulebook: it holds every file but the
// sections' and rules' pages in full, and those pages while the whole copy fits; offline, the
// reader page (offline/reader/) reads the pages left out from the search index it holds.
import type { AstroIntegration } from 'astro';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPlace } from '../content-files/index.ts';
import {
  apiPaths,
  assetPaths,
  CURRENT_VIEW,
  dataPath,
  keyPathOf,
  notFoundPath,
  offlinePath,
  offlineReaderPath,
  PREVIEWS_DIR,
  searchPaths,
} from '../routes/index.ts';
import { compareNumbers } from '../rulebook/index.ts';
import { BUILD_META } from '../site/build-stamp.ts';

export interface OfflineManifest {
  /** Changes whenever any byte of the build does. */
  build: string;
  /** The newest date the rules' text can honestly claim: its last commit, else the build's day. */
  rules: { date: string; from: 'content' | 'build' };
  /** What the worker saves, relative to the base: `rules/205.4/` for a page, `_astro/x.js` for a file; `` is the home page. */
  files: string[];
  /** Pages the worker shows offline: for an address it has not saved yet (`notSaved`), one that does not exist, and one left to the reader. */
  fallbacks: { notSaved: string; notFound: string; reader: string };
  /** Sections' and rules' pages left out of the copy to keep it within its budget: offline, the reader page shows them. */
  readerPages: string[];
}

/** The manifest, and the copy's size as a server sends it (gzip, file by file, the manifest included) and its budget, in bytes. */
export interface OfflineCopy {
  manifest: OfflineManifest;
  gzip: number;
  budget: number;
}

/** The offline copy's budget (gzip bytes): issue 11's bar for a 10,000-rule rulebook. */
export const OFFLINE_BUDGET = 3 * 1024 * 1024;

const manifestFile = assetPaths.offlineManifest().slice(1);
const workerFile = assetPaths.serviceWorker().slice(1);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
/** Files for others only — chats' preview images, search engines' sitemap, outside tools' data
 *  and schemas (every JSON file under /api/: pages fetch their build's own copies under /data/,
 *  src/site/data-files.ts) — that no page reads: offline they would only take the budget from pages. */
const othersFolders = [PREVIEWS_DIR, assetPaths.sitemap()].map((path) => path.slice(1));
const apiFolder = folderOf(apiPaths.rules()).slice(1);
const forOthersOnly = (address: string) =>
  othersFolders.some((path) => address.startsWith(path)) || (address.startsWith(apiFolder) && address.endsWith('.json'));
/** The worker's placeholders, replaced in the built copy only. */
const placeholders = { build: '__SVOD_BUILD__', assets: '__SVOD_ASSETS__', hashed: '__SVOD_HASHED__' };
/** Folders whose JSON files are named by their content's hash (the worker serves them from any build's copy). */
const hashedFolders = [folderOf(searchPaths.root('')), folderOf(dataPath(apiPaths.cards(), ''))].map((path) => path.slice(1));

/** Every file under `dir`, at any depth. */
export function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
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

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;
const manifestSize = (manifest: OfflineManifest) => gzipSync(JSON.stringify(manifest)).length;

/** A section's or rule's page, which the reader can stand in for: its view and key, or null. */
function keyPage(address: string): { view: string; key: string } | null {
  return keyPathOf(`/${address}`);
}

/**
 * The views in the order the build lists them (its rule numbers' file: the current view, then
 * each edition in its order), so that editions join the copy as views.yaml and edition.yaml
 * order them; a build without that file, by id.
 */
function viewOrder(dir: string): string[] {
  const file = join(dir, apiPaths.ruleNumbers().slice(1));
  if (!existsSync(file)) return [];
  const { views } = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(views) ? views.map((v: { id: string }) => v.id) : [];
}

/** The order pages join the copy while it fits: the current view first, then the editions in order, sections before rules, by number. */
function pageOrder(views: string[]) {
  const place = (view: string) => (view === CURRENT_VIEW ? -1 : views.includes(view) ? views.indexOf(view) : views.length);
  return (a: { view: string; key: string }, b: { view: string; key: string }): number =>
    place(a.view) - place(b.view) ||
    (a.view < b.view ? -1 : a.view > b.view ? 1 : 0) ||
    Number(a.key.includes('.')) - Number(b.key.includes('.')) ||
    compareNumbers(a.key, b.key);
}

export function offlineManifest(dir: string, rulesDir: string, today = new Date(), budget = OFFLINE_BUDGET): OfflineManifest {
  return offlineCopy(dir, rulesDir, today, budget).manifest;
}

/** The copy of the build in `dir`; `build` its id, when its pages are stamped with it already. */
export function offlineCopy(dir: string, rulesDir: string, today = new Date(), budget = OFFLINE_BUDGET, build?: string): OfflineCopy {
  const built = buildFiles(dir);
  const committed = rulesCommitDate(rulesDir);
  // The browser keeps the worker itself.
  const files = built.filter((f) => f.address !== workerFile && !forOthersOnly(f.address));
  const pages = files
    .flatMap((f) => {
      const page = keyPage(f.address);
      return page ? [{ ...f, ...page }] : [];
    })
    .sort(pageOrder(viewOrder(dir)));
  const rest = files.filter((f) => !keyPage(f.address));
  const manifest: OfflineManifest = {
    build: build ?? buildId(built),
    rules: committed ? { date: committed, from: 'content' } : { date: today.toISOString().slice(0, 10), from: 'build' },
    files: [],
    fallbacks: { notSaved: offlinePath().slice(1), notFound: notFoundPath().slice(1), reader: offlineReaderPath().slice(1) },
    readerPages: [],
  };
  // The manifest names every page once, saved or left out, so its size barely depends on the choice.
  const draft = manifestSize({ ...manifest, files: files.map((f) => f.address) });
  let size = draft + rest.reduce((n, f) => n + gzipSize(f.file), 0);
  let saved = 0;
  for (const page of pages) {
    const more = gzipSize(page.file);
    if (size + more > budget) break;
    size += more;
    saved++;
  }
  const choose = (count: number) => {
    const kept = new Set([...rest, ...pages.slice(0, count)].map((f) => f.address));
    manifest.files = files.map((f) => f.address).filter((address) => kept.has(address));
    manifest.readerPages = pages.slice(count).map((p) => p.address);
    return manifestSize(manifest) - draft;
  };
  // Should the final manifest come out larger than the draft, fewer pages make room for it.
  while (saved > 0 && size + choose(saved) > budget) size -= gzipSize(pages[--saved].file);
  return { manifest, gzip: size + choose(saved), budget };
}

/**
 * Stamps every page with the build's id, in a `<meta name="svod-build">` before `</head>`: an
 * open page then knows which build it shows, and that the server has moved on (issue 21).
 */
export function stampPages(dir: string, build: string): void {
  const meta = `<meta name="${BUILD_META}" content="${build}">`;
  const stamped = new RegExp(`<meta name="${BUILD_META}" content="[^"]*">`);
  for (const { file } of buildFiles(dir)) {
    if (!file.endsWith('.html')) continue;
    const text = readFileSync(file, 'utf8');
    if (stamped.test(text)) writeFileSync(file, text.replace(stamped, meta));
    else if (text.includes('</head>')) writeFileSync(file, text.replace('</head>', `${meta}</head>`));
  }
}

/**
 * Writes offline-manifest.json and stamps the pages and the built worker with the build id (a
 * hash of the build before it is stamped), the assets folder and the folders of files named by
 * their content.
 */
export function writeOffline(dir: string, rulesDir: string, assetsDir: string, budget = OFFLINE_BUDGET): OfflineCopy {
  const worker = join(dir, workerFile);
  const source = readFileSync(worker, 'utf8');
  for (const placeholder of Object.values(placeholders)) {
    if (!source.includes(placeholder)) throw new Error(`offline: ${workerFile} lacks its placeholder ${placeholder}`);
  }
  const build = buildId(buildFiles(dir));
  stampPages(dir, build);
  const copy = offlineCopy(dir, rulesDir, new Date(), budget, build);
  const { manifest } = copy;
  const absent = Object.values(manifest.fallbacks).filter((page) => !manifest.files.includes(page));
  if (absent.length) throw new Error(`offline: the build lacks its fallback pages ${absent.join(', ')}`);
  writeFileSync(join(dir, manifestFile), JSON.stringify(manifest));
  writeFileSync(
    worker,
    source
      .replaceAll(placeholders.build, manifest.build)
      .replaceAll(placeholders.assets, `${assetsDir}/`)
      .replaceAll(placeholders.hashed, hashedFolders.join(' ')),
  );
  return copy;
}

/** The budget from SVOD_OFFLINE_BUDGET (bytes; tests lower it to leave pages to the reader), else OFFLINE_BUDGET. */
export function offlineBudget(env: Record<string, string | undefined>): number {
  const text = env.SVOD_OFFLINE_BUDGET;
  if (text === undefined || text === '') return OFFLINE_BUDGET;
  if (!/^\d+$/.test(text)) throw new Error(`offline: SVOD_OFFLINE_BUDGET must be a whole number of bytes, not "${text}"`);
  return Number(text);
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
        const { manifest, gzip, budget } = writeOffline(fileURLToPath(dir), contentPlace().rules, assetsDir, offlineBudget(process.env));
        const kb = (n: number) => `${Math.round(n / 1024)} KB`;
        logger.info(
          `build ${manifest.build}: ${manifest.files.length} files for offline use (${kb(gzip)} gzip of ${kb(budget)}), rules of ${manifest.rules.date} (${manifest.rules.from})`,
        );
        if (manifest.readerPages.length) logger.info(`${manifest.readerPages.length} section and rule pages left to the offline reader`);
        if (gzip > budget) logger.warn('the offline copy outgrows its budget even without the section and rule pages');
      },
    },
  };
}
