// Search in a real browser: type in the header box, see grouped results, open a rule with the
// keyboard; a rule number opens before anything has loaded; the shared /search/?q= page; the
// search code and index load only on first use, and then only the shards a query needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contentHash } from '../../src/content-files/index.ts';
import { fileNames, HASH_LENGTH, numberedSections, type RootFile } from '../../src/search/index.ts';
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
    expect(requests.some((p) => p.startsWith('/search/') || /\/search-(box|worker)\b/.test(p))).toBe(false);
    const box = page.locator('#search-input');
    await box.click();
    await box.pressSequentially('кладбищем', { delay: 20 });
    const popup = page.locator('.search-popup');
    await expect.poll(() => popup.isVisible()).toBe(true);
    // A form of a term the glossary defines: its definition leads, above the groups.
    await expect
      .poll(() => popup.locator('.search-group-title').allTextContents(), { timeout: FIRST_ANSWER })
      .toEqual(['Лучший ответ', 'Правила', 'Разъяснения', 'Глоссарий', 'Примеры']);
    expect(requests.filter((p) => /^\/search\/root\.[\w-]{8}\.json$/.test(p))).toHaveLength(1);
    expect(requests.filter((p) => p.startsWith('/search/words/')).length).toBe(1);
    const first = popup.locator('.search-hit').first();
    await expect.poll(() => first.getAttribute('href')).toBe('/rules/205/#early-205-p1');
    expect(await first.locator('.search-best-why').textContent()).toBe('Определение термина «Кладбище»');
    const href = (await first.getAttribute('href'))!;
    expect(await first.locator('mark').first().textContent()).toBe('Кладбище');
    // Not again under its group.
    expect(await popup.locator('.search-hit[href="/rules/205/#early-205-p1"]').count()).toBe(1);
    await box.press('ArrowDown');
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(`**${href}`);
    expect(await page.locator('h1').textContent()).toContain(href.split('/')[2]);
    await close();
  });

  it('leads with the ruling that answers a question, above the rules', async () => {
    const { page, close } = await open('/');
    const box = page.locator('#search-input');
    await box.click();
    await box.fill('что будет с картой под контролем противника, если её уничтожить');
    const popup = page.locator('.search-popup');
    await expect
      .poll(() => popup.locator('.search-hit').first().getAttribute('href'), { timeout: FIRST_ANSWER })
      .toBe('/rulings/destroyed-card-goes-to-owner-graveyard/');
    expect(await popup.locator('.search-group-title').first().textContent()).toBe('Лучший ответ');
    expect(await popup.locator('.search-hit').first().locator('.search-best-why').textContent()).toBe('Разъяснение по этому вопросу');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL('**/rulings/destroyed-card-goes-to-owner-graveyard/');
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

  it('finds a card from the header box by any form of its name, as the best answer', async () => {
    const { page, close } = await open('/rules/205.4/');
    const box = page.locator('#search-input');
    await box.click();
    await box.pressSequentially('кутилу', { delay: 20 });
    const popup = page.locator('.search-popup');
    // The card its name names leads, above the groups, and is not repeated under «Карты».
    await expect
      .poll(() => popup.locator('.search-group-title').allTextContents(), { timeout: FIRST_ANSWER })
      .toEqual(['Лучший ответ', 'Правила', 'Разъяснения', 'Примеры']);
    const card = popup.locator('[role="group"][aria-labelledby$="-g-best"] .search-hit').first();
    expect(await card.getAttribute('href')).toBe('/cards/kutila/');
    expect(await card.locator('.search-hit-title').textContent()).toBe('Кутила');
    expect(await card.locator('.search-best-why').textContent()).toBe('Карта');
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
    // A search still under way when Escape is pressed must not reopen the list: once every search has settled, it is still closed.
    await expect.poll(() => page.locator('#search-input').getAttribute('data-search-pending')).toBe('0');
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
  it("are named by their content's hash, all listed by the root the page names, and each is there", async () => {
    const { page, close } = await open('/');
    const rootPath = (await page.locator('form.search-box[data-search-root]').first().getAttribute('data-search-root'))!;
    expect(rootPath).toMatch(/^\/search\/root\.[\w-]{8}\.json$/);
    const fetchText = async (path: string) => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const rootText = await fetchText(rootPath);
    const root = JSON.parse(rootText) as RootFile;
    const names = fileNames(root);
    const listed = [
      ...root.words.map((_, i) => names.words(i)),
      ...root.chunks.map((_, i) => names.docs(i)),
      ...numberedSections(root).map(names.numbers),
      ...root.vocabulary.map(names.vocabulary),
      ...root.roots.map(names.roots),
    ];
    for (const path of [rootPath, ...listed])
      expect(path.endsWith(`.${contentHash(path === rootPath ? rootText : await fetchText(path)).slice(0, HASH_LENGTH)}.json`), path).toBe(true);
    await close();
  });
});

describe('search page', () => {
  it('answers /search/?q= as a page that can be shared', async () => {
    const { page, close } = await open(`/search/?q=${encodeURIComponent('кутилу')}`);
    const results = page.locator('#search-page-results');
    await expect
      .poll(() => results.locator('.search-group-title').allTextContents(), { timeout: FIRST_ANSWER })
      // A card's name, in any case, finds the card first: it leads as the best answer (issue 29).
      .toEqual(['Лучший ответ', 'Правила', 'Разъяснения', 'Примеры']);
    expect(await results.locator('a[href="/cards/kutila/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#search-page-input').inputValue()).toBe('кутилу');
    expect(await results.locator('mark').first().textContent()).toBe('Кутила');
    await page.locator('#search-page-input').fill('слабость первого хода');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('слабость первого хода');
    await expect.poll(() => results.locator('.search-hit').first().getAttribute('href')).toBe('/rules/209.2/');
    await close();
  });

  it("leads with a term's definition and links the term's page: «контроль» → 517.5", async () => {
    const { page, close } = await open(`/search/?q=${encodeURIComponent('контроль')}`);
    const results = page.locator('#search-page-results');
    await expect.poll(() => results.locator('h2').first().textContent(), { timeout: FIRST_ANSWER }).toBe('Лучший ответ');
    expect(await results.locator('.search-hit').first().getAttribute('href')).toBe('/rules/517.5/');
    expect(await results.locator('.search-best-term a').getAttribute('href')).toBe('/glossary/vzyat-kartu-pod-kontrol/');
    await close();
  });

  it('says so in Russian when its script or its index does not load', async () => {
    for (const [blocked, says] of [
      ['**/_astro/search-worker*', 'Не удалось загрузить поиск. Проверьте связь и обновите страницу.'],
      ['**/_astro/search-render*', 'Не удалось загрузить поиск. Проверьте связь и обновите страницу.'],
      ['**/search/root.*.json', 'Не удалось загрузить поиск. Обновите страницу.'],
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(blocked, (route) => route.abort());
      await page.goto(`${baseUrl()}/search/?q=${encodeURIComponent('кладбище')}`);
      await expect.poll(() => page.locator('#search-page-status').textContent(), { timeout: FIRST_ANSWER }).toBe(says);
      await context.close();
    }
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
