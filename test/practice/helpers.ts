// Templates written inline in tests, read with the content's cards and editions' tables.
import { readTemplate, type Template } from '../../src/practice/index.ts';
import { catalog, editions, where } from '../engine/helpers.ts';

const HEAD = '# yaml-language-server: $schema=../schema/practice.schema.json\n';

/** Reads a template's text as content/practice/<id>.yaml; fails the test on a problem. */
export function template(text: string, id = /^id: (.*)$/m.exec(text)?.[1] ?? 'test'): Template {
  const read = readTemplate(HEAD + text, `content/practice/${id}.yaml`, {
    catalog: catalog(),
    editions: [...editions().keys()],
    rulings: new Set(['kutila-in-play']),
  });
  if (!read.ok) throw new Error(`template problems:\n${where(read.errors)}`);
  return read.template;
}

/** The problems of a template that does not read, as a compiler prints them. */
export function problems(text: string, id = /^id: (.*)$/m.exec(text)?.[1] ?? 'test'): string[] {
  const read = readTemplate(HEAD + text, `content/practice/${id}.yaml`, {
    catalog: catalog(),
    editions: [...editions().keys()],
    rulings: new Set(['kutila-in-play']),
  });
  return read.ok ? [] : read.errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`);
}

/** A template's `mistakes:` block of two misreadings whose reasons say nothing: the tests look at their changes. */
export const twoMistakes = (rule: string, first: string, second: string) => `mistakes:
  - if: a
    rule: "${rule}"
    but: b
    change: ${first}
  - if: c
    rule: "${rule}"
    but: d
    change: ${second}
`;
