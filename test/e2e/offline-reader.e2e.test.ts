// Offline at any size (issue 11): a copy whose budget leaves the sections' and rules' pages out
// (SVOD_OFFLINE_BUDGET, as a 10,000-rule rulebook would) still opens each of them offline, as the
// reader page reads it from the saved search index: the text exactly as the page built with the
// full site shows it, references as links, neighbours, and a line saying it is the saved copy.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OfflineManifest } from '../../src/integrations/offline.ts';
import { buildSite } from '../astro-cli.ts';
import { leaksIn, visibleText } from '../site/plain-russian.ts';
import { axeViolations } from './axe.ts';
import { contentWithAddition } from './offline-content.ts';
import { baseUrl, launchBrowser } from './browser.ts';
import { serve, type Served } from './serve.ts';

const OFFLINE_WAIT = 90_000;
/**
 * Rule pages with an example paragraph, a list and an inferred number, an edition's rule, the
 * current view's sections (205 with paragraphs before its rules, 517 citing a rule no excerpt
 * holds) and an edition's section whose paragraphs the current view's documents hold.
 */
const opened = ['rules/203.2/', 'rules/521.1/', 'rules/203.1/', 'editions/early/rules/208.2/', 'rules/205/', 'rules/517/', 'editions/early/rules/209/'];
/** The real content cites no rule that an excerpt holds: the test's copy makes one rule cite two. */
const citing = {
  file: 'late/520-monety.md',
  rule: '520.5. Если игрока заставляют потерять монету, он сам выбирает какие монеты убрать.',
  cites: ' См. 205.4 и 999.9.',
};

let browser: Browser;
let rulesCopy: string;
let build: string;
let manifest: OfflineManifest;
let site: Served;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const { dir, content } = contentWithAddition(citing.file, citing.rule, citing.cites);
  rulesCopy = dir;
  build = mkdtempSync(join(tmpdir(), 'svod-offline-reader-'));
  // A budget too small for any section's or rule's page: all of them are left to the reader.
  buildSite({ outDir: build, env: { SVOD_CONTENT_DIR: content, SVOD_OFFLINE_BUDGET: '1' }, force: true });
  manifest = JSON.parse(readFileSync(join(build, 'offline-manifest.json'), 'utf8')) as OfflineManifest;
  site = await serve(build);
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page
    .locator('#offline-state .offline-text')
    .filter({ hasText: /^Доступно офлайн/ })
    .waitFor({ timeout: OFFLINE_WAIT });
  await context.setOffline(true);
}, 600_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
  for (const dir of [rulesCopy, build]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The text blocks of a page's main content, each as its id and its text (a list's items one a line). */
const blocksOf = (p: Page) =>
  p.locator('main').evaluate((main) => {
    const text = (node: Element) => node.textContent!.replace(/\s+/g, ' ').trim();
    return [...main.querySelectorAll('p.block, ol.rule-list')]
      .filter((b) => !b.closest('.example-run, .history'))
      .map((b) => ({ id: b.id, text: b.tagName === 'OL' ? [...b.children].map(text).join('\n') : text(b) }));
  });

/** The notes about the text (an inferred number, an excerpt cut off), not those of what the reader leaves to the network, nor its own. */
const notesOf = (p: Page) =>
  p
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('.note')]
        .filter((n) => !n.closest('.offline-reader-note, .example-run, .rule-examples, .history, .cited-by, .rulings'))
        .map((n) => n.textContent!.replace(/\s+/g, ' ').trim()),
    );

describe('the offline reader', () => {
  it('leaves every section’s and rule’s page to the reader, and saves everything else', () => {
    for (const address of opened) expect(manifest.readerPages).toContain(address);
    expect(manifest.files).not.toContain('rules/205.4/');
    expect(manifest.files).toEqual(
      expect.arrayContaining([
        '',
        'rules/',
        'search/',
        'offline/reader/',
        expect.stringMatching(/^search\/root\.[\w-]{8}\.json$/),
        expect.stringMatching(/^search\/numbers\/205\.[\w-]{8}\.json$/),
      ]),
    );
  });

  it('shows each page’s text offline exactly as the built page does', async () => {
    const online = await browser.newPage();
    for (const address of opened) {
      await online.goto(`${baseUrl()}/${address}`);
      const response = await page.goto(`${site.url}/${address}`);
      expect(response?.status(), address).toBe(200);
      await page.locator('.offline-reader-note').waitFor();
      await expect(page.locator('h1').innerText(), address).resolves.toBe(await online.locator('h1').innerText());
      await expect(notesOf(page), address).resolves.toEqual(await notesOf(online));
      await expect(blocksOf(page), address).resolves.toEqual(await blocksOf(online));
      await expect(page.locator('.breadcrumbs').innerText(), address).resolves.toBe(await online.locator('.breadcrumbs').innerText());
      await expect(page.locator('.facts .facts-short').innerText(), address).resolves.toBe(await online.locator('.facts .facts-short').innerText());
      await expect(page.locator('.rule-bar').allInnerTexts(), address).resolves.toEqual(await online.locator('.rule-bar').allInnerTexts());
      await expect(
        page.locator('.pager a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        address,
      ).resolves.toEqual(await online.locator('.pager a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    }
    await online.close();
  });

  /** Opens a page offline and waits for the reader to show it. */
  const read = async (address: string) => {
    await page.goto(`${site.url}/${address}`);
    await page.locator('.offline-reader-note').waitFor();
  };

  it('reads as the content writes it: the example paragraph, the list, the inferred number', async () => {
    await read('rules/203.2/');
    await expect(page.locator('p.block.example').first().textContent()).resolves.toMatch(/^¶ ПРИМЕР\./);
    await read('rules/521.1/');
    await expect(page.locator('ol.rule-list li').count()).resolves.toBe(5);
    await read('rules/203.1/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Правило 203.1');
    await expect(page.locator('.facts .facts-short').textContent()).resolves.toBe('Ранняя редакция · номер восстановлен по порядку');
    await expect(page.locator('.facts .facts-body').textContent()).resolves.toContain(
      'в выдержках основы текущего текста правил («Поздняя редакция») этого места нет',
    );
    await expect(page.locator('.offline-reader-note').textContent()).resolves.toMatch(/^Это сохранённая копия для чтения/);
  });

  it('links the rules its text cites, marks those no excerpt holds, and the links open offline too', async () => {
    await read('rules/520.5/');
    await expect(page.locator('[id="520.5"]').textContent()).resolves.toBe(
      `${citing.rule.slice('520.5. '.length)}${citing.cites.replace('999.9', '999.9 (нет в доступных выдержках)')}`,
    );
    await expect(page.locator('.ref-missing').textContent()).resolves.toBe('999.9');
    const cited = page.locator('a.rule-ref');
    await expect(cited.getAttribute('href')).resolves.toBe('/rules/205.4/');
    await cited.click();
    await page.locator('.offline-reader-note').waitFor();
    expect(new URL(page.url()).pathname).toBe('/rules/205.4/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Правило 205.4');
  });

  it('says so at the address of a rule the excerpts lack', async () => {
    const response = await page.goto(`${site.url}/rules/520.9/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Правила 520.9 нет в выдержках');
  });

  it('is plain Russian, fits 360 px and has no axe violations, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      await phone.emulateMedia({ colorScheme });
      for (const address of ['rules/203.2/', 'editions/early/rules/209/']) {
        await phone.goto(`${site.url}/${address}`);
        await phone.locator('.offline-reader-note').waitFor();
        expect(leaksIn(visibleText(await phone.content())), address).toEqual([]);
        await expect(
          phone.evaluate(() => document.documentElement.scrollWidth),
          address,
        ).resolves.toBeLessThanOrEqual(360);
        await expect(axeViolations(phone), `${address}, ${colorScheme}`).resolves.toEqual([]);
      }
      await phone.close();
    }
  });

  it('says without JavaScript what the page for an address not saved says', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const reader = await plain.newPage();
    await reader.goto(`${site.url}/offline/reader/`);
    await expect(reader.locator('h1').textContent()).resolves.toBe('Нет сети, а эта страница ещё не сохранена');
    await plain.close();
  });
});

describe('the offline reader under a base path', () => {
  const BASE = '/svod/';
  let out: string;
  let based: Served;
  let reader: BrowserContext;
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'svod-offline-reader-base-'));
    buildSite({ outDir: out, env: { SVOD_BASE: BASE, SVOD_OFFLINE_BUDGET: '1' } });
    based = await serve(out, undefined, BASE);
    reader = await browser.newContext();
  }, 300_000);
  afterAll(async () => {
    await reader?.close();
    await based?.stop();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it(
    'reads a page left out of the copy and links within the base',
    async () => {
      const tab = await reader.newPage();
      await tab.goto(`${based.url}/`);
      await tab
        .locator('#offline-state .offline-text')
        .filter({ hasText: /^Доступно офлайн/ })
        .waitFor({ timeout: OFFLINE_WAIT });
      await reader.setOffline(true);
      await tab.goto(`${based.url}/rules/205.4/`);
      await tab.locator('.offline-reader-note').waitFor();
      await expect(tab.locator('h1').textContent()).resolves.toBe('Правило 205.4');
      const links = await tab.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(2);
      expect(links.filter((href) => !href.startsWith(BASE))).toEqual([]);
      await tab.locator('.pager a[rel="next"]').click();
      await tab.locator('.offline-reader-note').waitFor();
      expect(new URL(tab.url()).pathname).toMatch(/^\/svod\/rules\/\d{3}\.\d+\/$/);
    },
    OFFLINE_WAIT + 60_000,
  );
});
