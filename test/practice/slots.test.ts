// Slots: numbers with their nouns in agreement, cards in the case and gender a sentence needs,
// and a tiny expression language that never runs anything as code.
import { describe, expect, it } from 'vitest';
import { fillText, readSlot, type Assignment } from '../../src/practice/index.ts';
import { fillScalar, slotProblems } from '../../src/practice/slots.ts';
import { catalog } from '../engine/helpers.ts';

const card = (name: string) => ({ kind: 'card' as const, card: catalog().byName.get(name)! });
const num = (n: number) => ({ kind: 'number' as const, n });

describe('filling slots', () => {
  it('counts with the noun in agreement, in the case asked for', () => {
    const say = (n: number, slot: string) => fillText(slot, { n: num(n) });
    expect([1, 2, 5, 11, 21, 22].map((n) => say(n, '{n|карта}'))).toEqual(['1 карта', '2 карты', '5 карт', '11 карт', '21 карта', '22 карты']);
    expect([1, 3, 5].map((n) => say(n, '{n|монета.acc}'))).toEqual(['1 монету', '3 монеты', '5 монет']);
    expect([1, 2, 5].map((n) => say(n, '{n|рана.gen}'))).toEqual(['1 раны', '2 ран', '5 ран']);
    expect([1, 4, 6].map((n) => say(n, '{n|жизнь}'))).toEqual(['1 жизнь', '4 жизни', '6 жизней']);
  });

  it('says a card in the case asked for, agreeing in gender', () => {
    const text = '{c} {c:уничтожен/уничтожена/уничтожено}; стоимость {c.gen}, сыграть {c.acc}, на {c.prep}';
    expect(fillText(text, { c: card('Кутила') })).toBe('Кутила уничтожен; стоимость Кутилы, сыграть Кутилу, на Кутиле');
    expect(fillText(text, { c: card('Трясовица') })).toBe('Трясовица уничтожена; стоимость Трясовицы, сыграть Трясовицу, на Трясовице');
    expect(fillText('{c:он/она/оно}', { c: card('Зельеварение') })).toBe('оно');
  });

  it('computes + − × with the usual precedence and brackets', () => {
    const v: Assignment = { n: num(4), k: num(2) };
    expect(fillText('{n - 1} {n + k * 2} {(n + k) * 2} {10 - n - k}', v)).toBe('3 8 12 4');
  });

  it('keeps a number a number where a scenario value is one slot, and a text where it is more', () => {
    expect(fillScalar('{n - 1}', { n: num(4) })).toBe(3);
    expect(fillScalar('cost +{n}', { n: num(4) })).toBe('cost +4');
    expect(fillScalar('{c}', { c: card('Кутила') })).toBe('Кутила');
  });
});

describe('what is wrong with a slot', () => {
  const kinds = { n: 'number', c: 'card' } as const;
  const problems = (text: string) => slotProblems(text, kinds).map((p) => p.error);

  it('reads every kind of slot the format has', () => {
    expect(readSlot('n|карта.acc')).toMatchObject({ kind: 'number', noun: 'карта', case: 'acc' });
    expect(readSlot('c.dat')).toEqual({ kind: 'card', name: 'c', case: 'dat' });
    expect(readSlot('c:он/она/оно')).toEqual({ kind: 'agree', name: 'c', words: { masculine: 'он', feminine: 'она', neuter: 'оно' } });
  });

  it('names a slot that does not read, an unknown variable, a noun it does not know, a case of a number, a sum with a card', () => {
    expect(problems('{n +}')).toEqual(['slot {n +} is not a number, {n|noun.case}, {card.case} or {card:m/f/n}']);
    expect(problems('{m}')).toEqual(['slot {m} names no variable "m"']);
    expect(problems('{n|стол}')).toEqual(['slot {n|стол} is not a number, {n|noun.case}, {card.case} or {card:m/f/n}']);
    expect(problems('{n.gen}')).toEqual(['slot {n.gen}: "n" is a number, it has no cases or gender']);
    expect(problems('{c + 1}')).toEqual(['slot {c + 1} counts with a card']);
    expect(problems('{process.exit}')).toEqual(['slot {process.exit} is not a number, {n|noun.case}, {card.case} or {card:m/f/n}']);
    expect(problems('{n} {c} {c.acc} {n|рана} {c:а/б/в} {(n + 1) * 2}')).toEqual([]);
  });
});
