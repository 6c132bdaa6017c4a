// Search in a real browser: type in the header box, see grouped results, open a rule with the
// keyboard; a rule number opens before anything has loaded; the shared /search/?q= page; the
// search code and index load only on first use, and then only the shards a query needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';

/** The first answer fetches the root, then shards, then documents: on a busy machine that takes a while. */
const FIRST_ANSWER = 10_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, javaScriptEnabled = true): Promise<{ page: Page; requests: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${baseUrl()}${path}`);
  return { page, requests, close: () => context.close() };
}

describe('search box', () => {
  it('shows grouped results as you type and opens a rule with the arrows and Enter', async () => {
    const { page, requests, close } = await open('/rules/209.2/');
    // Nothing of search is loaded before it is used.
    expect(requests.some((p) => p.startsWith('/search/') || p.includes('search-client'))).toBe(false);
    const box = page.locator('#search-input');
    await box.click();
    await box.pressSequentially('кладбищем', { delay: 20 });
    const popup = page.locator('.search-popup');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await expect.poll(() => popup.locator('.search-group-title').first().textContent(), { timeout: FIRST_ANSWER }).toBe('Правила');
    expect(requests).toContain('/search/root.json');
    expect(requests.filter((p) => p.startsWith('/search/words/')).length).toBe(1);
    const first = popup.locator('.search-hit').first();
    await expect.poll(() => first.getAttribute('href')).toMatch(/^\/rules\/205\.\d\/$/);
    const href = (await first.getAttribute('href'))!;
    expect(await first.locator('mark').first().textContent()).toBe('кладбище');
    await box.press('ArrowDown');
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(`**${href}`);
    expect(await page.locator('h1').textContent()).toContain(href.split('/')[2]);
    await close();
  });

  it('goes straight to a rule typed by number', async () => {
    const { page, close } = await open('/');
    const box = page.locator('#search-input');
    await box.click();
    await box.fill('517.3.1');
    await expect.poll(() => page.locator('.search-popup .search-hit').first().textContent(), { timeout: FIRST_ANSWER }).toContain('517.3.1');
    await box.press('Enter');
    await page.waitForURL('**/rules/517.3.1/');
    expect(await page.locator('h1').textContent()).toContain('517.3.1');
    await close();
  });

  it('finds a card from the header box by any form of its name, in the groups\' order', async () => {
    const { page, close } = await open('/rules/205.4/');
    const box = page.locator('#search-input');
    await box.click();
    await box.pressSequentially('кутилу', { delay: 20 });
    const popup = page.locator('.search-popup');
    await expect.poll(() => popup.locator('.search-group-title').allTextContents(), { timeout: FIRST_ANSWER }).toEqual(['Правила', 'Разъяснения', 'Карты', 'Примеры']);
    const card = popup.locator('[role="group"][aria-labelledby$="-g-cards"] .search-hit').first();
    expect(await card.getAttribute('href')).toBe('/cards/kutila/');
    expect(await card.locator('.search-hit-title').textContent()).toBe('Кутила');
    await close();
  });

  it('opens a rule number typed and Enter even before any of search has loaded', async () => {
    // Nothing of the index ever arrives; the second time, not even the box's script.
    for (const blocked of [['**/search/**/*.json'], ['**/search/**/*.json', '**/_astro/search-box*']]) {
      const { page, close } = await open('/rules/209.2/');
      for (const pattern of blocked) await page.route(pattern, (route) => route.abort());
      const box = page.locator('#search-input');
      await box.fill('205.4');
      await box.press('Enter');
      await page.waitForURL('**/rules/205.4/');
      expect(await page.locator('h1').textContent()).toContain('205.4');
      await close();
    }
  });

  it('says when nothing is found, with no link to all results', async () => {
    const { page, close } = await open('/rules/205.4/');
    const box = page.locator('#search-input');
    await box.click();
    await box.pressSequentially('трамвай', { delay: 20 });
    const popup = page.locator('.search-popup');
    await expect.poll(() => popup.locator('.search-status').textContent(), { timeout: FIRST_ANSWER }).toBe('По запросу «трамвай» ничего не найдено.');
    expect(await popup.locator('.search-all').isVisible()).toBe(false);
    expect(await popup.locator('[role="listbox"]').isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('focuses the box with «/» and closes the results with Escape', async () => {
    const { page, close } = await open('/rules/205.4/');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await page.keyboard.type('инкарнация');
    const popup = page.locator('.search-popup');
    await popup.locator('.search-hit').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    // A search still under way when Escape is pressed must not reopen the list.
    await page.waitForTimeout(300);
    expect(await popup.isVisible()).toBe(false);
    expect(await page.locator('#search-input').getAttribute('aria-expanded')).toBe('false');
    // The arrows open it again; a second Escape leaves the box.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.locator('.search-hit').first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('search-input');
    await close();
  });
});

describe('search files', () => {
  it('are all listed in /search/manifest.json for the offline cache, and each is there', async () => {
    const { page, close } = await open('/');
    const listed = await page.evaluate(async () => (await (await fetch('/search/manifest.json')).json()) as { version: number; files: string[] });
    expect(listed.files).toContain('/search/root.json');
    expect(listed.files.some((f) => f.startsWith('/search/words/'))).toBe(true);
    const statuses = await page.evaluate(async (files) => Promise.all(files.map(async (f) => (await fetch(f)).status)), listed.files);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await close();
  });
});

describe('search page', () => {
  it('answers /search/?q= as a page that can be shared', async () => {
    const { page, close } = await open(`/search/?q=${encodeURIComponent('кутилу')}`);
    const results = page.locator('#search-page-results');
    await expect.poll(() => results.locator('.search-group-title').allTextContents(), { timeout: FIRST_ANSWER }).toEqual(['Правила', 'Разъяснения', 'Карты', 'Примеры']);
    expect(await page.locator('#search-page-input').inputValue()).toBe('кутилу');
    expect(await results.locator('mark').first().textContent()).toBe('Кутила');
    await page.locator('#search-page-input').fill('слабость первого хода');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('слабость первого хода');
    await expect.poll(() => results.locator('.search-hit').first().getAttribute('href')).toBe('/rules/209.2/');
    await close();
  });

  it('without JavaScript the box still submits to the search page', async () => {
    const { page, close } = await open('/rules/205.4/', false);
    await page.locator('#search-input').fill('кладбище');
    await page.locator('#search-input').press('Enter');
    await page.waitForURL('**/search/?q=*');
    expect(new URL(page.url()).searchParams.get('q')).toBe('кладбище');
    expect(await page.locator('h1').textContent()).toBe('Поиск');
    await close();
  });
});
