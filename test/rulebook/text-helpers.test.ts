// Small text helpers seen through what uses them: file names from section titles, Markdown
// escaping on the import round trip, rule numbers, runs of excerpts and cited rule numbers.
import { describe, expect, it } from 'vitest';
import { findReferences, flatten, importEdition, isRuleNumber, type Edition, type EditionMeta, type Section } from '../../src/rulebook/index.ts';
import { bytes, handSection } from './fixtures.ts';

const meta: EditionMeta = { id: 'x', title: 'X', order: 1, sources: [{ file: 'a.txt', opensAtSectionStart: true }] };

function imported(text: string) {
  const result = importEdition(meta, [{ file: 'a.txt', bytes: bytes(text) }]);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

/** The Markdown body of a content file, after its frontmatter. */
const bodyOf = (file: string) => file.slice(file.indexOf('\n---\n\n') + 6);

describe('section file names', () => {
  it('transliterates the title into lower-case Latin words joined by single hyphens', () => {
    const { files } = imported('Ёж и ЩИТ — Zeta!.\n\n205.1. Текст.\n\nКладбище.\n\n206.1. Текст.');
    expect([...files.keys()]).toEqual(['edition.yaml', '205-ezh-i-shchit-zeta.md', '206-kladbishche.md']);
  });
});

describe('Markdown escaping on the import round trip', () => {
  it('writes list items as a list and escapes only what Markdown would misread at a line start', () => {
    const source = 'Кладбище.\n\n205.1. Первое:\n\n1) пункт;\n\n2) пункт.\n\n12. Абзац с номером.\n\nТекст 5\\. и \\# далее.';
    const { files, edition } = imported(source);
    expect(bodyOf(files.get('205-kladbishche.md')!)).toBe('205.1. Первое:\n\n1) пункт;\n\n2) пункт.\n\n12\\. Абзац с номером.\n\nТекст 5\\. и \\# далее.\n');
    expect(edition.sections[0].rules[0].blocks).toEqual([
      { kind: 'paragraph', anchor: '205.1', text: '205.1. Первое:', line: 17 },
      {
        kind: 'list',
        anchor: '205.1-l1',
        items: [
          { marker: '1)', text: 'пункт;' },
          { marker: '2)', text: 'пункт.' },
        ],
        line: 19,
      },
      { kind: 'paragraph', anchor: '205.1-p2', text: '12. Абзац с номером.', line: 23 },
      { kind: 'paragraph', anchor: '205.1-p3', text: 'Текст 5\\. и \\# далее.', line: 25 },
    ]);
  });
});

describe('rule numbers', () => {
  it('accepts numbers with parts of any length, and a section alone', () => {
    const texts = ['205', '205.4', '205.12', '517.3.10', '20.4', '205.', '205.4a', 'x205.4'];
    expect(texts.filter(isRuleNumber)).toEqual(['205', '205.4', '205.12', '517.3.10']);
  });

  it('finds a cited number at the very start of a text that is not a rule paragraph', () => {
    expect(findReferences('309.2 и 517.3')).toEqual([
      { number: '309.2', start: 0, end: 5 },
      { number: '517.3', start: 8, end: 13 },
    ]);
  });
});

function section(number: number, startsMidway: boolean, endsMidway: boolean): Section {
  return handSection(number, { startsMidway, endsMidway, preamble: [{ kind: 'paragraph', anchor: `${number}-p1`, text: 'Текст.', line: 1 }] });
}

describe('excerpt runs', () => {
  it('starts a new run only where a section starts or the one before ends midway', () => {
    const edition: Edition = {
      id: 'x',
      title: 'X',
      order: 1,
      sources: [],
      parts: [],
      sections: [section(205, false, false), section(206, false, false), section(207, true, true), section(208, false, false), section(209, false, false)],
    };
    expect(flatten(edition).map((u) => [u.section.number, u.run])).toEqual([
      [205, 0],
      [206, 0],
      [207, 1],
      [208, 2],
      [209, 2],
    ]);
  });
});
