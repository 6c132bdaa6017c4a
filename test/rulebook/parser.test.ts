// The remark-based parser reads a section file back into rules; Markdown syntax in rule text
// survives the trip as plain text.
import { describe, expect, it } from 'vitest';
import { importEdition, parseSectionFile, type EditionMeta } from '../../src/rulebook/index.ts';
import { escapeLine, unescapeLine } from '../../src/rulebook/markdown-text.ts';
import { bytes } from './fixtures.ts';

const file = (
  body: string,
  fm = 'section: 517\ntitle: null\nheading: null\npart: 5\nnumberInferred: false\nstartsMidway: true\nendsMidway: false\nsources:\n  - file: a.txt\n    lines: [1, 9]\n',
) => `---\n${fm}---\n\n${body}`;

describe('parseSectionFile', () => {
  it('turns paragraphs, lists and examples into rules with anchors', () => {
    const result = parseSectionFile(
      'x.md',
      file(
        'Вступление.\n\n517.3. Вызвать карту:\n\n1) из своей колоды;\n\n2) в открытом виде.\n\n517.3.1. Просмотр колоды.\n\nПРИМЕР. Пример.\n\nЕщё абзац.\n',
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.preamble).toEqual([{ kind: 'paragraph', anchor: '517-p1', text: 'Вступление.', line: 14 }]);
    expect(result.value.rules.map((r) => [r.number, r.inferred, r.blocks.map((b) => b.anchor)])).toEqual([
      ['517.3', false, ['517.3', '517.3-l1']],
      ['517.3.1', false, ['517.3.1', '517.3.1/ex1', '517.3.1-p2']],
    ]);
    expect(result.value.rules[0].blocks[1]).toMatchObject({
      kind: 'list',
      items: [
        { marker: '1)', text: 'из своей колоды;' },
        { marker: '2)', text: 'в открытом виде.' },
      ],
    });
  });

  it('infers a child rule’s number between its parent and a later sibling', () => {
    const result = parseSectionFile('x.md', file('517.3. Родитель.\n\nПервый потомок.\n\n517.3.2. Второй потомок.\n'));
    expect(result.ok && result.value.rules.map((r) => `${r.number}${r.inferred ? '*' : ''}`)).toEqual(['517.3', '517.3.1*', '517.3.2']);
  });

  it('does not infer when the count does not fit the gap', () => {
    const result = parseSectionFile('x.md', file('517.3. Первое.\n\nАбзац.\n\nЕщё абзац.\n\n517.5. Третье.\n'));
    expect(result.ok && result.value.rules.map((r) => r.blocks.map((b) => b.anchor))).toEqual([['517.3', '517.3-p2', '517.3-p3'], ['517.5']]);
  });
});

describe('Markdown escaping', () => {
  const tricky = [
    '# решётка',
    '> цитата',
    '- дефис',
    '* звезда',
    '+ плюс',
    '2. точка',
    '3) скобка не в начале списка',
    '***',
    '===',
    '<b>тег</b>',
    '    отступ',
    '[ссылка]: http://x',
    '\\обратная',
    '`код`',
    '| таблица |',
  ];
  it('round-trips every line that Markdown could misread', () => {
    for (const line of tricky) expect(unescapeLine(escapeLine(line, false))).toBe(line);
  });

  it('imports such lines as paragraphs, unchanged', () => {
    const meta: EditionMeta = { id: 't', title: 'Т', order: 1, sources: [{ file: 'a.txt', opensAtSectionStart: true }] };
    // `3) …` and `- …` open a list in a source, by design; every other tricky line must stay a paragraph.
    const paragraphs = tricky.filter((line) => !/^(\d\)|- )/.test(line));
    const text = ['Кладбище.', '205.1. Первое.', ...paragraphs].join('\n\n');
    const result = importEdition(meta, [{ file: 'a.txt', bytes: bytes(text) }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const blocks = result.value.edition.sections[0].rules[0].blocks;
    expect(blocks.map((b) => (b.kind === 'list' ? '' : b.text))).toEqual(['205.1. Первое.', ...paragraphs]);
  });
});

describe('headings', () => {
  it('takes bare noun phrases for headings, and short rules for rules', async () => {
    const { isHeading } = await import('../../src/rulebook/classify.ts');
    for (const h of [
      'Колода.',
      'Типы карт.',
      'Правила полного выполнения способностей.',
      'Правило наложение модификаторов числовых значений.',
      'Подготовительный этап.',
      'Синтетический раздел.',
      'Смерть существа.',
    ]) {
      expect(isHeading(h), h).toBe(true);
    }
    for (const r of [
      'Менять порядок расположения карт на кладбище нельзя.',
      'События, заклинания и экипировки обладают только стоимостью.',
      'Заявленная способность выполняется настолько насколько это возможно.',
      'Подготовительный этап выполняется один раз за игру.',
      'Раздел 2.',
      'Карты обладают стоимостью.',
    ]) {
      expect(isHeading(r), r).toBe(false);
    }
  });
});
