// The engine's computed answer on the search page (issue 28): a query in a judge's words gets the
// answer first, with the rules applied and «Открыть на столе», which opens the judge's board at
// the situation; a missing number is named; a query that names no situation fetches nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { baseUrl, launchBrowser } from './browser.ts';

const FIRST_ANSWER = 10_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(query: string): Promise<{ page: Page; requests: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${baseUrl()}/search/?q=${encodeURIComponent(query)}`);
  // The results and the computed answer come together: wait for the results.
  await expect.poll(() => page.locator('#search-page-results .search-group').count(), { timeout: FIRST_ANSWER }).toBeGreaterThan(0);
  return { page, requests, close: () => context.close() };
}

describe('search answers a situation the engine computed', () => {
  const cases: [string, string, string][] = [
    ['сколько стоит кутила если в руке 4 карты', '6 монет', '203.2'],
    ['кутила в игре, в руке осталось 3 карты, какая стоимость', '7 монет', '203.2'],
    ['на кладбище 0 карт, в руке 3, надо сбросить 4 — сколько карт будет на кладбище', '3 карты', '518.4'],
  ];
  for (const [query, answer, rule] of cases) {
    it(`«${query}» → ${answer}, first, with ${rule} linked`, async () => {
      const { page, close } = await open(query);
      const first = page.locator('#search-page-results > *').first();
      expect(await first.getAttribute('class')).toContain('search-computed');
      expect(await first.locator('h2').textContent()).toBe('Ответ движка правил');
      expect(await first.locator('.search-computed-answer strong').allTextContents()).toEqual([answer]);
      const link = first.locator('.search-computed-rules a', { hasText: rule });
      expect(await link.getAttribute('href')).toMatch(new RegExp(`/rules/${rule.replace('.', '\\.')}/$`));
      // The edition is named beside the rule.
      expect(await first.locator('.search-computed-rules').textContent()).toMatch(new RegExp(`${rule.replace('.', '\\.')} \\([а-яё ]*редакция\\)`));
      await close();
    });
  }

  it('opens the board at the situation, and passes axe at 360 px', async () => {
    const { page, close } = await open('сколько стоит кутила если в руке 4 карты');
    expect(await axeViolations(page)).toEqual([]);
    const board = page.getByRole('link', { name: 'Открыть на столе', exact: true });
    await expect.poll(() => board.getAttribute('href')).toMatch(/^\/judge\/#b=[\w-]+$/);
    const box = await board.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await board.tap();
    await page.waitForURL(/\/judge\/#b=/);
    // The board names the situation it opened in the page's title; it refuses nothing.
    await expect.poll(() => page.title()).not.toBe('Стол судьи — Свод');
    await expect(page.locator('.judge-alert').textContent()).resolves.toBe('');
    await close();
  });

  it('answers a ruling by its run in each edition, first, with the board at its situation', async () => {
    const { page, close } = await open('сохраняются ли маркеры на кладбище');
    const first = page.locator('#search-page-results > *').first();
    expect(await first.getAttribute('class')).toContain('search-computed');
    expect(await first.locator('.search-computed-situation').textContent()).toBe('Какие маркеры остаются на карте, которую уничтожили?');
    // The editions answer differently: one answer each, each with the edition named and its own board.
    expect(await first.locator('.search-computed-answer').count()).toBe(2);
    expect(await first.locator('.search-computed-rules a', { hasText: '205.4' }).count()).toBe(2);
    await expect.poll(() => first.getByRole('link', { name: 'Открыть на столе' }).first().getAttribute('href')).toMatch(/^\/judge\/#b=/);
    await close();
  });

  it('names a missing number and offers the board instead of an answer', async () => {
    const { page, close } = await open('сколько стоит кутила');
    const first = page.locator('#search-page-results > *').first();
    expect(await first.textContent()).toContain('Не хватает числа: сколько карт в руке');
    expect(await first.locator('.search-computed-answer').count()).toBe(0);
    await expect.poll(() => first.getByRole('link', { name: 'Открыть на столе' }).getAttribute('href')).toMatch(/^\/judge\/#b=/);
    await close();
  });

  it('fetches the computed table only for a query that names a situation', async () => {
    const { page, requests, close } = await open('кладбище');
    expect(await page.locator('.search-computed').count()).toBe(0);
    expect(requests.some((p) => /^\/data\/ask\./.test(p))).toBe(false);
    await close();
  });
});
