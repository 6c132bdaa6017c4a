// The site under a base path (issue 12): built with SVOD_BASE=/svod/ into its own folder and
// served under /svod/, a reader walks home → search → rule → «Проверить» → example → judge →
// share link → diff, and every request the pages make (pages, assets, search shards, API, the
// service worker and what it saves) stays under /svod/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite } from '../astro-cli.ts';
import { launchBrowser } from './browser.ts';
import { serve, type Served } from './serve.ts';

const BASE = '/svod/';

let browser: Browser;
let out: string;
let site: Served;
let context: BrowserContext;
let page: Page;
/** Every URL a page or the service worker asked for, in order, and those the server refused. */
const requested: string[] = [];
const refused: string[] = [];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'svod-base-'));
  buildSite({ outDir: out, env: { SVOD_BASE: BASE } });
  site = await serve(out, undefined, BASE);
  browser = await launchBrowser();
  context = await browser.newContext();
  context.on('request', (request) => requested.push(request.url()));
  context.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  page = await context.newPage();
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

const origin = () => new URL(site.url).origin;
const path = (url: string) => new URL(url).pathname;

describe(`the site under ${BASE}`, () => {
  it('walks home → search → rule → «Проверить» → judge → share link → diff', async () => {
    await page.goto(`${site.url}/`);
    await page.locator('#home-search').fill('кладбище');
    await page.locator('#home-search').press('Enter');
    await page.waitForURL(/\/svod\/search\/\?q=/);
    const found = page.locator(`#search-page-results a[href="${BASE}rules/205.4/"]`).first();
    await found.waitFor();
    await found.click();
    await page.waitForURL(`${site.url}/rules/205.4/`);
    await expect(page.locator('h1').textContent()).resolves.toContain('Правило 205.4');

    const box = page.locator('.example-run[data-example="205-4-graveyard-late"]').first();
    await box.locator('.run-example').click();
    await expect.poll(() => box.getAttribute('data-passed'), { timeout: 20_000 }).toBe('true');
    await box.locator(`a[href="${BASE}examples/205-4-graveyard-late/"]`).click();
    await page.locator('a', { hasText: 'Открыть на столе судьи' }).click();
    await page.waitForURL(`${site.url}/judge/#example=205-4-graveyard-late`);
    await expect.poll(() => page.locator('.steps > li').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await page.locator('.judge-share').click();
    // The link is written once the board's address is (compressed, asynchronously).
    const link = new RegExp(`^${site.url}/judge/#b=[A-Za-z0-9_-]+$`);
    await expect.poll(() => page.locator('.share-link').inputValue(), { timeout: 10_000 }).toMatch(link);
    const shared = await page.locator('.share-link').inputValue();
    const other = await context.newPage();
    await other.goto(shared);
    await expect.poll(() => other.locator('.judge-status').textContent(), { timeout: 20_000 }).toBe('Открыт расклад из ссылки.');
    await other.close();

    await page.locator('.site-menu a', { hasText: 'Редакции' }).click();
    await page.waitForURL(`${site.url}/editions/`);
    await page.locator('main a', { hasText: 'Что изменилось' }).click();
    await page.waitForURL(new RegExp(`^${site.url}/diff/[a-z]+/[a-z]+/$`));
    await expect(page.locator('h1').textContent()).resolves.toContain('Что изменилось');
  });

  it('registers the service worker with the base as its scope', async () => {
    await page.goto(`${site.url}/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${site.url}/`);
    // The whole copy saved: every file of the precache list was asked for, under the base.
    await page
      .locator('#offline-state .offline-text')
      .filter({ hasText: /^Доступно офлайн/ })
      .waitFor({ timeout: 90_000 });
  }, 120_000);

  it('asked for nothing outside the base path', () => {
    expect(requested.length).toBeGreaterThan(20);
    const outside = requested.filter((url) => !url.startsWith('data:') && !(url.startsWith(origin()) && path(url).startsWith(BASE)));
    expect(outside).toEqual([]);
    expect(refused).toEqual([]);
    // The walk used each kind of file: search shards, the pages' own data (an example's), hashed assets.
    for (const kind of ['search/', 'data/examples/', '_astro/'])
      expect(
        requested.some((url) => path(url).startsWith(`${BASE}${kind}`)),
        kind,
      ).toBe(true);
  });
});
