// Editions aligned by text, not number; the current view fills late's gaps with early's text.
import { describe, expect, it } from 'vitest';
import { alignEditions, currentView, wordDiff, type Edition, type Pair } from '../../src/rulebook/index.ts';
import { importSeeds } from './fixtures.ts';

// Every test imports and aligns the seeds itself, so that mutation testing credits the tests that
// check the result (what a file computes while it loads counts for no test).
const seeds = () => [importSeeds('early').edition, importSeeds('late').edition] as const;
const seedPairs = () => alignEditions(...seeds()).pairs;
const pairOf = (pairs: Pair[], anchor: string) => pairs.find((p) => p.before?.block.anchor === anchor || (!p.before && p.after?.block.anchor === anchor))!;

describe('alignment', () => {
  it('pairs renumbered rules by their text (early 208.2 is late 209.2)', () => {
    const pairs = seedPairs();
    expect(pairOf(pairs, '208.2')).toMatchObject({ status: 'renumbered', after: { block: { anchor: '209.2' } } });
    expect(pairOf(pairs, '206.2')).toMatchObject({ status: 'renumbered', after: { block: { anchor: '207.2' } } });
  });

  it('marks 205.4 as changed, with the added words', () => {
    const pairs = seedPairs();
    const p = pairOf(pairs, '205.4');
    expect(p.status).toBe('changed');
    const added = wordDiff((p.before!.block as { text: string }).text, (p.after!.block as { text: string }).text)
      .filter((d) => d.op === 'added')
      .map((d) => d.text)
      .join('');
    expect(added).toContain('маркеров использования способностей с "Х раз за ход"');
  });

  it('tells "outside the other excerpt" from "added"', () => {
    const pairs = seedPairs();
    expect(pairOf(pairs, '203.2').status).toBe('outside');
    expect(pairOf(pairs, '204-p1').status).toBe('outside');
    expect(pairOf(pairs, '206.1')).toMatchObject({ before: null, status: 'added' }); // Запас, inside early's coverage
    expect(pairs.find((p) => p.after?.block.anchor === '520.3')!.status).toBe('outside');
  });
});

describe('current view', () => {
  const view = () => currentView([...seeds()], { current: { base: 'late', fill: 'early' }, compare: [] });
  it('is late’s text, with early’s sections where late has none, labelled', () => {
    const current = view();
    const s203 = current.sections.find((s) => s.number === 203)!;
    expect(s203.edition).toBe('early');
    expect(s203.rules.map((r) => r.rule.number)).toEqual(['203.1', '203.2', '203.3', '203.4']);
    expect(current.sections.find((s) => s.number === 207)!.edition).toBe('late');
    expect(current.sections.map((s) => s.number)).toEqual([203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 301, 517, 518, 519, 520, 521, 522]);
  });

  it('fills the start of late’s 205 with early’s paragraphs, anchored by edition', () => {
    const current = view();
    const s205 = current.sections.find((s) => s.number === 205)!;
    expect(s205.preamble.map((b) => `${b.anchor} ${b.edition}`)).toEqual(['early-205-p1 early', 'early-205-p2 early', '205-p1 late']);
    expect(s205.title).toBe('Кладбище');
    expect(s205.titleEdition).toBe('early');
    expect(s205.startsMidway).toBe(false);
    expect(s205.rules.find((r) => r.rule.number === '205.4')!.edition).toBe('late');
  });
});

describe('alignment at scale', () => {
  it('pairs two 3,000-paragraph editions, renumbered and edited, through exact anchors', () => {
    const make = (id: string, shift: number, edit: (i: number, text: string) => string): Edition => ({
      id,
      title: id,
      order: shift,
      sources: [],
      parts: [],
      sections: Array.from({ length: 100 }, (_, s) => ({
        file: `${id}/${300 + s + shift}.md`,
        number: 300 + s + shift,
        numberInferred: false,
        heading: null,
        title: `Раздел ${s}`,
        part: 3,
        startsMidway: false,
        endsMidway: false,
        sources: [],
        variants: [],
        preamble: [],
        rules: Array.from({ length: 30 }, (_, r) => {
          const number = `${300 + s + shift}.${r + 1}`;
          const text = edit(s * 30 + r, `${number}. Правило номер ${s * 30 + r} о картах, монетах и зонах игры.`);
          return { number, inferred: false, section: 300 + s + shift, blocks: [{ kind: 'paragraph' as const, anchor: number, text, line: 1 }] };
        }),
      })),
    });
    const before = make('a', 0, (_, t) => t);
    const after = make('b', 1, (i, t) => (i % 97 === 0 ? t.replace('монетах', 'монетах и маркерах') : t));
    const { pairs } = alignEditions(before, after);
    expect(pairs).toHaveLength(3000);
    expect(pairs.filter((p) => p.status === 'changed')).toHaveLength(31);
    expect(pairs.filter((p) => p.status === 'renumbered')).toHaveLength(3000 - 31);
    expect(pairs.find((p) => p.before?.block.anchor === '300.1')!.after!.block.anchor).toBe('301.1');
  });

  it('pairs a huge gap without anchors by exact text, in order', () => {
    // 2,100 × 2,100 paragraphs with no text unique to either side: past the similarity table's size.
    const edition = (id: string, extra: number): Edition => ({
      id,
      title: id,
      order: extra,
      sources: [],
      parts: [],
      sections: [
        {
          file: `${id}/500.md`,
          number: 500,
          numberInferred: false,
          heading: null,
          title: null,
          part: 5,
          startsMidway: false,
          endsMidway: false,
          sources: [],
          variants: [],
          preamble: Array.from({ length: 2100 + extra }, (_, i) => ({
            kind: 'paragraph' as const,
            anchor: `500-p${i + 1}`,
            text: i % 2 ? 'Чёт.' : 'Нечет.',
            line: 1,
          })),
          rules: [],
        },
      ],
    });
    const { pairs } = alignEditions(edition('a', 0), edition('b', 2));
    expect(pairs.filter((p) => p.before && p.after)).toHaveLength(2100);
    expect(pairs.filter((p) => !p.before)).toHaveLength(2);
  });
});
