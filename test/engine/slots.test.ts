// References to cards, resolved in one place for the reader, the labels and the judge's board:
// a name, NAME#N, an alias, A.hero / B.hero; how a new step names a card; how a sentence says it.
import { describe, expect, test } from 'vitest';
import { refFor, resolveRef, type Seat } from '../../src/engine/index.ts';
import { genderOf, sayRef, slotKey } from '../../src/engine/scenario/slots.ts';
import { catalog } from './helpers.ts';

const seats: Seat[] = [
  { name: 'Кутила', slot: { kind: 'setup', index: 0 } },
  { name: 'Кутила', alias: 'вторая', slot: { kind: 'setup', index: 1 } },
  { name: 'Трюкач', slot: { kind: 'setup', index: 2 } },
  { name: 'Пробный герой', slot: { kind: 'hero', player: 'B' } },
  { name: 'Кутила', slot: { kind: 'created', step: 4 } },
];

describe('resolving a reference', () => {
  test('an alias, NAME#N counting every card of the name, a name borne once, a hero', () => {
    const slot = (ref: string) => {
      const r = resolveRef(seats, ref);
      return r.ok ? r.seat.slot : r.message;
    };
    expect(slot('вторая')).toEqual({ kind: 'setup', index: 1 });
    expect(slot('Кутила#1')).toEqual({ kind: 'setup', index: 0 });
    expect(slot('Кутила#3')).toEqual({ kind: 'created', step: 4 });
    expect(slot('Трюкач')).toEqual({ kind: 'setup', index: 2 });
    expect(slot('A.hero')).toEqual({ kind: 'hero', player: 'A' });
    expect(slot('B.hero')).toEqual({ kind: 'hero', player: 'B' });
    expect(resolveRef(seats, 'B.hero')).toEqual({ ok: true, seat: seats[3] });
    expect(resolveRef(seats, 'A.hero')).toEqual({ ok: true, seat: { name: '', slot: { kind: 'hero', player: 'A' } } });
  });
  test('each mistake in words, English and Russian', () => {
    const said = (ref: string, canonical?: (n: string) => string | undefined) => {
      const r = resolveRef(seats, ref, canonical);
      return r.ok ? null : [r.message, r.messageRu];
    };
    expect(said('Кутила')).toEqual([
      'ambiguous reference "Кутила": 3 cards bear this name, write Кутила#1…#3 or use an alias',
      'неоднозначная ссылка «Кутила»: пишите Кутила#1…#3',
    ]);
    expect(said('Кутила#4')).toEqual(['unknown reference "Кутила#4": there are 3 cards "Кутила"', 'ссылка «Кутила#4»: карт «Кутила» всего 3']);
    expect(said('Кутила#0')?.[0]).toBe('unknown reference "Кутила#0": there are 3 cards "Кутила"');
    expect(said('Дахут')).toEqual(['unknown reference "Дахут": no card "Дахут" in the setup', 'ссылка «Дахут»: карты «Дахут» нет в начальной позиции']);
    expect(said('Дахут', () => undefined)).toEqual([
      'unknown reference "Дахут": no such card or alias',
      'неизвестная ссылка «Дахут»: нет такой карты или псевдонима',
    ]);
    expect(said('C.hero', () => undefined)?.[0]).toBe('unknown reference "C.hero": no such card or alias');
  });
  test('a name is taken in its one spelling before it is counted', () => {
    const spelled = (n: string) => (n === 'Кутилка' ? 'Кутила' : n);
    const r = resolveRef(seats, 'Кутилка#2', spelled);
    expect(r.ok && r.seat).toBe(seats[1]);
  });
});

describe('naming a card in a new step', () => {
  test('its alias, else its name when it is the only one, else NAME#N', () => {
    expect(seats.map((s) => refFor(seats, s))).toEqual(['Кутила#1', 'вторая', 'Трюкач', 'Пробный герой', 'Кутила#3']);
  });
  test('one key per slot', () => {
    expect(
      [
        { kind: 'setup', index: 3 },
        { kind: 'created', step: 3 },
        { kind: 'hero', player: 'A' },
      ].map((s) => slotKey(s as Seat['slot'])),
    ).toEqual(['s3', 'c3', 'hA']);
  });
});

describe('saying a reference in a sentence', () => {
  test('a name or NAME#N in the case asked; a hero as the hero of its player; an alias as the card, or by the name it starts with', () => {
    const k = catalog().byName.get('Кутила')!;
    const z = catalog().byName.get('Зельеварение')!;
    expect(sayRef('Кутила', k, 'acc')).toBe('Кутилу');
    expect(sayRef('Кутила#2', k, 'gen')).toBe('Кутилы#2');
    expect(sayRef('Зельеваренье', z, 'ins')).toBe('Зельеварением');
    expect(sayRef('A.hero', undefined, 'dat')).toBe('герою игрока А');
    expect(sayRef('B.hero', k, 'nom')).toBe('герой игрока Б');
    expect(sayRef('Кутила 2', k, 'prep')).toBe('Кутиле 2');
    expect(sayRef('Кутилаа', k, 'acc')).toBe('карту «Кутилаа»');
    expect(sayRef('новая', k, 'ins')).toBe('картой «новая»');
    expect(sayRef('кто-то', undefined, 'acc')).toBe('кто-то');
  });
  test('in the gender of the card; a hero’s as «герой», an alias said as «карта»', () => {
    const t = catalog().byName.get('Трясовица')!;
    expect([
      genderOf('Трясовица', t),
      genderOf('A.hero', t),
      genderOf('B.hero', undefined),
      genderOf('Зельеваренье', catalog().byName.get('Зельеварение')!),
      genderOf('вторая', catalog().byName.get('Зельеварение')!),
    ]).toEqual(['feminine', 'masculine', 'masculine', 'neuter', 'feminine']);
  });
});
