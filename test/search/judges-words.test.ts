// Search for judges' words (issue 10): cards by any form of their name, rulings in their own
// group and finding the rules they rest on, glossary aliases, two typos in long words, related
// words of another derivation, and the site's own placeholder.
import { describe, expect, it } from 'vitest';
import { openSearch } from '../../src/content-files/index.ts';
import { graph } from '../content-graph.ts';
import { buildCorpus, glossaryAliases, rootOf, stem, thesaurus, words } from '../../src/search/index.ts';
import { hitsOf, numbersOf, openCorpus, rules, viewOf } from './helpers.ts';
import { resultKey } from './judge-queries.ts';

const { index, data } = await openSearch(graph());

describe('cards', () => {
  it('«кутилу» and «кутила» put the card Кутила first in its group', async () => {
    for (const q of ['кутилу', 'кутила', 'Кутилой'])
      expect(hitsOf(await index.search(q), 'cards')[0], q).toMatchObject({ title: 'Кутила', url: '/cards/kutila/' });
  });
});

describe('rulings', () => {
  it('are found by their question, in their own group, at their own page', async () => {
    const a = await index.search('куда уходит сыгранное заклинание');
    expect(a.groups.map((g) => g.group).slice(0, 2)).toEqual(['rules', 'rulings']);
    expect(hitsOf(a, 'rulings')[0]).toMatchObject({ url: '/rulings/spell-goes-to-graveyard/', title: 'Куда уходит сыгранное заклинание?' });
  });

  it("show each edition's answer, named by the edition's title, where the editions differ", () => {
    const doc = data.docs.find((d) => d.id === 'ruling:graveyard-keeps-markers')!;
    expect(doc.blocks.map((b) => b.text.split(':')[0])).toEqual(['Ранняя редакция', 'Поздняя редакция', expect.any(String), 'Карты']);
    expect(doc.rules).toEqual(['205.4']);
  });

  it('are found by the cards they are about, though their text does not name them', async () => {
    // «Какие маркеры остаются на карте, которую уничтожили?» is about Кутила only by its cards.
    expect(data.docs.find((d) => d.id === 'ruling:graveyard-keeps-markers')!.blocks.at(-1)!.text).toBe('Карты: Кутила');
    expect(hitsOf(await index.search('кутила', { perGroup: 50 }), 'rulings').map((h) => h.url)).toContain('/rulings/graveyard-keeps-markers/');
  });

  it('are listed with the rule a number names', async () => {
    expect(hitsOf(await index.search('205.4'), 'rulings').map((h) => h.url)).toContain('/rulings/graveyard-keeps-markers/');
  });

  it("lend their questions to the rules they rest on, never as the rule's text", async () => {
    const a = await index.search('карта уходит на кладбище');
    // «уходит» stands in no rule of 205; the ruling «…На чьё кладбище оно уходит?» rests on 205.4.
    expect(numbersOf(a).slice(0, 3)).toContain('205.4');
    const hit = rules(a).find((h) => h.number === '205.4')!;
    expect(hit.match).toBe('all');
    expect(hit.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).not.toContain('уходит');
    expect(data.docs.find((d) => d.id === 'current:205.4')!.asked).toContain('Существо противника под моим контролем уничтожено. На чьё кладбище оно уходит?');
  });

  it("weigh less than the rule's own words", async () => {
    const view = viewOf(['301.1. Обмен жетонов происходит в фазе обмена.', '301.2. Обмен карт происходит в конце хода.']);
    const { index: small } = await openCorpus(
      buildCorpus({
        views: [view],
        editions: [{ id: 'late', title: 'Поздняя' }],
        rulings: [
          {
            id: 'r',
            question: 'Когда меняют жетоны?',
            answers: [{ edition: null, text: 'В фазе обмена.' }],
            explanation: 'См. 301.1.',
            rules: ['301.2'],
            cards: [],
          },
        ],
      }),
    );
    // 301.2 has «жетоны» only from the ruling's question; 301.1 has it in its text.
    expect(numbersOf(await small.search('обмен жетонов'))).toEqual(['301.1', '301.2']);
  });
});

describe('glossary aliases', () => {
  const { views, editions } = graph();
  const glossary = [{ slug: 'igrovaja-zona', term: 'Игровая зона', forms: ['игровой зоне', 'игровую зону', 'в игре'], definitions: [] }];
  const withAlias = buildCorpus({ views, editions, glossary });

  it('are the forms that are other words, not inflections of the term', () => {
    expect(glossaryAliases(glossary)).toEqual([{ form: 'в игре', means: 'Игровая зона', kin: true }]);
    expect(data.aliases.every((a) => !words(a.form).every((w) => stem(w) === stem(a.means)))).toBe(true);
  });

  it('let «в игре» find the rules that say «в игровой зоне»', async () => {
    const { index: aliased } = await openCorpus(withAlias);
    const a = await aliased.search('в игре');
    expect(a.corrections).toEqual([{ typed: 'в игре', found: 'Игровая зона', why: 'alias' }]);
    const texts = rules(a)
      .slice(0, 5)
      .map((h) =>
        withAlias.docs
          .find((d) => d.id === h.id)!
          .blocks.map((b) => b.text)
          .join(' '),
      );
    for (const t of texts) expect(t).toMatch(/игров(ой|ую) зон/i);
    // Without the alias, «игре» alone meets «игрок», «игры» and «игровой» alike.
    const { index: plain } = await openCorpus(buildCorpus({ views, editions }));
    const first = rules(await plain.search('в игре'))[0];
    expect(withAlias.docs.find((d) => d.id === first.id)!.blocks[0].text).not.toMatch(/игров(ой|ую) зон/i);
  });
});

describe('typos and related words', () => {
  it('forgives two typos in a long word: «кладбишче» finds 205.4', async () => {
    const a = await index.search('кладбишче');
    expect(numbersOf(a)).toContain('205.4');
    expect(a.corrections[0]).toMatchObject({ typed: 'кладбишче' });
    expect(numbersOf(await index.search('инкорнацыя'))).toContain('205.4');
  });

  it('forgives only one in a shorter word', async () => {
    const a = await index.search('сабытея');
    expect(a.total).toBe(0);
    expect(a.corrections).toEqual([]);
  });

  it('finds a word of another derivation by its root: «перемешка», no Russian word, finds «перемешивается» (204, 517.3.1)', async () => {
    const a = await index.search('перемешка');
    expect(a.corrections).toEqual([{ typed: 'перемешка', found: 'перемешивается', why: 'related' }]);
    expect(numbersOf(a)[0]).toBe('517.3.1');
    expect(rootOf(stem('перемешка'))).toBe(rootOf(stem('перемешивается')));
    // A word the thesaurus knows needs no guess: «вылечить» is searched as «излечение» outright.
    expect((await index.search('вылечить')).corrections).toEqual([{ typed: 'вылечить', found: 'излечение', why: 'alias' }]);
  });

  it('reads an ending the stemmer left on, as the same word, without a note: «уничтожат» meets «уничтоженные»', async () => {
    const a = await index.search('уничтожат');
    expect(a.corrections).toEqual([]);
    expect(rules(a).map((h) => h.url)).toContain('/rules/205/#early-205-p1');
    expect(
      rules(await index.search('что будет с маркерами если карту уничтожат'))
        .slice(0, 3)
        .map((h) => h.number),
    ).toContain('205.4');
  });

  it('never corrects a word the language knows into another: «сразу» is no «образом», «платить» no «плащ»', async () => {
    for (const q of ['сразу', 'платить', 'можно ли сразу атаковать', 'чем платить за способность героя', 'ходить', 'карточку', 'перекинуть']) {
      const a = await index.search(q);
      expect(
        a.corrections.filter((c) => c.why === 'typo' || c.why === 'related'),
        q,
      ).toEqual([]);
    }
    // The same words, mistyped, are read as the rulebook's: «кладбишче», «инкорнацыя».
    expect((await index.search('инкорнацыя')).corrections).toEqual([{ typed: 'инкорнацыя', found: 'инкарнации', why: 'typo' }]);
  });

  it("prefers the rules' own word to a card's name for a typo", async () => {
    const { index: small } = await openCorpus(
      buildCorpus({
        views: [viewOf(['301.1. Карта уходит в запас.'])],
        editions: [{ id: 'late', title: 'Поздняя' }],
        cards: [{ slug: 'zapakh', name: 'Запах', aliases: [], facts: [], texts: ['Пахнет.'] }],
      }),
    );
    // «запаз» is one letter from «запас» (301.1) and from «запах» (the card) alike.
    expect((await small.search('запаз')).corrections).toEqual([{ typed: 'запаз', found: 'запас', why: 'typo' }]);
  });

  it('keeps a root at least three letters long', () => {
    expect(rootOf('вылеч')).toBe('леч');
    expect(rootOf('уха')).toBe('уха');
    expect(rootOf('уход')).toBe('ход');
  });
});

describe("the site's placeholder", () => {
  it('«карта уходит на кладбище» brings 205.4 into the top 3', async () => {
    expect(numbersOf(await index.search('карта уходит на кладбище')).slice(0, 3)).toContain('205.4');
  });
});

describe('a question of where or whose', () => {
  it('lifts the rules that say the word it asks about: «куда оно попадёт» puts 205.4 above 517.5 on control', async () => {
    const situation = 'противник стал контролировать существо и оно умерло';
    expect(numbersOf(await index.search(`${situation}, оно попадёт`))[0]).toBe('517.5');
    expect(numbersOf(await index.search(`${situation}, куда оно попадёт`))[0]).toBe('205.4');
  });

  it("asks whose by «к кому» too: the hand a stolen creature returns to is its owner's (203.4)", async () => {
    const situation = 'отобрал у врага существо, его вернули в руку';
    expect(numbersOf(await index.search(situation))[0]).not.toBe('203.4');
    expect(numbersOf(await index.search(`${situation} — к кому`))[0]).toBe('203.4');
    // The word asked about may repeat one of the situation: «кому в руку».
    expect(numbersOf(await index.search(`${situation}, кому в руку`))[0]).toBe('203.4');
  });
});

describe("the thesaurus: judges' words for the rulebook's", () => {
  const small = () =>
    openCorpus(
      buildCorpus({
        views: [
          viewOf([
            '301.1. Уничтоженная карта попадает на кладбище владельца этой карты.',
            '301.2. Игрок может взять карту только из колоды.',
            '301.3. Герои остаются в игре.',
            '301.4. Свою руку игрок держит стопкой.',
          ]),
        ],
        editions: [{ id: 'late', title: 'Поздняя' }],
      }),
    );

  it('searches a saying in any form as what the rulebook says, and says so', async () => {
    const { index: s } = await small();
    const a = await s.search('погибшее существо');
    expect(numbersOf(a)[0]).toBe('301.1');
    expect(a.corrections).toEqual([{ typed: 'погибшее', found: 'уничтожить', why: 'alias' }]);
  });

  it('means only words the rulebook, its rulings or its glossary hold', async () => {
    for (const entry of thesaurus)
      if (entry.means) {
        const a = await index.search(entry.means);
        expect(a.total, entry.means).toBeGreaterThan(0);
        expect(
          a.corrections.filter((c) => c.why !== 'alias'),
          entry.means,
        ).toEqual([]);
      }
  });

  it("searches a glossary form as the term's other forms, which the stemmer splits: «вызвать» finds «вызова»", async () => {
    const glossary = [{ slug: 'vyzvat-kartu', term: 'Вызвать карту', forms: ['вызов', 'вызова', 'вызвать', 'вызывает'], definitions: [] }];
    const corpus = buildCorpus({
      views: [viewOf(['301.1. Просмотр колоды осуществляется как часть заявки вызова.', '301.2. Сила удара существа.'])],
      editions: [{ id: 'late', title: 'Поздняя' }],
      glossary,
    });
    const { index: s } = await openCorpus(corpus);
    expect(numbersOf(await s.search('вызвать'))).toEqual(['301.1']);
    // A thesaurus kind is no family: «бить» is «атаковать», yet no «удар».
    expect(numbersOf(await s.search('бить'))).toEqual([]);
  });

  it("searches the rulebook's own word of a thesaurus kin as its kin too, with no correction: «излечение» finds «излечивают»", async () => {
    const corpus = buildCorpus({
      views: [viewOf(['301.1. Излечение на Х снимает раны.', '301.2. Существо излечивают на 5.', '301.3. Сила удара существа.'])],
      editions: [{ id: 'late', title: 'Поздняя' }],
    });
    const { index: s } = await openCorpus(corpus);
    const a = await s.search('излечение');
    expect(numbersOf(a).sort()).toEqual(['301.1', '301.2']);
    expect(a.corrections).toEqual([]);
  });

  it('meets a verb in its noun or participle, whose stem the stemmer leaves longer: «уничтожении» finds «уничтожили»', async () => {
    const corpus = buildCorpus({
      views: [viewOf(['301.1. Карту уничтожили.', '301.2. Уничтоженная карта.'])],
      editions: [{ id: 'late', title: 'Поздняя' }],
    });
    const { index: s } = await openCorpus(corpus);
    const a = await s.search('при уничтожении');
    expect(numbersOf(a).sort()).toEqual(['301.1', '301.2']);
    expect(a.corrections).toEqual([]);
  });

  it('answers a question of how many with the rule that sets a bound', async () => {
    const corpus = buildCorpus({
      views: [viewOf(['301.1. Событие игрока: событие игрока лежит в игровой зоне игрока.', '301.2. У игрока не более одного события.'])],
      editions: [{ id: 'late', title: 'Поздняя' }],
    });
    const { index: s } = await openCorpus(corpus);
    expect(numbersOf(await s.search('события игрока'))[0]).toBe('301.1');
    expect(numbersOf(await s.search('два события у игрока'))[0]).toBe('301.2');
    expect(numbersOf(await s.search('сколько событий у игрока'))[0]).toBe('301.2');
    expect(numbersOf(await s.search('2 события у игрока'))[0]).toBe('301.2');
    // «сколько стоит» asks a price, not how many.
    expect(numbersOf(await s.search('сколько стоит событие игрока'))[0]).toBe('301.1');
  });

  it('has a reason for every entry and no saying twice', () => {
    const sayings = thesaurus.flatMap((e) => e.say);
    expect(new Set(sayings).size).toBe(sayings.length);
    for (const e of thesaurus) expect(e.why.length, e.say[0]).toBeGreaterThan(20);
  });

  it('tells a function word from a saying whose stem spells it: «над картой» is no «надо», «ушла в минус» no card going anywhere', async () => {
    expect((await index.search('потерял контроль над картой')).corrections.map((c) => c.typed)).not.toContain('над');
    expect((await index.search('надо сбросить карту')).corrections).toContainEqual({ typed: 'надо', found: 'требуется', why: 'alias' });
    const minus = await index.search('стоимость ушла в минус что будет');
    expect(minus.corrections).toContainEqual({ typed: 'ушла в минус', found: 'отрицательным', why: 'alias' });
    expect(rules(minus)[0].number).toBe('521.1');
  });

  it('takes a saying written to be taken as written in that form alone: «в сбросе» is the graveyard, «сбросить» and «сброс» alone a discard', async () => {
    const alias = async (q: string) => (await index.search(q)).corrections.filter((c) => c.why === 'alias').map((c) => `${c.typed} → ${c.found}`);
    expect(await alias('могу я переставить карты в своём сбросе')).toContain('сбросе → кладбище');
    expect(await alias('смотреть чужой сброс')).toContain('чужой сброс → кладбище противника');
    expect(await alias('сбросить карту')).toEqual([]);
    expect(await alias('сброс')).toEqual([]);
    // «из сброса» is the pile, «для сброса» the discard.
    expect(await alias('возродить из сброса')).toContain('из сброса → кладбище');
    expect(await alias('в руке меньше карт, чем надо для сброса')).not.toContain('сброса → кладбище');
    // A number word only in its own forms: «одинаковые», «одиннадцатую» are no «1».
    expect(await alias('одинаковые карты')).toEqual([]);
    expect(await alias('дадут одиннадцатую монету')).toEqual([]);
    expect(await alias('одно событие')).toContain('одно → 1');
    expect(rules(await index.search('сброс'))[0].number).toBe('518.4');
  });

  it("keeps a word's own saying inside a longer one: «выложил» is «появиться», «выложил из руки» also played", async () => {
    // Played from the hand, the card is its player's to control (517); on the table, it is new there (209.2).
    expect(rules(await index.search('кто контролирует карту которую я выложил из руки')).map(resultKey)[0]).toBe('517-p1');
    expect(numbersOf(await index.search('выложил из руки существо, может атаковать?'))[0]).toBe('209.2');
  });

  it('finds a slang saying the dictionary lacks in its other forms: «юнитов», «токенов»', async () => {
    for (const [typed, found] of [
      ['юнитов', 'существо'],
      ['юниту', 'существо'],
      ['токенов', 'созданная карта'],
      ['токеном', 'созданная карта'],
    ]) {
      const a = await index.search(typed);
      expect(a.corrections, typed).toEqual([{ typed, found, why: 'alias' }]);
      expect(a.total, typed).toBeGreaterThan(0);
    }
  });

  it("does not take the rulebook's own word for a saying that begins it: «экипировка» is no «экип»", async () => {
    const a = await index.search('доспехи и оружие это экипировка?');
    expect(a.corrections).toEqual([]);
  });

  it('ranks a word said twice once: «та же карта или новая» lifts no rule of cards above 203.4', async () => {
    expect(rules(await index.search('карта вернулась в руку, это та же карта или новая'))[0].number).toBe('203.4');
  });

  it('reads a saying without saying twice the word beside it: «созданную карту» as «создать карту»', async () => {
    const a = await index.search('созданную карту вернули в руку');
    expect(a.corrections).toContainEqual({ typed: 'созданную', found: 'Создать карту', why: 'alias' });
    // Read «создать карту карту», the word «карту» twice lifted any rule of cards (207.1) beside the answer.
    expect(
      rules(a)
        .slice(0, 3)
        .map((h) => h.number),
    ).not.toContain('207.1');
  });

  it('tells a saying of a short stem by its forms from the words that share the stem: «раз» is no «разом», «копить» no «копье»', async () => {
    const alias = async (q: string) => (await index.search(q)).corrections.filter((c) => c.why === 'alias').map((c) => `${c.typed} → ${c.found}`);
    expect(await alias('сколько раз можно выбрать')).toEqual([]);
    expect(await alias('можно ли копить монеты')).toEqual([]);
    expect(await alias('до каких пор действует эффект')).toEqual([]);
    expect(await alias('копия карты')).toEqual([]);
    expect(await alias('разом уничтожены')).toContain('разом → одновременно');
    expect(await alias('два копья')).toContain('копья → оружие');
    expect(await alias('лечил существо')).toContain('лечил → излечение');
  });

  it('does not let a stem cut short meet every word it begins: «мою» not «может», «стоит» not «стопкой»', async () => {
    const { index: s } = await small();
    expect(numbersOf(await s.search('мою'))).toEqual(['301.4']);
    const marks = (a: Awaited<ReturnType<typeof s.search>>) => rules(a).flatMap((h) => h.snippet.filter((x) => x.hit).map((x) => x.text.toLowerCase()));
    expect(marks(await s.search('стоит'))).not.toContain('стопкой');
    // Yet «герой» (stem «гер») meets «герои» (stem «геро»).
    expect(numbersOf(await s.search('герой'))).toEqual(['301.3']);
  });

  it('restores a fleeting «е» left as a soft sign, and takes a phrase with one word more in the text', async () => {
    const { index: s } = await small();
    const a = await s.search('владелец карты');
    expect(rules(a)[0]).toMatchObject({ number: '301.1', match: 'phrase' });
    expect(
      rules(a)[0]
        .snippet.filter((x) => x.hit)
        .map((x) => x.text),
    ).toEqual(['карта', 'владельца', 'карты']);
  });
});
