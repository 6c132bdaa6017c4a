// A section or a rule on paper: no navigation, search or buttons; examples' steps and the
// citation in full; the diff's marks readable in black and white; the page's address printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { pdfText } from './pdf-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function printed(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await page.emulateMedia({ media: 'print' });
  return page;
}

describe('print', () => {
  it.each(['/rules/203.2/', '/rules/205/'])('prints %s without navigation, search or buttons, with its address', async (path) => {
    const page = await printed(path);
    for (const hidden of ['.site-header', 'nav', '.search-box', '.skip-link', '.pager', '.breadcrumbs', '.offline-state']) {
      const shown = await page
        .locator(hidden)
        .evaluateAll(
          (els) =>
            els.filter((e) => (e as HTMLElement).offsetParent !== null || (getComputedStyle(e).position === 'fixed' && getComputedStyle(e).display !== 'none'))
              .length,
        );
      expect(shown, hidden).toBe(0);
    }
    expect(await page.locator('button:visible').count()).toBe(0);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`${path.replace(/\./g, '\\.')}$`));
    await expect(page.locator('.print-address').isVisible()).resolves.toBe(true);
    await expect(page.locator('.print-address').textContent()).resolves.toBe(`Адрес страницы: ${canonical}`);
    await expect(page.locator('.cite-text').first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('ends a ruling’s printout with its checks, not the scenario’s text', async () => {
    const page = await printed('/rulings/constructor-chain/');
    const text = pdfText(await page.pdf({ format: 'A4' }))
      .join('\n')
      .replace(/\s+/g, '');
    expect(text).toContain('Проверкадвижком'.replace(/\s+/g, ''));
    for (const yaml of ['setup:', 'steps:', 'Текстсценария']) expect(text).not.toContain(yaml);
    await expect(page.locator('.scenario-source').isVisible()).resolves.toBe(false);
    await expect(page.locator('.ruling-run a.button').first().isVisible()).resolves.toBe(false);
    await page.close();
  });

  it('unfolds the steps of examples', async () => {
    const page = await printed('/rules/203.2/');
    const steps = page.locator('.example-run .example-steps').first();
    await expect(page.locator('.example-steps-box').first().getAttribute('open')).resolves.toBeNull();
    await expect(steps.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await expect(steps.isVisible()).resolves.toBe(false);
    await page.close();
  });

  it('marks the diff’s insertions and deletions without colour', async () => {
    const page = await printed('/diff/early/late/');
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => ({ line: getComputedStyle(e).textDecorationLine, background: getComputedStyle(e).backgroundColor }));
    await expect(style('.diff ins')).resolves.toEqual({ line: 'underline', background: 'rgba(0, 0, 0, 0)' });
    await expect(style('del')).resolves.toEqual({ line: 'line-through', background: 'rgba(0, 0, 0, 0)' });
    await page.close();
  });

  it('prints dark text on white in the dark theme', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    const colours = () => page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.documentElement).backgroundColor]);
    expect(await colours()).not.toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await page.emulateMedia({ media: 'print' });
    expect(await colours()).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await context.close();
  });
});
