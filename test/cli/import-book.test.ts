// `svod import` of a whole book (issue 27): it says what it found, names what it kept twice and
// what it could not place, and refuses a book it misread rather than reporting success.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bookText } from '../fixtures/book.ts';
import { contentCopy, refused, run } from './helpers.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(text: string): string {
  const cwd = contentCopy();
  made.push(cwd);
  writeFileSync(join(cwd, 'book.txt'), text);
  return cwd;
}

describe('svod import of a whole book', () => {
  it('says how many parts, sections, rules, examples and terms it found, and names a repeated number’s lines', () => {
    const cwd = project(bookText());
    const result = run(['import', 'book.txt', '--edition', 'polnye'], cwd);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^imported polnye: 3 parts, 16 sections, \d+ rules, 3 examples, 5 terms → content\/rules\/polnye\/$/m);
    expect(result.stdout).toMatch(/^note: book\.txt:\d+:1: rule 517\.5 is given 2 times \(lines \d+, \d+\): each is kept, in order, as 517\.5, 517\.5-2$/m);
    const rule = run(['rule', '517.5-2', '--edition', 'polnye'], cwd);
    expect(rule.status).toBe(0);
    expect(rule.stdout).toContain('517.5. Если вы потеряли контроль над картой');
  });

  it('refuses a book it could not read into sections, naming the lines, and writes nothing', () => {
    const cwd = project(bookText().replace(/^(\d{3})\.\s?(\S[^\n]*)$/gm, '§ $1 $2'));
    const stderr = refused(['book.txt', '--edition', 'polnye'], cwd);
    expect(stderr).toMatch(/^book\.txt: \d+ % of the lines stand in no rule, section or term/m);
    expect(stderr).toMatch(/^book\.txt:\d+:1: stands in no rule or section: part 2 has no section heading/m);
  });
});
