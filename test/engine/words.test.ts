// How the trace counts things in Russian: the noun agrees with the number (Intl.PluralRules) in
// the case its sentence needs — «переносит 1 монету», «теперь 2 монеты», «нет 5 монет» — and a
// card's name takes its case and gender from the card's data.
import { describe, expect, test } from 'vitest';
import { agree, cardWordForms, cards, coins, nameIn, wounds, abilityCount } from '../../src/engine/words.ts';
import { act, said, setup } from './game.ts';
import { catalog } from './helpers.ts';

describe('numbers and nouns', () => {
  test('agree for every ending, the teens included, in the accusative a gain is said in', () => {
    const { state } = setup('setup:\n  A: {}');
    const said520 = (n: number) => said(act(state, { type: 'gainCoins', player: 'A', amount: n }).trace, '520.2')[0].match(/переносит (\d+ \S+)/)![1];
    const forms = [0, 1, 2, 4, 5, 10, 11, 12, 14, 19, 20, 21, 22, 25, 101, 111, 112, 122].map(said520);
    expect(forms).toEqual([
      '0 монет',
      '1 монету',
      '2 монеты',
      '4 монеты',
      '5 монет',
      '10 монет',
      '11 монет',
      '12 монет',
      '14 монет',
      '19 монет',
      '20 монет',
      '21 монету',
      '22 монеты',
      '25 монет',
      '101 монету',
      '111 монет',
      '112 монет',
      '122 монеты',
    ]);
  });
  test('each noun in the nominative, accusative and genitive; a fraction takes the genitive singular', () => {
    const all = (n: number) => [
      coins(n),
      coins(n, 'acc'),
      coins(n, 'gen'),
      cards(n),
      cards(n, 'acc'),
      cards(n, 'gen'),
      wounds(n),
      wounds(n, 'acc'),
      wounds(n, 'gen'),
      abilityCount(n),
      abilityCount(n, 'acc'),
      abilityCount(n, 'gen'),
    ];
    expect(all(1)).toEqual([
      '1 монета',
      '1 монету',
      '1 монеты',
      '1 карта',
      '1 карту',
      '1 карты',
      '1 рана',
      '1 рану',
      '1 раны',
      '1 способность',
      '1 способность',
      '1 способности',
    ]);
    expect(all(3)).toEqual([
      '3 монеты',
      '3 монеты',
      '3 монет',
      '3 карты',
      '3 карты',
      '3 карт',
      '3 раны',
      '3 раны',
      '3 ран',
      '3 способности',
      '3 способности',
      '3 способностей',
    ]);
    expect(all(5)).toEqual([
      '5 монет',
      '5 монет',
      '5 монет',
      '5 карт',
      '5 карт',
      '5 карт',
      '5 ран',
      '5 ран',
      '5 ран',
      '5 способностей',
      '5 способностей',
      '5 способностей',
    ]);
    expect(all(1.5)).toEqual([
      '1.5 монеты',
      '1.5 монеты',
      '1.5 монеты',
      '1.5 карты',
      '1.5 карты',
      '1.5 карты',
      '1.5 раны',
      '1.5 раны',
      '1.5 раны',
      '1.5 способности',
      '1.5 способности',
      '1.5 способности',
    ]);
  });
});

describe('cards in sentences', () => {
  test('a card’s name in each case, and the word that agrees with its gender', () => {
    const c = (name: string) => catalog().byName.get(name)!;
    expect(['nom', 'gen', 'dat', 'acc', 'ins', 'prep'].map((k) => nameIn(c('Кутила'), k as 'nom'))).toEqual([
      'Кутила',
      'Кутилы',
      'Кутиле',
      'Кутилу',
      'Кутилой',
      'Кутиле',
    ]);
    expect(nameIn(c('Зельеваренье'), 'gen')).toBe('Зельеварения');
    expect(nameIn(c('Тан гномов'))).toBe('Тан гномов');
    const closed = { masculine: 'закрыт', feminine: 'закрыта', neuter: 'закрыто' };
    expect([c('Молот прародителя'), c('Аккения'), c('Зельеварение')].map((d) => `${nameIn(d)} ${agree(d, closed)}`)).toEqual([
      'Молот прародителя закрыт',
      'Аккения закрыта',
      'Зельеварение закрыто',
    ]);
  });
  test('a card without forms of its own is named «карта «Имя»», declined as «карта»', () => {
    expect(cardWordForms('Проба')).toEqual({
      nom: 'карта «Проба»',
      gen: 'карты «Проба»',
      dat: 'карте «Проба»',
      acc: 'карту «Проба»',
      ins: 'картой «Проба»',
      prep: 'карте «Проба»',
    });
  });
});
