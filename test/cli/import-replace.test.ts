// `svod import` never loses content: an existing edition is replaced only with --replace, which
// says what it replaces and keeps what the import does not produce; what would block the write
// part-way is refused before anything is written; ids and sources have limits; and two imports
// at once never overwrite each other's sources.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, takeLock } from '../../src/cli/import-lock.ts';

const LOCK_FILE = join('content', LOCK_NAME);
import { contentCopy, refused, root, run } from './helpers.ts';

const seed = (name: string) => join(root, 'content', 'sources', name);
const svod = join(root, 'bin', 'svod.mjs');

describe('replacing an edition', () => {
  it('says what it replaces, and keeps edition.yaml’s title, order and notes and the folder’s other files', () => {
    const cwd = contentCopy();
    const folder = join(cwd, 'content', 'rules', 'early');
    writeFileSync(join(folder, 'NOTES.txt'), 'заметки редактора\n');
    mkdirSync(join(folder, 'images'));
    writeFileSync(join(folder, 'images', 'scan.txt'), 'скан\n');
    // Only 000 this time: 002's sections go, and so does what edition.yaml said of 002.
    const result = run(['import', seed('000_9967a3e43282e7fe.txt'), '--edition', 'early', '--replace'], cwd);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^replacing edition early in content\/rules\/early\/: 8 section and part file\(s\) become \d+; changed: .*; removed: .*210-sobytiya\.md/m,
    );
    expect(result.stdout).toContain('keeping from edition.yaml: title "Ранняя редакция", order 1, its note, what it says of 000_9967a3e43282e7fe.txt');
    expect(result.stdout).toContain('edition.yaml no longer names source 002_38efa8241acc77b4.txt, nor what it said of it; the file stays in content/sources');
    expect(result.stdout).toContain('keeping 2 other file(s) as they are: NOTES.txt, images');
    const meta = readFileSync(join(folder, 'edition.yaml'), 'utf8');
    expect(meta).toContain('title: Ранняя редакция');
    expect(meta).toContain('note: Нет раздела «Запас»');
    expect(meta).toContain('opensAtSectionStart: true');
    expect(meta).not.toContain('002_38efa8241acc77b4.txt');
    expect(readFileSync(join(folder, 'NOTES.txt'), 'utf8')).toBe('заметки редактора\n');
    expect(readFileSync(join(folder, 'images', 'scan.txt'), 'utf8')).toBe('скан\n');
    expect(existsSync(join(cwd, 'content', 'sources', '002_38efa8241acc77b4.txt'))).toBe(true);
    expect(readdirSync(join(cwd, 'content', 'rules')).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses, changing nothing, where a directory stands in the way of a section file or a source', () => {
    const cwd = contentCopy();
    mkdirSync(join(cwd, 'content', 'rules', 'early', '204-koloda-old.md'));
    writeFileSync(join(cwd, 'content', 'rules', 'early', '204-koloda-old.md', 'keep.txt'), 'не терять\n');
    const args = [seed('000_9967a3e43282e7fe.txt'), seed('002_38efa8241acc77b4.txt'), '--edition', 'early', '--replace'];
    expect(refused(args, cwd)).toContain('content/rules/early/204-koloda-old.md is a directory where the import replaces section files: move it away');

    const fresh = contentCopy();
    writeFileSync(join(fresh, 'x.txt'), 'Кладбище.\n\n205.2. Пробный текст.\n');
    mkdirSync(join(fresh, 'content', 'sources', 'x.txt'));
    expect(refused(['x.txt', '--edition', 'trial'], fresh)).toContain('content/sources/x.txt is a directory, not a file; give the new file another name');
  });
});

describe('limits', () => {
  it('refuses a 300-character edition id with a message, not a stack trace', () => {
    const cwd = contentCopy();
    expect(refused([seed('001_4876500ea2668954.txt'), '--edition', 'a'.repeat(300)], cwd)).toContain(
      '--edition is longer than 40 characters, the most an edition id may have',
    );
  });

  it('refuses a source over the size limit without reading it, and sources over the limit together', () => {
    const cwd = contentCopy();
    writeFileSync(join(cwd, 'big.txt'), `Кладбище.\n\n205.2. ${'Текст. '.repeat(200_000)}\n`);
    expect(refused(['big.txt', '--edition', 'big'], cwd)).toContain('big.txt: is larger than 1000 KB, the most svod reads of one file');
    const part = `Кладбище.\n\n205.2. ${'Текст. '.repeat(60_000)}\n`;
    for (const n of [1, 2, 3]) writeFileSync(join(cwd, `part${n}.txt`), part);
    expect(refused(['part1.txt', 'part2.txt', 'part3.txt', '--edition', 'big'], cwd)).toContain('more than 2000 KB, the most one import may take');
  });
});

describe('two imports at once', () => {
  const importAsync = (args: string[], cwd: string) =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [svod, 'import', ...args], { cwd, stdio: 'ignore' });
      child.on('exit', (code) => resolve(code));
    });

  it('never overwrite each other’s sources: one lands, the other refuses', async () => {
    for (let round = 0; round < 3; round++) {
      const cwd = contentCopy();
      for (const side of ['a', 'b']) {
        mkdirSync(join(cwd, side));
        writeFileSync(join(cwd, side, 'shared.txt'), `Кладбище.\n\n205.2. Текст стороны ${side}.\n`);
      }
      const codes = await Promise.all([importAsync(['a/shared.txt', '--edition', 'side-a'], cwd), importAsync(['b/shared.txt', '--edition', 'side-b'], cwd)]);
      expect([...codes].sort()).toEqual([0, 2]);
      const winner = codes[0] === 0 ? 'a' : 'b';
      expect(readFileSync(join(cwd, 'content', 'sources', 'shared.txt'), 'utf8')).toBe(readFileSync(join(cwd, winner, 'shared.txt'), 'utf8'));
      expect(readdirSync(join(cwd, 'content', 'rules')).sort()).toEqual(['early', 'late', `side-${winner}`, 'views.yaml']);
      expect(existsSync(join(cwd, LOCK_FILE))).toBe(false);
      expect(run(['check', '--quiet'], cwd).status).toBe(0);
    }
  });

  it('a held lock keeps another import out; a lock whose process ended is taken over', async () => {
    const cwd = contentCopy();
    const first = await takeLock(join(cwd, 'content'), 0);
    expect('release' in first).toBe(true);
    expect(await takeLock(join(cwd, 'content'), 0)).toEqual({ heldBy: process.pid });
    const stderr = refused([seed('001_4876500ea2668954.txt'), '--edition', 'trial'], cwd);
    expect(stderr).toContain(`another import (process ${process.pid}) holds content/.svod-import.lock`);
    if ('release' in first) first.release();
    // A process id that no process has: the lock of an import that crashed.
    writeFileSync(join(cwd, LOCK_FILE), '2147483646\n');
    const taken = await takeLock(join(cwd, 'content'), 0);
    expect('release' in taken).toBe(true);
    if ('release' in taken) taken.release();
    expect(existsSync(join(cwd, LOCK_FILE))).toBe(false);
  }, 30_000);
});
