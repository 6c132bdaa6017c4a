// Pairing paragraphs across editions by their words: the Dice coefficient over word multisets,
// seen through `alignEditions` on two one-paragraph editions (no exact match, so the pairing
// rests on similarity alone and the pair carries its score).
import { describe, expect, it } from 'vitest';
import { alignEditions, blockText, type Edition, type Unit } from '../../src/rulebook/index.ts';
import { handSection } from './fixtures.ts';

/** An edition whose only section holds the given paragraph before any rule. */
function editionOf(id: string, text: string): Edition {
  return {
    id,
    title: id,
    order: 1,
    sources: [],
    parts: [],
    sections: [handSection(205, { preamble: [{ kind: 'paragraph', anchor: '205-p1', text, line: 1 }] })],
  };
}

/** Each pair as [text before, text after, similarity]. */
function pairing(before: string, after: string): [string | null, string | null, number][] {
  const text = (u: Unit | null) => (u ? blockText(u.block) : null);
  return alignEditions(editionOf('a', before), editionOf('b', after)).pairs.map((p) => [text(p.before), text(p.after), p.similarity]);
}

describe('similarity of paragraphs across editions', () => {
  it('scores shared words by the Dice coefficient (twice the shared words over all words)', () => {
    expect(pairing('Альфа бета гамма.', 'Альфа бета дельта.')).toEqual([['Альфа бета гамма.', 'Альфа бета дельта.', 2 / 3]]);
  });

  it('counts words only, not the quotes and punctuation around them', () => {
    expect(pairing('«Альфа бета гамма»', '«Альфа бета дельта»')).toEqual([['«Альфа бета гамма»', '«Альфа бета дельта»', 2 / 3]]);
  });

  it('pairs paragraphs that share exactly half their words', () => {
    expect(pairing('Альфа бета', 'Альфа гамма')).toEqual([['Альфа бета', 'Альфа гамма', 0.5]]);
  });

  it('counts a repeated word as shared only as often as both paragraphs have it', () => {
    expect(pairing('Альфа бета', 'Альфа альфа бета')).toEqual([['Альфа бета', 'Альфа альфа бета', 0.8]]);
  });

  it('leaves paragraphs with no word in common unpaired', () => {
    expect(pairing('Альфа бета', 'Гамма дельта')).toEqual([
      [null, 'Гамма дельта', 0],
      ['Альфа бета', null, 0],
    ]);
  });

  it('pairs two paragraphs without words as alike', () => {
    expect(pairing('—', '…')).toEqual([['—', '…', 1]]);
  });

  it('does not pair a paragraph without words with one that has words', () => {
    expect(pairing('—', 'Альфа')).toEqual([
      [null, 'Альфа', 0],
      ['—', null, 0],
    ]);
    expect(pairing('Альфа', '—')).toEqual([
      [null, '—', 0],
      ['Альфа', null, 0],
    ]);
  });
});
