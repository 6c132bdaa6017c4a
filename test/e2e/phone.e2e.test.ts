// Every kind of page on a 360 × 740 touch phone, as a judge at a table holds it: the rule's text
// within reach of the top, every control a finger's size (44 × 44), no word broken inside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { pageTypes, phoneViewport } from './page-types.ts';

const TAP = 44;
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

/**
 * Controls smaller than a finger: links, buttons, fields, summaries and anything focusable that
 * is on screen. A link inside running text (an inline link in a sentence) is exempt, as WCAG
 * 2.5.5 exempts it; a radio or checkbox is measured by the label that holds it.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((tap) => {
    const blockOf = (el: Element): Element => {
      let node: Element | null = el.parentElement;
      while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
      return node ?? document.body;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
      const around = (blockOf(el).textContent ?? '').replace(el.textContent ?? '', '');
      return /\p{L}{2,}/u.test(around);
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} «${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || ''}»`;
    const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    const small: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const measured = control.matches('input[type="radio"], input[type="checkbox"]') && control.parentElement?.tagName === 'LABEL' ? control.parentElement : control;
      const box = measured.getBoundingClientRect();
      // Off the page (the skip link waits above it until focused).
      if (box.bottom <= 0 || box.width === 0) continue;
      if (inSentence(control)) continue;
      if (box.width < tap - 0.5 || box.height < tap - 0.5) small.push(`${name(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  }, TAP);
}

/**
 * Words laid out over more than one line: every run of letters and digits of every visible text
 * node must sit on one line box (Range.getClientRects per word). A break at a hyphen, a dash or
 * a slash lies between two runs and is allowed.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true }) || parent.closest('script, style, textarea, .visually-hidden')) continue;
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(`«${match[0]}» in ${parent.tagName.toLowerCase()}.${parent.className}`);
      }
    }
    return broken;
  });
}

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
