// Svod offline: after the first visit the whole site is saved on the device, in the background.
// - One cache per build. The build stamps this file with its id (src/integrations/offline.ts),
//   so a new build is a new worker: it saves the new build completely before it replaces the
//   old copy. Nothing of two builds is ever mixed in one cache.
// - A page stays with its own build until it is reloaded (issue 21): every page says which build
//   it is (`build?`), and an older build's copy stays while a page of it is open. The search and
//   data files and the assets are named by their content's hash, so their saved copies answer
//   from whichever build's cache holds them: a page of the old build reads the old build's
//   files, never the new one's under the same name. A new worker tells every page it has found
//   a new build (`found`); the page offers to reload.
// - The first build a device sees starts serving at once and fills its cache as pages ask for
//   its state (`state` messages), so reading never waits for the download.
// - Pages and data: the network first, the saved copy after 3 s or without a network. Hashed
//   assets never change: the saved copy first.
// - Offline and not saved: the build's own page says so in Russian (offline/ or the 404 page).
//   A section's or rule's page that the copy leaves out to stay small (the manifest's
//   readerPages) is answered with the reader page, which reads its text from the saved index.
// Everything is relative to the worker's scope, so the site may live under any base path.
// Type-checked as a service worker (tsconfig.sw.json, part of `npm run check`).
// @ts-check
/// <reference lib="webworker" />

/** The worker's global scope: `self`, typed as a service worker's. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/**
 * offline-manifest.json, as src/integrations/offline.ts writes it (OfflineManifest).
 * @typedef {{ build: string, rules: { date: string, from: string }, files: string[], fallbacks: { notSaved: string, notFound: string, reader: string }, readerPages: string[] }} Manifest
 */
const BUILD = '__SVOD_BUILD__';
const ASSETS = '__SVOD_ASSETS__';
/** Folders whose JSON files are named by their content's hash (search index, pages' data). */
const HASHED = '__SVOD_HASHED__'.split(' ');
const SCOPE = sw.registration.scope;
/** Cache names carry the scope: two Svod sites on one origin never delete each other's copy. */
const PREFIX = `svod ${SCOPE} `;
const CACHE = PREFIX + BUILD;
/** Caches of earlier workers, before builds had ids. */
const LEGACY = ['svod-v1'];
const MANIFEST = new URL('offline-manifest.json', SCOPE).href;
/** Saved once every file of the manifest is: the copy is complete. */
const COMPLETE = `${MANIFEST}?complete`;
const NETWORK_WAIT_MS = 3000;
/** How long a page has to say which build it is before the worker asks again later. */
const ANSWER_WAIT_MS = 2000;
/** How often the worker asks the open pages which build they show before it deletes old copies. */
const PRUNE_TRIES = 4;
const PARALLEL_DOWNLOADS = 3;
const PROGRESS_EVERY_MS = 250;

/**
 * A saved copy from this build's cache, whatever the request's headers: servers send `Vary:
 * Origin`, and a module script's request carries an Origin that the worker's download did not.
 * (Never caches.open() outside the download: it would bring back a cache a newer worker deleted.)
 */
/** @param {RequestInfo | URL} request */
const savedMatch = (request) => caches.match(request, { cacheName: CACHE, ignoreVary: true });

/** @param {string} address */
const urlOf = (address) => new URL(address, SCOPE).href;

/** A file whose name carries its content's hash: the same name has the same bytes in every build. */
/** @param {string} url */
const isNamedByContent = (url) =>
  url.startsWith(urlOf(ASSETS)) || (HASHED.some((folder) => url.startsWith(urlOf(folder))) && new URL(url).pathname.endsWith('.json'));

/**
 * A saved copy of a file named by its content, from any build's cache of this site.
 * @param {RequestInfo | URL} request
 */
async function anyBuildsMatch(request) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const found = await caches.match(request, { cacheName: name, ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

/** @param {{ type: string, build: string } & Record<string, unknown>} message */
async function broadcast(message) {
  for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/** @returns {Promise<Manifest>} */
async function serverManifest() {
  const response = await fetch(MANIFEST, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST}: HTTP ${response.status}`);
  return response.json();
}

/** @type {Promise<Manifest> | undefined} */
let saved;
/**
 * This build's manifest as saved at install.
 * @returns {Promise<Manifest>}
 */
function savedManifest() {
  saved ??= savedMatch(MANIFEST)
    .then((response) => {
      if (!response) throw new Error(`${MANIFEST} is not saved`);
      return response.json();
    })
    .catch((error) => {
      saved = undefined;
      throw error;
    });
  return saved;
}

/**
 * @param {Cache} cache
 * @param {string} url
 */
async function save(cache, url) {
  // A file named by its content that another build saved already is the very same file.
  const kept = isNamedByContent(url) && (await anyBuildsMatch(url));
  if (kept) return cache.put(url, kept);
  // Low priority: what the reader opens meanwhile goes first.
  const response = await fetch(url, { cache: 'no-cache', priority: 'low' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  // A redirected response cannot answer a navigation; keep its body under the asked address.
  await cache.put(url, response.redirected ? new Response(await response.blob(), response) : response);
}

/** What this build has saved; null once a newer build has replaced it. */
async function state() {
  if (!(await caches.has(CACHE))) return null;
  const manifest = await savedManifest();
  const complete = !!(await savedMatch(COMPLETE));
  const total = manifest.files.length;
  const have = complete ? total : await countSaved(manifest);
  return { type: 'state', build: BUILD, rules: manifest.rules, complete, saved: have, total };
}

/** @param {Manifest} manifest */
async function countSaved(manifest) {
  const keys = new Set((await (await caches.open(CACHE)).keys()).map((request) => request.url));
  return manifest.files.filter((address) => keys.has(urlOf(address))).length;
}

/** @type {Promise<void> | null} */
let filling = null;
/**
 * Downloads what this build's cache lacks; reports progress; marks the copy complete.
 * @param {boolean} update
 */
function fill(update) {
  filling ??= download(update).finally(() => {
    filling = null;
  });
  return filling;
}

/** @param {boolean} update */
async function download(update) {
  const cache = await caches.open(CACHE);
  const manifest = await savedManifest();
  const keys = new Set((await cache.keys()).map((request) => request.url));
  const missing = manifest.files.map(urlOf).filter((url) => !keys.has(url));
  const total = manifest.files.length;
  let done = total - missing.length;
  let reported = 0;
  const progress = () => broadcast({ type: 'progress', build: BUILD, update, saved: done, total });
  /** @type {unknown} */
  let failure = null;
  const worker = async () => {
    for (let url = missing.shift(); url !== undefined && !failure; url = missing.shift()) {
      try {
        await save(cache, url);
        done++;
        if (Date.now() - reported > PROGRESS_EVERY_MS) {
          reported = Date.now();
          void progress();
        }
      } catch (error) {
        failure = error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
  if (!failure) {
    // The server may have moved on to another build during the download: then these files are
    // not one build's, and the next worker will bring its own.
    /** @type {{ build?: string, error?: unknown }} */
    const served = await serverManifest().catch((error) => ({ error }));
    if (served.build !== BUILD) failure = served.error ?? new Error(`the server now has build ${served.build}`);
  }
  if (failure) {
    await broadcast({ type: 'paused', build: BUILD, update, saved: done, total, online: sw.navigator.onLine });
    throw failure;
  }
  await cache.put(COMPLETE, new Response(new Date().toISOString()));
  const now = await state();
  if (now) await broadcast(now);
}

/**
 * Asks a page which build it is; undefined when it does not answer in time.
 * @param {Client} client
 * @returns {Promise<string | null | undefined>}
 */
function buildOf(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), ANSWER_WAIT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data?.build ?? null);
    };
    client.postMessage({ type: 'build?' }, [channel.port2]);
  });
}

/**
 * Deletes the copies of other builds that no open page shows any more (and the legacy caches);
 * while a page has not answered, keeps them all, asking again up to `tries` times, then at the
 * next page's visit. A page that has said its build (`told`, by client id) is not asked again.
 * @param {number} [tries]
 * @param {Map<string, string | null>} [told]
 * @returns {Promise<void>}
 */
async function prune(tries = PRUNE_TRIES, told = new Map()) {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const builds = await Promise.all(pages.map((page) => (told.has(page.id) ? told.get(page.id) : buildOf(page))));
  // A page busy loading may not answer in time: ask again a few times before leaving it to the next visit.
  if (builds.includes(undefined)) return tries > 1 ? prune(tries - 1, told) : undefined;
  const inUse = new Set(builds.map((build) => PREFIX + build));
  const old = (await caches.keys()).filter((name) => (name.startsWith(PREFIX) && name !== CACHE && !inUse.has(name)) || LEGACY.includes(name));
  await Promise.all(old.map((name) => caches.delete(name)));
}

/** Other complete copies of this site: an update must not replace them by a partial one. */
async function completeCopyExists() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE && (await caches.match(COMPLETE, { cacheName: name }))) return true;
  }
  return false;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const manifest = await serverManifest();
      if (manifest.build !== BUILD) throw new Error(`the server has build ${manifest.build}, this worker is ${BUILD}`);
      // Every open page learns that the server has a new build, whichever page found it.
      await broadcast({ type: 'found', build: BUILD });
      const cache = await caches.open(CACHE);
      await cache.put(MANIFEST, new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
      for (const page of Object.values(manifest.fallbacks)) await save(cache, urlOf(page));
      if (await completeCopyExists()) await fill(true);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const replaced = (await caches.keys()).some((name) => (name.startsWith(PREFIX) && name !== CACHE) || LEGACY.includes(name));
      await sw.clients.claim();
      // The pages hear first: pruning may wait for a busy page to say its build. It asks once: until
      // it ends the worker is not active and holds back the pages' requests, and each page tells
      // its build again as it asks for the state (below), which prunes as well.
      await broadcast({ type: 'activated', build: BUILD, replaced });
      await prune(1);
    })(),
  );
});

// A page asks for the state on load; while the copy is incomplete, asking also resumes the download.
sw.addEventListener('message', (event) => {
  if (event.data?.type !== 'state') return;
  event.waitUntil(
    (async () => {
      const now = await state();
      if (!now) return;
      event.source?.postMessage(now);
      if (!now.complete) await fill(false).catch(() => undefined);
      // A page has loaded: the pages of older builds may all be gone. The page says which build it
      // shows as it asks, so the old copies do not wait for its answer while it is still busy loading.
      const told = new Map();
      if (event.source && 'id' in event.source && (typeof event.data.build === 'string' || event.data.build === null))
        told.set(event.source.id, event.data.build);
      await prune(PRUNE_TRIES, told);
    })(),
  );
});

/**
 * The saved copy of a request, pages by address alone (`/search/?q=…` is `/search/`).
 * @param {Request} request
 */
async function savedCopy(request) {
  if (request.mode !== 'navigate') return savedMatch(request);
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return (await savedMatch(url.href)) ?? (url.pathname.endsWith('/') ? undefined : savedMatch(`${url.href}/`));
}

/** @type {Set<string> | undefined} */
let readerPages;
/**
 * The pages left to the reader, as a set (thousands of them in a large rulebook).
 * @param {Manifest} manifest
 */
const leftToReader = (manifest) => (readerPages ??= new Set(manifest.readerPages));

/**
 * Offline and not saved: the reader for a page left to it, else the build's own page that says
 * so, or a line of text if even that is missing.
 * @param {Request} request
 */
async function offlinePage(request) {
  const manifest = await savedManifest().catch(() => null);
  const path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
  let address = path;
  try {
    address = decodeURIComponent(path);
  } catch {
    /* a malformed escape: no file of the build has such a name anyway */
  }
  const left = manifest && (leftToReader(manifest).has(address) || leftToReader(manifest).has(`${address}/`));
  const reader = left && (await savedMatch(urlOf(manifest.fallbacks.reader)));
  if (reader) return new Response(reader.body, { status: 200, headers: reader.headers });
  const exists = !manifest || left || manifest.files.includes(address) || manifest.files.includes(`${address}/`);
  const page = manifest && (await savedMatch(urlOf(exists ? manifest.fallbacks.notSaved : manifest.fallbacks.notFound)));
  if (page) return new Response(page.body, { status: exists ? 503 : 404, headers: page.headers });
  return new Response(
    '<!doctype html><html lang="ru"><meta charset="utf-8"><title>Нет сети</title><p>Нет сети, а эта страница ещё не сохранена на устройстве. Откройте её, когда сеть появится.</p></html>',
    {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  );
}

/** @param {number} ms @returns {Promise<undefined>} */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {Request} request */
async function networkFirst(request) {
  const network = fetch(request);
  network.catch(() => undefined);
  const copy = savedCopy(request);
  let response;
  try {
    response = await Promise.race([network, pause(NETWORK_WAIT_MS)]);
  } catch {
    response = undefined;
  }
  if (response && response.status < 500) return response;
  const kept = await copy;
  if (kept) return kept;
  try {
    return await network;
  } catch {
    return request.mode === 'navigate' ? offlinePage(request) : Response.error();
  }
}

/**
 * A file named by its content: any build's saved copy (a page of an older build reads its own), else the network.
 * @param {Request} request
 */
async function savedFirst(request) {
  return (await savedMatch(request)) ?? (await anyBuildsMatch(request)) ?? fetch(request);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  // The manifest and the worker tell which build the server has: always asked of the network.
  const address = request.url.split('?')[0];
  if (address === MANIFEST || address === sw.location.href) return;
  event.respondWith(isNamedByContent(request.url) ? savedFirst(request) : networkFirst(request));
});
