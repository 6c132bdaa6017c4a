// An import lands completely or changes nothing: the write is made to fail at each of its steps
// in turn, and every time the content is exactly as before, with nothing left behind; let through,
// it is exactly the new edition.
import * as fs from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { obstacles, writeImport, type ImportFs, type ImportPlan } from '../../src/cli/import-write.ts';

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) {
        out[relative(dir, path)] = 'folder';
        walk(path);
      } else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** A project with an edition `early` (two sections, an edition.yaml, a note and a folder of its own). */
function project(): { root: string; plan: ImportPlan } {
  const root = mkdtempSync(join(tmpdir(), 'svod-write-'));
  const folder = join(root, 'content', 'rules', 'early');
  mkdirSync(join(folder, 'scans'), { recursive: true });
  writeFileSync(join(folder, 'edition.yaml'), 'id: early\n');
  writeFileSync(join(folder, '204-koloda.md'), 'старая колода\n');
  writeFileSync(join(folder, '205-kladbishche.md'), 'старое кладбище\n');
  writeFileSync(join(folder, 'NOTES.txt'), 'заметки\n');
  writeFileSync(join(folder, 'scans', 'page.txt'), 'скан\n');
  mkdirSync(join(root, 'content', 'sources'));
  writeFileSync(join(root, 'new.txt'), 'новый источник\n');
  const plan: ImportPlan = {
    folder,
    files: new Map([
      ['edition.yaml', 'id: early\ntitle: Ранняя\n'],
      ['205-kladbishche.md', 'новое кладбище\n'],
      ['206-zapas.md', 'запас\n'],
    ]),
    carried: ['NOTES.txt', 'scans'],
    sources: [{ from: join(root, 'new.txt'), to: join(root, 'content', 'sources', 'new.txt') }],
  };
  return { root, plan };
}

const MUTATING = ['mkdirSync', 'writeFileSync', 'cpSync', 'copyFileSync', 'renameSync', 'linkSync', 'unlinkSync', 'rmSync', 'rmdirSync'] as const;

/** Node's file operations, the `failAt`-th change failing (once); counts the changes made. */
function failing(failAt: number): { fs: ImportFs; count: () => number } {
  let n = 0;
  const wrapped = { ...fs } as Record<string, unknown>;
  for (const name of MUTATING) {
    const real = (fs as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    wrapped[name] = (...args: unknown[]) => {
      if (++n === failAt) throw Object.assign(new Error(`${name} failed on purpose`), { code: 'EIO' });
      return real(...args);
    };
  }
  return { fs: wrapped as unknown as ImportFs, count: () => n };
}

describe('writing an import', () => {
  it('lands whole: the new files, the kept ones, the source, and no staging left behind', () => {
    const { root, plan } = project();
    expect(obstacles(plan)).toEqual([]);
    expect(writeImport(plan)).toEqual([]);
    expect(tree(join(root, 'content'))).toEqual({
      rules: 'folder',
      'rules/early': 'folder',
      'rules/early/205-kladbishche.md': expect.any(String),
      'rules/early/206-zapas.md': expect.any(String),
      'rules/early/NOTES.txt': expect.any(String),
      'rules/early/edition.yaml': expect.any(String),
      'rules/early/scans': 'folder',
      'rules/early/scans/page.txt': expect.any(String),
      sources: 'folder',
      'sources/new.txt': expect.any(String),
    });
    expect(readFileSync(join(plan.folder, '205-kladbishche.md'), 'utf8')).toBe('новое кладбище\n');
    expect(readFileSync(join(plan.folder, 'NOTES.txt'), 'utf8')).toBe('заметки\n');
  });

  it('failing at any step, leaves every file as it was and nothing behind', () => {
    const reference = project();
    const steps = failing(0);
    writeImport(reference.plan, steps.fs);
    const landed = tree(reference.root);
    const total = steps.count();
    expect(total).toBeGreaterThan(8);
    const visible = (t: Record<string, string>) =>
      Object.fromEntries(Object.entries(t).filter(([path]) => !path.split('/').some((part) => part.startsWith('.'))));
    for (let at = 1; at <= total; at++) {
      const { root, plan } = project();
      const before = tree(root);
      let threw = false;
      try {
        writeImport(plan, failing(at).fs);
      } catch {
        threw = true;
      }
      // Only the last steps, which clear away the replaced copy, may fail once the import has landed.
      if (threw) expect(tree(root), `failing at step ${at} of ${total}`).toEqual(before);
      else expect(visible(tree(root)), `failing at step ${at} of ${total}`).toEqual(landed);
    }
  });

  it('a new edition in a project without content: failing, it leaves no folder behind', () => {
    const root = mkdtempSync(join(tmpdir(), 'svod-write-'));
    writeFileSync(join(root, 'a.txt'), 'текст\n');
    const plan: ImportPlan = {
      folder: join(root, 'content', 'rules', 'x'),
      files: new Map([['edition.yaml', 'id: x\n']]),
      carried: [],
      sources: [{ from: join(root, 'a.txt'), to: join(root, 'content', 'sources', 'a.txt') }],
    };
    const steps = failing(0);
    writeImport(plan, steps.fs);
    const total = steps.count();
    for (let at = 1; at <= total; at++) {
      fs.rmSync(join(root, 'content'), { recursive: true, force: true });
      let threw = false;
      try {
        writeImport(plan, failing(at).fs);
      } catch {
        threw = true;
      }
      if (threw) expect(readdirSync(root), `failing at step ${at} of ${total}`).toEqual(['a.txt']);
    }
  });
});
