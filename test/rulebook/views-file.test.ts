// content/rules/views.yaml: the current view and the compared pairs, every edition it names
// checked against the editions in content/rules, every mistake named at its line and column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseViewsFile } from '../../src/rulebook/index.ts';
import { root } from './fixtures.ts';

const FILE = 'content/rules/views.yaml';
const EDITIONS = ['early', 'late', 'middle'];
const parse = (yaml: string) => parseViewsFile(FILE, yaml, EDITIONS);
const unknown = (id: string) => ({ message: `no edition "${id}" in content/rules (known: early, late, middle)`, messageRu: `нет редакции «${id}»` });

describe('reading views.yaml', () => {
  it('reads the committed views.yaml: late filled by early, early compared with late', () => {
    const text = readFileSync(join(root, FILE), 'utf8');
    expect(parseViewsFile(FILE, text, ['early', 'late'])).toEqual({
      ok: true,
      value: { current: { base: 'late', fill: 'early' }, compare: [['early', 'late']] },
    });
  });

  it('needs no fill edition and no pairs to compare', () => {
    expect(parse('current:\n  base: middle\n')).toEqual({ ok: true, value: { current: { base: 'middle' }, compare: [] } });
  });

  it('compares several pairs, each direction once', () => {
    const yaml = 'current: { base: late }\ncompare:\n  - [early, late]\n  - [late, early]\n  - [early, middle]\n';
    expect(parse(yaml)).toEqual({
      ok: true,
      value: {
        current: { base: 'late' },
        compare: [
          ['early', 'late'],
          ['late', 'early'],
          ['early', 'middle'],
        ],
      },
    });
  });
});

describe('views.yaml with mistakes', () => {
  it('names an unknown base edition where it stands, with the editions that exist', () => {
    expect(parse('current:\n  base: newest\n')).toEqual({ ok: false, problems: [{ file: FILE, line: 2, column: 9, ...unknown('newest') }] });
  });

  it('names an unknown fill edition', () => {
    expect(parse('current:\n  base: late\n  fill: oldest\n')).toEqual({ ok: false, problems: [{ file: FILE, line: 3, column: 9, ...unknown('oldest') }] });
  });

  it('refuses an edition that fills its own gaps', () => {
    expect(parse('current:\n  base: late\n  fill: late\n')).toEqual({
      ok: false,
      problems: [{ file: FILE, line: 3, column: 9, message: 'the base edition cannot fill its own gaps', messageRu: 'редакция не дополняет сама себя' }],
    });
  });

  it('names each unknown edition of a compared pair at its place', () => {
    expect(parse('current: { base: late }\ncompare:\n  - [early, late]\n  - [oldest, newest]\n')).toEqual({
      ok: false,
      problems: [
        { file: FILE, line: 4, column: 6, ...unknown('oldest') },
        { file: FILE, line: 4, column: 14, ...unknown('newest') },
      ],
    });
  });

  it('refuses an edition compared with itself', () => {
    expect(parse('current: { base: late }\ncompare:\n  - [early, late]\n  - [late, late]\n')).toEqual({
      ok: false,
      problems: [{ file: FILE, line: 4, column: 5, message: 'compares an edition with itself', messageRu: 'редакция сравнивается сама с собой' }],
    });
  });

  it('refuses a pair compared twice', () => {
    expect(parse('current: { base: late }\ncompare:\n  - [early, late]\n  - [early, middle]\n  - [early, late]\n')).toEqual({
      ok: false,
      problems: [{ file: FILE, line: 5, column: 5, message: 'compares early with late twice', messageRu: 'эта пара уже есть' }],
    });
  });

  it('names a value the schema refuses', () => {
    expect(parse('current: { base: late }\ncompare: [[early, late, middle]]\n')).toEqual({
      ok: false,
      problems: [{ file: FILE, line: 2, column: 11, message: 'compare[0]: holds more than 2 items', messageRu: 'compare[0]: больше 2 элементов' }],
    });
  });

  it('names broken YAML instead of throwing', () => {
    expect(parse('current:\n  base: [late\n')).toMatchObject({
      ok: false,
      problems: [
        {
          file: FILE,
          line: 3,
          column: 1,
          message: expect.stringMatching(/^YAML syntax error: /),
          messageRu: expect.stringMatching(/^ошибка синтаксиса YAML: /),
        },
      ],
    });
  });
});
