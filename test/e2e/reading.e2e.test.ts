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
    // The rule's menu works without JavaScript too: it opens and holds the citation and a plain link.
    await page.locator('.rule-page .cite summary').click();
    await expect(page.locator('.rule-page .cite .cite-text').textContent()).resolves.toBe('«Берсерк. Герои», правила, поздняя редакция, 205.4');
    await expect(page.locator('.rule-page .cite .cite-nojs a').getAttribute('href')).resolves.toBe('/rules/205.4/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('fits every kind of page on a 360-pixel screen', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const path of [
      '/',
      '/rules/',
      '/rules/205/',
      '/rules/203.2/',
      '/diff/early/late/',
      '/examples/',
      '/examples/203-2-kutila/',
      '/judge/',
      '/cards/kutila/',
      '/api/',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('copies a citation ready for a ruling with one tap, and the link alone with another', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rules/205.4/`);
    const cite = page.locator('.rule-page .cite').first();
    // One small control per rule: its menu opens on a tap and shows the citation with the actions.
    await expect(cite.locator('.cite-text').isVisible()).resolves.toBe(false);
    await cite.locator('summary').click();
    await expect(cite.locator('.cite-text').isVisible()).resolves.toBe(true);
    await expect(cite.locator('.cite-nojs').isVisible()).resolves.toBe(false);
    await cite.locator('.cite-copy').click();
    await expect.poll(() => cite.locator('.cite-done').textContent()).toBe('Цитата скопирована.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    expect(lines[0]).toBe('«Берсерк. Герои», правила, поздняя редакция, 205.4:');
    expect(lines[1]).toMatch(/^Если какая-либо карта должна попасть на кладбище/);
    expect(copied).toContain('кроме Инкарнации и маркеров использования способностей');
    expect(lines.at(-1)).toBe(`${baseUrl()}/rules/205.4/`);
    await cite.locator('.cite-link').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/rules/205.4/`);
    await context.close();
  });

  it('shows the citation selected for copying by hand when the browser refuses the clipboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    await page.goto(`${baseUrl()}/rules/205.4/`);
    const cite = page.locator('.rule-page .cite').first();
    await cite.locator('summary').click();
    await cite.locator('.cite-link').click();
    await expect.poll(() => cite.locator('.cite-done').textContent()).toContain('скопируйте его сами');
    const manual = cite.locator('.cite-manual');
    await expect(manual.inputValue()).resolves.toBe(`${baseUrl()}/rules/205.4/`);
    await expect(
      manual.evaluate((area: HTMLTextAreaElement) => document.activeElement === area && area.selectionEnd - area.selectionStart === area.value.length),
    ).resolves.toBe(true);
    await context.close();
  });
});

describe('the rule’s menu', () => {
  it('opens by keyboard, closes with Esc back on its button, and one menu is open at a time', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/rules/205/`);
    const menus = page.locator('.rule .cite');
    const first = menus.nth(0);
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first.getAttribute('open')).resolves.toBe('');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain('cite-copy');
    await page.keyboard.press('Escape');
    await expect(first.getAttribute('open')).resolves.toBeNull();
    await expect(first.locator('summary').evaluate((s) => s === document.activeElement)).resolves.toBe(true);
    await first.locator('summary').click();
    // The open menu's panel lies over the next rule's button: the keyboard reaches it.
    await menus.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first.getAttribute('open')).resolves.toBeNull();
    await expect(menus.nth(1).getAttribute('open')).resolves.toBe('');
    await page.locator('h1').click();
    await expect(menus.nth(1).getAttribute('open')).resolves.toBeNull();
    await page.close();
  });
});
