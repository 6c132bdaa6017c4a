// The judge's board in a real browser, at a phone's width: build a situation by taps, act and ask,
// step through, share; by keyboard alone; never stuck on a bad link, a slow run or a failed load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { leaksIn } from '../site/plain-russian.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const phone = { width: 360, height: 740 };
/** Waits for the board: a run in the worker may take a few seconds on a loaded machine. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

async function board(hash = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: phone });
  await page.goto(`${baseUrl()}/judge/${hash}`);
  await poll(() => page.locator('.judge-status').textContent()).not.toBe('');
  return page;
}

const link = (data: unknown) => `#b=${deflateRawSync(Buffer.from(JSON.stringify(data))).toString('base64url')}`;

/** Taps a card in the catalog, then the zone to put it in. */
async function put(page: Page, name: string, zone: string): Promise<void> {
  await page.locator('.card-choice', { hasText: name }).first().click();
  await page.locator('.add-zone-buttons button', { hasText: zone }).click();
  await poll(() => page.locator('.card .card-name', { hasText: name }).count()).toBeGreaterThan(0);
}

const card = (page: Page, player: 'A' | 'B', name: string) => page.locator(`[data-player="${player}"] .card-item[data-name="${name}"] > .card`).first();
const panelButton = (page: Page, text: string) => page.locator('.card-item.open .card-panel button', { hasText: text }).first();
const now = (page: Page) => page.locator('.now-body');

/** Opens a folded part of the open card's panel («more»: «Ещё», «setup»: the starting position). */
async function unfold(page: Page, part: 'more' | 'setup'): Promise<void> {
  const fold = page.locator(`.card-item.open .card-panel details.panel-${part}`);
  if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
}

/** Taps a button in the open card's panel (behind «Ещё» when it waits there) and waits for the step it adds. */
async function act(page: Page, text: string): Promise<void> {
  const before = await page.locator('.steps > li').count();
  if (!(await panelButton(page, text).isVisible())) await unfold(page, 'more');
  await panelButton(page, text).click();
  await poll(() => page.locator('.steps > li').count()).toBe(before + 1);
}

/** The Кутила case of 203.2, by taps alone: ten coins (typed into the stepper), Кутила and three more cards in hand. */
async function buildKutila(page: Page): Promise<void> {
  await put(page, 'Кутила', 'В руку — игрок А');
  for (let i = 0; i < 3; i++) await put(page, 'Рунопевец', 'В руку — игрок А');
  const coins = page.locator('[data-player="A"] .coin-tools input[aria-label="Открытые монеты (игрок А)"]');
  await coins.fill('9');
  await coins.press('Enter');
  await poll(() => page.locator('[data-player="A"] .coins').textContent()).toContain('открытых 9,');
  await page.locator('[data-player="A"] .coin-tools button[aria-label="Открытые монеты (игрок А): на один больше"]').click();
  await poll(() => page.locator('[data-player="A"] .coins').textContent()).toContain('открытых 10,');
}

describe('the judge’s board, by taps', () => {
  it('builds the Кутила case: asks its cost (6, by 203.2), plays it, asks again (7)', async () => {
    const page = await board();
    await buildKutila(page);
    await card(page, 'A', 'Кутила').click();
    await act(page, 'Сколько стоит?');
    // The answer stands in the card's open panel, its rules inline.
    await expect(page.locator('.card-item.open .now-body .answer').textContent()).resolves.toBe('Сколько стоит Кутила? 6 — 203.2, 521.1');
    await expect(now(page).locator('.trace').textContent()).resolves.toContain('203.2');
    await act(page, 'Сыграть');
    await expect(page.locator('[data-zone="A.play"]').textContent()).resolves.toContain('Кутила');
    await expect(card(page, 'A', 'Кутила').locator('.card-change').allTextContents()).resolves.toEqual(['из руки → в игровую зону', 'стоимость 7 (была 6)']);
    await act(page, 'Сколько стоит?');
    await expect(now(page).locator('.answer').textContent()).resolves.toBe('Сколько стоит Кутила? 7 — 203.2, 521.1');
    // Back one step: the board is as it was after the play, Кутила still in play.
    await page.locator('[data-go="back"]').click();
    await expect(page.locator('.position').textContent()).resolves.toBe('Шаг 2 из 3');
    await page.locator('.step-list .step-go', { hasText: 'Начальная позиция' }).click();
    await expect(page.locator('.position').textContent()).resolves.toBe('Начало');
    await expect(page.locator('[data-zone="A.hand"]').textContent()).resolves.toContain('Кутила');
    await expect(page.locator('[data-zone="A.play"]').count()).resolves.toBe(0); // an empty zone folds away
    await page.close();
  });

  it('builds the 205.4 case and answers by each edition', async () => {
    const page = await board();
    await put(page, 'Рунопевец', 'В игровую зону — игрок А');
    await card(page, 'A', 'Рунопевец').click();
    await unfold(page, 'setup');
    for (const marker of ['«раз за ход»', '«Инкарнация»']) {
      await page.locator('.card-item.open .marker-form button', { hasText: marker }).click();
      await poll(() => page.locator(`.card-item.open input[aria-label="Маркер ${marker}"]`).inputValue()).toBe('1');
    }
    await act(page, 'Уничтожить');
    await expect(page.locator('[data-zone="A.graveyard"]').textContent()).resolves.toContain('Рунопевец');
    // The card stays open where it went, ready for the next question.
    await act(page, 'Какие маркеры?');
    const answer = () => now(page).locator('.answer').textContent();
    await expect(answer()).resolves.toBe('Какие маркеры на Рунопевце? «раз за ход» ×1, «Инкарнация» ×1');
    await page.locator('input[name="edition"][value="early"]').check();
    await poll(answer).toBe('Какие маркеры на Рунопевце? «Инкарнация» ×1');
    // The destruction is where each edition's 205.4 applied.
    await page.locator('.steps .step-go').first().click();
    await expect(now(page).locator('.trace').textContent()).resolves.toContain('205.4, ранняя редакция');
    await page.locator('input[name="edition"][value="late"]').check();
    await poll(() => now(page).locator('.trace').textContent()).toContain('205.4, поздняя редакция');
    await page.close();
  });

  it('shares a link that opens the same board and answers in a new page', async () => {
    const page = await board();
    await buildKutila(page);
    await card(page, 'A', 'Кутила').click();
    await act(page, 'Сколько стоит?');
    await page.locator('.judge-share').click();
    await poll(() => page.locator('.share-link').inputValue()).toMatch(/\/judge\/#b=[A-Za-z0-9_-]+&step=1$/);
    const shared = await page.locator('.share-link').inputValue();
    expect(shared).toBe(page.url()); // the address follows every edit
    const other = await browser.newPage({ viewport: phone });
    await other.goto(shared);
    // It opens at the step the sender was showing, with that step's answer and its rules.
    await poll(() => other.locator('.judge-status').textContent()).toBe('Открыт расклад из ссылки, шаг 1.');
    await poll(() => other.locator('.position').textContent()).toBe('Шаг 1 из 1');
    await poll(() => other.locator('.now-body .answer').textContent()).toBe('Сколько стоит Кутила? 6 — 203.2, 521.1');
    await poll(() => other.locator('.steps').textContent()).toContain('Сколько стоит Кутила? 6 — 203.2, 521.1');
    const hand = (p: Page) => p.locator('[data-zone="A.hand"] .card-name').allTextContents();
    expect(await hand(other)).toEqual(await hand(page));
    expect(await hand(other)).toEqual(['Кутила', 'Рунопевец 1', 'Рунопевец 2', 'Рунопевец 3']);
    // A chat's preview of the link is the board's, whatever it carries; the tab names the situation.
    await expect(other.title()).resolves.toBe('А: Кутила, Рунопевец ×3 · шагов: 1 · Стол судьи — Свод');
    await page.close();
    await other.close();
  });

  it('opens an example from #example=ID and runs it, and asks before discarding edits', async () => {
    const page = await board('#example=203-2-kutila');
    await poll(() => page.locator('.steps').textContent()).toContain('стоимость Кутилы: 6');
    await put(page, 'Дахут', 'В руку — игрок А');
    await poll(() => page.locator('.steps').textContent()).toContain('(в примере из правил — 6)');
    await page.locator('.judge-example').selectOption({ label: 'Пустой стол' });
    const dialog = page.locator('dialog.judge-confirm');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.locator('button', { hasText: 'Отмена' }).click();
    await expect(page.locator('[data-zone="A.hand"]').textContent()).resolves.toContain('Дахут');
    await page.locator('.judge-example').selectOption({ label: 'Пустой стол' });
    await dialog.locator('button', { hasText: 'Заменить' }).click();
    await poll(() => page.locator('[data-zone="A.hand"]').count()).toBe(0);
    await page.close();
  });

  it('keeps the text of the scenario and the board in step, both ways', async () => {
    const page = await board('#example=203-2-kutila');
    await poll(() => page.locator('.steps').textContent()).toContain('стоимость Кутилы: 6');
    await page.locator('.judge-text summary').click();
    const area = page.locator('#judge-yaml');
    await poll(() => area.inputValue()).toContain('play: Кутила');
    await area.fill((await area.inputValue()).replace('coins: 10', 'coins: 3'));
    await poll(() => page.locator('[data-player="A"] .coins').textContent()).toContain('открытых 3,');
    await area.fill('setup:\n  A: {hand: [Ктулху]}\nsteps: []\n');
    await poll(() => page.locator('.text-status').textContent()).toBe('Строка 2, столбец 14: рука игрока А, карта 1: неизвестная карта «Ктулху»');
    await page.close();
  });
});

describe('the judge’s board, by keyboard alone', () => {
  /** Presses Tab (or Shift+Tab) until the focus is on `selector` (with the text `text`). */
  async function tabTo(page: Page, selector: string, { back = false, text }: { back?: boolean; text?: string } = {}): Promise<void> {
    for (let i = 0; i < 80; i++) {
      const there = await page.evaluate(
        ([s, t]) => !!document.activeElement?.matches(s!) && (t === undefined || document.activeElement.textContent === t),
        [selector, text],
      );
      if (there) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`no focus reached ${selector}`);
  }

  it('adds a card, acts, asks, steps through and shares', async () => {
    const page = await board();
    await tabTo(page, '.card-search');
    await page.keyboard.type('кутилу');
    await page.keyboard.press('Enter');
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('В руку — игрок А');
    await page.keyboard.press('Enter');
    await poll(() => card(page, 'A', 'Кутила').count()).toBe(1);
    await tabTo(page, '[data-player="A"] .card-item[data-name="Кутила"] > .card', { back: true });
    await page.keyboard.press('Enter');
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    await tabTo(page, '.card-item.open .card-panel button', { text: 'Сколько стоит?' });
    await page.keyboard.press('Enter');
    await poll(() => now(page).locator('.answer').textContent()).toBe('Сколько стоит Кутила? 9 — 203.2, 521.1');
    await tabTo(page, '.card-item.open .card-panel button', { text: 'Сыграть' });
    await page.keyboard.press('Enter');
    await poll(() => page.locator('.position').textContent()).toBe('Шаг 2 из 2');
    await expect(now(page).textContent()).resolves.toContain('Сыграть: Кутилу — отказано');
    await page.keyboard.press('ArrowLeft');
    await poll(() => page.locator('.position').textContent()).toBe('Шаг 1 из 2');
    await page.keyboard.press('ArrowRight');
    await poll(() => page.locator('.position').textContent()).toBe('Шаг 2 из 2');
    await page.keyboard.press('Escape');
    await tabTo(page, '.judge-share');
    await page.keyboard.press('Enter');
    await poll(() => page.locator('.share-link').inputValue()).toMatch(/#b=/);
    await page.close();
  });
});

describe('the judge’s board is never stuck', () => {
  it('says a damaged link is damaged', async () => {
    const page = await board('#b=bm90LWEtbGluaw');
    await expect(page.locator('.judge-status').textContent()).resolves.toContain('Ссылка повреждена');
    await page.close();
  });

  it('says a link of the wrong shape is damaged, and leaves a working empty board', async () => {
    const packed = (json: string) => `#b=${deflateRawSync(Buffer.from(json)).toString('base64url')}`;
    const shapes = [
      'null',
      '[]',
      '{}',
      '{"setup": null, "steps": []}',
      '{"setup": {"A": {"hand": 5}}, "steps": []}',
      `{"setup": {"A": {"hand": ${'['.repeat(80_000)}${']'.repeat(80_000)}}}, "steps": []}`,
    ];
    for (const json of shapes) {
      const page = await browser.newPage({ viewport: phone });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl()}/judge/${packed(json)}`);
      await poll(() => page.locator('.judge-status').textContent()).toMatch(/^Ссылка повреждена/);
      await put(page, 'Кутила', 'В руку — игрок А');
      await poll(() => page.locator('.judge-alert').textContent()).toBe('');
      expect(errors, json.slice(0, 60)).toEqual([]);
      await page.close();
    }
  });

  it('refuses a small link that unpacks past 256 KB, without freezing', async () => {
    const huge = deflateRawSync(Buffer.alloc(50 * 1024 * 1024, 32)).toString('base64url');
    expect(huge.length).toBeLessThan(100_000);
    const page = await board(`#b=${huge}`);
    await expect(page.locator('.judge-status').textContent()).resolves.toContain('Ссылка слишком большая');
    await expect(page.evaluate(() => 1 + 1)).resolves.toBe(2);
    await page.close();
  });

  it('stops a run that takes too long and stays responsive', async () => {
    // Within the scenario limits (500 cards, 2,000 steps), but every step's picture of the board
    // works out the values of 400 cards, each looking at the 400 others.
    const steps = Array.from({ length: 1000 }, () => [{ gainCoins: 1 }, { loseCoins: 1 }]).flat();
    const page = await board(link({ setup: { A: { coins: 5, play: Array(400).fill('Рунопевец') } }, steps }));
    await expect(page.evaluate(() => 1 + 1)).resolves.toBe(2);
    await expect.poll(() => page.locator('.judge-alert').textContent(), { timeout: 20_000 }).toContain('был остановлен');
    await page.close();
  });

  it('draws a long list of steps a page at a time', async () => {
    const steps = Array.from({ length: 2000 }, () => ({ gainCoins: 1 }));
    const page = await board(link({ setup: { A: { coins: 0 } }, steps }));
    await expect.poll(() => page.locator('.steps > li').count(), { timeout: 20_000 }).toBe(100);
    await expect(page.locator('.steps-more').textContent()).resolves.toBe('Показать ещё шаги (1900)');
    await page.locator('.steps-more').click();
    await expect(page.locator('.steps > li').count()).resolves.toBe(200);
    await page.close();
  });

  it('says so in Russian when the engine cannot be loaded', async () => {
    // The offline worker would fetch the engine past the blocked route: keep it out.
    const context = await browser.newContext({ viewport: phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/judge-worker*', (route) => route.abort());
    await page.goto(`${baseUrl()}/judge/#example=203-2-kutila`);
    await expect.poll(() => page.locator('.judge-alert').textContent(), { timeout: 15_000 }).toContain('Не удалось загрузить движок правил');
    await context.close();
  });

  it('opens an older link that carries the scenario’s text', async () => {
    const yaml = 'setup:\n  A: {coins: 10, hand: [Кутила, Рунопевец]}\n  B: {}\nsteps:\n  - ask: {cost: Кутила}\n';
    const page = await board(`#s=${deflateRawSync(Buffer.from(yaml)).toString('base64url')}`);
    await poll(() => page.locator('.steps').textContent()).toContain('Сколько стоит Кутила? 8');
    await page.close();
  });
});

describe('the judge’s board for thumbs and readers', () => {
  it('gives every control of the board a target of at least 44 px at 360 px wide', async () => {
    const page = await board('#example=205-4-graveyard-late');
    await poll(() => page.locator('.card').count()).toBeGreaterThan(0);
    await page.locator('.card').first().click();
    await page.locator('.player-toggle').first().click();
    const small = await page
      .locator('.judge-app button:visible, .judge-app select:visible, .judge-app input:visible, .judge-app summary:visible')
      .evaluateAll((nodes) =>
        // A radio button's target is its whole label.
        nodes
          .map((n) => ({
            text: (n.textContent || n.getAttribute('aria-label') || n.tagName).trim(),
            box: ((n as HTMLInputElement).type === 'radio' ? n.closest('label')! : n).getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('says everything in plain Russian: no ids, no English words, no JSON', async () => {
    const page = await board('#example=205-4-graveyard-late');
    await poll(() => page.locator('.steps > li').count()).toBeGreaterThan(0);
    for (let i = 0; i < (await page.locator('.steps > li').count()); i++) {
      await page.locator('.steps .step-go').nth(i).click();
      await page.locator('.card').first().click();
      const text = await page.locator('.judge').evaluate((n) => {
        const copy = n.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[data-scenario-text], script').forEach((x) => x.remove());
        return copy.innerText;
      });
      expect(leaksIn(text)).toEqual([]);
    }
    await page.close();
  });

  it('reads without JavaScript: it says so and lists the examples', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/judge/`);
    await expect(page.locator('.judge-nojs').textContent()).resolves.toContain('работает только с включённым JavaScript');
    await expect(page.locator('.judge-nojs a').count()).resolves.toBeGreaterThan(10);
    await context.close();
  });

  it('has no accessibility violations (axe-core), light and dark', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: phone, colorScheme });
      await page.goto(`${baseUrl()}/judge/#example=203-2-kutila`);
      await poll(() => page.locator('.card').count()).toBeGreaterThan(0);
      await page.locator('.steps .step-go').first().click();
      await page.locator('.card').nth(1).click();
      await page.locator('.now-body .trace-box summary').first().click();
      await page.locator('.now-body .rule-preview summary').first().click();
      await page.addScriptTag({ content: axe });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, colorScheme).toEqual([]);
      await page.close();
    }
  });
});
