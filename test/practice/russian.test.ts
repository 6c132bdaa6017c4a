// The Russian of the engine and practice: the checker finds each kind of error it names, and
// every string the content makes the engine and practice say has none.
import { describe, expect, it } from 'vitest';
import { grammarErrors } from './russian.ts';
import { everyString } from './strings.ts';
import { graph } from '../content-graph.ts';

const errors = (text: string) => grammarErrors(text, graph().catalog.cards).map((e) => e.what);

describe('the grammar check', () => {
  it('agrees a numeral with its noun by Intl.PluralRules, adjectives between, genitive after «из»', () => {
    expect(errors('2 открытых и 4 закрытых монет')).toHaveLength(1);
    expect(errors('У игрока 5 карты')).toHaveLength(1);
    expect(errors('21 карт')).toHaveLength(1);
    expect(errors('платит 1 монеты')).toHaveLength(1);
    expect(errors('2 открытые монеты, 5 закрытых монет, 1 монету, 22 раны, 11 ран, 3 раза')).toEqual([]);
    expect(errors('1 из 3 карт, более 10 монет, с 2 картами')).toEqual([]);
    expect(errors('из 3 карты')).toHaveLength(1);
  });

  it('agrees a verb with a count of one, and a plural noun counted in brackets', () => {
    expect(errors('и остаются только 1 рана')).toHaveLength(1);
    expect(errors('способности (1) попадают в Очередь')).toHaveLength(2);
    expect(errors('способности при найме (1) попадают в Очередь')).toHaveLength(1);
    expect(errors('остаются 2 раны; способности (3) попадают')).toEqual([]);
  });

  it('puts the agent of a participle in the instrumental', () => {
    expect(errors('монеты, потерянные игрока А на время')).toHaveLength(1);
    expect(errors('карты, взятые игрока Б')).toHaveLength(1);
    expect(errors('монеты, потерянные игроком А на время')).toEqual([]);
  });

  it('refuses a question whose subject hangs after a colon', () => {
    expect(errors('Что лежит: кладбище игрока Б?')).toHaveLength(1);
    expect(errors('Что лежит на кладбище игрока Б?')).toEqual([]);
  });

  it('takes a card’s case from its preposition and its gender from its data', () => {
    expect(errors('Плащ Исхара (первая)')).toHaveLength(1);
    expect(errors('Аккения уничтожен')).toHaveLength(1);
    expect(errors('на Кутила наложен эффект')).toHaveLength(1);
    expect(errors('у игрок А')).toHaveLength(1);
    expect(errors('уходит в рука, лежит в игровая зона')).toHaveLength(2);
    expect(errors('уходит в руку, лежит в игровой зоне, из колоды')).toEqual([]);
    expect(errors('Аккения уничтожена, на Кутилу наложен эффект, у игрока А, Браслет подчинения (первый)')).toEqual([]);
  });

  it('finds a doubled word', () => {
    expect(errors('карта карта')).toHaveLength(1);
    expect(errors('Рунопевец, Рунопевец')).toEqual([]);
  });
});

describe('every string the engine and practice say', () => {
  it('has no grammar error', () => {
    const all = everyString(graph());
    expect(all.length).toBeGreaterThan(2000);
    const cards = graph().catalog.cards;
    const found = [...new Map(all.flatMap((s) => grammarErrors(s.text, cards).map((e) => [`${e.what}`, `${s.where}: ${e.what}`]))).values()];
    expect(found).toEqual([]);
  });
});
