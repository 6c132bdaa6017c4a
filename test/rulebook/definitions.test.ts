// The defining-sentence finder: the terms the seeds define, at the rule or paragraph that
// defines them, and none of the sentences that only look alike.
import { describe, expect, it } from 'vitest';
import { findDefinitions, importEdition } from '../../src/rulebook/index.ts';
import { bytes, importSeeds } from './fixtures.ts';

const found = (id: string) => findDefinitions(importSeeds(id).edition).map((d) => `${d.anchor} ${d.pattern} ${d.term}`);

function fromText(text: string) {
  const imported = importEdition({ id: 'x', title: 'x', order: 1, sources: [{ file: 'x.txt', opensAtSectionStart: true }] }, [
    { file: 'x.txt', bytes: bytes(text) },
  ]);
  if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
  return findDefinitions(imported.value.edition);
}

describe('findDefinitions', () => {
  it('finds the early edition’s defining sentences', () => {
    expect(found('early')).toEqual(['203.1 это Рука', '204-p1 это Колода', '205-p1 это Кладбище', '207.2 называется героическими', '208.2 означает null']);
  });

  it('finds the late edition’s, the supply and the actions of 517 among them', () => {
    expect(found('late')).toEqual([
      '206.1 это Запас',
      '208.2 называется героическими',
      '209.2 означает null',
      '517.3 это Вызвать карту',
      '517.4 это Возродить карту',
      '517.5 это Взять карту под контроль',
      '517.6 это Создать карту',
      '519-p1 называется отложенные эффекты',
      '520.1 это Монеты',
    ]);
  });

  it('quotes the sentence as written, and for «Это означает» the sentence it explains', () => {
    const late = findDefinitions(importSeeds('late').edition);
    expect(late.find((d) => d.anchor === '206.1')!.sentence).toBe('Запас – это открытая частная зона, в которой хранятся маркеры и карты.');
    expect(late.find((d) => d.pattern === 'означает')!.sentence).toMatch(/^Также существа обладают слабостью первого хода\. Это означает, что оно не может/);
  });

  it('ignores «так и называется» without a name, a dash inside a sentence, lists and «т.е.»', () => {
    const text = [
      'Раздел.',
      '',
      '101.1. Рука - это зона. Из-за чего эта зона так и называется.',
      '',
      '101.2. Карта уходит, а это - не уничтожение. Колода является зоной, т.е. только владелец - это смотрит.',
      '',
      '1) Кладбище - это пункт списка;',
      '',
      'Это означает, что раздел открыт.',
    ].join('\n');
    expect(fromText(text).map((d) => `${d.anchor} ${d.term}`)).toEqual(['101.1 Рука']);
  });
});
