// A glossary term (content/glossary/<slug>.yaml): read by its schema, its definition quoted from
// the defining rule of each edition, and every mistake named at its line and column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGlossary, readGlossaryTerm, type Block, type Edition, type Rule, type Section } from '../../src/rulebook/index.ts';
import { bytes, handSection, importSeeds, root } from './fixtures.ts';

const FILE = 'content/glossary/lar.yaml';

const paragraph = (anchor: string, text: string): Block => ({ kind: 'paragraph', anchor, text, line: 1 });
const rule = (number: string, ...texts: string[]): Rule => ({
  number,
  inferred: false,
  section: Number(number.slice(0, 3)),
  blocks: texts.map((text, i) => paragraph(i ? `${number}-p${i + 1}` : number, text)),
});
const section = (number: number, preamble: Block[], rules: Rule[]): Section => handSection(number, { preamble, rules });

// Two made-up editions (generic text, not the rulebook's): the same anchors hold different
// words in each, and every section opens with a preamble, so a definition quoted from the wrong
// edition, section, rule or paragraph shows.
function editions(): Edition[] {
  const edition = (id: string, order: number, word: string): Edition => ({
    id,
    title: id,
    order,
    sources: [{ file: `${id}.txt` }],
    parts: [],
    sections: [
      section(
        901,
        [paragraph('901-p1', `Ларь ${word} - это зона для жетонов.`)],
        [rule('901.1', `Жетон ${word} кладут лицом вверх.`, `Ларь ${word} виден обоим игрокам.`)],
      ),
      section(
        902,
        [paragraph('902-p1', `Сундук ${word} закрыт.`)],
        [rule('902.1', `Ключ ${word} лежит в ларе.`), rule('902.2', `ЛАРЬ ${word} пустеет в конце хода.`)],
      ),
    ],
  });
  return [edition('alpha', 1, 'первый'), edition('beta', 2, 'второй')];
}

const read = (yaml: string, file = FILE) => readGlossaryTerm(yaml, file, editions());

describe('reading a glossary term', () => {
  it('quotes the defining paragraph of each edition it names, with the term, forms and links', () => {
    const yaml = 'term: Ларь\nforms: [ларя, в ларе]\ndefined: { beta: "902.1", alpha: "901.1-p2" }\nsee: [klyuch, sunduk]\n';
    expect(read(yaml)).toEqual({
      ok: true,
      value: {
        slug: 'lar',
        term: 'Ларь',
        forms: ['ларя', 'в ларе'],
        definitions: [
          { edition: 'beta', anchor: '902.1', text: 'Ключ второй лежит в ларе.' },
          { edition: 'alpha', anchor: '901.1-p2', text: 'Ларь первый виден обоим игрокам.' },
        ],
        see: ['klyuch', 'sunduk'],
      },
    });
  });

  it('finds a section preamble paragraph by its anchor', () => {
    expect(read('term: Сундук\ndefined: { alpha: "902-p1" }\n')).toEqual({
      ok: true,
      value: { slug: 'lar', term: 'Сундук', forms: [], definitions: [{ edition: 'alpha', anchor: '902-p1', text: 'Сундук первый закрыт.' }], see: [] },
    });
  });

  it('finds a rule that is not the first of its section by its number', () => {
    const result = read('term: Ларь\ndefined: { alpha: "902.2" }\n');
    expect(result.ok && result.value.definitions).toEqual([{ edition: 'alpha', anchor: '902.2', text: 'ЛАРЬ первый пустеет в конце хода.' }]);
  });

  it('accepts a definition that mentions only one of the forms, in any case', () => {
    const result = read('term: Сундук\nforms: [ЛАРЕ]\ndefined: { beta: "902.1" }\n');
    expect(result.ok && result.value.definitions).toEqual([{ edition: 'beta', anchor: '902.1', text: 'Ключ второй лежит в ларе.' }]);
  });

  it('takes the slug from the file name, .yaml or .yml', () => {
    const yaml = 'term: Ларь\ndefined: { alpha: "901-p1" }\n';
    expect(read(yaml, 'content/glossary/bolshoi-lar.yaml')).toMatchObject({ ok: true, value: { slug: 'bolshoi-lar' } });
    expect(read(yaml, 'content/glossary/bolshoi-lar.yml')).toMatchObject({ ok: true, value: { slug: 'bolshoi-lar' } });
  });

  it('quotes the seeds’ own text for the committed terms «Рука» (rule 203.1) and «Кладбище» (205-p1)', () => {
    const early = importSeeds('early').edition;
    const term = (slug: string) =>
      readGlossaryTerm(new Uint8Array(readFileSync(join(root, 'content', 'glossary', `${slug}.yaml`))), `content/glossary/${slug}.yaml`, [early]);
    expect(term('ruka')).toMatchObject({
      ok: true,
      value: {
        slug: 'ruka',
        term: 'Рука',
        definitions: [
          {
            edition: 'early',
            anchor: '203.1',
            text: 'Рука - это полузакрытая частная зона. Игрок может просматривать только свою руку. Обычно карты этой зоны игроки держат в руке, из-за чего эта зона так и называется.',
          },
        ],
        see: ['koloda', 'kladbishche'],
      },
    });
    expect(term('kladbishche')).toMatchObject({
      ok: true,
      value: { definitions: [{ edition: 'early', anchor: '205-p1', text: expect.stringMatching(/^Кладбище – это открытая частная зона/) }] },
    });
  });
});

describe('a glossary term with mistakes', () => {
  it('names an edition that does not exist', () => {
    expect(read('term: Ларь\ndefined: { gamma: "901.1" }\n')).toEqual({
      ok: false,
      problems: [{ file: FILE, line: 2, column: 19, message: 'no edition "gamma"', messageRu: 'нет редакции «gamma»' }],
    });
  });

  it('names an anchor that the edition does not have', () => {
    expect(read('term: Ларь\ndefined:\n  alpha: "903.1"\n')).toEqual({
      ok: false,
      problems: [
        {
          file: FILE,
          line: 3,
          column: 10,
          message: 'the alpha edition has no rule or paragraph 903.1',
          messageRu: 'в редакции alpha нет правила или абзаца 903.1',
        },
      ],
    });
  });

  it('names a defining rule that mentions neither the term nor its forms', () => {
    expect(read('term: Ларь\nforms: [ларя]\ndefined: { alpha: "901-p1", beta: "901.1" }\n')).toEqual({
      ok: false,
      problems: [
        {
          file: FILE,
          line: 3,
          column: 35,
          message: '901.1 does not mention «Ларь» or its forms: is it the defining rule?',
          messageRu: 'в 901.1 нет слова «Ларь» и его форм — это точно определение?',
        },
      ],
    });
  });

  it('reports every wrong edition, not only the first', () => {
    const result = read('term: Ларь\ndefined:\n  gamma: "901.1"\n  alpha: "909.9"\n');
    expect(result.ok ? [] : result.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '3:10 no edition "gamma"',
      '4:10 the alpha edition has no rule or paragraph 909.9',
    ]);
  });

  it('asks for at least one defining rule', () => {
    expect(read('term: Ларь\ndefined: {}\n')).toEqual({
      ok: false,
      problems: [
        {
          file: FILE,
          line: 2,
          column: 10,
          message: 'name the defining rule of at least one edition',
          messageRu: 'укажите определяющее правило хотя бы одной редакции',
        },
      ],
    });
  });

  it('names a value the schema refuses', () => {
    expect(read('term: Ларь\ndefined: { alpha: "901.1/ex1" }\n')).toEqual({
      ok: false,
      problems: [
        {
          file: FILE,
          line: 2,
          column: 19,
          message: 'defined.alpha: must be a rule number or a paragraph anchor such as 206.1 or 205-p1',
          messageRu: 'defined.alpha: нужен номер правила или абзаца вида 206.1 или 205-p1',
        },
      ],
    });
  });

  it('names broken YAML instead of throwing', () => {
    const result = readGlossaryTerm(bytes('term: Ларь\ndefined: { alpha: "901.1"\n'), FILE, editions());
    expect(result).toMatchObject({
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

describe('a glossary term’s forms', () => {
  it('cannot be function words, single letters or no letters, each named at its place with the reason', () => {
    const result = read('term: Ларь\nforms: [ларя, в, и, "-", на, Я, в и, в ларе, только]\ndefined: { alpha: "901.1-p2" }\n');
    expect(result.ok ? [] : result.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '2:15 «в» cannot be a form of a term (a preposition): every «в» in the rules would link to it',
      '2:18 «и» cannot be a form of a term (a conjunction): every «и» in the rules would link to it',
      '2:21 «-» cannot be a form of a term (has no letters): every «-» in the rules would link to it',
      '2:26 «на» cannot be a form of a term (a preposition): every «на» in the rules would link to it',
      '2:30 «Я» cannot be a form of a term (a single letter): every «Я» in the rules would link to it',
      '2:33 «в и» cannot be a form of a term (only function words): every «в и» in the rules would link to it',
      '2:46 «только» cannot be a form of a term (a particle): every «только» in the rules would link to it',
    ]);
    expect(result.ok ? null : result.problems[0].messageRu).toBe('«в» не может быть формой термина (предлог): к нему вело бы каждое «в» в правилах');
  });

  it('belong to one term only: a form another term claims is named at its place', () => {
    const files = [
      { file: 'content/glossary/lar.yaml', bytes: bytes('term: Ларь\nforms: [ларя, в ларе]\ndefined: { alpha: "901.1-p2" }\n') },
      { file: 'content/glossary/sunduk.yaml', bytes: bytes('term: Сундук\nforms: [сундука, В ЛАРЕ]\ndefined: { alpha: "902-p1" }\n') },
    ];
    const { terms, problems } = readGlossary(files, editions());
    expect(terms.map((t) => t.slug)).toEqual(['lar', 'sunduk']);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      'content/glossary/sunduk.yaml:2:18 «В ЛАРЕ» is also a form of «Ларь» (content/glossary/lar.yaml): a form names one term',
    ]);
  });

  it('see: an unknown term is named at its line and column', () => {
    const files = [
      { file: 'content/glossary/lar.yaml', bytes: bytes('term: Ларь\ndefined: { alpha: "901.1-p2" }\nsee: [sunduk, nikto]\n') },
      { file: 'content/glossary/sunduk.yaml', bytes: bytes('term: Сундук\ndefined: { alpha: "902-p1" }\n') },
    ];
    expect(readGlossary(files, editions()).problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '3:15 see: no term "nikto" (no file nikto.yaml in the glossary)',
    ]);
  });
});
