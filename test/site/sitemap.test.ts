// sitemap.xml: the content pages at the site's address and base, never the 404 or offline pages.
import { describe, expect, it } from 'vitest';
import { sitemapUrls, sitemapXml } from '../../src/integrations/sitemap.ts';

const built = ['', 'rules/', 'rules/205.4/', '404', 'offline/', 'offline/reader/', 'search-index.json', 'api/rules.json', 'rules/205.4/'];

describe('sitemap', () => {
  it('lists the content pages once, at the site’s address', () => {
    expect(sitemapUrls('https://example.org', '/', built)).toEqual(['https://example.org/', 'https://example.org/rules/', 'https://example.org/rules/205.4/']);
  });

  it('keeps the base path', () => {
    expect(sitemapUrls('https://example.org', '/svod', ['', 'rules/205.4/'])).toEqual(['https://example.org/svod/', 'https://example.org/svod/rules/205.4/']);
  });

  it('writes the sitemap protocol’s XML, escaped', () => {
    expect(sitemapXml(['https://example.org/?a=1&b=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://example.org/?a=1&amp;b=2</loc></url>\n</urlset>\n',
    );
  });
});
