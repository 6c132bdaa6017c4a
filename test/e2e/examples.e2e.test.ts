// Executable examples in a real browser: run on a rule page, changed by the reader («what if»).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

describe('examples on rule pages', () => {
  it('runs the Кутила example, then gives the new answer with a card taken out of the hand', async () => {
    const page = await open('/rules/203.2/');
    const box = page.locator('.example-run[data-example="203-2-kutila"]').first();
    await box.locator('.run-example').click();
    await expect.poll(() => box.getAttribute('data-passed')).toBe('true');
    await expect(box.locator('.example-status').textContent()).resolves.toContain('пример пройден');
    await expect(box.locator('.example-steps > li:first-child').textContent()).resolves.toContain('стоимость Кутилы: 6');

    // The card the steps name cannot go, and the page says why in words.
    await expect(box.locator('.player-editor[data-player="A"] .hand-card.locked').textContent()).resolves.toContain('её называют шаги примера — убрать нельзя');
    // Four cards in hand make Кутила cost 6; take a Рунопевец away and it costs 7: a new answer, not a failure.
    await box.locator('.player-editor[data-player="A"] .remove-card').first().click();
    await expect.poll(() => box.getAttribute('data-changed')).toBe('true');
    await expect(box.locator('.example-status').textContent()).resolves.toBe(
      'Новый ответ: 7 — стоимость Кутилы; в примере из правил: 6. Ещё отличий от примера: 2, они отмечены в шагах знаком ≠.',
    );
    await expect(box.locator('.setup-changes').textContent()).resolves.toBe('Отличие от примера из правил: убрана карта Рунопевец (в руке игрока А).');
    await expect(box.locator('.example-steps > li:first-child').textContent()).resolves.toContain('стоимость Кутилы: 7 (в примере из правил — 6)');
    await expect(box.locator('.example-steps > li:first-child').textContent()).resolves.not.toContain('ожидалось');
    await expect(box.locator('.example-steps > li:first-child .step-mark').textContent()).resolves.toBe('≠');
    await expect(box.locator('.example-steps > li:first-child .trace a').first().getAttribute('href')).resolves.toBe('/editions/early/rules/203.2/');
    // The label names the edition by the title the page states (edition.yaml), as the build did.
    await expect(box.locator('.example-steps > li:first-child .trace a').first().textContent()).resolves.toBe('203.2, ранняя редакция');
    await page.close();
  });

  it('loads no engine code on a page until «Проверить» is pressed', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${baseUrl()}/rules/203.2/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('example-island'))).toBe(false);
    await page.locator('.run-example').first().click();
    await expect.poll(() => scripts.some((s) => s.includes('example-island'))).toBe(true);
    await page.close();
  });

  it('filters the list of examples by rule and by card, keeping the choice in the address', async () => {
    const page = await open('/examples/?rule=205.4');
    const visible = page.locator('.example-list > li:not([hidden])');
    await expect.poll(() => visible.count()).toBeGreaterThan(0);
    for (const rules of await visible.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.rules ?? ''))) {
      expect(rules.split(' ')).toContain('205.4');
    }
    await page.locator('select[name="rule"]').selectOption('');
    await page.locator('select[name="card"]').selectOption('Кутила');
    await expect.poll(() => page.url()).toContain('card=');
    expect(await visible.count()).toBeGreaterThan(0);
    const cards = await visible.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.cards ?? ''));
    for (const c of cards) expect(c.split('|')).toContain('Кутила');
    await page.close();
  });

  it('gives every step of an example page its own link', async () => {
    const page = await open('/examples/203-2-kutila/#step-3');
    await expect(page.locator('#step-3').isVisible()).resolves.toBe(true);
    await expect(page.locator('a[href="/editions/early/rules/203.2/"]').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });
});
