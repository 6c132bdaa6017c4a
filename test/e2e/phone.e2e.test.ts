// Every kind of page on a 360 × 740 touch phone, as a judge at a table holds it: the rule's text
// within reach of the top, every control a finger's size (44 × 44), no word broken inside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { pageTypes, phoneViewport } from './page-types.ts';
import { brokenWords, smallControls } from './phone-checks.ts';

/** The rule's text starts this close to the top of a phone's screen, header included. */
const RULE_TEXT_TOP = 120;

let browser: Browser;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
});
afterAll(async () => {
  await phone?.close();
  await browser?.close();
});

async function open(path: string, ready?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await phone.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await ready?.(page);
  return page;
}

describe('on a 360 × 740 touch phone', () => {
  it('starts the text of /rules/203.2/ within 120 px of the top, under its number', async () => {
    const page = await open('/rules/203.2/');
    const title = (await page.locator('h1').boundingBox())!;
    const text = (await page.locator('.rule-page .rule-text').first().boundingBox())!;
    expect(title.y).toBeLessThan(text.y);
    expect(text.y).toBeLessThanOrEqual(RULE_TEXT_TOP);
    await expect(page.locator('.rule-page .rule-text').first().textContent()).resolves.toContain('Способности, влияющие только на стоимость карты');
    await page.close();
  });

  const walked = pageTypes.filter((t) => !t.serviceWorker);
  it.each(walked)('$name ($path): every control is at least 44 × 44 px and no word breaks inside', async ({ path, ready }) => {
    const page = await open(path, ready);
    expect(await smallControls(page)).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('finds a word broken inside and a control too small, so the walk above can fail', async () => {
    const page = await open('/cards/');
    await page.addStyleTag({ content: '.cards-table { width: 120px; } .cards-table * { overflow-wrap: anywhere; } .pager a, .cards-table a { min-height: 0 !important; display: inline !important; }' });
    await expect(brokenWords(page)).resolves.not.toEqual([]);
    await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('button'), { textContent: 'x', style: 'min-height:20px;min-width:20px;height:20px;width:20px;padding:0' })));
    await expect(smallControls(page)).resolves.toContainEqual(expect.stringMatching(/^button «x» 20×20$/));
    await page.close();
  });
});
