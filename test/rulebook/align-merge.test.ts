// Pairing paragraphs across editions (anchors, similarity, statuses) on small hand-built
// editions, and merging overlapping excerpts of one edition through the importer. The texts are
// made-up words: both steps are generic text code.
import { describe, expect, it } from 'vitest';
import { alignEditions, blockText, importEdition, type Block, type Edition, type EditionMeta, type Pair, type Section } from '../../src/rulebook/index.ts';
import { bytes, handSection } from './fixtures.ts';

/** A paragraph as [anchor, text], or an example as [anchor, text, 'example']. */
type Para = [string, string] | [string, string, 'example'];

function section(number: number, paras: Para[]): Section {
  const preamble: Block[] = paras.map(([anchor, text, kind]) => ({ kind: kind ?? 'paragraph', anchor, text, line: 1 }));
  return handSection(number, { preamble });
}

const edition = (id: string, ...sections: Section[]): Edition => ({ id, title: id, order: 1, sources: [], parts: [], sections });

/** Each pair as [text before, text after, status]. */
function statuses(pairs: Pair[]): [string | null, string | null, string][] {
  return pairs.map((p) => [p.before && blockText(p.before.block), p.after && blockText(p.after.block), p.status]);
}

const align = (before: Para[], after: Para[]) => statuses(alignEditions(edition('a', section(205, before)), edition('b', section(205, after))).pairs);

/** `align` between a shared first and last paragraph (so both editions cover the place), those two left out. */
const framed = (before: Para[], after: Para[]) => {
  const frame = (paras: Para[]): Para[] => [['205-p0', 'Начало.'], ...paras, ['205-p99', 'Конец.']];
  return align(frame(before), frame(after)).slice(1, -1);
};

describe('pairing paragraphs across editions', () => {
  it('calls a paragraph removed or added inside what the other edition covers, outside beyond it', () => {
    const before: Para[] = [
      ['205-p1', 'Альфа один два.'],
      ['205-p2', 'Икс три четыре.'],
      ['205-p3', 'Бета пять шесть.'],
      ['205-p4', 'Эпсилон семь.'],
    ];
    const after: Para[] = [
      ['205-p1', 'Альфа один два.'],
      ['205-p2', 'Дэ девять десять.'],
      ['205-p3', 'Бета пять шесть.'],
      ['205-p4', 'Це одиннадцать.'],
    ];
    expect(align(before, after)).toEqual([
      ['Альфа один два.', 'Альфа один два.', 'same'],
      [null, 'Дэ девять десять.', 'added'],
      ['Икс три четыре.', null, 'removed'],
      ['Бета пять шесть.', 'Бета пять шесть.', 'same'],
      [null, 'Це одиннадцать.', 'outside'],
      ['Эпсилон семь.', null, 'outside'],
    ]);
  });

  it('pairs every changed paragraph in a gap with its own partner, in order', () => {
    const before: Para[] = [
      ['205-p1', 'Альфа.'],
      ['205-p2', 'Пэ один два три.'],
      ['205-p3', 'Ку четыре пять шесть.'],
      ['205-p4', 'Лишний абзац.'],
      ['205-p5', 'Бета.'],
    ];
    const after: Para[] = [
      ['205-p1', 'Альфа.'],
      ['205-p2', 'Пэ один два ноль.'],
      ['205-p3', 'Ку четыре пять ноль.'],
      ['205-p4', 'Бета.'],
    ];
    expect(align(before, after)).toEqual([
      ['Альфа.', 'Альфа.', 'same'],
      ['Пэ один два три.', 'Пэ один два ноль.', 'changed'],
      ['Ку четыре пять шесть.', 'Ку четыре пять ноль.', 'changed'],
      ['Лишний абзац.', null, 'removed'],
      ['Бета.', 'Бета.', 'same'],
    ]);
  });

  it('pairs a paragraph with its closest partner, not the first one similar enough', () => {
    const before: Para[] = [
      ['205-p1', 'Один два три четыре.'],
      ['205-p2', 'Один два три пять.'],
    ];
    const after: Para[] = [['205-p1', 'Один два три пять шесть.']];
    expect(framed(before, after)).toEqual([
      ['Один два три четыре.', null, 'removed'],
      ['Один два три пять.', 'Один два три пять шесть.', 'changed'],
    ]);
  });

  it('does not pair paragraphs that share less than half their words', () => {
    expect(framed([['205-p1', 'Альфа бета гамма.']], [['205-p1', 'Альфа дельта эпсилон.']])).toEqual([
      [null, 'Альфа дельта эпсилон.', 'added'],
      ['Альфа бета гамма.', null, 'removed'],
    ]);
  });

  it('never pairs an example with a paragraph of the same text', () => {
    expect(framed([['205-p1', 'Альфа бета.']], [['205/ex1', 'Альфа бета.', 'example']])).toEqual([
      [null, 'Альфа бета.', 'added'],
      ['Альфа бета.', null, 'removed'],
    ]);
  });

  it('shows a paragraph moved past another as removed and added, keeping the reading order', () => {
    const [a, b, c]: Para[] = [
      ['205-p1', 'Альфа.'],
      ['205-p2', 'Бета.'],
      ['205-p3', 'Гамма.'],
    ];
    expect(framed([a, b, c], [b, a, c])).toEqual([
      ['Альфа.', null, 'removed'],
      ['Бета.', 'Бета.', 'same'],
      [null, 'Альфа.', 'added'],
      ['Гамма.', 'Гамма.', 'same'],
    ]);
  });

  it('does not hold to a paragraph that occurs twice in one edition, pairing the first copy in order', () => {
    const x: Para = ['205-p1', 'Икс.'];
    const before: Para[] = [x, ['205-p2', 'Пэ один два три.'], ['205-p3', 'Икс.']];
    expect(framed(before, [x, ['205-p2', 'Пэ один два ноль.']])).toEqual([
      ['Икс.', 'Икс.', 'same'],
      ['Пэ один два три.', 'Пэ один два ноль.', 'changed'],
      ['Икс.', null, 'removed'],
    ]);
  });

  it('holds to a paragraph unique and unchanged in both even where similar ones around it would score more', () => {
    const before: Para[] = [
      ['205-p1', 'Якорь.'],
      ['205-p2', 'Пэ один два три четыре.'],
      ['205-p3', 'Ку пять шесть семь восемь.'],
    ];
    const after: Para[] = [
      ['205-p1', 'Пэ один два три ноль.'],
      ['205-p2', 'Ку пять шесть семь ноль.'],
      ['205-p3', 'Якорь.'],
    ];
    expect(align(before, after).map(([b, a]) => [b, a])).toEqual([
      [null, 'Пэ один два три ноль.'],
      [null, 'Ку пять шесть семь ноль.'],
      ['Якорь.', 'Якорь.'],
      ['Пэ один два три четыре.', null],
      ['Ку пять шесть семь восемь.', null],
    ]);
  });

  it('keeps the status same for a paragraph or example that only moved to another position in its rule', () => {
    const before: Para[] = [
      ['205.1-p12', 'Альфа.'],
      ['205.1-l3', 'Бета.'],
      ['205.1/ex10', 'Гамма.', 'example'],
    ];
    const after: Para[] = [
      ['205.1-p13', 'Альфа.'],
      ['205.1-l4', 'Бета.'],
      ['205.1/ex11', 'Гамма.', 'example'],
    ];
    expect(align(before, after).map(([, , status]) => status)).toEqual(['same', 'same', 'same']);
    expect(align([['205.1-p2', 'Альфа.']], [['206.1-p2', 'Альфа.']])).toEqual([['Альфа.', 'Альфа.', 'renumbered']]);
  });

  it('pairs a huge gap by exact text only: a changed paragraph there is removed and added', () => {
    // Over 2,000 × 2,000 paragraphs with no text unique to both sides: past the similarity table's size.
    const evenOdd = (n: number, from: number): Para[] => Array.from({ length: n }, (_, i) => [`500-p${from + i}`, i % 2 ? 'Нечет.' : 'Чёт.']);
    const before: Para[] = [
      ...evenOdd(1000, 1),
      ['500-p1001', 'Удалённый текст.'],
      ...evenOdd(1100, 1002),
      ['500-p2102', 'Изменённый абзац альфа бета.'],
      ['500-p2103', 'Конец.'],
    ];
    const after: Para[] = [
      ...evenOdd(1000, 1),
      ['500-p1001', 'Добавленный пункт.'],
      ...evenOdd(1100, 1002),
      ['500-p2102', 'Изменённый абзац альфа гамма.'],
      ['500-p2103', 'Конец.'],
    ];
    const pairs = statuses(alignEditions(edition('a', section(500, before)), edition('b', section(500, after))).pairs);
    expect(pairs).toHaveLength(2105);
    expect(pairs.filter(([, , status]) => status !== 'same')).toEqual([
      ['Удалённый текст.', null, 'removed'],
      [null, 'Добавленный пункт.', 'added'],
      ['Изменённый абзац альфа бета.', null, 'removed'],
      [null, 'Изменённый абзац альфа гамма.', 'added'],
    ]);
    expect(pairs[1002]).toEqual(['Чёт.', 'Чёт.', 'same']);
  });
});

/** Imports sources in order as one edition; `opens` says which open at a section start. */
function importSources(sources: string[], opens = sources.map(() => true)) {
  const meta: EditionMeta = { id: 'x', title: 'X', order: 1, sources: sources.map((_, i) => ({ file: `${i}.txt`, opensAtSectionStart: opens[i] })) };
  const result = importEdition(
    meta,
    sources.map((text, i) => ({ file: `${i}.txt`, bytes: bytes(text) })),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value.edition;
}

const ruleTexts = (edition: Edition) => edition.sections.flatMap((s) => s.rules.map((r) => r.blocks.map(blockText)));

describe('merging overlapping excerpts of one edition', () => {
  it('keeps blocks two excerpts share once, with no variant where they agree', () => {
    const edition = importSources(['Кладбище.\n\n205.1. Альфа, один.\n\n205.2. Бета, два.', '205.2. Бета, два.\n\n205.3. Гамма, три.']);
    expect(ruleTexts(edition)).toEqual([['205.1. Альфа, один.'], ['205.2. Бета, два.'], ['205.3. Гамма, три.']]);
    expect(edition.sections[0].variants).toEqual([]);
  });

  it('matches blocks wrapped differently, keeps the earlier text and records the later lines as a variant', () => {
    const edition = importSources(['Кладбище.\n\n205.1. Альфа\nбета гамма.', 'Кладбище.\n\n205.1. Альфа бета\nгамма.\n\n205.2. Дельта, четыре.']);
    expect(ruleTexts(edition)).toEqual([['205.1. Альфа\nбета гамма.'], ['205.2. Дельта, четыре.']]);
    expect(edition.sections[0].variants).toEqual([
      { file: '1.txt', line: 3, text: '205.1. Альфа бета' },
      { file: '1.txt', line: 4, text: 'гамма.' },
    ]);
  });

  it('accepts a later copy wrapped over more lines than the earlier one, its lines kept as a variant', () => {
    const edition = importSources(['Кладбище.\n\n205.1. Альфа бета гамма.', 'Кладбище.\n\n205.1. Альфа бета\nгамма.\n\n205.2. Дельта, четыре.']);
    expect(ruleTexts(edition)).toEqual([['205.1. Альфа бета гамма.'], ['205.2. Дельта, четыре.']]);
    expect(edition.sections[0].variants).toEqual([
      { file: '1.txt', line: 3, text: '205.1. Альфа бета' },
      { file: '1.txt', line: 4, text: 'гамма.' },
    ]);
  });

  it('keeps the numbered copy of a block, and no variant where the other copy only lacks the number', () => {
    const edition = importSources(['Кладбище.\n\n205.1. Альфа,\nодин.\n\nБета, два.', 'Альфа,\nодин.\n\n205.2. Бета, два.\n\n205.3. Гамма, три.']);
    expect(ruleTexts(edition)).toEqual([['205.1. Альфа,\nодин.'], ['205.2. Бета, два.'], ['205.3. Гамма, три.']]);
    expect(edition.sections[0].variants).toEqual([]);
  });

  it('counts a rule number standing alone on the line above its text as the copy being numbered', () => {
    const edition = importSources(['Кладбище.\n\n205.1.\nАльфа, один.\n\nБета, два.', '205.1. Альфа, один.\n\n205.2.\nБета, два.\n\n205.3. Гамма, три.']);
    expect(ruleTexts(edition)).toEqual([['205.1.\nАльфа, один.'], ['205.2.\nБета, два.'], ['205.3. Гамма, три.']]);
  });

  it('keeps the variants of every excerpt where three overlap on one block', () => {
    const edition = importSources(['Кладбище.\n\n205.1. «Альфа», один.', '205.1. "Альфа", один.', '205.1. „Альфа“, один.\n\n205.2. Бета, два.']);
    expect(ruleTexts(edition)).toEqual([['205.1. «Альфа», один.'], ['205.2. Бета, два.']]);
    expect(edition.sections[0].variants).toEqual([
      { file: '1.txt', line: 1, text: '205.1. "Альфа", один.' },
      { file: '2.txt', line: 1, text: '205.1. „Альфа“, один.' },
    ]);
  });

  it('starts a new run where an excerpt does not overlap the one before', () => {
    const edition = importSources(['Кладбище.\n\n205.1. Альфа, один.', '207.2. Гамма, три.'], [true, false]);
    expect(edition.sections.map((s) => [s.number, s.startsMidway, s.endsMidway])).toEqual([
      [205, false, true],
      [207, true, true],
    ]);
  });
});
