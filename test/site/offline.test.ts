// The offline copy's manifest: every file of a build under one id that changes with any byte,
// pages by their address, the worker stamped with the id; the rules' date honestly sourced.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offlineManifest, rulesCommitDate, writeOffline, type OfflineManifest } from '../../src/integrations/offline.ts';

const scratch = mkdtempSync(join(tmpdir(), 'svod-offline-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => mkdtempSync(join(scratch, name));

const worker = "const BUILD = '__SVOD_BUILD__';\nconst ASSETS = '__SVOD_ASSETS__';\n";

function fakeBuild(files: Record<string, string> = {}): string {
  const dir = folder('build-');
  const all = {
    'index.html': 'home',
    '404.html': 'not found',
    'offline/index.html': 'not saved',
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
  it('lists every file but the worker and the link preview images, pages by their address', () => {
    const manifest = offlineManifest(fakeBuild({ 'previews/rule.png': 'png' }), noGit());
    expect(manifest.files).toEqual(['', '404.html', '_astro/island.abc123.js', 'offline/', 'rules/205.4/', 'search-index.json']);
    expect(manifest.fallbacks).toEqual({ notSaved: 'offline/', notFound: '404.html' });
  });

  it('gives the same build the same id and any changed byte a new one, the worker’s code included', () => {
    const id = (files?: Record<string, string>) => offlineManifest(fakeBuild(files), noGit()).build;
    expect(id()).toMatch(/^[0-9a-f]{12}$/);
    expect(id()).toBe(id());
    expect(id({ 'rules/205.4/index.html': 'rule!' })).not.toBe(id());
    expect(id({ 'search-index.1.json': '{}' })).not.toBe(id());
    expect(id({ 'sw.js': `${worker}// fixed\n` })).not.toBe(id());
  });

  it('writes the manifest and stamps the worker with the build and the assets folder', () => {
    const dir = fakeBuild();
    const manifest = writeOffline(dir, noGit(), '_astro');
    expect(JSON.parse(readFileSync(join(dir, 'offline-manifest.json'), 'utf8'))).toEqual(manifest);
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(`const BUILD = '${manifest.build}';\nconst ASSETS = '_astro/';\n`);
    // Written once, the manifest is no file of the build.
    expect(offlineManifest(dir, noGit()).files).not.toContain('offline-manifest.json');
  });

  it('refuses a build without its fallback pages, or a worker without its placeholders', () => {
    expect(() => writeOffline(fakeBuild({ 'sw.js': 'const BUILD = 1;' }), noGit(), '_astro')).toThrow(/placeholder __SVOD_BUILD__/);
    const dir = folder('build-');
    writeFileSync(join(dir, 'sw.js'), worker);
    writeFileSync(join(dir, 'index.html'), '');
    expect(() => writeOffline(dir, noGit(), '_astro')).toThrow(/lacks its fallback pages offline\/, 404\.html/);
  });

  it('dates the rules by their last commit, and by the build when they have none or changed since', () => {
    const repo = folder('rules-git-');
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, env: { ...process.env, GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z', GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z' } });
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
