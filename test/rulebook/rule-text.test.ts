// Small tools on rule text: rule numbers (reading, ordering), matching text, references to other
// rules, word-level differences, citations, anchors and the reading order of an edition.
import { describe, expect, it } from 'vitest';
import {
  blockText,
  compareNumbers,
  editionAnchors,
  findReferences,
  flatten,
  formatCitation,
  importEdition,
  isRuleNumber,
  leadingNumber,
  normalizeForMatch,
  sectionOf,
  wordDiff,
  withoutNumber,
} from '../../src/rulebook/index.ts';
import { bytes } from './fixtures.ts';

describe('rule numbers', () => {
  it('are read off the start of a paragraph: three digits, at least one part, a dot and a space (or a sentence)', () => {
    expect(leadingNumber('517.3.1. Просмотр колоды.')).toBe('517.3.1');
    expect(leadingNumber('205.4.\tКарта')).toBe('205.4');
    // Real books now and then leave out the space after the number.
    expect(leadingNumber('205.4.Карта')).toBe('205.4');
    expect(leadingNumber('517.3.1.«Карта»')).toBe('517.3.1');
    // Or the dot after it, before a sentence; a number before words in lower case cites a rule.
    expect(leadingNumber('205.4 Карта')).toBe('205.4');
    for (const text of ['205. Кладбище.', '205.4 и 205.5 действуют', '205.4 «Карта»', ' 205.4. Карта', '2055.4. Карта', 'См. 205.4. Карта', '205.4.'])
      expect(leadingNumber(text), text).toBeNull();
  });
  it('come off the text they open, and nothing else does', () => {
    expect(withoutNumber('205.4. Карта уходит.')).toBe('Карта уходит.');
    expect(withoutNumber('205.4.Карта уходит.')).toBe('Карта уходит.');
    expect(withoutNumber('205.4 Карта уходит.')).toBe('Карта уходит.');
    expect(withoutNumber('Карта 205.4. уходит.')).toBe('Карта 205.4. уходит.');
  });
  it('order as the rulebook does: by each part as a number, a parent before its children', () => {
    expect(compareNumbers('205.4', '205.10')).toBeLessThan(0);
    expect(compareNumbers('205.10', '205.4')).toBeGreaterThan(0);
    expect(compareNumbers('205.4', '205.4.1')).toBeLessThan(0);
    expect(compareNumbers('205.4.1', '205.4')).toBeGreaterThan(0);
    expect(compareNumbers('206.1', '205.9')).toBeGreaterThan(0);
    expect(compareNumbers('517.3.2', '517.3.2')).toBe(0);
    expect(sectionOf('517.3.1')).toBe(517);
  });
  it('look like a rule or a section number', () => {
    for (const ok of ['205', '205.4', '517.3.1']) expect(isRuleNumber(ok), ok).toBe(true);
    for (const bad of ['20', '2055', '205.', '205.4-p2', 'x205', '205.4 ']) expect(isRuleNumber(bad), bad).toBe(false);
  });
});

describe('text for matching', () => {
  it('drops the number, case, ё, dash and quote styles, extra spaces and the closing punctuation', () => {
    expect(normalizeForMatch('205.4. Карта  «Ёж» — ТЕКСТ „а“ ‐ “б”.;  ')).toBe('карта "еж" - текст "а" - "б"');
    expect(normalizeForMatch('Текст\nв две строки:')).toBe('текст в две строки');
  });
});

describe('references to rules', () => {
  it('finds the numbers a paragraph cites, with their offsets, but not the one it opens with', () => {
    expect(findReferences('205.4. Согласно 309.2 и (517.3.1), см. 205.4.')).toEqual([
      { number: '309.2', start: 16, end: 21 },
      { number: '517.3.1', start: 25, end: 32 },
      { number: '205.4', start: 39, end: 44 },
    ]);
  });
  it('does not take parts of longer numbers, nor section numbers alone', () => {
    expect(findReferences('1205.4 и 3.205.4 и 205.4.7x и раздел 205')).toEqual([{ number: '205.4.7', start: 19, end: 26 }]);
    expect(findReferences('по 205.4.1.')).toEqual([{ number: '205.4.1', start: 3, end: 10 }]);
  });
});

describe('word differences', () => {
  it('keeps what is shared and marks added and removed words, punctuation apart', () => {
    expect(wordDiff('Карта теряет эффекты.', 'Карта теряет эффекты и маркеры.')).toEqual([
      { op: 'same', text: 'Карта теряет эффекты' },
      { op: 'added', text: ' и маркеры' },
      { op: 'same', text: '.' },
    ]);
    expect(wordDiff('Герой получает раны и эффекты.', 'Герой получает эффекты.')).toEqual([
      { op: 'same', text: 'Герой получает ' },
      { op: 'removed', text: 'раны и ' },
      { op: 'same', text: 'эффекты.' },
    ]);
    expect(wordDiff('одна', 'другая')).toEqual([
      { op: 'added', text: 'другая' },
      { op: 'removed', text: 'одна' },
    ]);
    expect(wordDiff('', '')).toEqual([]);
  });
});

describe('citations, anchors and reading order', () => {
  it('cites a rule with the game, the edition’s title in lower case, and the number', () => {
    expect(formatCitation('Поздняя редакция', '205.4')).toBe('«Берсерк. Герои», правила, поздняя редакция, 205.4');
  });

  // Built inside each test: mutation testing credits only what a test itself runs.
  const smallEdition = () => {
    const imported = importEdition({ id: 'x', title: 'X', order: 1, sources: [{ file: 'a.txt', opensAtSectionStart: true }, { file: 'b.txt' }] }, [
      {
        file: 'a.txt',
        bytes: bytes(
          'Часть 2. Игровые зоны.\n\nЧасть описывает зоны игры.\n\nКладбище.\n\nКладбище является открытой зоной.\n\n205.1. Первое.\n\n1) пункт;\n\n2) пункт.\n\n205.2. Второе.',
        ),
      },
      { file: 'b.txt', bytes: bytes('517.3. Вызов.\n\nПРИМЕР. Пример.') },
    ]);
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    return imported.value.edition;
  };

  it('names every place a reader can link to', () => {
    expect([...editionAnchors(smallEdition())].sort()).toEqual(
      ['205', '205-p1', '205.1', '205.1-l1', '205.2', '517', '517.3', '517.3/ex1', 'part-2-p1'].sort(),
    );
  });
  it('flattens an edition in reading order, a new run where an excerpt breaks off', () => {
    const units = flatten(smallEdition());
    expect(units.map((u) => [u.index, u.run, u.section.number, u.rule?.number ?? null, u.block.anchor])).toEqual([
      [0, 0, 205, null, '205-p1'],
      [1, 0, 205, '205.1', '205.1'],
      [2, 0, 205, '205.1', '205.1-l1'],
      [3, 0, 205, '205.2', '205.2'],
      [4, 1, 517, '517.3', '517.3'],
      [5, 1, 517, '517.3', '517.3/ex1'],
    ]);
    expect(blockText(units[2].block)).toBe('1) пункт;\n2) пункт.');
    expect(blockText(units[1].block)).toBe('205.1. Первое.');
  });
});
