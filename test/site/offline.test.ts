// The offline copy's manifest: every file of a build under one id that changes with any byte,
// pages by their address, the worker stamped with the id; the rules' date honestly sourced.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  OFFLINE_BUDGET,
  offlineBudget,
  offlineCopy,
  offlineManifest,
  rulesCommitDate,
  stampPages,
  writeOffline,
  type OfflineManifest,
} from '../../src/integrations/offline.ts';

const scratch = mkdtempSync(join(tmpdir(), 'svod-offline-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => mkdtempSync(join(scratch, name));

const worker = "const BUILD = '__SVOD_BUILD__';\nconst ASSETS = '__SVOD_ASSETS__';\nconst HASHED = '__SVOD_HASHED__'.split(' ');\n";

function fakeBuild(files: Record<string, string> = {}): string {
  const dir = folder('build-');
  const all = {
    'index.html': 'home',
    '404.html': 'not found',
    'offline/index.html': 'not saved',
    'offline/reader/index.html': 'reader',
    'rules/205.4/index.html': 'rule',
    '_astro/island.abc123.js': 'code',
    'search-index.json': '{}',
    'sw.js': worker,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const noGit = () => folder('rules-');

describe('offline manifest', () => {
  it('lists every file but the worker and the files only others read, pages by their address', () => {
    const forOthers = {
      'previews/rule.png': 'png',
      'sitemap.xml': '<urlset/>',
      'api/rules.json': '{}',
      'api/rules/early.json': '{}',
      'api/cards.json': '{}',
      'api/rulings.json': '{}',
      'api/schemas/card.json': '{}',
    };
    // Pages read their build's own copies of the API's data, under /data/; the API's files are all for others.
    const apiTheyCopy = { 'api/examples/x.json': '{}', 'api/rulings/r/late.json': '{}', 'api/rule-numbers.json': '{}' };
    const manifest = offlineManifest(
      fakeBuild({ ...forOthers, ...apiTheyCopy, 'api/index.html': 'docs', 'data/examples/x.h.json': '{}', 'data/rule-numbers.h.json': '{}' }),
      noGit(),
    );
    expect(manifest.files).toEqual([
      '',
      '404.html',
      '_astro/island.abc123.js',
      'api/',
      'data/examples/x.h.json',
      'data/rule-numbers.h.json',
      'offline/',
      'offline/reader/',
      'rules/205.4/',
      'search-index.json',
    ]);
    expect(manifest.fallbacks).toEqual({ notSaved: 'offline/', notFound: '404.html', reader: 'offline/reader/' });
    expect(manifest.readerPages).toEqual([]);
  });

  it('gives the same build the same id and any changed byte a new one, the worker’s code included', () => {
    const id = (files?: Record<string, string>) => offlineManifest(fakeBuild(files), noGit()).build;
    expect(id()).toMatch(/^[0-9a-f]{12}$/);
    expect(id()).toBe(id());
    expect(id({ 'rules/205.4/index.html': 'rule!' })).not.toBe(id());
    expect(id({ 'search-index.1.json': '{}' })).not.toBe(id());
    expect(id({ 'sw.js': `${worker}// fixed\n` })).not.toBe(id());
  });

  it('writes the manifest and stamps the worker with the build, the assets folder and the folders named by content', () => {
    const dir = fakeBuild({ 'rules/205/index.html': '<html><head><title>205</title></head><body></body></html>' });
    const unstamped = offlineManifest(dir, noGit()).build;
    const { manifest } = writeOffline(dir, noGit(), '_astro');
    expect(manifest.build).toBe(unstamped);
    expect(JSON.parse(readFileSync(join(dir, 'offline-manifest.json'), 'utf8'))).toEqual(manifest);
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(
      `const BUILD = '${manifest.build}';\nconst ASSETS = '_astro/';\nconst HASHED = 'search/ data/'.split(' ');\n`,
    );
    // Every page says which build it is, once, however often it is stamped.
    const page = () => readFileSync(join(dir, 'rules/205/index.html'), 'utf8');
    expect(page()).toBe(`<html><head><title>205</title><meta name="svod-build" content="${manifest.build}"></head><body></body></html>`);
    stampPages(dir, 'another');
    expect(page()).toBe('<html><head><title>205</title><meta name="svod-build" content="another"></head><body></body></html>');
    // Written once, the manifest is no file of the build.
    expect(offlineManifest(dir, noGit()).files).not.toContain('offline-manifest.json');
  });

  it('refuses a build without its fallback pages, or a worker without its placeholders', () => {
    expect(() => writeOffline(fakeBuild({ 'sw.js': 'const BUILD = 1;' }), noGit(), '_astro')).toThrow(/placeholder __SVOD_BUILD__/);
    const dir = folder('build-');
    writeFileSync(join(dir, 'sw.js'), worker);
    writeFileSync(join(dir, 'index.html'), '');
    expect(() => writeOffline(dir, noGit(), '_astro')).toThrow(/lacks its fallback pages offline\/, 404\.html, offline\/reader\//);
  });

  it('dates the rules by their last commit, and by the build when they have none or changed since', () => {
    const repo = folder('rules-git-');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: repo,
        env: { ...process.env, GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z', GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z' },
      });
    git('init', '-q');
    writeFileSync(join(repo, 'edition.yaml'), 'id: late\n');
    git('add', '.');
    git('commit', '-q', '-m', 'rules');
    expect(rulesCommitDate(repo)).toBe('2024-03-05');
    const committed: OfflineManifest['rules'] = offlineManifest(fakeBuild(), repo).rules;
    expect(committed).toEqual({ date: '2024-03-05', from: 'content' });
    writeFileSync(join(repo, 'edition.yaml'), 'id: late\ntitle: changed\n');
    expect(rulesCommitDate(repo)).toBeNull();
    expect(offlineManifest(fakeBuild(), repo, new Date('2025-01-02T10:00:00Z')).rules).toEqual({ date: '2025-01-02', from: 'build' });
    expect(offlineManifest(fakeBuild(), noGit(), new Date('2025-01-02T10:00:00Z')).rules).toEqual({ date: '2025-01-02', from: 'build' });
  });
});

describe('the offline copy’s budget', () => {
  // Pages of pseudo-random letters, which gzip cannot shrink much: each adds over 1 KB to the copy.
  const text = (seed: number) => {
    let x = seed;
    return Array.from({ length: 2000 }, () => String.fromCharCode(0x430 + ((x = (x * 48271) % 2147483647) % 32))).join('');
  };
  const pages: Record<string, string> = {
    'rules/205/index.html': text(1),
    'rules/205.4/index.html': text(2),
    'rules/205.10/index.html': text(3),
    'rules/206.1/index.html': text(4),
    'editions/early/rules/205/index.html': text(5),
    'editions/early/rules/205.4/index.html': text(6),
    'editions/late/rules/205.4/index.html': text(7),
  };
  const dir = fakeBuild(pages);
  const sizeOf = (m: OfflineManifest, build: string) =>
    gzipSync(JSON.stringify(m)).length +
    m.files.reduce((n, a) => n + gzipSync(readFileSync(join(build, a === '' || a.endsWith('/') ? `${a}index.html` : a))).length, 0);
  const all = offlineCopy(dir, noGit());

  it('saves every page while the copy fits, as the real content does', () => {
    expect(all.manifest.readerPages).toEqual([]);
    expect(all.gzip).toBe(sizeOf(all.manifest, dir));
    expect(all.budget).toBe(OFFLINE_BUDGET);
  });

  it('beyond the budget, leaves sections’ and rules’ pages to the reader: the current view’s sections first, then its rules, then the editions’', () => {
    // Room for all but the last four pages in the order they join (and for the manifest's few bytes more).
    const lastFour = ['rules/206.1/', 'editions/early/rules/205/', 'editions/early/rules/205.4/', 'editions/late/rules/205.4/'];
    const budget = all.gzip - lastFour.reduce((n, a) => n + gzipSync(readFileSync(join(dir, `${a}index.html`))).length, 0) + 50;
    const { manifest, gzip } = offlineCopy(dir, noGit(), new Date(), budget);
    expect(manifest.files).toEqual(
      expect.arrayContaining(['', '404.html', '_astro/island.abc123.js', 'offline/', 'offline/reader/', 'search-index.json', 'rules/205/', 'rules/205.4/']),
    );
    // Saved and left out, every page once.
    expect([...manifest.files, ...manifest.readerPages].sort()).toEqual(all.manifest.files);
    expect(manifest.readerPages).toEqual(lastFour);
    expect(gzip).toBe(sizeOf(manifest, dir));
    expect(gzip).toBeLessThanOrEqual(budget);
  });

  it('takes the editions in the order the build lists them, not by their ids', () => {
    // The build's rule numbers name the views in the editions' order: here late before early.
    const ordered = fakeBuild({ ...pages, 'api/rule-numbers.json': JSON.stringify({ views: [{ id: 'current' }, { id: 'late' }, { id: 'early' }] }) });
    const lastTwo = ['editions/early/rules/205/', 'editions/early/rules/205.4/'];
    const budget = all.gzip - lastTwo.reduce((n, a) => n + gzipSync(readFileSync(join(ordered, `${a}index.html`))).length, 0) + 50;
    expect(offlineCopy(ordered, noGit(), new Date(), budget).manifest.readerPages).toEqual(lastTwo);
  });

  it('keeps every other file whatever the budget, and says when even they outgrow it', () => {
    const { manifest, gzip } = offlineCopy(dir, noGit(), new Date(), 100);
    expect(manifest.readerPages.sort()).toEqual(
      Object.keys(pages)
        .map((p) => p.replace('index.html', ''))
        .sort(),
    );
    expect(manifest.files).toEqual(['', '404.html', '_astro/island.abc123.js', 'offline/', 'offline/reader/', 'search-index.json']);
    expect(gzip).toBeGreaterThan(100);
  });

  it('takes its budget from SVOD_OFFLINE_BUDGET in bytes, and refuses anything else', () => {
    expect(offlineBudget({})).toBe(OFFLINE_BUDGET);
    expect(offlineBudget({ SVOD_OFFLINE_BUDGET: '' })).toBe(OFFLINE_BUDGET);
    expect(offlineBudget({ SVOD_OFFLINE_BUDGET: '400000' })).toBe(400_000);
    for (const bad of ['3MB', '-1', '1.5'])
      expect(() => offlineBudget({ SVOD_OFFLINE_BUDGET: bad })).toThrow(/SVOD_OFFLINE_BUDGET must be a whole number of bytes/);
  });
});
