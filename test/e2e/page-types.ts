// One page of every kind the site has, with what must be on screen before it is checked.
// A new kind of page is one more line here; accessibility and layout tests run them all.
import type { Page } from 'playwright-core';

export interface PageType {
  name: string;
  path: string;
  /** Waits for the page's state worth checking (results shown, a popup open). */
  ready?: (page: Page) => Promise<void>;
  /** A phone's screen instead of a desktop's. */
  phone?: boolean;
  /** Let the service worker save the site (off elsewhere: the download only slows the checks). */
  serviceWorker?: boolean;
}

export const phoneViewport = { width: 360, height: 740 };

export const pageTypes: PageType[] = [
  { name: 'home', path: '/' },
  {
    name: 'home, saved for offline use',
    path: '/',
    serviceWorker: true,
    ready: (page) => page.locator('#offline-state').getByText('Доступно офлайн').waitFor({ timeout: 90_000 }),
  },
  {
    name: 'home on a phone, menu open',
    path: '/',
    phone: true,
    ready: (page) => page.locator('.menu-toggle').click(),
  },
  { name: 'contents', path: '/rules/' },
  { name: 'section', path: '/rules/205/' },
  { name: 'rule', path: '/rules/205.4/' },
  { name: 'rule of one edition', path: '/editions/early/rules/205.4/' },
  { name: 'editions', path: '/editions/' },
  { name: 'edition', path: '/editions/early/' },
  { name: 'diff', path: '/diff/early/late/' },
  { name: 'examples', path: '/examples/' },
  { name: 'example', path: '/examples/203-2-kutila/' },
  {
    name: 'example, checked in the page',
    path: '/rules/203.2/',
    ready: async (page) => {
      await page.locator('.example-run[data-example="203-2-kutila"] .run-example').first().click();
      await page.locator('.example-run[data-example="203-2-kutila"][data-passed]').first().waitFor();
    },
  },
  { name: 'cards', path: '/cards/' },
  { name: 'card', path: '/cards/kutila/' },
  { name: 'judge', path: '/judge/' },
  {
    name: 'judge, an example on the board',
    path: '/judge/#example=203-2-kutila',
    ready: (page) => page.locator('.steps').getByText('стоимость Кутилы: 6').first().waitFor({ timeout: 20_000 }),
  },
  {
    name: 'practice, a question answered',
    path: '/practice/',
    ready: async (page) => {
      await page.locator('.practice-choice').first().click();
      await page.locator('.practice-answer').waitFor();
    },
  },
  {
    name: 'practice on a phone, a set by section chosen',
    path: '/practice/',
    phone: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Набор из 10' }).click();
      await page.locator('select[name=section]').selectOption('205');
    },
  },
  {
    name: 'practice on a phone, an exam’s score and review',
    path: '/practice/',
    phone: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Экзамен «Уровень 1»' }).click();
      await page.getByRole('button', { name: 'Начать экзамен' }).click();
      for (let i = 0; i < 50; i++) await page.locator('.practice-choice').first().click();
      await page.locator('.practice-score').waitFor();
      for (const summary of await page.locator('.practice-review summary').all()) await summary.click();
    },
  },
  { name: 'rulings', path: '/rulings/' },
  { name: 'ruling', path: '/rulings/graveyard-keeps-markers/' },
  { name: 'glossary', path: '/glossary/' },
  { name: 'glossary term', path: '/glossary/kladbishche/' },
  { name: 'licences', path: '/licenses/', phone: true },
  {
    name: 'search with results',
    path: '/search/?q=кладбище',
    ready: (page) => page.locator('#search-page-results .search-hit').first().waitFor(),
  },
  {
    name: 'search popup',
    path: '/rules/205/',
    ready: async (page) => {
      await page.locator('#search-input').fill('кладбище');
      await page.locator('.search-popup .search-hit').first().waitFor();
    },
  },
  { name: '404', path: '/rules/999.9/' },
  {
    name: 'API documentation, an example and a schema open',
    path: '/api/',
    phone: true,
    ready: async (page) => {
      for (const summary of await page.locator('#rules details summary').all()) await summary.click();
    },
  },
];
