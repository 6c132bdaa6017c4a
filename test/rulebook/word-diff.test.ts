// What changed between two texts, word by word: shared words stay, the rest is added or removed,
// and runs of the same kind are merged so a reader sees whole phrases.
import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../src/rulebook/index.ts';

describe('wordDiff', () => {
  it('shows words added at the end', () => {
    expect(wordDiff('Первое', 'Первое второе')).toEqual([
      { op: 'same', text: 'Первое' },
      { op: 'added', text: ' второе' },
    ]);
  });

  it('shows words removed at the end', () => {
    expect(wordDiff('Первое второе', 'Первое')).toEqual([
      { op: 'same', text: 'Первое' },
      { op: 'removed', text: ' второе' },
    ]);
  });

  it('shows words added and removed at the start', () => {
    expect(wordDiff('Карта лежит', 'лежит')).toEqual([
      { op: 'removed', text: 'Карта ' },
      { op: 'same', text: 'лежит' },
    ]);
    expect(wordDiff('лежит', 'Карта лежит')).toEqual([
      { op: 'added', text: 'Карта ' },
      { op: 'same', text: 'лежит' },
    ]);
  });

  it('shows a replaced first word as added, then removed, keeping the rest', () => {
    expect(wordDiff('Карта лежит на кладбище', 'Фишка лежит на столе')).toEqual([
      { op: 'added', text: 'Фишка' },
      { op: 'removed', text: 'Карта' },
      { op: 'same', text: ' лежит на ' },
      { op: 'added', text: 'столе' },
      { op: 'removed', text: 'кладбище' },
    ]);
  });

  it('keeps the longest run of shared words when words move', () => {
    expect(wordDiff('а б в г', 'в г а б')).toEqual([
      { op: 'added', text: 'в г ' },
      { op: 'same', text: 'а б' },
      { op: 'removed', text: ' в г' },
    ]);
  });

  it('treats a run of spaces as one token, so a changed gap shows as such', () => {
    expect(wordDiff('а  б', 'а б')).toEqual([
      { op: 'same', text: 'а' },
      { op: 'added', text: ' ' },
      { op: 'removed', text: '  ' },
      { op: 'same', text: 'б' },
    ]);
  });

  it('shows everything as added or removed when one side is empty', () => {
    expect(wordDiff('', 'Новое правило.')).toEqual([{ op: 'added', text: 'Новое правило.' }]);
    expect(wordDiff('Старое правило.', '')).toEqual([{ op: 'removed', text: 'Старое правило.' }]);
  });
});
