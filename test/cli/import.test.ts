// `svod import` and `svod rule` as a user runs them.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentCopy, root, run } from './helpers.ts';

const svod = join(root, 'bin', 'svod.mjs');
const source = (name: string) => join(root, 'content', 'sources', name);

describe('svod import', () => {
  it('--json prints the parsed edition and writes nothing', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svod-'));
    const out = execFileSync(
      process.execPath,
      [svod, 'import', source('001_4876500ea2668954.txt'), source('004_c6c256dfb0eda6e8.txt'), '--edition', 'late', '--json'],
      { cwd, encoding: 'utf8' },
    );
    const edition = JSON.parse(out);
    expect(edition.id).toBe('late');
    const rules = edition.sections.flatMap((s: { rules: { number: string; inferred: boolean }[] }) => s.rules);
    expect(rules.find((r: { number: string }) => r.number === '520.3')).toMatchObject({ inferred: true });
    expect(edition.parts[0]).toMatchObject({ number: 3 });
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('writes an edition and keeps its sources', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svod-'));
    const result = run(['import', source('000_9967a3e43282e7fe.txt'), source('002_38efa8241acc77b4.txt'), '--edition', 'early'], cwd);
    expect(result.status).toBe(0);
    // Without edition.yaml nothing says 000 opens at a section start, so 203.1–203.3 stay unnumbered.
    expect(result.stdout).toContain('8 sections, 10 rules');
    const yaml = readFileSync(join(cwd, 'content', 'rules', 'early', 'edition.yaml'), 'utf8');
    writeFileSync(
      join(cwd, 'content', 'rules', 'early', 'edition.yaml'),
      yaml.replace('  - file: 000_9967a3e43282e7fe.txt', '  - file: 000_9967a3e43282e7fe.txt\n    opensAtSectionStart: true'),
    );
    expect(run(['import', source('000_9967a3e43282e7fe.txt'), source('002_38efa8241acc77b4.txt'), '--edition', 'early', '--replace'], cwd).stdout).toContain(
      '8 sections, 13 rules',
    );
    const files = readdirSync(join(cwd, 'content', 'rules', 'early'));
    expect(files).toContain('205-kladbishche.md');
    expect(files).toContain('edition.yaml');
    expect(readFileSync(join(cwd, 'content', 'sources', '000_9967a3e43282e7fe.txt')).equals(readFileSync(source('000_9967a3e43282e7fe.txt')))).toBe(true);
  });

  it('exits 2 naming the file and line of a malformed source, writing nothing', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svod-'));
    writeFileSync(join(cwd, 'bad.txt'), 'Кладбище.\n\n205.3. Первое.\n\n205.2. Второе.\n');
    const result = run(['import', 'bad.txt', '--edition', 'x'], cwd);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('bad.txt:5:1: rule 205.2 comes after 205.3: numbers go backwards');
    expect(existsSync(join(cwd, 'content'))).toBe(false);
  });

  it('explains a missing --edition or file', () => {
    expect(run(['import', 'nothing.txt', '--edition', 'x']).stderr).toContain('nothing.txt: no such file');
    expect(run(['import', source('000_9967a3e43282e7fe.txt')]).stderr).toContain('--edition ID is required');
  });
});

describe('svod rule', () => {
  it('prints a rule with its citation', () => {
    const result = run(['rule', '205.4', '--edition', 'early']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('кроме Инкарнации.');
    expect(result.stdout).toContain('«Берсерк. Герои», правила, ранняя редакция, 205.4');
  });

  it('shows the current view by default and marks inferred numbers', () => {
    const result = run(['rule', '520.3']);
    expect(result.stdout).toContain('Поздняя редакция (number inferred');
    expect(result.stdout).toContain('[520.3] В фазе накопления');
  });

  it('says where a rule is when it is not in the asked view', () => {
    const result = run(['rule', '206.2']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('it is in: early');
    expect(run(['rule', 'abc']).status).toBe(2);
  });
});

describe('svod check on broken content', () => {
  /** `svod check` in a copy of the content where one file has `from` replaced by `to`. */
  function checkWithEdit(file: string, from: string, to: string) {
    const cwd = contentCopy();
    const path = join(cwd, 'content', file);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
    const result = run(['check'], cwd);
    return { status: result.status, output: result.stderr + result.stdout };
  }

  it('names a section file whose frontmatter breaks the schema', () => {
    const { status, output } = checkWithEdit('rules/late/520-monety.md', 'numberInferred: false', 'numberInferred: может быть');
    expect(status).not.toBe(0);
    expect(output).toContain('content/rules/late/520-monety.md:7:17: numberInferred: must be true or false');
  });

  it('names the source line that the content no longer holds', () => {
    const { status, output } = checkWithEdit('rules/early/204-koloda.md', 'У каждого игрока своя колода.', 'У каждого игрока колода.');
    expect(status).not.toBe(0);
    expect(output).toContain('000_9967a3e43282e7fe.txt:17:1');
  });
});
