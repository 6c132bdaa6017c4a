// The frame around every page: the compact phone header, the skip link, tap targets, the
// theme and its switch, the 404 page, the sitemap, and the rules the reader keeps on the device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { phoneViewport } from './page-types.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TAP = 24;

describe('on a phone', () => {
  it('keeps a compact header in reach while scrolling, its sections under «Меню»', async () => {
    const context = await browser.newContext({ viewport: phoneViewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205/`);
    const header = page.locator('.site-header');
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(phoneViewport.height * 0.08);
    await expect(page.locator('.site-header nav').isVisible()).resolves.toBe(false);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())!.y).toBe(0);
    await expect(page.locator('#search-input').isVisible()).resolves.toBe(true);

    const toggle = page.locator('.menu-toggle');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link', { name: 'Стол судьи' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.site-header nav').isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('menu-toggle');
    await context.close();
  });

  it('shows the sections without JavaScript', async () => {
    const context = await browser.newContext({ viewport: phoneViewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205/`);
    await expect(page.locator('.site-header nav').isVisible()).resolves.toBe(true);
    await expect(page.locator('.menu-toggle').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('gives every link and button of the frame and the rule pages at least 24 × 24 pixels', async () => {
    const context = await browser.newContext({ viewport: phoneViewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const selectors = [
      '.breadcrumbs a',
      '.anchor',
      '.pager a',
      '.cite summary',
      '.rule-number',
      '.facts summary',
      '.brand',
      '.menu-toggle',
      '.search-box button',
      '.site-header nav a',
      '.theme-switch',
    ];
    // A selector that matches nothing measures nothing: each must match on one of the pages at least.
    const matched = new Map(selectors.map((s) => [s, 0]));
    const paths = ['/rules/205/', '/rules/205.4/', '/editions/early/rules/205/'];
    for (const path of paths) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('.menu-toggle').click();
      for (const selector of selectors) {
        const sizes = await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]));
        matched.set(selector, (matched.get(selector) ?? 0) + sizes.length);
        for (const [width, height] of sizes) {
          expect(Math.min(width, height), `${path} ${selector}`).toBeGreaterThanOrEqual(TAP);
        }
      }
      await page.locator('.menu-toggle').click();
    }
    for (const [selector, count] of matched) expect(count, `${selector} matches nothing on ${paths.join(', ')}`).toBeGreaterThan(0);
    await context.close();
  });
});

describe('skip link', () => {
  it('is the first stop of the keyboard and moves to the content', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip.textContent()).resolves.toBe('К содержанию');
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await page.close();
  });
});

describe('theme', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = 'rgb(23, 23, 26)';
  const light = 'rgb(253, 252, 249)';

  it('follows the system without JavaScript', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await expect(background(page)).resolves.toBe(dark);
    await context.close();
  });

  it('keeps the reader’s choice across pages, applied before the page is drawn', async () => {
    const context = await browser.newContext({ colorScheme: 'light', serviceWorkers: 'block' });
    // The theme when <body> first exists: nothing of the page can have been drawn before.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.dataset.theme ?? null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await expect(background(page)).resolves.toBe(light);
    const toggle = page.locator('.theme-switch');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(background(page)).resolves.toBe(dark);
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');

    await page.goto(`${baseUrl()}/rules/`);
    await expect(page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).resolves.toBe('dark');
    await expect(background(page)).resolves.toBe(dark);

    // Back to the system's theme: the choice is forgotten, the site follows the system again.
    await page.locator('.theme-switch').click();
    await expect(background(page)).resolves.toBe(light);
    await expect(page.evaluate(() => localStorage.getItem('svod-theme'))).resolves.toBeNull();
    await context.close();
  });
});

describe('404', () => {
  it('says without JavaScript that the page does not exist and offers search', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/rules/999.9/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Такой страницы нет');
    await expect(page.getByRole('search', { name: 'Найти нужную страницу' }).locator('input[name="q"]').count()).resolves.toBe(1);
    // Each search on the page has a name of its own, so a screen reader's list of landmarks tells them apart.
    const names = await page.getByRole('search').evaluateAll((forms) => forms.map((f) => f.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    await context.close();
  });

  it('names the rule the excerpts lack and the nearest ones in that view', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/editions/early/rules/205.9/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Правила 205.9 нет в выдержках');
    const links = page.locator('.not-found-nearest a');
    await expect(links.first().textContent()).resolves.toBe('Раздел 205');
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
      expect(href).toMatch(/^\/editions\/early\/rules\/\d+(\.\d+)*\/$/);
      await expect(page.request.get(`${baseUrl()}${href}`).then((r) => r.status())).resolves.toBe(200);
    }
    await page.close();
  });
});

describe('sitemap', () => {
  it('lists every content page at the site’s address, and no 404 or offline page', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
    expect(new Set(urls.map((u) => u.origin))).toEqual(new Set(['http://127.0.0.1:4321']));
    const paths = urls.map((u) => u.pathname);
    for (const path of ['/', '/rules/205.4/', '/editions/early/rules/203.2/', '/diff/early/late/', '/cards/kutila/', '/judge/', '/search/'])
      expect(paths).toContain(path);
    expect(paths.some((p) => p.includes('404') || p.startsWith('/offline'))).toBe(false);
  });
});

describe('kept on the device', () => {
  it('shows bookmarks and recently opened rules on the home page', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await expect(page.locator('.device-lists').isVisible()).resolves.toBe(false);

    await page.goto(`${baseUrl()}/rules/205.4/`);
    const bookmark = page.locator('.rule-page .cite-bookmark');
    await page.locator('.rule-page .cite summary').click();
    await bookmark.click();
    await expect(bookmark.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goto(`${baseUrl()}/rules/520.3/`);
    await page.goto(`${baseUrl()}/rules/205/`);

    await page.goto(`${baseUrl()}/`);
    const bookmarks = page.locator('.device-bookmarks li a');
    await expect(bookmarks.allTextContents()).resolves.toEqual(['205.4']);
    await expect(bookmarks.first().getAttribute('href')).resolves.toBe('/rules/205.4/');
    // Rule pages only, the last one first; a section page is no rule.
    await expect(page.locator('.device-recent li a').allTextContents()).resolves.toEqual(['520.3', '205.4']);
    await expect(page.locator('.device-recent li').first().textContent()).resolves.toContain('поздняя редакция');

    await page.getByRole('button', { name: 'Убрать закладку 205.4' }).click();
    await expect(page.locator('.device-bookmarks').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Очистить список' }).click();
    await expect(page.locator('.device-lists').isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('where the browser allows no service worker', () => {
  it('says the site cannot be saved for offline reading, and raises no error', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/rules/205/`);
    await expect
      .poll(() => page.locator('#offline-state').textContent(), { timeout: 15_000 })
      .toContain('Сохранить сайт для работы без сети в этом браузере не удалось');
    expect(errors).toEqual([]);
    await context.close();
  });
});
