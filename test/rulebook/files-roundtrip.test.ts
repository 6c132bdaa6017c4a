// Sources → content files → edition, exactly: what the importer writes, what loading reads back,
// and the fidelity check that every source line stands in the content once. The texts here are
// made up (the code is generic); the seeds are covered by importer.test.ts.
import { describe, expect, it } from 'vitest';
import {
  checkFidelity,
  importEdition,
  loadEdition,
  parsePartFile,
  parseSectionFile,
  type EditionMeta,
  type Part,
  type Section,
} from '../../src/rulebook/index.ts';
import { bytes, handSection } from './fixtures.ts';

const meta = (opensAtSectionStart = true): EditionMeta => ({ id: 't', title: 'Тест', order: 1, sources: [{ file: 'a.txt', opensAtSectionStart }] });

// Line ends carry spaces and a tab; a paragraph, a list item and the part intro run over two lines;
// one paragraph line and one paragraph open with characters Markdown would read as a bullet list.
const source = [
  'Часть 2. Ход игры и порядок действий игроков во время каждого раунда с подробными пояснениями.',
  '',
  'Вводный абзац части  ',
  'вторая строка вводного.',
  '',
  '1) первый пункт',
  '2) второй пункт',
  '',
  'Кладбище.',
  '',
  '205.1. Первое правило:\t ',
  'его продолжение.',
  '',
  '1) пункт раз',
  'с продолжением',
  '2) пункт два',
  '',
  '205.2. Второе правило',
  '- с тире внутри.',
  '',
  '- Абзац с тире.',
  '',
  'Колода.',
  '',
  '206.1. Текст колоды.',
  '',
].join('\n');

function imported(text = source, opensAtSectionStart = true) {
  const result = importEdition(meta(opensAtSectionStart), [{ file: 'a.txt', bytes: bytes(text) }]);
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.value;
}

const partFile = `---
# yaml-language-server: $schema=../../schema/part.schema.json
part: 2
title: Ход игры и порядок действий игроков во время каждого раунда с подробными пояснениями
heading: Часть 2. Ход игры и порядок действий игроков во время каждого раунда с подробными пояснениями.
sources:
  - file: a.txt
    lines:
      - 1
      - 7
---

Вводный абзац части
вторая строка вводного.

1) первый пункт

2) второй пункт
`;

const sectionFile = `---
# yaml-language-server: $schema=../../schema/section.schema.json
section: 205
title: Кладбище
heading: Кладбище.
part: 2
numberInferred: false
startsMidway: false
endsMidway: false
sources:
  - file: a.txt
    lines:
      - 9
      - 21
---

205.1. Первое правило:
его продолжение.

1) пункт раз
с продолжением

2) пункт два

205.2. Второе правило
\\- с тире внутри.

- Абзац с тире.
`;

describe('importing plain text into content files', () => {
  it('writes each part and section file exactly: schema line, unfolded YAML, paragraphs and list items apart, lines as written', () => {
    const { files } = imported();
    expect([...files.keys()]).toEqual(['edition.yaml', 'part-2.md', '205-kladbishche.md', '206-koloda.md']);
    expect(files.get('part-2.md')).toBe(partFile);
    expect(files.get('205-kladbishche.md')).toBe(sectionFile);
  });

  it('reads the written files back into the same paragraphs, lists and line breaks, without trailing whitespace', () => {
    const { edition } = imported();
    expect(edition.parts).toEqual([
      {
        file: 'part-2.md',
        number: 2,
        heading: 'Часть 2. Ход игры и порядок действий игроков во время каждого раунда с подробными пояснениями.',
        title: 'Ход игры и порядок действий игроков во время каждого раунда с подробными пояснениями',
        terminology: false,
        intro: [
          { kind: 'paragraph', anchor: 'part-2-p1', text: 'Вводный абзац части\nвторая строка вводного.', line: 13 },
          {
            kind: 'list',
            anchor: 'part-2-l2',
            items: [
              { marker: '1)', text: 'первый пункт' },
              { marker: '2)', text: 'второй пункт' },
            ],
            line: 16,
          },
        ],
        sources: [{ file: 'a.txt', lines: [1, 7] }],
      },
    ]);
    const [graveyard] = edition.sections;
    expect(graveyard.variants).toEqual([]);
    expect(graveyard.rules.map((r) => r.blocks)).toEqual([
      [
        { kind: 'paragraph', anchor: '205.1', text: '205.1. Первое правило:\nего продолжение.', line: 17 },
        {
          kind: 'list',
          anchor: '205.1-l1',
          items: [
            { marker: '1)', text: 'пункт раз\nс продолжением' },
            { marker: '2)', text: 'пункт два' },
          ],
          line: 20,
        },
      ],
      [
        { kind: 'paragraph', anchor: '205.2', text: '205.2. Второе правило\n- с тире внутри.', line: 25 },
        { kind: 'list', anchor: '205.2-l1', items: [{ marker: '-', text: 'Абзац с тире.' }], line: 28 },
      ],
    ]);
  });

  it('reports a misnumbered rule whose number stands alone on its line against the source, before writing', () => {
    const result = importEdition(meta(), [{ file: 'a.txt', bytes: bytes('Кладбище.\n\n205.3. Первое.\n\n205.2.\nВторое.\n') }]);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          file: 'a.txt',
          line: 5,
          column: 1,
          message: 'rule 205.2 comes after 205.3: numbers go backwards',
          messageRu: 'правило 205.2 идёт после 205.3: номера идут назад',
        },
      ],
    });
  });

  it('names the file of a section whose heading the excerpt cut off «bez-zagolovka»', () => {
    const { files, edition } = imported('205.2. Текст без заголовка.\n', false);
    expect([...files.keys()]).toEqual(['edition.yaml', '205-bez-zagolovka.md']);
    expect(edition.sections[0]).toMatchObject({ number: 205, title: null, heading: null, startsMidway: true });
  });
});

describe('loading an edition from its content files', () => {
  it('reports a missing edition.yaml under the edition’s folder', () => {
    expect(loadEdition(new Map([['205-kladbishche.md', sectionFile]]), 'content/rules/t/')).toEqual({
      ok: false,
      problems: [{ file: 'content/rules/t/edition.yaml', line: 0, column: 0, message: 'edition.yaml is missing', messageRu: 'нет файла edition.yaml' }],
    });
  });

  it('reports a broken edition.yaml under the edition’s folder, and loads nothing', () => {
    const { files } = imported();
    files.set('edition.yaml', files.get('edition.yaml')!.replace('order: 1', 'order: первый'));
    expect(loadEdition(files, 'content/rules/t/')).toMatchObject({
      ok: false,
      problems: [{ file: 'content/rules/t/edition.yaml', line: 4, column: 8, message: 'order: must be a number' }],
    });
  });

  it('gives each section and part the file it was read from, folder included', () => {
    const loaded = loadEdition(imported().files, 'content/rules/t/');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.value.parts.map((p) => p.file)).toEqual(['content/rules/t/part-2.md']);
    expect(loaded.value.sections.map((s) => s.file)).toEqual(['content/rules/t/205-kladbishche.md', 'content/rules/t/206-koloda.md']);
  });

  it('orders sections and parts by number, not by file name', () => {
    const { files } = imported();
    const section = (n: number) => files.get('205-kladbishche.md')!.replace('section: 205', `section: ${n}`).replaceAll('205.', `${n}.`);
    const part = (n: number) => partFile.replace('part: 2', `part: ${n}`);
    const renamed = new Map([
      ['edition.yaml', files.get('edition.yaml')!],
      ['a.md', section(207)],
      ['b.md', section(205)],
      ['c.md', section(206)],
      ['part-a.md', part(3)],
      ['part-b.md', part(1)],
      ['part-c.md', part(2)],
    ]);
    const loaded = loadEdition(renamed);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.value.sections.map((s) => [s.number, s.file])).toEqual([
      [205, 'b.md'],
      [206, 'c.md'],
      [207, 'a.md'],
    ]);
    expect(loaded.value.parts.map((p) => [p.number, p.file])).toEqual([
      [1, 'part-b.md'],
      [2, 'part-c.md'],
      [3, 'part-a.md'],
    ]);
  });

  it('refuses two files holding one section', () => {
    const { files } = imported();
    files.set('205-kopiya.md', files.get('205-kladbishche.md')!);
    expect(loadEdition(files, 'content/rules/t/')).toEqual({
      ok: false,
      problems: [{ file: 'content/rules/t/', line: 0, column: 0, message: 'two files hold section 205', messageRu: 'раздел 205 лежит в двух файлах' }],
    });
  });
});

describe('reading section and part files', () => {
  it('reports a part file’s broken frontmatter and its unexpected Markdown, at the file’s line and column', () => {
    expect(parsePartFile('part-2.md', partFile.replace('part: 2', 'part: вторая'))).toMatchObject({
      ok: false,
      problems: [{ file: 'part-2.md', line: 3, column: 7, message: 'part: must be a number' }],
    });
    expect(parsePartFile('part-2.md', partFile.replace('1) первый пункт\n\n2) второй пункт\n', '   # Заголовок\n'))).toEqual({
      ok: false,
      problems: [
        {
          file: 'part-2.md',
          line: 16,
          column: 4,
          message: 'unexpected Markdown (heading): the body holds only paragraphs and "1)" or "-" lists',
          messageRu: 'неожиданная разметка (heading): в тексте бывают только абзацы и списки «1)» или «-»',
        },
      ],
    });
  });

  it('refuses a list marked otherwise than "1)" or "-": the body holds only the source’s own lists', () => {
    expect(parseSectionFile('205.md', sectionFile + '\n* пункт\n')).toEqual({
      ok: false,
      problems: [
        {
          file: '205.md',
          line: 30,
          column: 1,
          message: 'unexpected Markdown (list): the body holds only paragraphs and "1)" or "-" lists',
          messageRu: 'неожиданная разметка (list): в тексте бывают только абзацы и списки «1)» или «-»',
        },
      ],
    });
  });

  it('keeps two-digit list markers', () => {
    const items = Array.from({ length: 10 }, (_, i) => `${i + 1}) пункт ${i + 1}`).join('\n\n');
    const parsed = parseSectionFile('205.md', sectionFile.replace('1) пункт раз\nс продолжением\n\n2) пункт два', items));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const list = parsed.value.rules[0].blocks[1];
    expect(list.kind === 'list' && list.items.at(-1)).toEqual({ marker: '10)', text: 'пункт 10' });
  });

  it('takes the paragraphs before a list that starts at 3) for its first two items, as the list numbering says', () => {
    const body = '205.1. Правило с перечнем:\n\nпервое\n\nвторое\n\n3) третье\n';
    const parsed = parseSectionFile('205.md', sectionFile.slice(0, sectionFile.indexOf('205.1.')) + body);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.value.rules[0].blocks[1]).toMatchObject({
      kind: 'list',
      items: [
        { marker: null, text: 'первое' },
        { marker: null, text: 'второе' },
        { marker: '3)', text: 'третье' },
      ],
    });
  });
});

describe('frontmatter', () => {
  it('reads a file with Windows line ends as the same section', () => {
    const lf = parseSectionFile('205.md', sectionFile);
    expect(parseSectionFile('205.md', sectionFile.replaceAll('\n', '\r\n'))).toEqual(lf);
    expect(lf.ok).toBe(true);
  });

  it('must open the file: a line before the first --- is refused', () => {
    expect(parseSectionFile('205.md', 'Заметка\n' + sectionFile)).toEqual({
      ok: false,
      problems: [
        {
          file: '205.md',
          line: 1,
          column: 1,
          message: 'the file must open with YAML frontmatter between --- lines',
          messageRu: 'файл должен начинаться с YAML между строками ---',
        },
      ],
    });
  });

  it('reads a part file that ends right after the closing --- (no body, no final newline)', () => {
    const bare = partFile.slice(0, partFile.indexOf('---\n\n') + 3);
    const parsed = parsePartFile('part-2.md', bare);
    expect(parsed.ok && parsed.value.intro).toEqual([]);
  });

  it('reports an empty frontmatter as one that is no mapping, not as a missing one', () => {
    expect(parsePartFile('part-2.md', '---\n---\n')).toEqual({
      ok: false,
      problems: [{ file: 'part-2.md', line: 1, column: 4, message: 'must be a mapping (key: value)', messageRu: 'ожидается словарь (ключ: значение)' }],
    });
  });

  it('reports broken YAML syntax at its line', () => {
    const result = parsePartFile('part-2.md', partFile.replace('title: Ход', 'title: [Ход'));
    expect(result).toMatchObject({ ok: false, problems: [{ file: 'part-2.md', line: 5, column: 1, message: expect.stringMatching(/^YAML syntax error: /) }] });
  });
});

describe('the fidelity check: every source line stands in the content once, in order', () => {
  const part = (number: number, lines: string[], range: [number, number], file = 'a.txt'): Part => ({
    file: `part-${number}.md`,
    number,
    heading: null,
    title: null,
    intro: lines.map((text, i) => ({ kind: 'paragraph', anchor: `p${i}`, text, line: i + 1 })),
    sources: [{ file, lines: range }],
  });
  const where = (unit: Section | Part) => `unit ${unit.number}`;
  const check = (sources: Record<string, string>, units: (Section | Part)[]) => checkFidelity(new Map(Object.entries(sources)), units, where);
  // Each problem says it in Russian too; one test below reads it word for word.
  const problem = (line: number, message: string, file = 'a.txt') => ({ file, line, column: 1, message, messageRu: expect.stringMatching(/^строк/) });

  it('accepts content holding every line once, in order, even where the other source supplied the number', () => {
    expect(check({ 'a.txt': 'Альфа\n\nБета\n' }, [part(1, ['Альфа', '205.2. Бета'], [1, 3])])).toEqual([]);
  });

  it('reports a line whose number differs, and a line that only shares a number', () => {
    expect(check({ 'a.txt': '205.2. Альфа\nБета\n' }, [part(1, ['205.3. Альфа', '205.2. Гамма'], [1, 2])])).toEqual([
      problem(1, 'line 1 («205.2. Альфа») does not stand in unit 1 as written'),
      problem(2, 'line 2 («Бета») does not stand in unit 1 as written'),
    ]);
    expect(check({ 'a.txt': 'Альфа\n' }, [part(1, ['  Альфа'], [1, 1])])).toEqual([problem(1, 'line 1 («Альфа») does not stand in unit 1 as written')]);
  });

  it('says each of them in Russian as well', () => {
    expect(check({ 'a.txt': 'Альфа\nБета\n' }, [part(1, ['Альфа'], [1, 1])])[0].messageRu).toBe('строки 2 («Бета») нет в импортированном тексте');
    expect(check({ 'a.txt': 'Альфа\n' }, [part(1, ['Бета'], [1, 1])])[0].messageRu).toBe('строка 1 («Альфа») стоит в unit 1 не так, как написана');
  });

  it('reports lines out of order, and a repeated line held only once', () => {
    expect(check({ 'a.txt': 'Альфа\nБета\n' }, [part(1, ['Бета', 'Альфа'], [1, 2])])).toEqual([
      problem(2, 'line 2 («Бета») does not stand in unit 1 as written'),
    ]);
    expect(check({ 'a.txt': 'Альфа\nАльфа\n' }, [part(1, ['Альфа', 'Альфа'], [1, 2])])).toEqual([]);
    expect(check({ 'a.txt': 'Альфа\nАльфа\n' }, [part(1, ['Альфа'], [1, 2])])).toEqual([problem(2, 'line 2 («Альфа») does not stand in unit 1 as written')]);
  });

  it('reports a line no unit claims as missing, in each file, even beside other problems', () => {
    const long = 'Очень длинная строка источника, которая не влезает в сообщение целиком и обрезается';
    expect(check({ 'a.txt': `Альфа\n${long}\n` }, [part(1, ['Альфа'], [1, 1])])).toEqual([
      problem(2, `line 2 («${long.slice(0, 60)}») is missing from the imported content`),
    ]);
    expect(check({ 'b.txt': 'Гамма\nДельта\n', 'a.txt': 'Альфа\nБета\n' }, [part(1, ['Гамма'], [1, 2], 'b.txt'), part(2, ['Альфа'], [1, 1])])).toEqual([
      problem(2, 'line 2 («Дельта») does not stand in unit 1 as written', 'b.txt'),
      problem(2, 'line 2 («Бета») is missing from the imported content'),
    ]);
    expect(check({ 'a.txt': 'Альфа\nБета\n' }, [part(1, ['Иное'], [1, 1])])).toEqual([
      problem(1, 'line 1 («Альфа») does not stand in unit 1 as written'),
      problem(2, 'line 2 («Бета») is missing from the imported content'),
    ]);
    expect(check({ 'a.txt': 'Альфа\nБета\nГамма\n' }, [part(1, ['Альфа'], [1, 2]), part(2, ['Гамма'], [3, 3])])).toEqual([
      problem(2, 'line 2 («Бета») does not stand in unit 1 as written'),
    ]);
  });

  it('reports a line two units hold', () => {
    const long = 'Бета, длинная строка источника, которая не влезает в сообщение целиком и обрезается';
    expect(check({ 'a.txt': `Альфа\n${long}\n` }, [part(1, ['Альфа', long], [1, 2]), part(2, [long], [2, 2])])).toEqual([
      problem(2, `line 2 («${long.slice(0, 60)}») appears 2 times in the imported content`),
    ]);
  });

  it('lets a recorded variant stand for its own source line only, kept in the variants and taking no line of the text', () => {
    const section = (variant: { file: string; line: number; text: string }, lines: string[]): Section =>
      handSection(205, {
        startsMidway: true,
        endsMidway: true,
        sources: [{ file: 'a.txt', lines: [1, 2] }],
        variants: [variant],
        preamble: lines.map((text, i) => ({ kind: 'paragraph', anchor: `205-p${i}`, text, line: i + 1 })),
      });
    const text = { 'a.txt': 'Альфа\nБета\n' };
    const merged = ['Альфа', 'Бета в другом издании'];
    expect(check(text, [section({ file: 'a.txt', line: 2, text: 'Бета' }, merged)])).toEqual([]);
    const lost = [problem(2, 'line 2 («Бета») does not stand in unit 205 as written')];
    expect(check(text, [section({ file: 'b.txt', line: 2, text: 'Бета' }, merged)])).toEqual(lost);
    expect(check(text, [section({ file: 'a.txt', line: 1, text: 'Бета' }, merged)])).toEqual(lost);
    expect(check(text, [section({ file: 'a.txt', line: 2, text: 'Бет' }, merged)])).toEqual(lost);
    expect(check(text, [section({ file: 'a.txt', line: 2, text: 'Бета' }, ['Альфа'])])).toEqual([]);
    const alsoHeld: Section = { ...section({ file: 'a.txt', line: 2, text: 'Бета' }, []), sources: [{ file: 'a.txt', lines: [2, 2] }] };
    const twice = [section({ file: 'a.txt', line: 2, text: 'Бета' }, ['Альфа']), alsoHeld];
    expect(check(text, twice)).toEqual([problem(2, 'line 2 («Бета») appears 2 times in the imported content')]);
  });
});
