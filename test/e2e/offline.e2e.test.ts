// The whole site offline after one visit (issue 11): pages never opened, search, «Проверить»,
// a shared judge's case; what an interrupted download says; a new build replacing the saved
// copy as a whole, announced as «Обновлено»; and a tab left open across a new build, which
// offers the new version and searches only its own build until reloaded (issue 21). Each test serves the site on its own port, so the
// second build can take the first one's place at the same address (the worker's origin).
import { deflateRawSync } from 'node:zlib';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite, root } from '../astro-cli.ts';
import { launchBrowser } from './browser.ts';
import { contentWithAddition } from './offline-content.ts';
import { serve, type Served } from './serve.ts';

const OFFLINE_WAIT = 90_000;
const changedFile = 'late/520-monety.md';
const changedRule = '520.5. Если игрока заставляют потерять монету, он сам выбирает какие монеты убрать.';
const marker = 'Проверка обновления офлайн-копии.';

let browser: Browser;
let rulesCopy: string;
let secondBuild: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The second build: the same site with one rule's text changed.
  const { dir, content } = contentWithAddition(changedFile, changedRule, ` ${marker}`);
  rulesCopy = dir;
  secondBuild = mkdtempSync(join(tmpdir(), 'svod-offline-site-'));
  buildSite({ outDir: secondBuild, env: { SVOD_CONTENT_DIR: content }, force: true });
}, 600_000);
afterAll(async () => {
  await browser?.close();
  for (const dir of [rulesCopy, secondBuild]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const state = (page: Page) => page.locator('#offline-state .offline-text');
/** The saved build's id: for tools, on the line, never in its words. */
const savedBuild = (page: Page) => page.locator('#offline-state').getAttribute('data-build');

/** Opens the home page once and waits until the whole site is saved. */
async function visitOnce(context: BrowserContext, site: Served): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await state(page)
    .filter({ hasText: /^Доступно офлайн · правила (от|по сборке от) \d\d\.\d\d\.\d{4}$/ })
    .waitFor({ timeout: OFFLINE_WAIT });
  return page;
}

describe('offline after one visit', () => {
  let site: Served;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    site = await serve();
    context = await browser.newContext();
    page = await visitOnce(context, site);
    await context.setOffline(true);
  }, OFFLINE_WAIT + 30_000);
  afterAll(async () => {
    await context?.close();
    await site?.stop();
  });

  it('opens rule pages never visited', async () => {
    for (const [path, number] of [
      ['/rules/520.3/', '520.3'],
      ['/rules/517.3.1/', '517.3.1'],
      ['/editions/early/rules/208.2/', '208.2'],
    ]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator('h1').textContent(), path).resolves.toContain(number);
    }
  });

  it('searches: «кладбище» finds 205.4', async () => {
    await page.goto(`${site.url}/search/?q=${encodeURIComponent('кладбище')}`);
    await expect.poll(() => page.locator('#search-page-results a[href="/rules/205.4/"]').count()).toBeGreaterThan(0);
  });

  it('runs «Проверить» on /rules/203.2/', async () => {
    await page.goto(`${site.url}/rules/203.2/`);
    const box = page.locator('.example-run[data-example="203-2-kutila"]').first();
    await box.locator('.run-example').click();
    await expect.poll(() => box.getAttribute('data-passed')).toBe('true');
  });

  it('runs a shared case on /judge/', async () => {
    // A link as the board shares it: the situation as data, deflated into the address.
    const situation = {
      edition: 'late',
      setup: { A: { coins: 5, hand: ['Кутила', 'Рунопевец'] }, B: {} },
      steps: [{ ask: { cost: 'Рунопевец' } }, { play: 'Рунопевец' }, { ask: { where: 'Рунопевец' } }],
    };
    const link = `${site.url}/judge/#b=${deflateRawSync(Buffer.from(JSON.stringify(situation))).toString('base64url')}`;
    const shared = await context.newPage();
    await shared.goto(link);
    await expect.poll(() => shared.locator('.judge-status').textContent(), { timeout: 20_000 }).toBe('Открыт расклад из ссылки.');
    await expect.poll(() => shared.locator('.steps').textContent(), { timeout: 20_000 }).toContain('Сколько стоит Рунопевец? 3');
    await expect.poll(() => shared.locator('.steps').textContent()).toContain('Где Рунопевец? игровая зона игрока А');
    await shared.close();
  });

  it('names the nearest rules at the address of a rule the excerpts lack', async () => {
    const response = await page.goto(`${site.url}/rules/520.9/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Правила 520.9 нет в выдержках');
    await expect(page.locator('.not-found-nearest a').allTextContents()).resolves.toEqual(['Раздел 520', '520.4', '520.5', '521.1', '522.1']);
  });
});

describe('a slow network', () => {
  let site: Served;
  afterAll(() => site?.stop());

  it(
    'answers with the saved copy when the network keeps a page waiting',
    async () => {
      site = await serve();
      const context = await browser.newContext();
      const page = await visitOnce(context, site);
      // The network would answer far later than the worker waits, and with another text.
      await context.route('**/rules/205.4/', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 8_000));
        await route.fulfill({ body: '<h1>Из сети</h1>', contentType: 'text/html' }).catch(() => undefined);
      });
      await page.goto(`${site.url}/rules/205.4/`);
      await expect(page.locator('h1').textContent()).resolves.toContain('Правило 205.4');
      await context.close();
    },
    OFFLINE_WAIT + 30_000,
  );
});

describe('an interrupted download', () => {
  let site: Served;
  afterAll(() => site?.stop());

  it(
    'says offline what is not saved and what still works',
    async () => {
      site = await serve();
      const context = await browser.newContext();
      // The network refuses the engine's code to the worker: the download stops there.
      const engine = '**/_astro/example-island.*.js';
      await context.route(engine, (route) => route.abort('connectionfailed'));
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await expect
        .poll(() => state(page).textContent(), { timeout: OFFLINE_WAIT })
        .toMatch(/^Сохранено \d+ из \d+ файлов: загрузка прервалась\. Сохранённые страницы открываются без сети/);
      await page.goto(`${site.url}/rules/203.2/`);
      await context.setOffline(true);
      await context.unroute(engine);

      // A script that was not saved.
      const box = page.locator('.example-run[data-example="203-2-kutila"]').first();
      await box.locator('.run-example').click();
      await expect
        .poll(() => box.locator('.example-status').textContent())
        .toMatch(/^Нет сети, а движок правил ещё не сохранён на этом устройстве\. Шаги ниже проверены при сборке/);
      // A page that was not saved.
      const response = await page.goto(`${site.url}/rules/520.3/`);
      expect(response?.status()).toBe(503);
      await expect(page.locator('h1').textContent()).resolves.toBe('Нет сети, а эта страница ещё не сохранена');
      await expect(page.locator('.offline-address').textContent()).resolves.toBe(`${site.url}/rules/520.3/`);
      // What was saved before the stop still opens.
      await page.goto(`${site.url}/`);
      await expect(page.locator('h1').textContent()).resolves.toContain('Свод правил');
      await context.close();
    },
    OFFLINE_WAIT + 30_000,
  );
});

describe('a new build', () => {
  let site: Served;
  afterAll(() => site?.stop());

  it(
    'replaces the saved copy as a whole and says «Обновлено»',
    async () => {
      site = await serve();
      const context = await browser.newContext();
      const page = await visitOnce(context, site);
      const first = await savedBuild(page);
      expect(first).toMatch(/^[0-9a-f]{12}$/);
      await page.goto(`${site.url}/rules/520.5/`);
      await expect(page.locator('main').textContent()).resolves.not.toContain(marker);

      await site.stop();
      site = await serve(secondBuild, site.port);
      await page.goto(`${site.url}/`);
      await expect.poll(() => state(page).textContent(), { timeout: OFFLINE_WAIT }).toMatch(/^Обновлено · Доступно офлайн · правила /);
      await expect(page.locator('#offline-notice').isVisible()).resolves.toBe(true);
      // The old worker may still answer once before the new one does: the line names the new build in the end.
      await expect.poll(() => savedBuild(page), { timeout: 15_000 }).not.toBe(first);
      const second = (await savedBuild(page))!;
      expect(second).toMatch(/^[0-9a-f]{12}$/);
      // One copy: the second build's; the first one's cache is gone once the page has told the
      // worker its build, which on a loaded machine takes as long as the update itself.
      await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: OFFLINE_WAIT }).toEqual([expect.stringMatching(new RegExp(` ${second}$`))]);

      await context.setOffline(true);
      await page.goto(`${site.url}/rules/520.5/`);
      await expect(page.locator('main').textContent()).resolves.toContain(marker);
      await context.close();
    },
    3 * OFFLINE_WAIT + 30_000,
  );
});

describe('a tab left open across a new build', () => {
  let site: Served;
  afterAll(() => site?.stop());

  it(
    'offers the new version within a minute, and searches only its own build until reloaded',
    async () => {
      site = await serve();
      const context = await browser.newContext();
      const page = await visitOnce(context, site);
      const searchRoot = () => page.locator('[data-search-root]').first().getAttribute('data-search-root');
      const firstRoot = await searchRoot();
      const secondRoot = `/search/${readdirSync(join(secondBuild, 'search')).find((f) => f.startsWith('root.'))}`;
      expect(secondRoot).not.toBe(firstRoot);
      const fetched: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (/^\/(search|data)\/.+\.json$/.test(path)) fetched.push(path);
      });

      await site.stop();
      site = await serve(secondBuild, site.port);
      const switched = Date.now();
      const offer = page.locator('#offline-notice');
      await expect.poll(() => offer.textContent(), { timeout: 60_000, interval: 1000 }).toMatch(/Доступна новая версия правил — обновить/);
      expect(Date.now() - switched).toBeLessThan(60_000);
      expect(await offer.isVisible()).toBe(true);

      // The new build's copy is saved and its worker serves the page; the first build's copy stays while the page shows it.
      const secondId = (JSON.parse(readFileSync(join(secondBuild, 'offline-manifest.json'), 'utf8')) as { build: string }).build;
      // The line says «прежняя версия» as soon as the server names the new build, while it still counts
      // the first build's copy; it names the second build once that copy is saved and its worker active.
      await expect.poll(() => page.locator('#offline-state').getAttribute('data-build'), { timeout: OFFLINE_WAIT }).toBe(secondId);
      expect(await state(page).textContent()).toMatch(/^Открыта прежняя версия правил · Доступно офлайн · правила /);
      await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.length)), { timeout: 15_000 }).toBe(2);

      // The open page searches its own build: the changed rule as it was, from its build's files alone.
      const box = page.locator('#search-input');
      await box.fill('заставляют потерять монету');
      const hit = page.locator('.search-popup .search-hit[href="/rules/520.5/"]').first();
      await hit.waitFor({ timeout: 20_000 });
      expect(await hit.textContent()).not.toContain(marker);
      expect(fetched[0]).toBe(firstRoot);
      expect(fetched).not.toContain(secondRoot);
      // Every file it fetched is a file of the first build (dist/): the same name never has other bytes.
      for (const path of fetched) expect(existsSync(join(root, 'dist', path)), path).toBe(true);

      // «обновить» opens the new build, whose search has the new text.
      await page.getByRole('button', { name: 'обновить' }).click();
      await expect.poll(searchRoot, { timeout: 20_000 }).toBe(secondRoot);
      await page.locator('#search-input').fill('заставляют потерять монету');
      await expect.poll(() => page.locator('.search-popup .search-hit[href="/rules/520.5/"]').first().textContent(), { timeout: 20_000 }).toContain(marker);
      // No page shows the first build any more: its copy goes.
      await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 15_000 }).toEqual([expect.stringMatching(new RegExp(` ${secondId}$`))]);
      await context.close();
    },
    3 * OFFLINE_WAIT,
  );
});
