// Editions aligned by text, not number; the current view fills late's gaps with early's text.
import { describe, expect, it } from 'vitest';
import { alignEditions, currentView, wordDiff } from '../../src/rulebook/index.ts';
import { importSeeds } from './fixtures.ts';

const early = importSeeds('early').edition;
const late = importSeeds('late').edition;
const { pairs } = alignEditions(early, late);
const pairOf = (anchor: string) => pairs.find((p) => p.before?.block.anchor === anchor || (!p.before && p.after?.block.anchor === anchor))!;

describe('alignment', () => {
  it('pairs renumbered rules by their text (early 208.2 is late 209.2)', () => {
    expect(pairOf('208.2')).toMatchObject({ status: 'renumbered', after: { block: { anchor: '209.2' } } });
    expect(pairOf('206.2')).toMatchObject({ status: 'renumbered', after: { block: { anchor: '207.2' } } });
  });

  it('marks 205.4 as changed, with the added words', () => {
    const p = pairOf('205.4');
    expect(p.status).toBe('changed');
    const added = wordDiff((p.before!.block as { text: string }).text, (p.after!.block as { text: string }).text).filter((d) => d.op === 'added').map((d) => d.text).join('');
    expect(added).toContain('маркеров использования способностей с "Х раз за ход"');
  });

  it('tells "outside the other excerpt" from "added"', () => {
    expect(pairOf('203.2').status).toBe('outside');
    expect(pairOf('204-p1').status).toBe('outside');
    expect(pairOf('206.1')).toMatchObject({ before: null, status: 'added' }); // Запас, inside early's coverage
    expect(pairs.find((p) => p.after?.block.anchor === '520.3')!.status).toBe('outside');
  });
});

describe('current view', () => {
  const view = currentView([early, late]);
  it('is late’s text, with early’s sections where late has none, labelled', () => {
    const s203 = view.sections.find((s) => s.number === 203)!;
    expect(s203.edition).toBe('early');
    expect(s203.rules.map((r) => r.rule.number)).toEqual(['203.1', '203.2', '203.3', '203.4']);
    expect(view.sections.find((s) => s.number === 207)!.edition).toBe('late');
    expect(view.sections.map((s) => s.number)).toEqual([203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 301, 517, 518, 519, 520, 521, 522]);
  });

  it('fills the start of late’s 205 with early’s paragraphs, anchored by edition', () => {
    const s205 = view.sections.find((s) => s.number === 205)!;
    expect(s205.preamble.map((b) => `${b.anchor} ${b.edition}`)).toEqual(['early-205-p1 early', 'early-205-p2 early', '205-p1 late']);
    expect(s205.title).toBe('Кладбище');
    expect(s205.titleEdition).toBe('early');
    expect(s205.startsMidway).toBe(false);
    expect(s205.rules.find((r) => r.rule.number === '205.4')!.edition).toBe('late');
  });
});
