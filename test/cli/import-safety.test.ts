// `svod import` cannot lose text: it refuses, before writing anything, a source whose name is
// taken by other bytes or by another edition, two inputs of one name, and inputs that are not
// regular files; and importing an edition leaves the current view and the diff pages alone.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { graph, graphOf } from '../content-graph.ts';
import { contentCopy, refused, root, run, tree } from './helpers.ts';

const seed = (name: string) => join(root, 'content', 'sources', name);

describe('svod import refuses what would lose text', () => {
  it('refuses another file named like a kept source, for a new edition', () => {
    const cwd = contentCopy();
    mkdirSync(join(cwd, 'new'));
    writeFileSync(join(cwd, 'new', '000_9967a3e43282e7fe.txt'), 'Кладбище.\n\n205.2. Другой текст.\n');
    const stderr = refused(['new/000_9967a3e43282e7fe.txt', '--edition', 'trial'], cwd);
    expect(stderr).toContain('content/sources/000_9967a3e43282e7fe.txt already holds other text');
    expect(run(['check'], cwd).status).toBe(0);
  });

  it('refuses a source of another edition, even byte for byte the same', () => {
    const cwd = contentCopy();
    const stderr = refused([seed('000_9967a3e43282e7fe.txt'), '--edition', 'trial'], cwd);
    expect(stderr).toContain('000_9967a3e43282e7fe.txt is a source of edition early');
  });

  it('refuses two inputs with one name', () => {
    const cwd = contentCopy();
    for (const dir of ['a', 'b']) {
      mkdirSync(join(cwd, dir));
      writeFileSync(join(cwd, dir, 'x.txt'), `Кладбище.\n\n205.2. Текст ${dir}.\n`);
    }
    expect(refused(['a/x.txt', 'b/x.txt', '--edition', 'trial'], cwd)).toContain('a/x.txt and b/x.txt have one name, x.txt');
  });

  it('refuses a directory with a message', () => {
    const cwd = contentCopy();
    expect(refused(['content/sources', '--edition', 'trial'], cwd)).toContain('content/sources: is a directory');
  });

  it('refuses a FIFO without reading it', () => {
    const cwd = contentCopy();
    expect(spawnSync('mkfifo', [join(cwd, 'pipe.txt')]).status).toBe(0);
    // Reading the FIFO would block until the timeout, and the import would not exit 2.
    expect(refused(['pipe.txt', '--edition', 'trial'], cwd)).toContain('pipe.txt: is not a regular file');
  });

  it('refuses an existing edition without --replace; with it, re-imports from its own sources, changing nothing', () => {
    const cwd = contentCopy();
    const args = [seed('000_9967a3e43282e7fe.txt'), seed('002_38efa8241acc77b4.txt'), '--edition', 'early'];
    expect(refused(args, cwd)).toContain('edition early already exists in content/rules/early/: --replace replaces its section and part files');
    const before = tree(cwd);
    const result = run(['import', ...args, '--replace'], cwd);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'replacing edition early in content/rules/early/: 8 section and part file(s) become 8; changed: none; removed: none; added: none',
    );
    expect(tree(cwd)).toEqual(before);
  });
});

describe('the current view is declared, not inferred', () => {
  it('stays late filled by early, with the same diff, after a new edition is imported', () => {
    const cwd = contentCopy();
    writeFileSync(join(cwd, 'trial.txt'), readFileSync(seed('001_4876500ea2668954.txt')));
    const result = run(['import', 'trial.txt', '--edition', 'trial'], cwd);
    expect(result.status, result.stderr).toBe(0);
    const read = graphOf(cwd);
    expect(read.problems).toEqual([]);
    const after = read.graph;
    expect(after.editions.map((e) => `${e.id} ${e.order} ${e.title}`)).toEqual(['early 1 Ранняя редакция', 'late 2 Поздняя редакция', 'trial 3 trial']);
    const current = after.views[0];
    expect([current.base, ...current.editions]).toEqual(['late', 'late', 'early']);
    expect(current).toEqual(graph().views[0]);
    expect(after.declared!.compare).toEqual([['early', 'late']]);
    // Until views.yaml names it, the new edition is read on its own pages and checks no ruling.
    expect(after.rulings.flatMap((r) => r.checks.map((c) => c.edition)).filter((e) => e === 'trial')).toEqual([]);
    expect(after.engine.derived.map((d) => [d.edition, d.from])).toEqual([['trial', 'late']]);
    expect(run(['rule', '205.4'], cwd).stdout).toContain('205.4 — Поздняя редакция');
    expect(run(['check'], cwd).status).toBe(0);
  });

  it('svod check fails when a view holds two rules with one number', () => {
    const cwd = contentCopy();
    // A trial edition whose 205.2 reads otherwise than late's: filling late with it shows 205.2 twice.
    writeFileSync(join(cwd, 'trial.txt'), 'Кладбище.\n\n205.1. Первое правило пробной редакции.\n\n205.2. Второе правило пробной редакции.\n');
    expect(run(['import', 'trial.txt', '--edition', 'trial'], cwd).status).toBe(0);
    expect(run(['check'], cwd).status).toBe(0);
    const views = join(cwd, 'content', 'rules', 'views.yaml');
    writeFileSync(views, readFileSync(views, 'utf8').replace('fill: early', 'fill: trial'));
    const check = run(['check'], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('content/rules/late/205-bez-zagolovka.md: the current view holds two rules numbered 205.2 (late and trial)');
  });

  it('svod check names a views.yaml that names an unknown edition', () => {
    const cwd = contentCopy();
    const views = join(cwd, 'content', 'rules', 'views.yaml');
    writeFileSync(views, readFileSync(views, 'utf8').replace('fill: early', 'fill: erly'));
    const check = run(['check'], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('content/rules/views.yaml:6:9: no edition "erly" in content/rules (known: early, late)');
  });
});
