// Issue 27: a whole book in the publisher's layout imports whole — parts, numbered sections, rules
// to any depth, examples, «- …» lists, a repeated number, terms — with or without blank lines.
import { describe, expect, it } from 'vitest';
import { countEdition, defaultEditionMeta, importEdition, MAX_UNPLACED_SHARE, type Edition } from '../../src/rulebook/index.ts';
import { BOOK_TERMS, bookText } from '../fixtures/book.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const meta = defaultEditionMeta('polnye', ['book.txt'], 3);

function imported(text: string) {
  const result = importEdition(meta, [{ file: 'book.txt', bytes: bytes(text) }]);
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.value;
}

const rule = (edition: Edition, number: string) => edition.sections.flatMap((s) => s.rules).find((r) => r.number === number);

describe.each([
  ['without blank lines (a converted document)', false],
  ['with blank lines between paragraphs', true],
])('a whole book %s', (_, blankLines) => {
  const text = bookText({ blankLines });

  it('finds its parts, numbered sections, rules, examples and terms, and says how many', () => {
    const { edition, counts } = imported(text);
    expect(counts).toEqual(countEdition(edition));
    expect(edition.parts.map((p) => [p.number, p.title, p.terminology])).toEqual([
      [2, 'Игровые зоны', false],
      [5, 'Способности', false],
      [7, 'Терминология', true],
    ]);
    expect(edition.sections.map((s) => s.number)).toEqual([203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 517, 518, 519, 520, 521, 522]);
    expect(edition.sections.every((s) => !s.numberInferred && !s.startsMidway)).toBe(true);
    expect(edition.sections.find((s) => s.number === 210)).toMatchObject({ heading: '210.Заклинания', title: 'Заклинания' });
    expect(counts).toMatchObject({ parts: 3, sections: 16, examples: 3, terms: BOOK_TERMS.length });
    expect(counts.rules).toBe(edition.sections.reduce((n, s) => n + s.rules.length, 0));
  });

  it('reads rules to three levels, and a number with no space after it, keeping the text as written', () => {
    const { edition } = imported(text);
    expect(rule(edition, '517.3.1')?.blocks[0]).toMatchObject({ kind: 'paragraph', text: expect.stringMatching(/^517\.3\.1\. Просмотр колоды/) });
    expect(rule(edition, '205.2')?.blocks[0]).toMatchObject({ text: expect.stringMatching(/^205\.2\.На кладбище карта лежит/) });
    // The numbered heading opens the section, so the paragraphs before 203.4 take 203.1–203.3.
    expect(edition.sections[0].rules.map((r) => `${r.number}${r.inferred ? '*' : ''}`)).toEqual(['203.1*', '203.2*', '203.3*', '203.4']);
    expect(rule(edition, '203.2')?.blocks.map((b) => b.anchor)).toEqual(['203.2', '203.2/ex1']);
  });

  it('reads «- …» lines as a list of the rule above them', () => {
    const { edition } = imported(text);
    expect(rule(edition, '517.3')?.blocks[1]).toEqual({
      kind: 'list',
      anchor: '517.3-l1',
      items: [
        { marker: '-', text: 'из своей колоды;' },
        { marker: '-', text: 'в открытом виде;' },
        { marker: '-', text: 'под своим контролем.' },
      ],
      line: expect.any(Number),
    });
  });

  it('keeps a number the book gives twice, in order, at two addresses, naming both lines', () => {
    const { edition, repeats } = imported(text);
    const section = edition.sections.find((s) => s.number === 517)!;
    expect(section.rules.map((r) => r.number)).toEqual(['517.3', '517.3.1', '517.3.2', '517.4', '517.5', '517.5-2', '517.6', '517.6.1']);
    expect(rule(edition, '517.5-2')?.blocks[0]).toMatchObject({ text: expect.stringMatching(/^517\.5\. Если вы потеряли контроль/) });
    const lines = text.split('\n').flatMap((line, i) => (line.startsWith('517.5. ') ? [i + 1] : []));
    expect(repeats).toEqual([
      expect.objectContaining({
        file: 'book.txt',
        line: lines[0],
        message: `rule 517.5 is given 2 times (lines ${lines.join(', ')}): each is kept, in order, as 517.5, 517.5-2`,
      }),
    ]);
  });

  it('reads the terminology part as terms with their own anchors, the text as written', () => {
    const { edition, unplaced } = imported(text);
    const terms = edition.parts.find((p) => p.terminology)!.intro;
    expect(terms.map((b) => (b.kind === 'term' ? [b.anchor, b.term, b.text] : b.kind))).toEqual(
      BOOK_TERMS.map(([term, definition]) => [`term-${slugOf(term)}`, term, `${term}. ${definition}`]),
    );
    expect(unplaced).toEqual([]);
  });
});

const slugOf = (term: string) => ({ Рука: 'ruka', Колода: 'koloda', Кладбище: 'kladbishche', Монеты: 'monety', 'Вызвать карту': 'vyzvat-kartu' })[term];

describe('a book whose layout the import does not understand', () => {
  // Section headings in a layout of their own («§ 205 Кладбище»): the text runs on as part intros.
  const unknown = bookText().replace(/^(\d{3})\.\s?(\S[^\n]*)$/gm, '§ $1 $2');

  it('is refused, naming every line it could not place, when more than the set share stands in no rule', () => {
    const result = importEdition(meta, [{ file: 'book.txt', bytes: bytes(unknown) }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [summary, ...lines] = result.problems;
    expect(summary.message).toMatch(new RegExp(`^\\d+ % of the lines stand in no rule, section or term \\(more than ${MAX_UNPLACED_SHARE * 100} %\\)`));
    expect(lines.length).toBeGreaterThan(unknown.split('\n').filter(Boolean).length * MAX_UNPLACED_SHARE);
    expect(lines.every((p) => p.file === 'book.txt' && p.line > 0 && /stands in no rule or section/.test(p.message))).toBe(true);
  });

  it('names the few lines it could not place and imports the rest when they are under the share', () => {
    // One part of the book loses its headings: its lines are named, the book still imports.
    const text = bookText().replace(
      'Часть 7. Терминология',
      'Часть 6. Приложение\nИгра начинается с подготовительного этапа, а после его окончания переходит в основной этап.\nЧасть 7. Терминология',
    );
    const { unplaced } = imported(text);
    expect(unplaced).toEqual([expect.objectContaining({ file: 'book.txt', line: text.split('\n').indexOf('Часть 6. Приложение') + 2 })]);
  });
});

describe('a book’s front matter', () => {
  it('keeps the title lines before the first part as part 0, named, and opens no section nobody numbered', () => {
    const text = 'ПОЛНЫЕ ПРАВИЛА ИГРЫ «БЕРСЕРК. ГЕРОИ»\nВерсия 1.0\n' + bookText();
    const { edition, counts, unplaced } = imported(text);
    expect(edition.sections[0]).toMatchObject({ number: 203, numberInferred: false });
    expect(edition.parts[0]).toMatchObject({ number: 0, heading: null, intro: [{ text: 'ПОЛНЫЕ ПРАВИЛА ИГРЫ «БЕРСЕРК. ГЕРОИ»' }, { text: 'Версия 1.0' }] });
    expect(counts.parts).toBe(3);
    expect(unplaced.map((p) => [p.line, p.message])).toEqual([
      [1, "stands before the first part, kept as the book's front matter: «ПОЛНЫЕ ПРАВИЛА ИГРЫ «БЕРСЕРК. ГЕРОИ»»"],
      [2, "stands before the first part, kept as the book's front matter: «Версия 1.0»"],
    ]);
  });
});

describe('a book’s table of contents', () => {
  // The contents list the part and section headings (with page numbers) before the text gives them again.
  const contents = [
    'Содержание',
    'Часть 2. Игровые зоны ........ 3',
    '203. Рука 3',
    '205. Кладбище 4',
    'Часть 5. Способности ........ 9',
    'Часть 7. Терминология ........ 14',
  ];

  it('is kept with the title lines as part 0, named line by line, and the text begins at its own first part', () => {
    const text = `ПОЛНЫЕ ПРАВИЛА ИГРЫ\n${contents.join('\n')}\n${bookText()}`;
    const { edition, counts, unplaced } = imported(text);
    expect(edition.parts.map((p) => [p.number, p.title])).toEqual([
      [0, null],
      [2, 'Игровые зоны'],
      [5, 'Способности'],
      [7, 'Терминология'],
    ]);
    expect(edition.parts[0].intro).toMatchObject(['ПОЛНЫЕ ПРАВИЛА ИГРЫ', ...contents].map((text) => ({ kind: 'paragraph', text })));
    expect(edition.sections[0]).toMatchObject({ number: 203, title: 'Рука', part: 2 });
    expect(counts).toEqual(imported(bookText()).counts);
    expect(unplaced.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('of section headings alone is front matter too, opening no section twice', () => {
    const text = `${contents.filter((line) => !line.startsWith('Часть')).join('\n')}\n${bookText()}`;
    const { edition } = imported(text);
    expect(edition.sections.filter((s) => s.number === 203)).toHaveLength(1);
    expect(edition.parts[0].intro).toMatchObject(['Содержание', '203. Рука 3', '205. Кладбище 4'].map((text) => ({ kind: 'paragraph', text })));
  });
});

describe('headings as books set them', () => {
  it('reads «ЧАСТЬ 3 — …», «Часть 7 Терминология», a section «302 Основной этап» with no dot, «ПРИМЕР 1.» and «Термин: определение»', () => {
    const text = [
      'ЧАСТЬ 3 — ЭТАПЫ И ФАЗЫ ИГРЫ',
      '301. Подготовительный этап',
      '301.1. Подготовительный этап выполняется один раз за игру.',
      'ПРИМЕР 1. Первый пример.',
      '302 Основной этап',
      '302.1. Основной этап.',
      'Часть 7 Терминология',
      'Атака – действие существа.',
      'Атака может быть отменена. Так бывает.',
      'Активный игрок: игрок, чей сейчас ход.',
    ].join('\n');
    const { edition, counts } = imported(text);
    expect(edition.parts.map((p) => [p.number, p.title])).toEqual([
      [3, 'ЭТАПЫ И ФАЗЫ ИГРЫ'],
      [7, 'Терминология'],
    ]);
    expect(edition.sections.map((s) => [s.number, s.title])).toEqual([
      [301, 'Подготовительный этап'],
      [302, 'Основной этап'],
    ]);
    expect(counts).toMatchObject({ rules: 2, examples: 1, terms: 2 });
    // A definition's next sentence says something of the term: it names none.
    expect(edition.parts[1].intro.map((b) => b.kind)).toEqual(['term', 'paragraph', 'term']);
  });
});

describe('a part number given twice in the text', () => {
  it('is refused at the second heading, naming both lines, and nothing is written', () => {
    const text = ['Часть 2. Зоны', '205. Кладбище', '205.2. На кладбище карта лежит.', 'Часть 2. Ещё зоны', '206. Запас', '206.1. Запас - это зона.'].join(
      '\n',
    );
    const result = importEdition(meta, [{ file: 'book.txt', bytes: bytes(text) }]);
    expect(result.ok ? [] : result.problems.map((p) => [p.line, p.message])).toEqual([
      [4, "part 2 is given twice (lines 1 and 4): is one of them misnumbered, or the book's contents?"],
    ]);
  });
});

describe('a rule number printed without its closing dot', () => {
  it('still opens its rule, the text kept as written', () => {
    const text =
      'Часть 5. Способности\n518. Правила полного выполнения способностей\n518.1 Заявленная способность выполняется настолько насколько это возможно.\n518.4. Если требуется сбросить Х карт, но в руке их меньше, то сбрасываются все карты.\n';
    const { edition } = imported(text);
    expect(edition.sections[0].preamble).toEqual([]);
    expect(rule(edition, '518.1')).toMatchObject({
      inferred: false,
      blocks: [{ text: '518.1 Заявленная способность выполняется настолько насколько это возможно.' }],
    });
  });

  it('but not a number followed by words in lower case, which cite a rule', () => {
    const text =
      'Часть 5. Способности\n518. Правила полного выполнения способностей\n518.4. Если требуется сбросить Х карт, то сбрасываются все карты.\n518.4 и 518.3 действуют вместе.\n';
    expect(rule(imported(text).edition, '518.4')?.blocks.map((b) => b.anchor)).toEqual(['518.4', '518.4-p2']);
  });
});

describe('examples as a book may set them', () => {
  it('reads «ПРИМЕР.», «Пример:» and «ПРИМЕРЫ.» paragraphs as examples of the rule above them', () => {
    const text =
      'Часть 2. Зоны\n205. Кладбище\n205.2. На кладбище карта лежит лицевой стороной вверх.\nПРИМЕР. Первый.\nПример: второй.\nПРИМЕРЫ. Третий.\nПримерно так не начинается пример.\n';
    const { edition } = imported(text);
    expect(rule(edition, '205.2')?.blocks.map((b) => `${b.kind} ${b.anchor}`)).toEqual([
      'paragraph 205.2',
      'example 205.2/ex1',
      'example 205.2/ex2',
      'example 205.2/ex3',
      'paragraph 205.2-p2',
    ]);
  });
});
