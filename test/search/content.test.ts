// Search indexes cards and examples as the engine parses them: card facts in Russian as a reader
// says them, never the card vocabulary's English words; a file the engine rejects is reported
// with file, line and column and not indexed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementNames, openSearch, searchCorpus } from '../../src/content-files/index.ts';
import { graph, graphOf } from '../content-graph.ts';
import { buildCorpus } from '../../src/search/index.ts';
import { hitsOf as group, openCorpus } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..');
const { index, data } = await openSearch(graph());
const { catalog } = graph();

const cardsFound = async (query: string) => group(await index.search(query, { perGroup: 50 }), 'cards').map((h) => h.title);
const namesWhere = (keep: (card: (typeof catalog.cards)[number]) => boolean) => catalog.cards.filter(keep).map((c) => c.name);
const cardDoc = (slug: string) => data.docs.find((d) => d.id === `card:${slug}`)!;

describe('cards in the search', () => {
  it('indexes every card of the catalog, and only those', () => {
    expect(
      data.docs
        .filter((d) => d.group === 'cards')
        .map((d) => d.id)
        .sort(),
    ).toEqual(catalog.cards.map((c) => `card:${c.slug}`).sort());
  });

  it("indexes none of the card vocabulary's English words", async () => {
    for (const query of ['creature', 'returnToHand', 'scope', 'self', 'mountains', 'stat', 'onPlay', 'kind'])
      expect(await cardsFound(query), query).toEqual([]);
    for (const doc of data.docs.filter((d) => d.group === 'cards')) {
      expect([doc.head, ...doc.blocks.map((b) => b.text)].join(' '), doc.id).not.toMatch(/[a-z]/i);
    }
  });

  it('says the facts in Russian, and nothing of an unknown one', () => {
    expect(cardDoc('kutila').blocks[0].text).toBe('Тип: существо · Раса: Пират · Стихия: нейтральная · Стоимость: 10 · Сила удара: 6 · Жизни: 6');
    expect(cardDoc('molot-praroditelja').blocks[0].text).toBe('Тип: экипировка · Подтип: оружие · Стихия: горы · Стоимость: 2');
    // Гипноз: element unknown (null), and a spell has only a cost.
    expect(cardDoc('gipnoz').blocks[0].text).toBe('Тип: заклинание · Стоимость: 7');
    for (const card of catalog.cards) if (card.element !== null) expect(elementNames[card.element], `${card.slug}: ${card.element}`).toBeDefined();
  });

  it('finds cards by type, name, alias, race and element', async () => {
    expect(await cardsFound('существо')).toEqual(expect.arrayContaining(namesWhere((c) => c.type === 'creature')));
    expect((await cardsFound('Кутила'))[0]).toBe('Кутила');
    expect(await cardsFound('Зельеваренье')).toEqual(['Зельеварение']);
    expect((await cardsFound('гном')).sort()).toEqual(namesWhere((c) => c.race === 'Гном').sort());
    expect((await cardsFound('горы')).sort()).toEqual(namesWhere((c) => c.element === 'mountains').sort());
    expect((await cardsFound('болота')).sort()).toEqual(namesWhere((c) => c.element === 'swamps').sort());
  });

  it('finds a card by its ability text and its note', async () => {
    expect((await cardsFound('дешевле за каждую карту в руке'))[0]).toBe('Кутила');
    expect(await cardsFound('название написано')).toEqual(['Зельеварение']);
  });
});

describe('examples in the search', () => {
  it('lists the cards a scenario sets up by their names, whatever spelling the scenario used', () => {
    // 210-spell-early puts «Зельеваренье» (an alias) in hand; the engine resolves it.
    const doc = data.docs.find((d) => d.id === 'example:210-spell-early')!;
    expect(doc.blocks.at(-2)?.text).toBe('Карты: Зельеварение');
    expect(doc).toMatchObject({ edition: 'early', rules: ['209'], title: expect.stringContaining('Заклинание без легальной цели') });
  });

  it("does not index a scenario's trial cards as cards of the game", async () => {
    expect(await cardsFound('Пробный конструктор')).toEqual([]);
    expect(group(await index.search('Пробный конструктор'), 'examples').map((h) => h.url)).toContain('/examples/522-1-constructor/');
  });
});

describe('glossary entries', () => {
  it('are searched by term, form and rule number', async () => {
    const { index: small } = await openCorpus(
      buildCorpus({
        views: [],
        editions: [{ id: 'late', title: 'Поздняя редакция' }],
        glossary: [
          {
            slug: 'inkarnacija',
            term: 'Инкарнация',
            forms: ['инкарнированный'],
            definitions: [{ edition: 'late', anchor: '205.4', text: 'Эффект, который сохраняется на кладбище.' }],
          },
        ],
      }),
    );
    const a = await small.search('инкарнацию');
    expect(a.groups.map((g) => g.group)).toEqual(['glossary']);
    expect(a.groups[0].hits[0]).toMatchObject({ title: 'Инкарнация', url: '/glossary/inkarnacija/' });
    expect(group(await small.search('инкарнированного'), 'glossary')[0]?.title).toBe('Инкарнация');
    expect((await small.search('205.4')).groups[0].hits[0].title).toBe('Инкарнация');
  });

  it('are read from content/glossary, each at its own page', () => {
    const terms = data.docs.filter((d) => d.group === 'glossary');
    expect(terms.map((d) => d.url)).toEqual(expect.arrayContaining(['/glossary/ruka/', '/glossary/koloda/', '/glossary/zapas/']));
    expect(terms.find((d) => d.url === '/glossary/zapas/')).toMatchObject({ title: 'Запас', rules: ['206.1'] });
  });
});

describe('content the engine rejects', () => {
  // A copy of the content with a card whose element is written in Russian, which the card
  // format does not accept (it takes `mountains`), and an example that names an unknown card.
  const copy = mkdtempSync(join(tmpdir(), 'svod-search-'));
  cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
  writeFileSync(
    join(copy, 'content', 'cards', 'probnyj-gnom.yaml'),
    '# yaml-language-server: $schema=../schema/card.schema.json\nname: Пробный гном\nslug: probnyj-gnom\ntype: creature\nrace: Гном\nelement: горы\ncost: 3\nlives: 3\nstrike: 2\nabilities: []\ngender: masculine\nforms: { gen: Пробного гнома, dat: Пробному гному, acc: Пробного гнома, ins: Пробным гномом, prep: Пробном гноме }\n',
  );
  writeFileSync(
    join(copy, 'content', 'examples', 'broken.yaml'),
    '# yaml-language-server: $schema=../schema/scenario.schema.json\nid: broken\nsetup:\n  A:\n    hand: [Безымянный]\nsteps: []\n',
  );

  it('is reported with file, line and column and not indexed', () => {
    const read = graphOf(copy);
    const broken = searchCorpus(read.graph);
    const problems = read.problems;
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/cards/probnyj-gnom.yaml', line: 6, column: 10 }),
      expect.objectContaining({ file: 'content/examples/broken.yaml', line: 5, column: 12 }),
    ]);
    expect(broken.docs.some((d) => d.id === 'card:probnyj-gnom' || d.id === 'example:broken')).toBe(false);
    expect(broken.docs.filter((d) => d.group === 'cards').length).toBe(catalog.cards.length);
  });

  it('is reported by `svod search`, which still answers from the rest', () => {
    const result = spawnSync(process.execPath, [join(root, 'bin', 'svod.mjs'), 'search', 'гном'], { cwd: copy, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/^svod search: warning: content\/cards\/probnyj-gnom\.yaml:6:10: .*element/m);
    expect(result.stderr).toMatch(/^svod search: warning: content\/examples\/broken\.yaml:5:12: .*Безымянный/m);
    expect(result.stdout).toContain('/cards/tan-gnomov/');
    expect(result.stdout).not.toContain('Пробный гном');
  });
});
