// The importer on small inline sources: what counts as a heading or a part, how sections are
// numbered and bounded, where lost rule numbers and list markers are restored and where not.
// The texts are made up; only their shape matters here.
import { describe, expect, it } from 'vitest';
import {
  importEdition,
  parseSectionFile,
  type Edition,
  type EditionMeta,
  type Problem,
  type Rule,
  type Section,
  type SourceMeta,
} from '../../src/rulebook/index.ts';
import { bytes } from './fixtures.ts';

const listed: SourceMeta[] = [{ file: 'a.txt', opensAtSectionStart: true }];

function attempt(text: string, sources = listed) {
  const meta: EditionMeta = { id: 'test', title: 'Тест', order: 1, sources };
  return importEdition(meta, [{ file: 'a.txt', bytes: bytes(text) }]);
}

function imported(text: string, sources = listed): Edition {
  const result = attempt(text, sources);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value.edition;
}

function problemsOf(text: string): Problem[] {
  const result = attempt(text);
  if (result.ok) throw new Error('expected the import to fail');
  return result.problems;
}

const shape = (edition: Edition) => edition.sections.map((s) => `${s.number}${s.numberInferred ? '*' : ''} ${s.title ?? '-'} (part ${s.part})`);

function rule(edition: Edition, number: string): Rule {
  const found = edition.sections.flatMap((s) => s.rules).find((r) => r.number === number);
  if (!found) throw new Error(`no rule ${number}`);
  return found;
}

const anchors = (r: Rule | Section) => ('blocks' in r ? r.blocks : r.preamble).map((b) => `${b.kind} ${b.anchor}`);

describe('telling headings from body text', () => {
  // A paragraph between two rules of section 205: taken for a heading, it would open a second 205.
  const staysInRule = (paragraph: string) => {
    const edition = imported(`Кладбище.\n\n205.2. Первое, правило.\n\n${paragraph}\n\n205.3. Второе, правило.\n`);
    expect(shape(edition)).toEqual(['205 Кладбище (part 2)']);
    expect(rule(edition, '205.2').blocks[1]).toMatchObject({ kind: 'paragraph', anchor: '205.2-p2', text: paragraph });
  };

  it('needs a capital letter at the start', () => staysInRule('карты Героя лежат.'));
  it('needs a full stop at the end', () => staysInRule('Карты лежат'));
  it('sees a modal word at the end of the phrase', () => staysInRule('Эти карты нельзя.'));
  it('takes more than six words for a sentence', () => staysInRule('Карты на столе в начале первого хода игры.'));
  it('takes more than one full stop for a sentence', () => staysInRule('Кладбище и т.д.'));
  it('takes a block of several lines for body text', () => staysInRule('Колода\nигрока.'));

  const headingOf206 = (heading: string) => {
    const edition = imported(`Кладбище.\n\n205.2. Первое, правило.\n\n${heading}\n\n206.1. Второе, правило.\n`);
    expect(shape(edition)).toEqual(['205 Кладбище (part 2)', `206 ${heading.slice(0, -1)} (part 2)`]);
    expect(edition.sections[1].heading).toBe(heading);
  };

  it('accepts a heading of six words', () => headingOf206('Правило наложения модификаторов числовых значений карт.'));
  it('does not read the first word as a verb', () => headingOf206('Печать карт.'));
  it('counts words across repeated spaces', () => headingOf206('Порядок  хода  первого  игрока.'));
});

describe('parts', () => {
  it('reads «Часть N.» as a part whose following paragraphs are its intro', () => {
    const edition = imported('Часть 3. Этапы игры.\n\nЭта часть описывает этапы, по порядку.\n\nПодготовка.\n\n301.1. Первое, правило.\n');
    expect(edition.parts.map((p) => ({ number: p.number, title: p.title, intro: p.intro.map((b) => b.anchor) }))).toEqual([
      { number: 3, title: 'Этапы игры', intro: ['part-3-p1'] },
    ]);
    expect(shape(edition)).toEqual(['301 Подготовка (part 3)']);
  });

  it('numbers a part’s first section without rules N01, and takes later sections’ parts from their numbers', () => {
    const edition = imported(
      'Кладбище.\n\n205.2. Первое, правило.\n\nЧасть 3. Этапы игры.\n\nВводный текст, части.\n\nПодготовка.\n\nТекст, без номера.\n\n' +
        'Обмен.\n\n302.1. Второе, правило.\n\nМонеты.\n\n520.2. Третье, правило.\n',
    );
    expect(shape(edition)).toEqual(['205 Кладбище (part 2)', '301* Подготовка (part 3)', '302 Обмен (part 3)', '520 Монеты (part 5)']);
  });
});

describe('numbering sections', () => {
  it('numbers leading sections without rules back from the next numbered one', () => {
    const edition = imported('Колода.\n\nТекст, колоды.\n\nСброс.\n\nТекст, сброса.\n\nКладбище.\n\n205.2. Первое, правило.\n');
    expect(shape(edition)).toEqual(['203* Колода (part 2)', '204* Сброс (part 2)', '205 Кладбище (part 2)']);
  });

  it('refuses sections it cannot number, each at its heading', () => {
    const message = 'cannot tell this section’s number: no rule in it and no numbered neighbour';
    const messageRu = 'номер раздела не определить: в нём нет правил с номером и нет соседа с номером';
    expect(problemsOf('Колода.\n\nТекст, колоды.\n\nСброс.\n\nТекст, сброса.\n')).toEqual([
      { file: 'a.txt', line: 1, column: 1, message, messageRu },
      { file: 'a.txt', line: 5, column: 1, message, messageRu },
    ]);
  });

  it('refuses sections whose numbers go backwards', () => {
    expect(problemsOf('Кладбище.\n\n205.2. Первое, правило.\n\nКолода.\n\n204.1. Второе, правило.\n')).toEqual([
      {
        file: 'a.txt',
        line: 5,
        column: 1,
        message: 'section 204 comes after section 205: numbers go backwards',
        messageRu: 'раздел 204 идёт после раздела 205: номера идут назад',
      },
    ]);
  });

  it('reads a rule number printed on a line of its own', () => {
    expect(problemsOf('Кладбище.\n\n205.2. Первое, правило.\n\n206.3.\nЧужое, правило.\n')).toEqual([
      {
        file: 'a.txt',
        line: 5,
        column: 1,
        message: 'rule 206.3 stands in section 205: a heading is missing or the number is wrong',
        messageRu: 'правило 206.3 стоит в разделе 205: пропущен заголовок или номер неверен',
      },
    ]);
  });
});

describe('excerpt boundaries', () => {
  const text = 'Кладбище.\n\n205.2. Первое, правило.\n\nЗапас.\n\n206.1. Второе, правило.\n';

  it('marks only the last section of an excerpt as ending midway', () => {
    expect(imported(text).sections.map((s) => [s.number, s.startsMidway, s.endsMidway])).toEqual([
      [205, false, false],
      [206, false, true],
    ]);
  });

  it('takes a source missing from edition.yaml, or listed as not opening a section, to start midway', () => {
    const headless = '205.2. Первое, правило.\n\n205.3. Второе, правило.\n';
    const other: SourceMeta = { file: 'b.txt', opensAtSectionStart: true };
    expect(imported(headless, [other]).sections[0].startsMidway).toBe(true);
    expect(imported(headless, [other, { file: 'a.txt', opensAtSectionStart: false }]).sections[0].startsMidway).toBe(true);
    expect(imported(headless, [{ file: 'a.txt', opensAtSectionStart: true }]).sections[0].startsMidway).toBe(false);
  });
});

describe('lost list markers', () => {
  const withList = (between: string) => `Кладбище.\n\n205.2. Карты бывают:\n\n${between}\n\n3) третьи.\n\n205.3. Другое, правило.\n`;

  it('takes as many paragraphs as markers were lost, after a line ending with a colon, for the list’s items', () => {
    const edition = imported(withList('первые;\n\nвторые;'));
    expect(anchors(rule(edition, '205.2'))).toEqual(['paragraph 205.2', 'list 205.2-l1']);
    expect(rule(edition, '205.2').blocks[1]).toMatchObject({
      items: [
        { marker: null, text: 'первые;' },
        { marker: null, text: 'вторые;' },
        { marker: '3)', text: 'третьи.' },
      ],
    });
    expect(rule(edition, '205.3').inferred).toBe(false);
  });

  it('does not take a numbered rule or an example for a lost item', () => {
    const numbered = imported('Кладбище.\n\n205.2. Карты бывают:\n\nпервые;\n\n205.3. Другое, правило.\n\n3) третьи.\n');
    expect(numbered.sections[0].rules.map((r) => r.number)).toEqual(['205.2', '205.3']);
    expect(anchors(rule(numbered, '205.3'))).toEqual(['paragraph 205.3', 'list 205.3-l1']);
    const example = imported(withList('первые;\n\nПРИМЕР. Карта, вторая.'));
    expect(anchors(rule(example, '205.2'))).toEqual(['paragraph 205.2', 'paragraph 205.2-p2', 'example 205.2/ex1', 'list 205.2-l1']);
  });

  it('does not take an earlier list for lost items', () => {
    const edition = imported(withList('1) первые;\n\nпояснение, к списку.'));
    expect(anchors(rule(edition, '205.2'))).toEqual(['paragraph 205.2', 'list 205.2-l1', 'paragraph 205.2-p2', 'list 205.2-l2']);
  });

  it('needs the colon at the very end of the introducing paragraph', () => {
    for (const introducer of ['205.2. Карты: бывают разные.', '205.2. Обмен идёт 2:1']) {
      const edition = imported(withList('первые;\n\nвторые;').replace('205.2. Карты бывают:', introducer));
      expect(anchors(rule(edition, '205.2')), introducer).toEqual(['paragraph 205.2', 'paragraph 205.2-p2', 'paragraph 205.2-p3', 'list 205.2-l1']);
    }
  });
});

describe('inferring lost rule numbers', () => {
  it('numbers the paragraphs between two rules in order when they fill the gap', () => {
    const edition = imported('Кладбище.\n\n205.1. Первое, правило.\n\nВторое, правило.\n\nТретье, правило.\n\n205.4. Четвёртое, правило.\n');
    expect(edition.sections[0].rules.map((r) => [r.number, r.inferred, (r.blocks[0] as { text: string }).text])).toEqual([
      ['205.1', false, '205.1. Первое, правило.'],
      ['205.2', true, 'Второе, правило.'],
      ['205.3', true, 'Третье, правило.'],
      ['205.4', false, '205.4. Четвёртое, правило.'],
    ]);
  });

  it('does not fill a gap between rules of different depth or parent', () => {
    const deeper = imported('Кладбище.\n\n205.3.2. Первое, правило.\n\nВторое, правило.\n\nТретье, правило.\n\n205.5. Четвёртое, правило.\n');
    expect(deeper.sections[0].rules.map((r) => r.number)).toEqual(['205.3.2', '205.5']);
    expect(anchors(rule(deeper, '205.3.2'))).toEqual(['paragraph 205.3.2', 'paragraph 205.3.2-p2', 'paragraph 205.3.2-p3']);
    const cousins = imported('Кладбище.\n\n205.3.1. Первое, правило.\n\nВторое, правило.\n\n205.4.3. Третье, правило.\n');
    expect(cousins.sections[0].rules.map((r) => r.number)).toEqual(['205.3.1', '205.4.3']);
    expect(anchors(rule(cousins, '205.3.1'))).toEqual(['paragraph 205.3.1', 'paragraph 205.3.1-p2']);
  });

  it('does not count a list as a lost rule', () => {
    const edition = imported('Кладбище.\n\n205.1. Карты бывают:\n\n1) первые;\n\n2) вторые.\n\n205.3. Третье, правило.\n');
    expect(edition.sections[0].rules.map((r) => r.number)).toEqual(['205.1', '205.3']);
    expect(anchors(rule(edition, '205.1'))).toEqual(['paragraph 205.1', 'list 205.1-l1']);
  });

  it('attaches an example to its rule as an example', () => {
    const edition = imported('Кладбище.\n\n205.2. Первое, правило.\n\nПРИМЕР. Карта, вторая.\n');
    expect(anchors(rule(edition, '205.2'))).toEqual(['paragraph 205.2', 'example 205.2/ex1']);
  });
});

describe('rule numbers in a content file', () => {
  it('refuses a rule from another section, at its line', () => {
    const text = [
      '---',
      'section: 520',
      'title: Монеты',
      'heading: Монеты.',
      'part: 5',
      'numberInferred: false',
      'startsMidway: false',
      'endsMidway: false',
      'sources:',
      '  - file: a.txt',
      '    lines: [1, 3]',
      '---',
      '',
      '206.1. Чужое, правило.',
      '',
    ].join('\n');
    expect(parseSectionFile('520-monety.md', text)).toEqual({
      ok: false,
      problems: [
        {
          file: '520-monety.md',
          line: 14,
          column: 1,
          message: 'rule 206.1 is outside its section 520',
          messageRu: 'правило 206.1 стоит вне своего раздела 520',
        },
      ],
    });
  });
});
