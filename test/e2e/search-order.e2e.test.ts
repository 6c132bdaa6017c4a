// The site and the CLI agree on the order (issue 29): for the same query, the search page shows
// what `svod search --json` gives, in the same order: the engine's computed answer (or none), the
// rule a number names, the searched-instead notes, the best answer, then each group's results.
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { run } from '../../src/cli/commands/search.ts';
import type { Computed } from '../../src/cli/computed.ts';
import type { SearchAnswer, SearchHit } from '../../src/search/index.ts';
import { judgeQueries } from '../search/judge-queries.ts';
import { situations } from '../search/situations.ts';
import { baseUrl, launchBrowser } from './browser.ts';

const FIRST_ANSWER = 10_000;
/** How many results per group the page asks for (src/scripts/search/search-page.ts): the CLI is asked for as many. */
const PAGE_PER_GROUP = 50;

const asked = (id: string) => {
  const found = [...situations, ...judgeQueries].find((q) => q.id === id);
  if (!found) throw new Error(`no query ${id} in test/search`);
  return found.query;
};

/** A spread of queries: numbers, a glossary term and its form, cards, computed situations, typos, players' and judges' words. */
const queries = [
  '205.4',
  '517.3.1',
  'кладбище',
  'кладбищем',
  'кутила',
  'рунопевец',
  'сколько стоит кутила если в руке 4 карты',
  'сколько стоит кутила',
  'сохраняются ли маркеры на кладбище',
  'что будет с картой под контролем противника, если её уничтожить',
  'rkflbot',
  ...['s01', 's20', 's27', 's59', 's60', 's61', 's65', 's66'].map(asked),
  ...['j01', 'j06', 'j12', 'j21', 'j33'].map(asked),
];

type CliAnswer = SearchAnswer & { computed?: Computed };

/** `svod search QUERY --json --limit 50`, run as the CLI runs it, its output parsed. */
async function cli(query: string): Promise<CliAnswer> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  try {
    expect(await run([query, '--json', '--limit', String(PAGE_PER_GROUP)]), `svod search «${query}»`).toBe(0);
  } finally {
    log.mockRestore();
  }
  return JSON.parse(lines.join('\n')) as CliAnswer;
}

/** The scenario a board's address opens (`/judge/#b=…`), so that two encodings of one board compare equal. */
const board = (address: string | null) => {
  const data = /#b=([\w-]+)$/.exec(address ?? '')?.[1];
  return data ? (JSON.parse(inflateRawSync(Buffer.from(data, 'base64url')).toString('utf8')) as unknown) : address;
};

const hrefs = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens /search/?q=QUERY and waits until the results (and the computed answer's boards) are written. */
async function openPage(query: string): Promise<Locator> {
  await page.goto(`${baseUrl()}/search/?q=${encodeURIComponent(query)}`);
  await expect
    .poll(() => page.locator('#search-page-status').textContent(), { timeout: FIRST_ANSWER, message: `«${query}»: the page's status` })
    .toMatch(/^Найдено: \d+\.$/);
  const boards = page.locator('.search-computed a.button');
  await expect.poll(async () => (await hrefs(boards)).every((h) => h?.includes('#b=')), { message: `«${query}»: the boards' links` }).toBe(true);
  return page.locator('#search-page-results');
}

const sameHit = (a: SearchHit, b: SearchHit) => a.id === b.id && a.url === b.url;

/** The groups as the page should show them: the best answer, then each group without it; empty groups left out. */
function expectedGroups(answer: CliAnswer): { key: string; urls: string[] }[] {
  const { best } = answer;
  const rest = answer.groups.map((g) => ({ key: g.group, urls: g.hits.filter((h) => !best || !sameHit(h, best.hit)).map((h) => h.url) }));
  return [...(best ? [{ key: 'best', urls: [best.hit.url] }] : []), ...rest.filter((g) => g.urls.length)];
}

async function shownGroups(results: Locator): Promise<{ key: string; urls: (string | null)[] }[]> {
  const shown = [];
  for (const box of await results.locator(':scope > .search-group').all()) {
    const key = /\bsearch-group-(\w+)\b/.exec((await box.getAttribute('class')) ?? '')?.[1] ?? '?';
    shown.push({ key, urls: await hrefs(box.locator('a.search-hit')) });
  }
  return shown;
}

async function compareComputed(query: string, results: Locator, computed: Computed | undefined): Promise<void> {
  const box = results.locator(':scope > .search-computed');
  expect(await box.count(), `«${query}»: a computed answer on the page as in the CLI`).toBe(computed ? 1 : 0);
  if (!computed) return;
  // The computed answer comes first, before the results.
  expect(await results.locator(':scope > *').first().getAttribute('class'), `«${query}»: the computed answer first`).toContain('search-computed');
  const title = computed.kind === 'answer' ? 'Ответ движка правил' : 'Эту ситуацию движок знает';
  expect(await box.locator('h2').textContent(), `«${query}»: the computed answer's kind`).toBe(title);
  if (computed.kind !== 'answer') {
    expect((await hrefs(box.locator(':scope > a.button'))).map(board), `«${query}»: the computed board`).toEqual([board(computed.board)]);
    return;
  }
  const answers = box.locator('.search-computed-answer');
  expect(await answers.count(), `«${query}»: the computed answers`).toBe(computed.answers.length);
  for (const [i, a] of computed.answers.entries()) {
    const shown = answers.nth(i);
    expect(await shown.locator('strong').textContent(), `«${query}»: computed answer ${i + 1}`).toBe(a.answer);
    const rules = a.rules.flatMap((r) => (r.href ? [r.href] : []));
    expect(await hrefs(shown.locator('.search-computed-rules a')), `«${query}»: computed answer ${i + 1}'s rules`).toEqual(rules);
    expect(board(await shown.locator('a.button').getAttribute('href')), `«${query}»: computed answer ${i + 1}'s board`).toEqual(board(a.board));
  }
}

describe('the search page and `svod search --json` give the same results in the same order', () => {
  it.each(queries)('«%s»', async (query) => {
    const answer = await cli(query);
    const results = await openPage(query);
    expect(await page.locator('#search-page-status').textContent(), `«${query}»: the total`).toBe(`Найдено: ${answer.total}.`);
    await compareComputed(query, results, answer.computed);
    expect(await hrefs(results.locator(':scope > .search-direct a')), `«${query}»: the rule the number names`).toEqual(
      answer.direct ? [answer.direct.url] : [],
    );
    // What was searched instead, in the CLI's order.
    const notes = await page.locator('#search-page-notes p').allTextContents();
    expect(notes.length, `«${query}»: the searched-instead notes`).toBe(answer.corrections.length);
    for (const [i, c] of answer.corrections.entries())
      for (const word of [c.typed, c.found]) expect(notes[i], `«${query}»: note ${i + 1}`).toContain(`«${word}»`);
    const expected = expectedGroups(answer);
    const shown = await shownGroups(results);
    expect(
      shown.map((g) => g.key),
      `«${query}»: the groups`,
    ).toEqual(expected.map((g) => g.key));
    for (const [i, group] of expected.entries()) expect(shown[i].urls, `«${query}», group ${group.key}: the results in order`).toEqual(group.urls);
  });

  it('compares groups long enough to be out of order', async () => {
    // A test of order needs groups of several results: most of the queries have one.
    for (const query of ['кладбище', 'кутила', asked('s01')]) {
      const answer = await cli(query);
      expect(Math.max(...expectedGroups(answer).map((g) => g.urls.length)), `«${query}»`).toBeGreaterThan(2);
    }
  });
});
