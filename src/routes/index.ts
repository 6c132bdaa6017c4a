// The site's URL scheme, said once: one function per kind of page or data file, returning a
// root-relative path (`/rules/205.4/`). Pages, components, scripts, the API and the search
// corpus all link through here; the site then prefixes its base path (src/site/href.ts).
// Pure: no Node, DOM or Astro API, no packages.

/** The current view's id (the rulebook's `currentViewId`): it lives at /rules/. */
export const CURRENT_VIEW = 'current';

const fragment = (anchor?: string) => (anchor ? `#${anchor}` : '');

export function homePath(): string {
  return '/';
}

/** Where a view's sections and rules live: /rules/ for the current view, /editions/<id>/rules/ for an edition. */
export function viewRootPath(view: string): string {
  return view === CURRENT_VIEW ? '/rules/' : `/editions/${view}/rules/`;
}

/** A view's contents: /rules/ for the current view, an edition's own page for an edition. */
export function viewContentsPath(view: string): string {
  return view === CURRENT_VIEW ? viewRootPath(view) : editionPath(view);
}

export function sectionPath(view: string, section: number, anchor?: string): string {
  return `${viewRootPath(view)}${section}/${fragment(anchor)}`;
}

export function rulePath(view: string, number: string, anchor?: string): string {
  return `${viewRootPath(view)}${number}/${fragment(anchor)}`;
}

/** A part's opening paragraphs (and a terminology part's terms) stand on its view's contents page. */
export function partPath(view: string, anchor?: string): string {
  return `${viewContentsPath(view)}${fragment(anchor)}`;
}

export function editionsPath(): string {
  return '/editions/';
}

export function editionPath(edition: string): string {
  return `/editions/${edition}/`;
}

export function diffPath(older: string, newer: string): string {
  return `/diff/${older}/${newer}/`;
}

export function examplesPath(): string {
  return '/examples/';
}

export function examplePath(id: string): string {
  return `/examples/${id}/`;
}

export function cardsPath(): string {
  return '/cards/';
}

export function cardPath(slug: string): string {
  return `/cards/${slug}/`;
}

/** The judge's sandbox, opened on an example's scenario when one is named. */
export function judgePath(example?: string): string {
  return `/judge/${example ? `#example=${example}` : ''}`;
}

/** The judge's sandbox, opened on a ruling's situation in an edition (none: the current view's base). */
export function judgeRulingPath(id: string, edition?: string): string {
  return `/judge/#ruling=${id}${edition ? `/${edition}` : ''}`;
}

export function searchPath(query?: string): string {
  return `/search/${query ? `?q=${encodeURIComponent(query)}` : ''}`;
}

/** The glossary, or one term's page by its file name (`zapas`). */
export function glossaryPath(slug?: string): string {
  return `/glossary/${slug ? `${slug}/` : ''}`;
}

export function rulingsPath(): string {
  return '/rulings/';
}

/** Practice (issue 20), or one question of it by its id (`kutila-in-play/n=4/early`). */
export function practicePath(question?: string): string {
  return `/practice/${question ? `#q=${encodeURI(question)}` : ''}`;
}

/** The notices of the data and programs the site ships that others made. */
export function licensesPath(): string {
  return '/licenses/';
}

/** Shown by the service worker, offline, for a page it has not saved yet. */
export function offlinePath(): string {
  return '/offline/';
}

/**
 * Shown by the service worker, offline, for a section's or rule's page left out of the saved copy:
 * it reads the text from the search index (src/integrations/offline.ts).
 */
export function offlineReaderPath(): string {
  return '/offline/reader/';
}

/** The view and key (`205` or `205.4`) of a section's or rule's page; null for any other path. */
export function keyPathOf(path: string): { view: string; key: string } | null {
  const found = /^\/(?:editions\/([^/]+)\/)?rules\/(\d+(?:\.\d+)*)\/$/.exec(path);
  if (!found || found[1] === CURRENT_VIEW) return null;
  return { view: found[1] ?? CURRENT_VIEW, key: found[2] };
}

/** The page a static host serves for any address it does not have (Astro's 404 page). */
export function notFoundPath(): string {
  return '/404.html';
}

export function rulingPath(id: string): string {
  return `/rulings/${id}/`;
}

/**
 * The search index's files (src/search): a small root fetched on the first search, then only the
 * shards a query needs. Each name carries a hash of the file's content, so a name never changes
 * its bytes (issue 21): the root lists its shards' hashes, and each page names its build's root.
 */
export const searchPaths = {
  root: (hash: string) => `/search/root.${hash}.json`,
  words: (shard: number, hash: string) => `/search/words/${shard}.${hash}.json`,
  vocabulary: (key: string, hash: string) => `/search/vocabulary/${key}.${hash}.json`,
  roots: (key: string, hash: string) => `/search/roots/${key}.${hash}.json`,
  numbers: (section: number, hash: string) => `/search/numbers/${section}.${hash}.json`,
  docs: (chunk: number, hash: string) => `/search/docs/${chunk}.${hash}.json`,
};

/**
 * The site's own copies of the data files its scripts fetch (an example's scenario, a ruling's
 * run, the rule numbers), named like search files by their content's hash; /api/ keeps the
 * stable names for outside tools. `apiPath` is the file's /api/ address.
 */
export function dataPath(apiPath: string, hash: string): string {
  return `/data/${apiPath.replace(/^\/api\//, '').replace(/\.json$/, '')}.${hash}.json`;
}

/** The situations search answers from the engine's computed runs (src/ask): the search page's own data, named by its hash. */
export function askDataPath(hash: string): string {
  return `/data/ask.${hash}.json`;
}

/** The data files under /api/. */
export const apiPaths = {
  rules: () => '/api/rules.json',
  edition: (edition: string) => `/api/rules/${edition}.json`,
  example: (id: string) => `/api/examples/${id}.json`,
  cards: () => '/api/cards.json',
  rulings: () => '/api/rulings.json',
  /** A ruling's scenario as one edition runs it, fetched by its «Проверить». */
  rulingRun: (id: string, edition: string) => `/api/rulings/${id}/${edition}.json`,
  /** Section and rule numbers of every view, for the 404 page's nearest rules. */
  ruleNumbers: () => '/api/rule-numbers.json',
  /** The practice templates and every question generated from them. */
  practice: () => '/api/practice.json',
  /** The practice questions in brief (text, choices, answer): what the home page's question of the day needs. */
  practiceDaily: () => '/api/practice-daily.json',
  /** The API's documentation page. */
  docs: () => '/api/',
  /** The JSON Schema of one kind of API file (src/site/api-schemas.ts: `ruleNumbers` is rule-numbers.json). */
  schema: (name: string) => `/api/schemas/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`,
};

/** Where the images for chats' link previews lie. */
export const PREVIEWS_DIR = '/previews/';

/** The image a chat shows beside a shared link: one page's own (`rule`, `current/205.4`), or its kind's (`rule`). */
export function previewImagePath(kind: string, key?: string): string {
  return key === undefined ? `${PREVIEWS_DIR}${kind}.png` : `${PREVIEWS_DIR}${kind}/${key}.png`;
}

/** Files that every page links: the mark's icons and manifest (drawn at build time), the worker and its list. */
export const assetPaths = {
  icon: () => '/favicon.svg',
  /** A PNG icon for home screens and the app manifest (src/site/mark.ts names them). */
  appIcon: (name: string) => `/icons/${name}`,
  manifest: () => '/manifest.webmanifest',
  serviceWorker: () => '/sw.js',
  /** Every file of the build and its id: what the service worker saves (src/integrations/offline.ts). */
  offlineManifest: () => '/offline-manifest.json',
  sitemap: () => '/sitemap.xml',
};

export { anchorLabel, sectionLabel } from './labels.ts';
