// axe-core on every kind of page, in the light and the dark theme: no violations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { axeViolations } from './axe.ts';
import { pageTypes, phoneViewport } from './page-types.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['light', 'dark'] as const)('axe, %s theme', (colorScheme) => {
  it.each(pageTypes)('$name ($path) has no violations', async ({ path, ready, phone, serviceWorker }) => {
    const context = await browser.newContext({ colorScheme, serviceWorkers: serviceWorker ? 'allow' : 'block', ...(phone ? { viewport: phoneViewport } : {}) });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await ready?.(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
