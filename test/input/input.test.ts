// The shared input reader: YAML with positions, schema problems in both languages at the line
// and column of the offending key or value, strict UTF-8, no shifted columns after a BOM.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkSchema, decodeUtf8, readData, readYaml, says, type YamlInput } from '../../src/input/index.ts';

const Card = z.strictObject({ card: z.string(), wounds: z.optional(z.int().check(z.minimum(0), z.maximum(5))) });
const Doc = z.strictObject({
  id: z.optional(z.string().check(z.regex(/^[a-z]+(-[a-z]+)*$/, says('must be kebab-case', 'нужен kebab-case')))),
  hand: z.optional(z.array(z.union([z.string(), Card]))),
  side: z.optional(z.enum(['A', 'B'])),
});

function read(text: string | Uint8Array): YamlInput {
  const r = readYaml('x.yaml', text);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}

function problems(text: string) {
  const r = checkSchema(Doc, read(text));
  if (r.ok) throw new Error('expected problems');
  return r.problems.map((p) => `${p.line}:${p.column} ${p.message} | ${p.messageRu}`);
}

describe('input reader', () => {
  it('names an unknown key where it stands, with the keys allowed there', () => {
    expect(problems('id: abc\nsidee: A\n')).toEqual([
      '2:1 unknown key "sidee" (allowed: id, hand, side) | неизвестный ключ «sidee» (допустимы: id, hand, side)',
    ]);
  });

  it('points into a union at the option the value was meant for', () => {
    expect(problems('hand:\n  - Кутила\n  - {card: Кутила, wounds: 9}\n')).toEqual([
      '3:28 hand[1].wounds: must be at most 5 (got 9) | hand[1].wounds: не больше 5 (а не 9)',
    ]);
    expect(problems('hand:\n  - {wounds: 1}\n')).toEqual(['2:5 hand[0]: "card" is required | hand[0]: нужен ключ card']);
  });

  it("uses a schema's own words for its checks", () => {
    expect(problems('id: Not_Kebab\n')).toEqual(['1:5 id: must be kebab-case | id: нужен kebab-case']);
  });

  it('lists the values an enumeration allows', () => {
    expect(problems('side: C\n')).toEqual(['1:7 side: must be one of: A, B (got "C") | side: допустимо: A, B (а не "C")']);
  });

  it('keeps keys such as __proto__ and toString as plain own keys of the data', () => {
    const data = read('m: {__proto__: 1, toString: 2}\n').data as { m: Record<string, number> };
    expect(Object.keys(data.m)).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(data.m)).toBe(Object.prototype);
  });

  it('does not shift columns after a byte-order mark', () => {
    expect(problems('\uFEFFsidee: A\n')).toEqual([expect.stringMatching(/^1:1 /)]);
  });

  it('reports a byte that is not UTF-8 with its line and column', () => {
    const r = readYaml('x.yaml', new Uint8Array([0x61, 0x3a, 0x20, 0x31, 0x0a, 0x62, 0x3a, 0x20, 0xff]));
    expect(r.ok ? null : r.problems[0]).toMatchObject({ line: 2, column: 4, message: 'the file is not valid UTF-8' });
    expect(decodeUtf8('x', new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toEqual({ ok: true, value: 'A' });
  });

  it('says so where the bytes read as Russian in Windows-1251, as a file saved by an older Windows editor', () => {
    // «Рука.\nКолода» in Windows-1251.
    const cp1251 = new Uint8Array([0xd0, 0xf3, 0xea, 0xe0, 0x2e, 0x0a, 0xca, 0xee, 0xeb, 0xee, 0xe4, 0xe0]);
    expect(decodeUtf8('x.txt', cp1251)).toMatchObject({
      ok: false,
      problems: [
        { line: 1, column: 1, message: expect.stringContaining('reads as Russian in Windows-1251'), messageRu: expect.stringContaining('Windows-1251') },
      ],
    });
    const notRussian = decodeUtf8('x.txt', new Uint8Array([0x61, 0x62, 0xff]));
    expect(notRussian.ok ? null : notRussian.problems[0].message).toBe('the file is not valid UTF-8');
  });

  it('reports a repeated key and a syntax error with their positions', () => {
    const dup = readYaml('x.yaml', 'a: 1\na: 2\n');
    expect(dup.ok ? null : dup.problems[0]).toMatchObject({ line: 2, column: 1 });
    const bad = readYaml('x.yaml', 'a: [1, 2\n');
    expect(bad.ok).toBe(false);
  });

  it('refuses an input too large to be content before parsing it', () => {
    const r = readYaml('x.yaml', 'a: ' + 'x'.repeat(1_100_000));
    expect(r.ok ? null : r.problems[0].message).toMatch(/larger than/);
  });

  it('refuses alias bombs instead of expanding them', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill('*' + String.fromCharCode(97 + i))
            .join(', ')}]`,
      ),
    ].join('\n');
    const r = readYaml('x.yaml', bomb);
    expect(r.ok).toBe(false);
  });
});

describe('data read without text', () => {
  const place = (path: readonly PropertyKey[]) => (path[0] === 'hand' && typeof path[1] === 'number' ? `карта ${path[1] + 1}` : '');

  it('checks data by the same schema and names the place in words, keeping the path', () => {
    const r = checkSchema(Doc, readData('стол', { hand: ['Кутила', { card: 'Рунопевец', wounds: 9 }] }, place));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        file: 'стол',
        line: 0,
        column: 0,
        path: ['hand', 1, 'wounds'],
        message: 'hand[1].wounds: must be at most 5 (got 9)',
        messageRu: 'карта 2: не больше 5 (а не 9)',
      },
    ]);
  });

  it('says a problem of the whole without a place', () => {
    const r = checkSchema(Doc, readData('стол', { side: 'C' }, place));
    expect(r.ok ? [] : r.problems.map((p) => p.messageRu)).toEqual(['допустимо: A, B (а не "C")']);
  });

  it('reads good data as it is', () => {
    const r = checkSchema(Doc, readData('стол', { hand: ['Кутила'] }, place));
    expect(r).toEqual({ ok: true, value: { hand: ['Кутила'] } });
  });
});
