// A judge at a table with a 360 × 740 touch phone: several situations of the rules built on the
// board by taps alone. Every button tapped is on screen and not covered (the element at the tap
// point is the button); every chooser and answer opens in view, clear of the sticky bar; the
// answers and their rule numbers are right; the sticky parts keep to 12% of the screen; no word
// breaks inside.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { inView, tap, touchPhone, unfold } from './judge-taps.ts';
import { brokenWords, smallControls } from './phone-checks.ts';

const phone = touchPhone();

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function board(): Promise<Page> {
  const page = await phone().newPage();
  await page.goto(`${baseUrl()}/judge/`);
  await poll(() => page.locator('.judge-status').textContent()).toBe('Стол пуст: добавьте карты.');
  return page;
}

/** Puts a card on the table: typed in the search, tapped, its zone tapped; the confirmation is in view. */
async function put(page: Page, name: string, zone: string): Promise<void> {
  await page.locator('.card-search').fill(name);
  await tap(page.locator('.card-choice').filter({ hasText: new RegExp(`^${name}$`) }));
  const chooser = page.locator('.add-zone');
  await poll(() => inView(chooser.locator('button').first())).toBe(true);
  await tap(chooser.locator('button', { hasText: zone }));
  await poll(() => page.locator('.add-status').textContent()).toContain(`«${name}»`);
  expect(await inView(page.locator('.add-status'))).toBe(true);
}

const cardOf = (page: Page, player: 'A' | 'B', name: string) => page.locator(`[data-player="${player}"] .card-item[data-name="${name}"] > .card`).first();
const panel = (page: Page) => page.locator('.card-item.open .card-panel, .player > .card-panel').first();
const button = (scope: Locator, text: string) =>
  scope
    .locator('button')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first();

/** Taps a button of the open panel; its picks' choosers come into view; the step's answer is in view. */
async function step(page: Page, text: string, ...picks: ((pick: Locator) => Promise<void>)[]): Promise<string> {
  const count = await page.locator('.steps > li').count();
  await unfold(panel(page), button(panel(page), text), 'more');
  await tap(button(panel(page), text));
  for (const answer of picks) {
    const pick = page.locator('.pick');
    await poll(() => inView(pick.locator('.panel-title'))).toBe(true);
    await answer(pick);
  }
  await poll(() => page.locator('.steps > li').count()).toBe(count + 1);
  const line = page.locator('.now-body > div > p').first();
  await poll(() => inView(line)).toBe(true);
  return (await line.textContent())!;
}

const typed = (value: number) => async (pick: Locator) => {
  const input = pick.locator('input[type="number"]');
  await tap(input);
  await input.fill(String(value));
  await tap(button(pick, 'Готово'));
};
const choose = (text: string) => (pick: Locator) => tap(button(pick, text));
const onBoard = (page: Page, player: 'A' | 'B', name: string) => async () => {
  await poll(() => cardOf(page, player, name).getAttribute('class')).toContain('pickable');
  await tap(cardOf(page, player, name));
};

async function open(page: Page, player: 'A' | 'B', name: string): Promise<void> {
  const card = cardOf(page, player, name);
  if ((await card.getAttribute('aria-expanded')) !== 'true') await tap(card);
  await poll(() => inView(panel(page).locator('.panel-group').first())).toBe(true);
}
async function openPlayer(page: Page, player: 'A' | 'B'): Promise<void> {
  const toggle = page.locator(`[data-player="${player}"] .player-toggle`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await tap(toggle);
  await poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}

async function coins(page: Page, player: 'A' | 'B', n: number): Promise<void> {
  const input = page.locator(`input[aria-label="Открытые монеты (игрок ${player === 'A' ? 'А' : 'Б'})"]`);
  await tap(input);
  await input.fill(String(n));
  await input.press('Enter');
  await poll(() => page.locator(`[data-player="${player}"] .coins`).textContent()).toContain(`открытых ${n},`);
}

describe('the judge’s board on a 360 × 740 touch phone', () => {
  it('keeps its sticky parts to 12% of the screen, and the site’s header scrolls away', async () => {
    const page = await board();
    await page.mouse.wheel(0, 600);
    const sticky = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => ['sticky', 'fixed'].includes(getComputedStyle(e).position) && e.checkVisibility() && e.getBoundingClientRect().height > 0)
        .map((e) => e.getBoundingClientRect().height),
    );
    expect(sticky.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(89);
    await expect(page.locator('.timeline-nav').evaluate((e) => getComputedStyle(e).position)).resolves.toBe('sticky');
    await page.close();
  });

  it('203.2: Кутила costs 6 with three more cards in hand, 7 in play', async () => {
    const page = await board();
    await put(page, 'Кутила', 'В руку — игрок А');
    for (let i = 0; i < 3; i++) await put(page, 'Рунопевец', 'В руку — игрок А');
    await coins(page, 'A', 10);
    await open(page, 'A', 'Кутила');
    expect(await step(page, 'Сколько стоит?')).toBe('Сколько стоит Кутила? 6 — 203.2, 521.1');
    expect(await step(page, 'Сыграть')).toMatch(/^Сыграть: Кутилу — выполнено \(.*520\.1/);
    expect(await cardOf(page, 'A', 'Кутила').locator('.card-change').allTextContents()).toEqual(['из руки → в игровую зону', 'стоимость 7 (была 6)']);
    expect(await step(page, 'Сколько стоит?')).toBe('Сколько стоит Кутила? 7 — 203.2, 521.1');
    // The position in the bar says itself in whole words.
    await expect(page.locator('.position').textContent()).resolves.toBe('Шаг 3 из 3');
    expect(await brokenWords(page)).toEqual([]);
    expect(await smallControls(page)).toEqual([]);
    await page.close();
  });

  it('517.5 and 209.2: a card taken under control says so, not that it moved, and cannot attack that turn', async () => {
    const page = await board();
    await put(page, 'Кутила', 'В игровую зону — игрок Б');
    await put(page, 'Гипноз', 'В руку — игрок А');
    await coins(page, 'A', 7);
    await open(page, 'A', 'Гипноз');
    // The target is tapped on the board itself.
    expect(await step(page, 'Сыграть', onBoard(page, 'B', 'Кутила'))).toMatch(/^Сыграть: Гипноз, цель: Кутила — выполнено/);
    await poll(() => cardOf(page, 'A', 'Кутила').locator('.card-change').allTextContents()).toEqual(['под контролем игрока А']);
    await open(page, 'A', 'Кутила');
    expect(await step(page, 'Кто контролирует?')).toBe('Кто контролирует Кутилу? игрок А');
    expect(await step(page, 'Атаковать…', onBoard(page, 'B', 'Герой'))).toMatch(/^Кутила атакует героя игрока Б — отказано.*\(209\.2/);
    await page.close();
  });

  it('518: wounded by 3 with the stepper, healed by 5, no wounds left', async () => {
    const page = await board();
    await put(page, 'Тан гномов', 'В игровую зону — игрок А');
    await open(page, 'A', 'Тан гномов');
    expect(await step(page, 'Ранить…', typed(3))).toMatch(/^Нанести 3 раны: Тану гномов — выполнено/);
    expect(await step(page, 'Сколько ран?')).toBe('Сколько ран у Тана гномов? 3');
    expect(await step(page, 'Излечить…', typed(5))).toMatch(/^Излечить: Тана гномов на 5 — выполнено/);
    expect(await step(page, 'Сколько ран?')).toBe('Сколько ран у Тана гномов? 0');
    // A mistaken step is undone, and done again.
    await tap(page.locator('[data-history="undo"]'));
    await poll(() => page.locator('.steps > li').count()).toBe(3);
    await tap(page.locator('[data-history="redo"]'));
    await poll(() => page.locator('.steps > li').count()).toBe(4);
    await page.close();
  });

  it('520: temporary coins gained, then gone at the end of the turn without counting as lost', async () => {
    const page = await board();
    await coins(page, 'A', 3);
    await openPlayer(page, 'A');
    expect(await step(page, 'Получить монеты…', typed(2), choose('Временные'))).toMatch(/^Получить 2 монеты на время — выполнено/);
    expect(await step(page, 'Сколько монет?')).toBe('Сколько монет у игрока А? всего 5: открытых 5, закрытых 0, из них временных 2');
    expect(await step(page, 'Конец хода')).toMatch(/^Конец хода — выполнено/);
    await openPlayer(page, 'A');
    expect(await step(page, 'Сколько монет?')).toBe('Сколько монет у игрока А? всего 3: открытых 3, закрытых 0');
    expect(await step(page, 'Сколько монет потеряно за ход?')).toBe('Сколько монет потерял игрок А за ход? 0');
    await page.close();
  });

  it('205: two cards destroyed at once reach the graveyard in the order tapped', async () => {
    const page = await board();
    await put(page, 'Кутила', 'В игровую зону — игрок А');
    await put(page, 'Трюкач', 'В игровую зону — игрок А');
    await open(page, 'A', 'Трюкач');
    const said = await step(page, 'Уничтожить вместе с другими…', onBoard(page, 'A', 'Кутила'), choose('Готово'));
    expect(said).toMatch(/^Уничтожить: Трюкача, Кутилу — выполнено \(205/);
    await openPlayer(page, 'A');
    expect(await step(page, 'Что на кладбище?')).toBe('Что лежит на кладбище игрока А? Трюкач, Кутила');
    await page.close();
  });

  it('drops the empty table’s invitation once a card is on it', async () => {
    const page = await board();
    await put(page, 'Кутила', 'В руку — игрок А');
    await poll(() => page.locator('.judge-status').textContent()).toBe('');
    await tap(page.locator('[data-history="undo"]'));
    await poll(() => page.locator('.judge-status').textContent()).toBe('Стол пуст: добавьте карты.');
    await page.close();
  });

  /** A page whose panels' code is held back, as on a slow connection, until the test lets it through. */
  async function slowPanels(address: string): Promise<{ page: Page; release: () => void }> {
    const page = await phone().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/card-panel.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${address}`);
    return { page, release };
  }

  it('says the board is busy while a card put on it waits for the panels’ code, and draws the card once it is here', async () => {
    const { page, release } = await slowPanels('/judge/');
    await poll(() => page.locator('.judge-status').textContent()).toBe('Стол пуст: добавьте карты.');
    await page.locator('.card-search').fill('Кутила');
    await tap(page.locator('.card-choice').filter({ hasText: /^Кутила$/ }));
    await tap(page.locator('.add-zone button', { hasText: 'В руку — игрок А' }));
    expect(await page.locator('.board').getAttribute('aria-busy')).toBe('true');
    release();
    await poll(() => page.locator('.board').getAttribute('aria-busy')).toBeNull();
    await poll(() => cardOf(page, 'A', 'Кутила').count()).toBe(1);
    await page.close();
  });

  it('says the board is busy while a card’s panel is on its way, and draws the panel once it is here', async () => {
    const { page, release } = await slowPanels('/judge/#example=203-2-kutila');
    const card = page.locator('.card-item > .card').first();
    await poll(() => card.count()).toBeGreaterThan(0);
    await tap(card);
    await poll(() => page.locator('.card-item.open').first().textContent()).toContain('Загрузка…');
    expect(await page.locator('.board').getAttribute('aria-busy')).toBe('true');
    release();
    await poll(() => page.locator('.board').getAttribute('aria-busy')).toBeNull();
    await poll(() => panel(page).locator('button').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('keeps a card’s panel within one screen, the usual offers first and the rest behind «Ещё»', async () => {
    const page = await board();
    await put(page, 'Тан гномов', 'В игровую зону — игрок А');
    await open(page, 'A', 'Тан гномов');
    const box = (await panel(page).boundingBox())!;
    const bar = (await page.locator('.timeline-nav').boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(bar.y);
    const shown = await panel(page).locator('.panel-group button:visible').allTextContents();
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThanOrEqual(6);
    // What waits behind «Ещё» is there a tap away, and the panel keeps it unfolded as it is drawn again.
    const more = panel(page).locator('details.panel-more');
    await expect(more.locator('summary').textContent()).resolves.toMatch(/^Ещё: вопросы и ходы \(\d+\)$/);
    expect(await step(page, 'Излечить…', typed(1))).toMatch(/^Излечить: Тана гномов на 1/);
    await expect(panel(page).locator('details.panel-more').getAttribute('open')).resolves.toBe('');
    // The starting position's tools fold too.
    await tap(page.locator('.step-go', { hasText: 'Начальная позиция' }));
    await poll(() => panel(page).locator('details.panel-setup > summary').textContent()).toBe('В начальной позиции');
    expect(await smallControls(page)).toEqual([]);
    await page.close();
  });

  it('links the answer line’s rule numbers, and says why a rule is cited from the other edition', async () => {
    const page = await board();
    await put(page, 'Кутила', 'В руку — игрок А');
    await open(page, 'A', 'Кутила');
    expect(await step(page, 'Сколько стоит?')).toBe('Сколько стоит Кутила? 9 — 203.2, 521.1');
    const links = page.locator('.now-body .answer a.rule-ref');
    await expect(links.allTextContents()).resolves.toEqual(['203.2', '521.1']);
    await expect(links.first().getAttribute('href')).resolves.toMatch(/\/rules\/203\.2\/$/);
    // The board plays the current view's base; 203.2 stands in the older edition's excerpts only.
    const played = await page.locator('input[name="edition"]:checked').evaluate((r) => r.parentElement!.textContent!.trim().toLowerCase());
    await tap(page.locator('.now-body .trace-box > summary'));
    const entry = page.locator('.now-body .trace li', { hasText: '203.2' }).first();
    await expect(entry.locator('.trace-rule').textContent()).resolves.not.toContain(played);
    await expect(entry.locator('.trace-why').textContent()).resolves.toBe('(в отрывках выбранной редакции этого раздела нет)');
    const own = page.locator('.now-body .trace li', { hasText: '521.1' }).first();
    await expect(own.locator('.trace-why').count()).resolves.toBe(0);
    await page.close();
  });

  it('opens a ruling from its page at its situation, in the ruling’s edition, and from its search hit', async () => {
    const page = await phone().newPage();
    await page.goto(`${baseUrl()}/rulings/kutila-in-play/`);
    const runs = page.locator('.ruling-run');
    const editions = await runs.evaluateAll((all) => all.map((r) => (r as HTMLElement).dataset.edition!));
    expect(editions.length).toBeGreaterThan(0);
    const last = editions.at(-1)!;
    const steps = await runs.last().locator('.example-steps > li').count();
    await tap(runs.last().locator('a', { hasText: 'Открыть на столе судьи' }));
    await poll(() => page.locator('.judge-status').textContent()).toBe('Открыто решение: «Сколько стоит Кутила в игровой зоне, если в руке осталось 3 карты?»');
    await poll(() => page.locator('.steps > li').count()).toBe(steps);
    await expect(page.locator('input[name="edition"]:checked').getAttribute('value')).resolves.toBe(last);
    await expect(page.locator('.judge-alert').textContent()).resolves.toBe('');
    await expect(page.locator('.steps > li.refused').count()).resolves.toBe(0);
    await page.goto(`${baseUrl()}/search/?q=${encodeURIComponent('Сколько стоит Кутила в игровой зоне, если в руке осталось 3 карты')}`);
    const hit = page.locator('.search-hit-board a').first();
    await poll(() => hit.count()).toBe(1);
    await expect(hit.getAttribute('href')).resolves.toMatch(/\/judge\/#ruling=[a-z0-9-]+$/);
    await tap(hit);
    await poll(() => page.locator('.judge-status').textContent()).toMatch(/^Открыто решение: «/);
    await page.close();
  });
});
