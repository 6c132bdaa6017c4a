// edition.yaml: read by its schema, written back as the importer commits it, and made up for a
// new edition.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultEditionMeta, parseEditionMeta, serializeEditionMeta } from '../../src/rulebook/index.ts';
import { root } from './fixtures.ts';

const committed = (id: string) => readFileSync(join(root, 'content', 'rules', id, 'edition.yaml'), 'utf8');

describe('reading edition.yaml', () => {
  it('reads the committed late edition: id, title, order, note and sources with their notes', () => {
    expect(parseEditionMeta('content/rules/late/edition.yaml', committed('late'))).toEqual({
      ok: true,
      value: {
        id: 'late',
        title: 'Поздняя редакция',
        order: 2,
        note: 'Добавлен раздел 206 «Запас» (следующие разделы сдвинуты на один); в 205.4 сохраняются и маркеры «Х раз за ход».',
        sources: [
          { file: '001_4876500ea2668954.txt' },
          { file: '004_c6c256dfb0eda6e8.txt', editionAssumed: true, note: 'Редакция этой выдержки точно не известна; отнесена к поздней.' },
        ],
      },
    });
  });

  it('names a missing key at its mapping', () => {
    expect(parseEditionMeta('e.yaml', 'id: late\ntitle: Т\norder: 2\n')).toEqual({
      ok: false,
      problems: [{ file: 'e.yaml', line: 1, column: 1, message: '"sources" is required', messageRu: 'нужен ключ sources' }],
    });
  });

  it('names broken YAML instead of throwing', () => {
    expect(parseEditionMeta('e.yaml', 'id: late\nsources: [{file: a.txt}\n')).toMatchObject({
      ok: false,
      problems: [
        {
          file: 'e.yaml',
          line: 3,
          column: 1,
          message: expect.stringMatching(/^YAML syntax error: /),
          messageRu: expect.stringMatching(/^ошибка синтаксиса YAML: /),
        },
      ],
    });
  });
});

describe('writing edition.yaml', () => {
  it('writes the committed files back exactly, schema line first and long notes unfolded', () => {
    for (const id of ['early', 'late']) {
      const meta = parseEditionMeta('edition.yaml', committed(id));
      expect(meta.ok && serializeEditionMeta(meta.value)).toBe(committed(id));
    }
  });

  it('writes a new edition as its schema line and the fields', () => {
    expect(serializeEditionMeta(defaultEditionMeta('mid', ['a.txt'], 3))).toBe(
      '# yaml-language-server: $schema=../../schema/edition.schema.json\nid: mid\ntitle: mid\norder: 3\nsources:\n  - file: a.txt\n',
    );
  });
});

describe('a new edition', () => {
  it('is titled by its id and lists its source files in the order given', () => {
    expect(defaultEditionMeta('mid', ['b.txt', 'a.txt'], 3)).toEqual({ id: 'mid', title: 'mid', order: 3, sources: [{ file: 'b.txt' }, { file: 'a.txt' }] });
  });

  it('reads back from what is written for it', () => {
    const meta = defaultEditionMeta('mid', ['b.txt', 'a.txt'], 3);
    expect(parseEditionMeta('edition.yaml', serializeEditionMeta(meta))).toEqual({ ok: true, value: meta });
  });
});
