// @ts-check
import { resolve } from 'node:path';
import { defineConfig } from 'astro/config';
import { modulePreload } from './src/integrations/module-preload.ts';
import { offline } from './src/integrations/offline.ts';
import { sitemap } from './src/integrations/sitemap.ts';
import { zodSubset } from './src/integrations/zod-subset.ts';

// The yaml package and our pure libraries are free of side effects but do not say so; without
// this, every island and the judge's worker that import the engine would carry the YAML parser
// and the content schemas they never call.
const treeshake = {
  moduleSideEffects: (/** @type {string} */ id) => !/[\\/]node_modules[\\/]yaml[\\/]|[\\/]src[\\/](engine|input|rulebook|search|routes)[\\/]/.test(id),
};

// Where the site is published: its address and its base path (`/svod/` for a project path on a
// static host). Every link, canonical and Open Graph address, the sitemap and the service
// worker follow them; the defaults are the local preview's.
const site = process.env.SVOD_SITE || 'http://127.0.0.1:4321';
const base = process.env.SVOD_BASE || '/';

// A build of another content folder (SVOD_CONTENT_DIR: the tests' fixture editions) keeps Astro's
// cache, the content store among it, beside that folder: it never mixes with this one's.
const otherContent = process.env.SVOD_CONTENT_DIR;
const cache = otherContent ? { cacheDir: resolve(otherContent, '..', '.astro-cache') } : {};

export default defineConfig({
  ...cache,
  site,
  base,
  trailingSlash: 'always',
  // Astro 7 strips whitespace by JSX rules by default; the pages are written as HTML, where a
  // line break between inline elements is a space, so keep HTML-aware compression.
  compressHTML: true,
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  // The pages' preloads and the sitemap first: the offline copy saves every file the build wrote, as written.
  integrations: [modulePreload(), sitemap(), offline()],
  vite: {
    // What runs in the browser (the pages' scripts and the judge's worker) checks the engine's
    // data with a small subset of zod/mini (src/integrations/zod-subset.ts).
    plugins: [zodSubset()],
    build: { rollupOptions: { treeshake } },
    // Workers are bundled apart from the pages, with options of their own. Their minified code
    // keeps no comments, as the pages' does (Vite strips them from minified pages, not workers):
    // the engine's worker would otherwise carry hundreds of `@__PURE__` marks.
    worker: { format: 'es', plugins: () => [zodSubset()], rollupOptions: { treeshake, output: { comments: false } } },
  },
});
