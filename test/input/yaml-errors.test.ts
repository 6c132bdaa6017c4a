// Every YAML syntax error reaches the site in Russian, with its line and column: the judge's
// «Текст сценария» shows messageRu as it is.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readYaml } from '../../src/input/index.ts';
import { yamlErrorRu } from '../../src/input/yaml-errors.ts';

/** English words outside «…» (what the reader typed is quoted and may be anything); the format's name, YAML, is no English. */
const english = (text: string) =>
  text
    .replace(/«[^»]*»/g, '')
    .replace(/\bYAML\b/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

function problem(text: string) {
  const read = readYaml('x.yaml', text);
  return read.ok ? null : read.problems[0];
}

describe('YAML errors in Russian', () => {
  it('says the issue’s «Flow sequence in block collection…» in Russian, where it stands', () => {
    const p = problem('setup:\n  A: {hand: [Кутила}\n');
    expect(p).toMatchObject({ line: 2, column: expect.any(Number) });
    expect(p!.message).toMatch(/^YAML syntax error: Flow (sequence|map) in block collection/);
    expect(p!.messageRu).toMatch(/^ошибка синтаксиса YAML: (список в квадратных|запись в фигурных) скобках не закрыт/);
    expect(english(p!.messageRu)).toEqual([]);
  });

  it.each([
    ['a: "x\n', 'не закрыты двойные кавычки'],
    ["a: 'x\n", 'не закрыт апостроф'],
    ['a:\n\t- b\n', 'табуляцией'],
    ['a: 1\na: 2\n', 'ключ повторяется'],
    ['a:\n  b: 1\n c: 2\n', 'с одного столбца'],
    ['a: [1,,2]\n', 'запятая'],
    ['a: @x\n', 'не может начинаться со знака «@»'],
    ['---\na: 1\n---\nb: 2\n', 'несколько документов'],
    ['key: value\n  other: 1\n', 'с новой строки'],
    ['a: x\n- b\n', 'на одной строке'],
  ])('%j: %s', (text, says) => {
    const p = problem(text);
    expect(p?.messageRu).toContain(says);
    expect(english(p!.messageRu)).toEqual([]);
  });

  it('says every error of a broken scenario in Russian, whatever the break', () => {
    const scenario = readFileSync('content/examples/203-2-kutila.yaml', 'utf8');
    const breaks = ['[', ']', '{', '}', ':', '"', "'", '\t', '- ', '@', '`', '&', '*', '!', '|x', '\n ', ',', '#'];
    let errors = 0;
    for (let at = 0; at < scenario.length; at += 7) {
      for (const inserted of breaks) {
        const p = problem(scenario.slice(0, at) + inserted + scenario.slice(at));
        if (!p) continue;
        errors++;
        expect(english(p.messageRu), `${JSON.stringify(inserted)} at ${at}: ${p.message}`).toEqual([]);
        expect(p.line).toBeGreaterThan(0);
        expect(p.column).toBeGreaterThan(0);
      }
    }
    expect(errors).toBeGreaterThan(100);
  });

  it('falls back to the error’s kind, then to «не читается», never to the parser’s English', () => {
    expect(yamlErrorRu('Something new the parser says', 'BAD_INDENT')).toBe('неверный отступ');
    expect(yamlErrorRu('Something new the parser says')).toBe('текст не читается как YAML');
  });
});
