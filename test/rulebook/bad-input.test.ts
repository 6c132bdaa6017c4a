// Malformed sources and content get a clear message naming file and line; nothing throws.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { importEdition, loadEdition, parseEditionMeta, parseSectionFile, type EditionMeta, type Problem } from '../../src/rulebook/index.ts';
import { bytes, committedFiles } from './fixtures.ts';

const meta: EditionMeta = { id: 'test', title: 'Тест', order: 1, sources: [{ file: 'a.txt', opensAtSectionStart: true }] };

function problemsOf(text: string | Uint8Array): Problem[] {
  const result = importEdition(meta, [{ file: 'a.txt', bytes: typeof text === 'string' ? bytes(text) : text }]);
  if (result.ok) throw new Error('expected the import to fail');
  return result.problems;
}

describe('malformed sources', () => {
  it('refuses an empty file', () => {
    expect(problemsOf('')).toEqual([{ file: 'a.txt', line: 1, column: 1, message: 'the source is empty', messageRu: 'выдержка пуста' }]);
    expect(problemsOf('\n  \n')[0].message).toBe('the source is empty');
  });

  it('refuses text that is not UTF-8, naming the line and column', () => {
    const good = bytes('Кладбище.\n\n205.2. Текст ');
    const bad = new Uint8Array([...good, 0xff, ...bytes(' дальше\n')]);
    expect(problemsOf(bad)).toEqual([{ file: 'a.txt', line: 3, column: 14, message: 'the file is not valid UTF-8', messageRu: 'файл не в кодировке UTF-8' }]);
  });

  it('keeps a number the text gives twice, in order, under a second address, and names both lines', () => {
    const result = importEdition(meta, [{ file: 'a.txt', bytes: bytes('Кладбище.\n\n205.2. Первое.\n\n205.3. Между.\n\n205.2. Второе.\n') }]);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.value.edition.sections[0].rules.map((r) => [r.number, r.blocks[0].kind !== 'list' && r.blocks[0].text])).toEqual([
      ['205.2', '205.2. Первое.'],
      ['205.3', '205.3. Между.'],
      ['205.2-2', '205.2. Второе.'],
    ]);
    expect(result.value.repeats).toEqual([
      {
        file: 'a.txt',
        line: 3,
        column: 1,
        message: 'rule 205.2 is given 2 times (lines 3, 7): each is kept, in order, as 205.2, 205.2-2',
        messageRu: 'номер 205.2 повторяется в тексте (строки 3, 7): каждое правило сохранено по порядку как 205.2, 205.2-2',
      },
    ]);
  });

  it('refuses numbers that go backwards', () => {
    const [p] = problemsOf('Кладбище.\n\n205.3. Первое.\n\n205.2. Второе.\n');
    expect(p).toMatchObject({ file: 'a.txt', line: 5, message: 'rule 205.2 comes after 205.3: numbers go backwards' });
  });

  it('refuses a rule outside its section’s number', () => {
    const [p] = problemsOf('Кладбище.\n\n205.2. Первое.\n\n206.3. Чужое.\n');
    expect(p).toMatchObject({ file: 'a.txt', line: 5, message: expect.stringContaining('rule 206.3 stands in section 205') });
  });

  it('refuses two sections with one number (a rule taken for a heading shows up so)', () => {
    const problems = problemsOf('Кладбище.\n\n205.2. Первое.\n\nЕщё кладбище.\n\n205.3. Второе.\n');
    expect(problems).toEqual([
      {
        file: 'a.txt',
        line: 5,
        column: 1,
        message: 'two sections numbered 205: is «Ещё кладбище» really a heading?',
        messageRu: 'два раздела с номером 205: «Ещё кладбище» — точно заголовок?',
      },
    ]);
  });
});

describe('malformed content files', () => {
  const good = committedFiles('late');

  it('names the file, line and column of a broken frontmatter field, counting the --- line', () => {
    const text = good.get('520-monety.md')!.replace('section: 520', 'section: пятьсот');
    const result = parseSectionFile('content/rules/late/520-monety.md', text);
    expect(result).toEqual({
      ok: false,
      problems: [
        { file: 'content/rules/late/520-monety.md', line: 3, column: 10, message: 'section: must be a number', messageRu: 'section: ожидается число' },
      ],
    });
  });

  it('points into nested frontmatter at the value that is wrong', () => {
    const text = good.get('520-monety.md')!.replace('      - 49\n', '      - сорок девять\n');
    const result = parseSectionFile('x.md', text);
    expect(result).toMatchObject({ ok: false, problems: [{ line: 13, column: 9, message: 'sources[0].lines[0]: must be a number' }] });
  });

  it('names an unknown key where it stands and a missing one at its mapping', () => {
    const text = good.get('520-monety.md')!.replace('part: 5', 'chapter: 5');
    const result = parseSectionFile('x.md', text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => `${p.line}:${p.column} ${p.message}`).sort()).toEqual([
        '3:1 "part" is required',
        '6:1 unknown key "chapter" (allowed: section, title, heading, part, numberInferred, startsMidway, endsMidway, sources, variants)',
      ]);
    }
  });

  it('names the line of a broken edition.yaml field', () => {
    const text = committedFiles('early').get('edition.yaml')!.replace('order: 1', 'order: first');
    expect(parseEditionMeta('content/rules/early/edition.yaml', text)).toMatchObject({
      ok: false,
      problems: [{ line: 4, column: 8, message: 'order: must be a number' }],
    });
    const unknown = parseEditionMeta('e.yaml', 'id: current\ntitle: T\norder: 1\nsources: [{file: a.txt}]\n');
    expect(unknown).toMatchObject({ ok: false, problems: [{ line: 1, column: 5, message: expect.stringContaining('other than "current"') }] });
  });

  it('refuses a file without frontmatter', () => {
    expect(parseSectionFile('x.md', '205.2. Текст')).toMatchObject({ ok: false, problems: [{ line: 1, message: expect.stringContaining('frontmatter') }] });
  });

  it('reads a number repeated inside a section file as the book’s repeat: a second address, nothing dropped', () => {
    const files = new Map(good);
    files.set('520-monety.md', good.get('520-monety.md')!.replace('520.4. ', '520.2. '));
    const result = loadEdition(files, 'content/rules/late/');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.value.sections.find((s) => s.number === 520)!.rules.map((r) => r.number)).toEqual(['520.1', '520.2', '520.2-2', '520.5']);
  });

  it('refuses Markdown that is not rule text (a heading typed into a body)', () => {
    const text = good.get('519-otlozhennye-effekty.md')! + '\n# Заголовок\n';
    const result = parseSectionFile('x.md', text);
    expect(result).toMatchObject({ ok: false, problems: [{ message: expect.stringContaining('unexpected Markdown (heading)') }] });
  });
});

describe('any text at all', () => {
  const line = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      'Кладбище.',
      'Часть 3. Этапы.',
      '205.2. Текст.',
      '205.1. Раньше.',
      '1) пункт;',
      '5) пункт.',
      'ПРИМЕР. Пример.',
      '# решётка',
      '- дефис',
      '2. точка',
      '> цитата',
      '    отступ',
      '***',
      '<b>тег</b>',
      '\\обратная',
    ),
  );
  it('never throws, and an accepted import never loses a line', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.boolean(), (lines, blankBetween) => {
        const text = lines.join(blankBetween ? '\n\n' : '\n');
        const result = importEdition(meta, [{ file: 'a.txt', bytes: bytes(text) }]);
        if (result.ok) {
          // importEdition ran the fidelity check on the written files; the files parse again the same.
          const again = loadEdition(result.value.files);
          expect(again.ok).toBe(true);
        } else {
          for (const p of result.problems) expect(p.file).toBe('a.txt');
        }
      }),
      { numRuns: 1500 },
    );
  });
});
