// Practice on a 360 × 740 touch phone (issues 20, 32): a set of 10 answered by taps, right and
// wrong, each with its verdict, the derivation and the rule — online and again offline; the mock
// exam «Уровень 1» with its score, verdict, edition and review; progress saved to a file and
// loaded back on another device, a broken file refused; a question's own link and its situation
// on the judge's board; the question of the day, the same for a given date; the page without JavaScript.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dayOf, questionOfDay } from '../../src/choice/index.ts';
import { anchorLabel } from '../../src/routes/index.ts';
import type { ApiData } from '../../src/site/api-schemas.ts';
import { launchBrowser } from './browser.ts';
import { phoneViewport } from './page-types.ts';
import { serve, type Served } from './serve.ts';

type Practice = ApiData<'practice'>;
type Question = Practice['questions'][number];

const OFFLINE_WAIT = 90_000;

let browser: Browser;
let site: Served;
let phone: BrowserContext;
let page: Page;
let data: Practice;
const byId = (id: string | null) => data.questions.find((q) => q.id === id)!;

beforeAll(async () => {
  browser = await launchBrowser();
  // A port of its own: the service worker this test lets save the site is bound to the origin.
  site = await serve();
  // The worker saving the site would move the page's footer under the finger: it saves only in the offline test.
  phone = await browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  page = await phone.newPage();
  await page.goto(`${site.url}/practice/`);
  const address = await page.locator('.practice-app').getAttribute('data-questions');
  data = (await (await fetch(`${site.url}${address}`)).json()) as Practice;
}, 120_000);
afterAll(async () => {
  await phone?.close();
  await browser?.close();
  await site?.stop();
});

/** Taps the right choice or a wrong one, and checks the verdict, the derivation and the rule shown. */
async function answer(q: Question, right: boolean): Promise<void> {
  const index = q.choices.findIndex((c) => c.correct === right);
  await page.locator('.practice-choice').nth(index).tap();
  const verdict = page.locator('.practice-verdict');
  await verdict.waitFor();
  await expect(verdict.textContent()).resolves.toBe(right ? 'Верно' : `Неверно: правильный ответ — ${q.answer}`);
  await expect(page.locator('.practice-why').textContent()).resolves.toBe(q.choices.find((c) => c.correct)!.reason);
  if (!right) await expect(page.locator('.practice-why-wrong').textContent()).resolves.toBe(q.choices[index].reason);
  // The derivation: the engine's steps, each with the rules it applied, as the judge's board lists them.
  await expect(page.locator('.practice-derivation .example-steps > li').allTextContents()).resolves.toEqual(
    q.derivation.map((s) => expect.stringContaining(s.text)),
  );
  const trace = q.derivation.flatMap((s) => s.trace);
  expect(await page.locator('.practice-derivation .trace > li').count()).toBe(trace.length);
  // Each line names its rule (a link to its page), or says that the excerpts are silent.
  expect(await page.locator('.practice-derivation a.trace-rule').count()).toBe(trace.filter((t) => t.rule !== null).length);
  expect(await page.locator('.practice-derivation .trace-silent').count()).toBe(trace.filter((t) => t.rule === null).length);
  // The rule the question trains, linked to its page.
  const rule = page.locator('.practice-links .chips a').first();
  await expect(rule.textContent()).resolves.toBe(`Правило ${anchorLabel(q.rules[0])}`);
  await expect(rule.getAttribute('href')).resolves.toBe(data.links.rules[`${q.edition}:${q.rules[0]}`]);
}

/** A set of 10 by taps, every other answer wrong: the score says 5 of 10, the review the 5 wrong. */
async function setOfTen(): Promise<void> {
  await page.getByRole('button', { name: 'Набор из 10' }).tap();
  await page.getByRole('button', { name: 'Начать набор' }).tap();
  // Nothing of the set (its form's longest section name) widens the page past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneViewport.width);
  for (let i = 0; i < 10; i++) {
    const article = page.locator('.practice-question', { has: page.getByText(`Вопрос ${i + 1} из 10`, { exact: true }) });
    await article.waitFor();
    const q = byId(await article.getAttribute('data-question'));
    await answer(q, i % 2 === 0);
    await page.locator('.practice-next').tap();
  }
  await page.locator('.practice-score').waitFor();
  await expect(page.locator('.practice-score').textContent()).resolves.toBe('Итог набора: 5 из 10');
  expect(await page.locator('.practice-review > li').count()).toBe(5);
}

describe('practice on a phone', () => {
  it('answers a set of 10 by taps, right and wrong, with the verdict, the derivation and the rule', async () => {
    await setOfTen();
    // Each answer is scheduled by FSRS, which loads with the first one.
    await expect
      .poll(() => page.locator('.progress-line').textContent())
      .toMatch(/^Отвечено: 10 вопросов из \d+; из них верно не реже, чем неверно, — 5; пора повторить: \d+\.$/);
    await expect(page.locator('.progress-weak .chips li').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.progress-kept').textContent()).resolves.toMatch(/^Браузер (сохранит прогресс|может удалить прогресс)/);
  });

  it('saves the progress to a file and loads it back on another device; a broken file changes nothing', async () => {
    // What is due again moves with the clock; what was answered does not.
    const answered = (text: string | null) => text?.replace(/; пора повторить: \d+\.$/, '');
    const line = answered(await page.locator('.progress-line').textContent());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Сохранить прогресс в файл' }).tap()]);
    expect(download.suggestedFilename()).toMatch(/^svod-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await readFile((await download.path())!, 'utf8');
    const other = await browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    try {
      const there = await other.newPage();
      await there.goto(`${site.url}/practice/`);
      // The panel is drawn once the questions are in.
      await expect.poll(() => there.locator('.progress-line').textContent()).toBe('Вы ещё не отвечали на вопросы на этом устройстве.');
      const file = there.locator('.progress-file');
      await file.setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(saved.slice(0, 40)) });
      await expect
        .poll(() => there.locator('.practice-status').textContent())
        .toMatch(/^Файл «progress\.json» не прочитан: строка \d+, столбец \d+ — это не JSON/);
      await expect(there.locator('.progress-line').textContent()).resolves.toBe('Вы ещё не отвечали на вопросы на этом устройстве.');
      await file.setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await expect
        .poll(() => there.locator('.practice-status').textContent())
        .toBe('Прогресс из файла «progress.json» загружен: 10 вопросов, вместе с тем, что уже было на этом устройстве.');
      expect(answered(await there.locator('.progress-line').textContent())).toBe(line);
      // Kept there too: the page opened again reads it from the device.
      await there.reload();
      await expect.poll(async () => answered(await there.locator('.progress-line').textContent())).toBe(line);
    } finally {
      await other.close();
    }
  });

  it('keeps to a level or a section', async () => {
    await page.goto(`${site.url}/practice/`);
    await page.getByRole('button', { name: 'Набор из 10' }).tap();
    await page.locator('select[name=section]').selectOption('520');
    await page.getByRole('button', { name: 'Начать набор' }).tap();
    expect(byId(await page.locator('.practice-question').getAttribute('data-question')).sections).toContain(520);
    await page.getByRole('button', { name: 'Набор из 10' }).tap();
    await page.locator('select[name=section]').selectOption('');
    await page.locator('select[name=level]').selectOption('editions');
    await page.getByRole('button', { name: 'Начать набор' }).tap();
    expect(byId(await page.locator('.practice-question').getAttribute('data-question')).level).toBe('editions');
  });

  it('takes the exam «Уровень 1»: 50 of one edition, no verdict until the end, then the score, the verdict at 75 % and the review', async () => {
    await page.goto(`${site.url}/practice/`);
    await page.getByRole('button', { name: 'Экзамен «Уровень 1»' }).tap();
    await page.locator('.practice-exam-intro select[name=edition]').selectOption('early');
    await page.getByRole('button', { name: 'Начать экзамен' }).tap();
    let wrong = 0;
    const templates = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const article = page.locator('.practice-question', { has: page.getByText(`Вопрос ${i + 1} из 50`, { exact: true }) });
      await article.waitFor();
      const q = byId(await article.getAttribute('data-question'));
      expect(q.edition).toBe('early');
      templates.add(q.template);
      const right = i % 4 !== 0;
      if (!right) wrong++;
      await page
        .locator('.practice-choice')
        .nth(q.choices.findIndex((c) => c.correct === right))
        .tap();
      expect(await page.locator('.practice-verdict').count()).toBe(0);
    }
    expect(templates.size).toBe(new Set(data.questions.filter((q) => q.edition === 'early').map((q) => q.template)).size);
    await page.locator('.practice-score').waitFor();
    // 13 wrong of 50: 37 right, 74 %, short of the 38 that pass.
    await expect(page.locator('.practice-score').textContent()).resolves.toBe(`Уровень 1, ранняя редакция: ${50 - wrong} из 50 (74 %)`);
    await expect(page.locator('.practice-exam-verdict').textContent()).resolves.toBe('Экзамен не сдан: верных ответов нужно не меньше 38 из 50.');
    expect(await page.locator('.practice-review > li').count()).toBe(wrong);
  });

  it('opens a question by its own link, and its situation on the judge’s board', async () => {
    const q = data.questions[data.questions.length - 1];
    await page.goto(`${site.url}${q.url}`);
    await expect(page.locator('.practice-question').getAttribute('data-question')).resolves.toBe(q.id);
    await page.locator('.practice-choice').first().tap();
    const board = page.getByRole('link', { name: 'Открыть на столе судьи' });
    await expect.poll(() => board.getAttribute('href')).toMatch(/^\/judge\/#b=[\w-]+$/);
    await board.tap();
    await page.waitForURL(/\/judge\/#b=/);
    // The board names the situation it opened in the page's title; it refuses nothing.
    await expect.poll(() => page.title()).not.toBe('Стол судьи — Свод');
    await expect(page.locator('.judge-alert').textContent()).resolves.toBe('');
  });

  it(
    'answers again offline, from the saved copy',
    async () => {
      const online = page;
      const saving = await browser.newContext({ viewport: phoneViewport, hasTouch: true, isMobile: true });
      try {
        page = await saving.newPage();
        await page.goto(`${site.url}/`);
        await page
          .locator('#offline-state .offline-text')
          .filter({ hasText: /^Доступно офлайн/ })
          .waitFor({ timeout: OFFLINE_WAIT });
        await saving.setOffline(true);
        await page.goto(`${site.url}/practice/`);
        await setOfTen();
      } finally {
        page = online;
        await saving.close();
      }
    },
    OFFLINE_WAIT + 60_000,
  );
});

describe('the question of the day', () => {
  it('is the same for everyone on a date, chosen in the page from the build’s list', async () => {
    const daily = (await (await fetch(`${site.url}/api/practice-daily.json`)).json()) as ApiData<'practiceDaily'>;
    const ids = daily.questions.map((q) => q.id);
    for (const moment of ['2031-05-07T09:00:00Z', '2031-05-07T20:30:00Z', '2031-05-08T12:00:00Z']) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const home = await context.newPage();
      await home.clock.setFixedTime(new Date(moment));
      await home.goto(`${site.url}/`);
      const expected = questionOfDay(ids, dayOf(new Date(moment)));
      await expect.poll(() => home.locator('.home-day .practice-sample').getAttribute('data-question')).toBe(expected);
      await expect(home.locator('.home-day .day-answer').getAttribute('href')).resolves.toBe(daily.questions.find((q) => q.id === expected)!.url);
      await context.close();
    }
  });
});

describe('without JavaScript', () => {
  it('says practice needs it, and lists the day’s question and one per section, answers under a disclosure', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${site.url}/practice/`);
    await expect(plain.locator('.practice-static .note').textContent()).resolves.toContain('Тренировка работает с включённым JavaScript');
    expect(await plain.locator('.practice-app').isVisible()).toBe(false);
    const samples = plain.locator('.practice-sample');
    expect(await samples.count()).toBeGreaterThan(10);
    const first = samples.first();
    const q = byId(await first.getAttribute('data-question'));
    expect(await first.locator('details p').isVisible()).toBe(false);
    await first.locator('summary').click();
    await expect(first.locator('details p').textContent()).resolves.toContain(q.answer);
    await context.close();
  });
});
