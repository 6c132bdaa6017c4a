// Unit tests of the search library on the real content: word forms, й/ё, typos, numbers,
// ranking, grouping, snippets, bad input; and of its pieces on small made-up corpora.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { run } from '../../src/cli/commands/search.ts';
import { openSearch } from '../../src/content-files/index.ts';
import { content } from '../content-graph.ts';
import { blockText as rulebookBlockText, currentView, currentViewId } from '../../src/rulebook/index.ts';
import { editDistance, normalize, segmentsToHtml, snippet, stem, words, wordSpans, type SearchAnswer } from '../../src/search/index.ts';
import { numbersOf, rules } from './helpers.ts';

const { problems } = content();
const { index, data } = await openSearch(content().graph);

const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const marked = (a: SearchAnswer) => rules(a).flatMap((h) => h.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase()));

describe('corpus', () => {
  it('reads the real content without problems', () => {
    expect(problems).toEqual([]);
    expect(data.views.map((v) => v.id)).toEqual(['current', 'early', 'late']);
    expect(data.docs.filter((d) => d.group === 'rules').length).toBeGreaterThan(40);
  });

  it('indexes a text once, recording the other places it stands', () => {
    const cur = data.docs.find((d) => d.id === 'current:207.2')!;
    expect(cur.also).toEqual(expect.arrayContaining([expect.objectContaining({ view: 'early', number: '206.2', url: '/editions/early/rules/206.2/' })]));
    // early's 205.4 differs from late's (no «Х раз за ход»): it is a document of its own.
    expect(data.docs.some((d) => d.id === 'early:205.4')).toBe(true);
    expect(data.docs.some((d) => d.id === 'late:205.4')).toBe(false);
  });

  it('agrees with the rulebook on the current view id and on block text', () => {
    expect(currentViewId).toBe('current');
    expect(data.views[0].id).toBe(currentViewId);
    const { editions, declared } = content().graph;
    const view = currentView(editions, declared!);
    for (const section of view.sections)
      for (const { rule } of section.rules) {
        const doc = data.docs.find((d) => d.id === `current:${rule.number}`);
        if (doc) expect(doc.blocks.map((b) => b.text)).toEqual(rule.blocks.map(rulebookBlockText));
      }
    expect(data.docs.find((d) => d.id === 'current:517.3')!.blocks[1].text).toContain('1) из своей колоды;');
  });

  it('links rules, positional paragraphs and edition views', () => {
    const urls = new Set(data.docs.map((d) => d.url));
    expect(urls).toContain('/rules/205.4/');
    expect(urls).toContain('/rules/205/#205-p1');
    expect(urls).toContain('/rules/205/#early-205-p1');
    expect(urls).toContain('/editions/early/rules/205.4/');
  });
});

describe('Russian word forms', () => {
  it('«кутилу» finds Кутила: the rulebook example and the scenario', async () => {
    const a = await index.search('кутилу');
    expect(numbersOf(a)[0]).toBe('203.2');
    expect(marked(a)).toContain('кутила');
    const examples = a.groups.find((g) => g.group === 'examples')?.hits ?? [];
    expect(examples.map((h) => h.url)).toContain('/examples/203-2-kutila/');
  });

  it('«кладбищем» finds кладбище', async () => {
    const a = await index.search('кладбищем');
    expect(numbersOf(a)).toEqual(expect.arrayContaining(['205.2', '205.3', '205.4']));
    expect(marked(a)).toContain('кладбище');
  });

  it('«оружия» finds оружие', async () => {
    const a = await index.search('оружия');
    expect(numbersOf(a).slice(0, 2).sort()).toEqual(['207.1', '212.2']);
    expect(marked(a)).toContain('оружие');
  });

  it("a verb of «-ова-» meets its noun: «атаковать» finds 211.2's «целью атаки»", async () => {
    expect(numbersOf(await index.search('событие атаковать'))[0]).toBe('211.2');
  });

  it("a participle's «л» after «в» meets its verb: «заявлена» finds 210-p2's «легально заявить»", async () => {
    expect(rules(await index.search('легально заявлена')).map((h) => h.url)[0]).toBe('/rules/210/#210-p2');
  });

  it('other forms meet: «атакой» finds «атаки», «монетами» finds «монеты»', async () => {
    expect(numbersOf(await index.search('атакой'))).toContain('211.2');
    expect(numbersOf(await index.search('монетами')).slice(0, 5)).toEqual(expect.arrayContaining(['520.2']));
  });
});

describe('words of «полу-»', () => {
  it('count as the word they halve, where the rulebook uses it: the hand is «полузакрытая» (203.1)', async () => {
    expect(numbersOf(await index.search('моя рука это закрытая зона или открытая'))[0]).toBe('203.1');
    // The deck's zone, which the rulebook calls «закрытая» whole, still comes first (204).
    expect(rules(await index.search('закрытая зона'))[0].url).toMatch(/^\/rules\/204\//);
  });
});

describe('stems', () => {
  it('meet in every form of a verb of the second conjugation after a hushing letter', () => {
    for (const forms of [
      ['лежат', 'лежит', 'лежу'],
      ['держат', 'держит', 'держим'],
      ['кричат', 'кричит'],
    ])
      expect(new Set(forms.map(stem)), forms.join(' ')).toEqual(new Set([stem(forms[1])]));
    // A short word keeps its letters.
    expect(stem('чат')).toBe('чат');
  });
});

describe('й and ё', () => {
  it('keeps й for the stemmer and folds ё into е only for matching', () => {
    expect(normalize('Своём ИГРОВОЙ')).toBe('своем игровой');
    expect(stem('игровой')).toBe('игров');
    expect(stem('игровои')).not.toBe('игров');
  });

  it('finds the same rule written with ё or е', async () => {
    for (const q of ['своём или противника', 'своем или противника']) expect(numbersOf(await index.search(q))[0]).toBe('205.2');
    for (const q of ['расчёт модификаторов', 'расчет модификаторов']) expect(numbersOf(await index.search(q))[0]).toBe('521.1');
    for (const q of ['определённого множества', 'определенного множества']) expect(numbersOf(await index.search(q))[0]).toBe('203.3');
  });

  it('finds words whose ending the stemmer reads by й: «героической», «открытой зоной»', async () => {
    expect(numbersOf(await index.search('героической способности'))).toContain('208.2');
    expect(rules(await index.search('открытой частной зоной')).length).toBeGreaterThan(0);
  });
});

describe('typos', () => {
  it('forgives one wrong letter in a word of five or more letters', async () => {
    const a = await index.search('кладбишем');
    expect(numbersOf(a)).toEqual(expect.arrayContaining(['205.2', '205.4']));
    expect(a.corrections[0]).toMatchObject({ typed: 'кладбишем' });
    expect(numbersOf(await index.search('манеты'))).toContain('520.2');
    expect(numbersOf(await index.search('инкарнацыя'))).toContain('205.4');
    expect(numbersOf(await index.search('инкранация'))).toContain('205.4'); // two letters swapped
  });

  it('reads a query typed with the Latin layout as Russian', async () => {
    const a = await index.search('rkfl,botv');
    expect(a.corrections).toEqual([{ typed: 'rkfl,botv', found: 'кладбищем', why: 'layout' }]);
    expect(numbersOf(a)).toContain('205.2');
    expect((await index.search('trolley')).total).toBe(0);
  });

  it("takes a lone Latin x for the rulebook's Cyrillic Х", async () => {
    expect(normalize('X раз за ход')).toBe('х раз за ход');
    expect(normalize('xbox')).toBe('xbox');
    expect(rules(await index.search('x раз за ход'))[0]).toMatchObject({ number: '205.4', match: 'phrase' });
  });

  it('takes an x before a number for a multiplier, as the rulings write «×2», and the multiplier for a word', async () => {
    for (const typed of ['стоимость x2', 'стоимость х2', 'стоимость ×2']) expect(words(typed), typed).toEqual(['стоимость', '×', '2']);
    expect(words('ax2 x-2')).toEqual(['ax2', 'х', '2']);
    // «×» reads as 521.1's «умножающие»: the rule on the order of modifiers answers «х2 и +1».
    const a = await index.search('бафф х2 и +1 порядок');
    expect(a.corrections).toContainEqual({ typed: '×', found: 'умножающие', why: 'alias' });
    expect(numbersOf(a)[0]).toBe('521.1');
  });

  it('does not guess in short words', async () => {
    const a = await index.search('рцка');
    expect(a.corrections).toEqual([]);
    expect(a.total).toBe(0);
  });

  it('measures one edit as one', () => {
    expect(editDistance('кладбище', 'кладбише')).toBe(1);
    expect(editDistance('монета', 'монтеа')).toBe(1);
    expect(editDistance('монета', 'мнеата')).toBe(2);
  });
});

describe('rule numbers', () => {
  it('keeps a rule number one token', () => {
    expect(words('согласно 309.2. и 517.3.1')).toEqual(['согласно', '309.2', 'и', '517.3.1']);
  });

  it('goes straight to a rule, a sub-rule and an inferred rule', async () => {
    expect((await index.search('205.4')).direct?.url).toBe('/rules/205.4/');
    expect((await index.search('517.3.1')).direct?.url).toBe('/rules/517.3.1/');
    const inferred = await index.search('203.2');
    expect(inferred.direct?.url).toBe('/rules/203.2/');
    expect(rules(inferred)[0]).toMatchObject({ number: '203.2', inferred: true, match: 'number' });
    expect((await index.search('п. 205.4')).direct?.url).toBe('/rules/205.4/');
    expect((await index.search('205,4')).direct?.url).toBe('/rules/205.4/');
  });

  it('finds a number that only an older edition uses, in that edition', async () => {
    const a = await index.search('206.2');
    expect(a.direct?.url).toBe('/editions/early/rules/206.2/');
    expect(rules(a)[0]).toMatchObject({ number: '206.2', edition: 'early' });
  });

  it('shows both editions of a rule whose text changed', async () => {
    const hits = rules(await index.search('205.4')).filter((h) => h.number === '205.4');
    expect(hits.map((h) => h.url)).toEqual(['/rules/205.4/', '/editions/early/rules/205.4/']);
  });

  it("lists a section's rules for a prefix", async () => {
    const a = await index.search('517.');
    expect(a.direct).toBeUndefined();
    expect(numbersOf(a).filter(Boolean)).toEqual(['517.3', '517.3.1', '517.3.2', '517.4', '517.5', '517.6', '517.6.1']);
    expect(rules(a).at(-1)!.url).toBe('/rules/517/#517-p1');
    expect((await index.search('517')).direct?.url).toBe('/rules/517/');
  });

  it('finds the texts that cite a number no excerpt contains', async () => {
    const a = await index.search('309.2');
    expect(a.direct).toBeUndefined();
    expect(rules(a)[0].url).toBe('/rules/517/#517-p1');
    expect(rules(a)[0].snippet.find((s) => s.hit)?.text).toBe('309.2');
  });

  it('lists the examples of a rule with it', async () => {
    const examples = (await index.search('209.2')).groups.find((g) => g.group === 'examples')?.hits ?? [];
    expect(examples.length).toBeGreaterThan(0);
  });
});

describe('ranking and grouping', () => {
  it('ranks the exact phrase first, then all words, then some', async () => {
    const hits = rules(await index.search('слабостью первого хода'));
    expect(hits[0]).toMatchObject({ number: '209.2', match: 'phrase' });
    const order = { number: 4, phrase: 3, all: 2, some: 1 };
    for (let i = 1; i < hits.length; i++) expect(order[hits[i - 1].match]).toBeGreaterThanOrEqual(order[hits[i].match]);
    expect(hits.some((h) => h.match === 'some')).toBe(true);
  });

  it('prefers the current view and labels each result with its edition', async () => {
    const hits = rules(await index.search('слабостью первого хода'));
    expect(hits[0]).toMatchObject({ view: 'current', edition: 'late', editionTitle: 'Поздняя редакция' });
    // early's 208.2 says the same word for word: one result, which says where else it stands.
    expect(hits[0].also).toEqual([expect.objectContaining({ number: '208.2', edition: 'early', url: '/editions/early/rules/208.2/' })]);
    expect(hits.filter((h) => h.number === '208.2')).toEqual([]);
  });

  it('groups rules, rulings, glossary, cards and examples in that order', async () => {
    expect((await index.search('кутила')).groups.map((g) => [g.group, g.title])).toEqual([
      ['rules', 'Правила'],
      ['rulings', 'Разъяснения'],
      ['cards', 'Карты'],
      ['examples', 'Примеры'],
    ]);
    expect((await index.search('в руке')).groups.map((g) => g.group)).toEqual(['rules', 'rulings', 'glossary', 'cards', 'examples']);
  });

  it('gives each group its own shortlist: the card Кутила is found although many examples name it', async () => {
    const a = await index.search('Кутила');
    expect(a.groups.find((g) => g.group === 'examples')?.hits.length).toBe(10);
    expect(a.groups.find((g) => g.group === 'cards')?.hits[0]?.title).toBe('Кутила');
  });

  it('finds cards by name in any form, fleeting vowels included', async () => {
    const cards = (await index.search('рунопевца')).groups.find((g) => g.group === 'cards')?.hits ?? [];
    expect(cards[0]?.title).toBe('Рунопевец');
    expect(cards[0]?.url).toMatch(/^\/cards\/[a-z0-9-]+\/$/);
  });
});

describe('snippets', () => {
  it('marks matched words and keeps the text as written', async () => {
    const hit = rules(await index.search('инкарнации'))[0];
    const joined = text(hit.snippet);
    expect(data.docs.find((d) => d.id === hit.id)!.blocks.some((b) => b.text.includes(joined.replace(/^…|…$/g, '')))).toBe(true);
    expect(hit.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['Инкарнации']);
  });

  it('cuts long texts around the first match', () => {
    const long = `${'слово '.repeat(100)}кладбище ${'слово '.repeat(100)}`;
    const segs = snippet(long, ['кладбищ']);
    expect(segs[0].text.startsWith('…')).toBe(true);
    expect(segs.at(-1)!.text.endsWith('…')).toBe(true);
    expect(segs.find((s) => s.hit)?.text).toBe('кладбище');
    expect(text(segs).length).toBeLessThanOrEqual(230);
  });

  it('leaves no state behind: a snippet cut short does not disturb later word splitting', () => {
    snippet(`кладбище ${'слово '.repeat(100)}`, ['кладбищ'], 50);
    expect(wordSpans('один два три').map((w) => w.norm)).toEqual(['один', 'два', 'три']);
    expect(snippet('один кладбище', ['кладбищ']).map((s) => s.text)).toEqual(['один ', 'кладбище']);
  });

  it('escapes text when rendering HTML', () => {
    expect(
      segmentsToHtml([
        { text: '<img src=x onerror=alert(1)>', hit: false },
        { text: 'a&b', hit: true },
      ]),
    ).toBe('&lt;img src=x onerror=alert(1)&gt;<mark>a&amp;b</mark>');
  });
});

describe('bad queries', () => {
  it('explains an empty, blank, wordless, function-word-only or too long query', async () => {
    for (const q of ['', '   ', '!!! ---', 'я'.repeat(201), 'в на', 'а ли']) {
      const a = await index.search(q);
      expect(a.error, JSON.stringify(q)).toMatch(/запрос/i);
      expect(a.total).toBe(0);
    }
  });

  it('never throws, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (q) => {
        const a = await index.search(q);
        expect(a.total === 0 || a.groups.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
    for (const q of ['205.', '999.9', '205.4.', '()', '"кладбище"', 'кладбище*', '<script>', '0', 'п.', 'в на', 'constructor', '__proto__'])
      await expect(index.search(q)).resolves.toBeDefined();
  });

  it('says nothing was found rather than guessing', async () => {
    expect((await index.search('трамвай')).total).toBe(0);
    expect((await index.search('999.9')).total).toBe(0);
  });
});

describe('svod search', () => {
  async function cli(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
    const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
    try {
      const code = await run(args);
      return { code, out: out.join('\n'), err: err.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  }

  it('prints grouped results with marks and links', async () => {
    const r = await cli(['кладбищем']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Rules:$/m);
    expect(r.out).toMatch(/\/rules\/205\.2\//);
    expect(r.out).toMatch(/\[кладбище\]/);
  });

  it('prints JSON with --json', async () => {
    const r = await cli(['205.4', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.out) as SearchAnswer;
    expect(answer.direct?.url).toBe('/rules/205.4/');
  });

  it('leads with the best answer, in text and in JSON, and does not repeat it under its group', async () => {
    const question = 'что будет с картой под контролем противника, если её уничтожить';
    const text = await cli([question]);
    expect(text.out.split('\n').slice(0, 2)).toEqual([
      'Best answer: the ruling that answers this question:',
      expect.stringContaining('/rulings/destroyed-card-goes-to-owner-graveyard/'),
    ]);
    expect(text.out.match(/\/rulings\/destroyed-card-goes-to-owner-graveyard\//g)).toHaveLength(1);
    const json = await cli([question, '--json']);
    const answer = JSON.parse(json.out) as SearchAnswer;
    expect(Object.keys(answer).slice(0, 2)).toEqual(['query', 'best']);
    expect(answer.best).toMatchObject({ why: 'ruling', hit: { url: '/rulings/destroyed-card-goes-to-owner-graveyard/' } });
    expect((await cli(['кладбище'])).out.split('\n')[0]).toBe('Best answer: the definition of "Кладбище" (/glossary/kladbishche/):');
  });

  it('explains an empty query or a bad option in English, with exit code 2', async () => {
    for (const args of [[], [''], ['  '], ['--limit', 'x', 'кладбище'], ['--bogus', 'кладбище'], ['!!!']]) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/svod search: (the query|--limit|unknown option)/);
    }
  });

  it('exits 1 when nothing is found', async () => {
    const r = await cli(['трамвай']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Nothing found/);
  });
});
