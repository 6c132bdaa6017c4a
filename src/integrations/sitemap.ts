// sitemap.xml at the end of every build: every page Astro built, at the site's address (`site`
// in the Astro config) and base, except the pages that are not content (404, offline, the offline reader).
import type { AstroIntegration } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assetPaths, notFoundPath, offlinePath, offlineReaderPath } from '../routes/index.ts';

const notContent = new Set([offlinePath(), offlineReaderPath(), notFoundPath(), '/404/']);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The addresses of the content pages among `pathnames` (as Astro lists them: `rules/205.4/`, `` for home). */
export function sitemapUrls(site: string, base: string, pathnames: string[]): string[] {
  const root = new URL(base.endsWith('/') ? base : `${base}/`, site);
  const pages = pathnames.map((p) => `/${p.replace(/^\//, '')}`).filter((p) => p.endsWith('/') && !notContent.has(p));
  return [...new Set(pages)].sort().map((p) => new URL(p.slice(1), root).href);
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemap(): AstroIntegration {
  let site: string | undefined;
  let base = '/';
  return {
    name: 'svod-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
        base = config.base;
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        if (!site) throw new Error('sitemap: set `site` in astro.config.mjs, the address the site is served at');
        const urls = sitemapUrls(
          site,
          base,
          pages.map((p) => p.pathname),
        );
        writeFileSync(join(fileURLToPath(dir), assetPaths.sitemap().slice(1)), sitemapXml(urls));
        logger.info(`${urls.length} pages listed at ${site}`);
      },
    },
  };
}
