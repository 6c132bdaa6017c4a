// Executable examples and the judge sandbox in a real browser.
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
  it('runs the Кутила example, then shows the new cost with a card taken out of the hand', async () => {
    const page = await open('/rules/203.2/');
    const box = page.locator('.example-run[data-example="203-2-kutila"]').first();
    await box.locator('.run-example').click();
    await expect.poll(() => box.getAttribute('data-passed')).toBe('true');
    await expect(box.locator('.example-status').textContent()).resolves.toContain('пример пройден');
    await expect(box.locator('#step-1').textContent()).resolves.toContain('стоимость Кутила: 6');

    // Four cards in hand make Кутила cost 6; take a Рунопевец away and it costs 7.
    await box.locator('.player-editor[data-player="A"] .remove-card:not([disabled])').first().click();
    await expect.poll(() => box.getAttribute('data-passed')).toBe('false');
    await expect(box.locator('#step-1').textContent()).resolves.toContain('ожидалось 6, на деле 7');
    await expect(box.locator('#step-1 .trace a').first().getAttribute('href')).resolves.toBe('/editions/early/rules/203.2/');
    // The label names the edition by the title the page states (edition.yaml), as the build did.
    await expect(box.locator('#step-1 .trace a').first().textContent()).resolves.toBe('203.2, ранняя редакция');
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

describe('judge sandbox', () => {
  const scenario = (steps: string) => `edition: late\nsetup:\n  A:\n    coins: 5\n    hand: [Кутила, Рунопевец]\n  B: {}\nsteps:\n${steps}`;

  async function runIn(page: Page, yaml: string): Promise<void> {
    await page.locator('#scenario').fill(yaml);
    await page.locator('.judge-run').click();
    await expect.poll(() => page.locator('.judge-output').getAttribute('data-state')).not.toBeNull();
  }

  it('runs a scenario and shows the state after each step', async () => {
    const page = await open('/judge/');
    await runIn(page, scenario('  - play: Рунопевец\n  - expect: { where: Рунопевец, is: A.play }\n'));
    await expect(page.locator('.judge-output').getAttribute('data-state')).resolves.toBe('passed');
    const finalPlay = page.locator('.final-state [data-zone="A.play"]');
    await expect(finalPlay.textContent()).resolves.toContain('Рунопевец');
    await expect(page.locator('.final-state [data-zone="A.hand"]').textContent()).resolves.toContain('Кутила');
    await expect(page.locator('.final-state [data-player="A"]').textContent()).resolves.toContain('открытых 2');
    await page.close();
  });

  it('shows an input error with its line and column, the text marked', async () => {
    const page = await open('/judge/');
    await runIn(page, scenario('  - play: Ктулху\n'));
    await expect(page.locator('.judge-output').getAttribute('data-state')).resolves.toBe('input-error');
    const status = await page.locator('.judge-status').textContent();
    expect(status).toMatch(/строка 8, столбец 11/);
    await expect(page.locator('.error-line mark').textContent()).resolves.toBe('Ктулху');
    await page.close();
  });

  it('reproduces a shared case from its link', async () => {
    const page = await open('/judge/');
    const yaml = scenario('  - expect: { cost: Кутила, is: 8 }\n');
    await page.locator('#scenario').fill(yaml);
    await page.locator('.judge-share').click();
    await expect.poll(() => page.locator('.share-link').inputValue()).toMatch(/#s=/);
    const link = await page.locator('.share-link').inputValue();
    const other = await browser.newPage();
    await other.goto(link);
    await expect.poll(() => other.locator('.judge-output').getAttribute('data-state')).toBe('passed');
    await expect(other.locator('#scenario').inputValue()).resolves.toBe(yaml);
    await page.close();
    await other.close();
  });

  it('shows typed markup as text, never as HTML', async () => {
    const page = await open('/judge/');
    let alerted = false;
    page.on('dialog', async (d) => {
      alerted = true;
      await d.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await runIn(page, `title: "${payload}"\nsetup:\n  A: {hand: ["${payload}"]}\n  B: {}\nsteps: []\n`);
    await expect(page.locator('.judge-output img').count()).resolves.toBe(0);
    await expect(page.locator('.judge-output script').count()).resolves.toBe(0);
    await expect(page.locator('.judge-output').textContent()).resolves.toContain('<img src=x onerror=alert(1)>');
    expect(alerted).toBe(false);
    await page.close();
  });

  it('stops a scenario that runs too long and stays responsive', async () => {
    const page = await open('/judge/');
    // Within the scenario limits (500 cards, 2,000 steps), but every step's picture of the board
    // works out the values of 400 cards, each looking at the 400 others.
    const play = Array.from({ length: 400 }, () => 'Рунопевец').join(', ');
    const steps = '  - gainCoins: 1\n  - loseCoins: 1\n'.repeat(1000);
    // Set as a paste would: typing 2,000 lines key by key is not the point here.
    const yaml = `setup:\n  A:\n    coins: 5\n    play: [${play}]\n  B: {}\nsteps:\n${steps}`;
    await page.locator('#scenario').evaluate((area, text) => ((area as HTMLTextAreaElement).value = text), yaml);
    const started = Date.now();
    await page.locator('.judge-run').click();
    // The page answers while the worker runs.
    await expect(page.evaluate(() => 1 + 1)).resolves.toBe(2);
    await expect.poll(() => page.locator('.judge-output').getAttribute('data-state'), { timeout: 20_000 }).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.locator('.judge-status').textContent()).resolves.toContain('был остановлен');
    await page.close();
  });
});
