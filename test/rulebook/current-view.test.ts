// The views a reader sees: one edition alone, or the current view (late's text, early's where
// late's excerpts do not reach), and the check that a view never holds one number twice.
import { describe, expect, it } from 'vitest';
import { currentView, editionView, repeatedNumbers, type Edition, type Section, type View } from '../../src/rulebook/index.ts';
import { handSection, importSeeds } from './fixtures.ts';

const declared = { current: { base: 'late', fill: 'early' }, compare: [] };
const seedView = () => currentView([importSeeds('early').edition, importSeeds('late').edition], declared);

/** One line per section: its number, edition, title (and whose), and where each block comes from. */
const outline = (view: View) =>
  view.sections.map((s) =>
    [
      `${s.number} ${s.edition} «${s.title ?? '-'}» ${s.titleEdition ?? '-'}${s.startsMidway ? ' starts midway' : ''}${s.endsMidway ? ' ends midway' : ''}`,
      ...s.preamble.map((b) => `  ${b.anchor} ${b.edition}`),
      ...s.rules.map((r) => `  ${r.rule.number} ${r.edition}: ${r.rule.blocks.map((b) => b.anchor).join(' ')}`),
      ...s.trailing.map((b) => `  after: ${b.anchor} ${b.edition}`),
    ].join('\n'),
  );

describe('the current view of the seeds', () => {
  it('is late’s text, early’s sections before late’s excerpts begin, and early’s opening of 205', () => {
    const view = seedView();
    expect(view).toMatchObject({ id: 'current', title: 'Текущая редакция', base: 'late', editions: ['late', 'early'] });
    expect(view.parts.map((p) => `${p.number} ${p.edition}`)).toEqual(['3 late']);
    expect(outline(view)).toEqual([
      '203 early «-» -\n  203.1 early: 203.1\n  203.2 early: 203.2 203.2/ex1\n  203.3 early: 203.3 203.3/ex1\n  203.4 early: 203.4 203.4/ex1',
      '204 early «Колода» early\n  204-p1 early\n  204-p2 early\n  204-p3 early\n  204-p4 early\n  204-p5 early',
      '205 late «Кладбище» early\n  early-205-p1 early\n  early-205-p2 early\n  205-p1 late\n  205.2 late: 205.2\n  205.3 late: 205.3\n  205.4 late: 205.4',
      '206 late «Запас» late\n  206.1 late: 206.1 206.1-p2 206.1-p3',
      '207 late «Типы карт» late\n  207.1 late: 207.1\n  207.2 late: 207.2 207.2-p2 207.2-p3',
      '208 late «Герои» late\n  208.1 late: 208.1\n  208.2 late: 208.2 208.2-p2',
      '209 late «Существа» late\n  209.1 late: 209.1\n  209.2 late: 209.2',
      '210 late «Заклинания» late\n  210-p1 late\n  210-p2 late',
      '211 late «События» late\n  211.1 late: 211.1\n  211.2 late: 211.2 211.2-p2',
      '212 late «Экипировки» late\n  212.1 late: 212.1\n  212.2 late: 212.2 212.2-p2',
      '301 late «Подготовительный этап» late ends midway\n  301-p1 late',
      '517 late «-» - starts midway\n  517-p1 late\n  517.3 late: 517.3 517.3-l1\n  517.3.1 late: 517.3.1\n  517.3.2 late: 517.3.2\n  517.4 late: 517.4 517.4-l1\n  517.5 late: 517.5 517.5-p2\n  517.6 late: 517.6 517.6-l1\n  517.6.1 late: 517.6.1',
      '518 late «Правила полного выполнения способностей» late\n  518.1 late: 518.1\n  518.2 late: 518.2\n  518.3 late: 518.3\n  518.4 late: 518.4',
      '519 late «Отложенные эффекты» late\n  519-p1 late',
      '520 late «Монеты» late\n  520.1 late: 520.1\n  520.2 late: 520.2\n  520.3 late: 520.3\n  520.4 late: 520.4\n  520.5 late: 520.5',
      '521 late «Правило наложение модификаторов числовых значений» late\n  521.1 late: 521.1 521.1-l1 521.1-p2',
      '522 late «Конструктор способностей» late ends midway\n  522.1 late: 522.1 522.1-p2',
    ]);
    expect(repeatedNumbers(view)).toEqual([]);
  });

  it('without an edition to fill from, is the base edition alone under the current view’s name', () => {
    const late = importSeeds('late').edition;
    const view = currentView([importSeeds('early').edition, late], { current: { base: 'late' }, compare: [] });
    expect(view).toEqual({ ...editionView(late), id: 'current', title: 'Текущая редакция' });
  });

  it('refuses an edition that is not loaded, naming it', () => {
    expect(() => currentView([importSeeds('late').edition], declared)).toThrow('the current view names edition "early", which is not loaded');
  });
});

describe('one edition alone', () => {
  it('labels every part, section, block and rule with the edition, and a title with it only when there is one', () => {
    const late = importSeeds('late').edition;
    const view = editionView(late);
    expect(view).toMatchObject({ id: 'late', title: late.title, base: 'late', editions: ['late'] });
    expect(view.parts).toEqual(late.parts.map((p) => ({ ...p, edition: 'late' })));
    const s517 = view.sections.find((s) => s.number === 517)!;
    expect(s517).toMatchObject({ title: null, titleEdition: null, edition: 'late', trailing: [] });
    expect(s517.preamble[0]).toEqual({ edition: 'late', anchor: '517-p1', block: late.sections.find((s) => s.number === 517)!.preamble[0] });
    expect(view.sections.find((s) => s.number === 520)).toMatchObject({ title: 'Монеты', titleEdition: 'late', trailing: [] });
    expect(view.sections.flatMap((s) => s.rules.map((r) => r.edition))).not.toContain('early');
    expect(Object.keys(view.sections[0])).not.toContain('heading');
  });
});

// Small made-up editions (generic words, not rule text): sections of paragraphs, shared first and
// last paragraphs so that the rest lies inside each other's excerpts unless a section breaks off.
function section(number: number, texts: string[], options: Partial<Section> = {}): Section {
  return handSection(number, {
    preamble: texts.map((text, i) => ({ kind: 'paragraph', anchor: `${number}-p${i + 1}`, text, line: i + 1 })),
    ...options,
  });
}
const edition = (id: string, order: number, sections: Section[], parts: number[] = []): Edition => ({
  id,
  title: id,
  order,
  sources: [],
  sections,
  parts: parts.map((number) => ({ file: `x/part-${number}.md`, number, heading: null, title: `Часть ${number}`, intro: [], sources: [] })),
});

describe('filling from an older edition', () => {
  it('puts an older paragraph after the base excerpt that breaks off, labelled with its edition', () => {
    const older = edition('old', 1, [section(301, ['Альфа бета гамма.', 'Дельта эпсилон дзета.'])]);
    const base = edition('new', 2, [section(301, ['Альфа бета гамма.'], { endsMidway: true })]);
    const view = currentView([older, base], { current: { base: 'new', fill: 'old' }, compare: [] });
    expect(outline(view)).toEqual(['301 new «-» - ends midway\n  301-p1 new\n  after: old-301-p2 old']);
  });

  it('takes the older edition’s parts that the base lacks, in order of number', () => {
    const older = edition('old', 1, [section(301, ['Альфа бета гамма.'])], [3, 2]);
    const base = edition('new', 2, [section(301, ['Альфа бета гамма.'])], [4, 3]);
    const view = currentView([older, base], { current: { base: 'new', fill: 'old' }, compare: [] });
    expect(view.parts.map((p) => `${p.number} ${p.edition}`)).toEqual(['2 old', '3 new', '4 new']);
  });
});

describe('repeated numbers', () => {
  it('names a rule twice in a section, and a loose paragraph printed with a rule’s number, in each view’s own name', () => {
    const late = editionView(importSeeds('late').edition);
    const s205 = late.sections.find((s) => s.number === 205)!;
    const rule = s205.rules.find((r) => r.rule.number === '205.4')!;
    s205.rules.push({ ...rule, edition: 'early' });
    expect(repeatedNumbers(late)).toEqual([
      {
        file: s205.file,
        line: 0,
        column: 0,
        message: 'the late view holds two rules numbered 205.4 (late and early)',
        messageRu: 'в редакции late два правила с номером 205.4 (late и early)',
      },
    ]);
    const current = seedView();
    const c517 = current.sections.find((s) => s.number === 517)!;
    c517.trailing.push({ edition: 'early', anchor: 'early-x', block: { kind: 'paragraph', anchor: 'x', text: '517.3. Текст.', line: 1 } });
    c517.trailing.push({
      edition: 'early',
      anchor: 'early-y',
      block: { kind: 'list', anchor: 'y', items: [{ marker: '1)', text: '517.4. Пункт.' }], line: 2 },
    });
    expect(repeatedNumbers(current)).toEqual([
      {
        file: c517.file,
        line: 0,
        column: 0,
        message: 'the current view holds two rules numbered 517.3 (late and early)',
        messageRu: 'в текущем тексте два правила с номером 517.3 (late и early)',
      },
    ]);
  });

  it('names a section twice', () => {
    const view = editionView(importSeeds('late').edition);
    view.sections.push({ ...view.sections[0], edition: 'early', file: 'x/205.md', rules: [], preamble: [], trailing: [] });
    expect(repeatedNumbers(view)).toEqual([
      {
        file: 'x/205.md',
        line: 0,
        column: 0,
        message: 'the late view holds two sections numbered 205 (late and early)',
        messageRu: 'в редакции late два раздела с номером 205 (late и early)',
      },
    ]);
  });
});
