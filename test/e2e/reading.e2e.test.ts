// Reading the rules in a real browser: a rule page on a phone-sized screen, without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reading rules', () => {
  it('shows a rule on a 360-pixel screen without JavaScript and without sideways scrolling', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await expect(page.locator('h1').textContent()).resolves.toContain('205.4');
    await expect(page.locator('.rule').first().textContent()).resolves.toContain('кроме Инкарнации и маркеров использования способностей');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('fits every kind of page on a 360-pixel screen', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const path of ['/', '/rules/', '/rules/205/', '/rules/203.2/', '/diff/early/late/', '/examples/', '/examples/203-2-kutila/', '/judge/', '/cards/kutila/']) {
      await page.goto(`${baseUrl()}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('copies a citation with the copy button', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await page.locator('.cite summary').first().click();
    await page.locator('.cite-copy').first().click();
    await expect.poll(() => page.locator('.cite-copy').first().textContent()).toBe('Скопировано');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('«Берсерк. Герои», правила, поздняя редакция, 205.4');
    await context.close();
  });
});

describe('offline', () => {
  it('shows a page read before when the network is gone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker controls pages loaded after it activated; this visit stores the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto(`${baseUrl()}/rules/205.4/`);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1').textContent()).resolves.toContain('205.4');
    await expect(page.goto(`${baseUrl()}/rules/520.3/`).catch(() => null)).resolves.toBeNull();
    await context.close();
  });
});
