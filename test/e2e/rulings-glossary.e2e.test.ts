// Rulings, the glossary and card pages in a real browser: previews of a term and of a rule
// reference open on hover, focus and tap; a ruling's «Проверить» runs its scenario in the page;
// the rulings list filters and reads without JavaScript; axe-core finds nothing on these pages.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? browser).newPage();
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

const preview = (page: Page) => page.locator('.link-preview');
const shown = async (page: Page) => (await preview(page).count()) > 0 && (await preview(page).isVisible());

// A term in rule text («колоды» in 517.3.1) and a rule reference («(205.4)» in a ruling's explanation).
const cases = [
  { what: 'a glossary term', path: '/rules/517.3.1/', link: 'main a.term-link >> nth=0', says: 'Колода – это закрытая частная зона' },
  { what: 'a rule reference', path: '/rulings/graveyard-keeps-markers/', link: 'main a.rule-ref >> nth=0', says: 'Правило 205.4' },
];

describe('previews', () => {
  for (const c of cases) {
    it(`of ${c.what} open on hover and close when the pointer leaves`, async () => {
      const page = await open(c.path);
      await page.locator(c.link).hover();
      await expect.poll(() => preview(page).textContent()).toContain(c.says);
      expect(await shown(page)).toBe(true);
      await page.mouse.move(1, 1);
      await expect.poll(() => shown(page)).toBe(false);
      await page.close();
    });

    it(`of ${c.what} open on keyboard focus, describe the link, and close on Escape`, async () => {
      const page = await open(c.path);
      await page.locator(c.link).focus();
      await expect.poll(() => preview(page).textContent()).toContain(c.says);
      await expect(page.locator(c.link).getAttribute('aria-describedby')).resolves.toBe('link-preview');
      await page.keyboard.press('Escape');
      await expect.poll(() => shown(page)).toBe(false);
      await page.close();
    });

    it(`of ${c.what} open on the first tap; the second tap follows the link`, async () => {
      const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
      const page = await open(c.path, context);
      const before = page.url();
      const target = await page.locator(c.link).getAttribute('href');
      await page.locator(c.link).tap();
      await expect.poll(() => preview(page).textContent()).toContain(c.says);
      expect(page.url()).toBe(before);
      const more = await preview(page).locator('.preview-open a').getAttribute('href');
      expect(new URL(more!).pathname).toBe(target!.split('#')[0]);
      await page.locator(c.link).tap();
      // Until the page has loaded: closing a context mid-navigation can hang Chromium.
      await page.waitForURL((url) => url.pathname === target!.split('#')[0], { timeout: 10_000 });
      await context.close();
    });
  }

  it('are plain links without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await open('/rules/517.3.1/', context);
    await page.locator('main a.term-link').first().click();
    await page.waitForURL((url) => url.pathname === '/glossary/koloda/', { timeout: 10_000 });
    await context.close();
  });
});

describe('rulings', () => {
  it('run again in the page under each edition with «Проверить»', async () => {
    const page = await open('/rulings/graveyard-keeps-markers/');
    for (const edition of ['early', 'late']) {
      const box = page.locator(`.ruling-run[data-edition="${edition}"]`);
      await box.locator('.run-example').click();
      await expect.poll(() => box.getAttribute('data-passed')).toBe('true');
      await expect(box.locator('.example-status').textContent()).resolves.toContain('Проверено в браузере');
    }
    await page.close();
  });

  it('show both answers and the build’s check without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await open('/rulings/graveyard-keeps-markers/', context);
    await expect(page.locator('.answers > li').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^\s*Ранняя редакция\s*Только Инкарнация/),
      expect.stringMatching(/^\s*Поздняя редакция\s*Инкарнация и маркеры/),
    ]);
    await expect(page.locator('.ruling-run .example-status').allTextContents()).resolves.toEqual([
      'Проверено при сборке: все шаги сходятся ✓',
      'Проверено при сборке: все шаги сходятся ✓',
    ]);
    await expect(page.locator('.run-example').first().isVisible()).resolves.toBe(false);
    const list = await open('/rulings/?card=Кутила', context);
    await expect(list.locator('.ruling-filter').isVisible()).resolves.toBe(false);
    await expect(list.locator('.ruling-list > li:visible').count()).resolves.toBeGreaterThan(40);
    await context.close();
  });

  it('filter by rule, card and section, keeping the choice in the address', async () => {
    const page = await open('/rulings/?rule=209.2');
    const visible = page.locator('.ruling-list > li:not([hidden])');
    await expect.poll(() => visible.count()).toBe(4);
    await page.locator('select[name="rule"]').selectOption('');
    await page.locator('select[name="card"]').selectOption('Кутила');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('card=Кутила');
    for (const cards of await visible.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.cards ?? '')))
      expect(cards.split('|')).toContain('Кутила');
    await page.locator('select[name="card"]').selectOption('');
    await page.locator('select[name="section"]').selectOption('520');
    await expect.poll(() => page.url()).toContain('section=520');
    await expect(visible.count()).resolves.toBe(5);
    await page.close();
  });

  it('appear on the pages of the rules and cards they cite, and on the diff when their answers changed', async () => {
    const rule = await open('/editions/early/rules/208.2/');
    await expect(rule.locator('.rulings a.ruling-question').allTextContents()).resolves.toContain(
      'Слабость первого хода запрещает только атаку? Активируемую способность существо в этот ход использовать может?',
    );
    const card = await open('/cards/gipnoz/');
    await expect(card.locator('.ruling-list a').count()).resolves.toBe(1);
    const diff = await open('/diff/early/late/');
    await expect(diff.locator('.changed-rulings a.ruling-question').allTextContents()).resolves.toEqual([
      'Какие маркеры остаются на карте, которую уничтожили?',
    ]);
    await Promise.all([rule.close(), card.close(), diff.close()]);
  });
});

describe('accessibility', () => {
  for (const path of ['/rulings/graveyard-keeps-markers/', '/rulings/', '/glossary/kladbishche/', '/glossary/', '/cards/kutila/', '/cards/akkenija/']) {
    it(`finds no axe-core violation on ${path}`, async () => {
      const page = await open(path);
      await page.addScriptTag({ path: axeScript });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
      await page.close();
    });
  }
});
