// Facts said once: the site's addresses only in src/routes, the editions' titles only in their
// edition.yaml. A path or a title spelled anywhere else in the code fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|astro|mjs)$/.test(name) ? [path] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
const code = (dirs: string[]) =>
  dirs.flatMap((d) => files(join(root, 'src', d))).map((path) => ({ file: relative(root, path), text: withoutComments(readFileSync(path, 'utf8')) }));

/** A root-relative address in a string or an attribute: `'/rules/…'`, `href="/"`. */
const address =
  /(['"`])\/(?:(?:rules|editions|diff|examples|cards|judge|search|glossary|api)\b|search-index|favicon|manifest|sw\.js)|(?:href|action|src)=(['"])\/\2/g;

describe('said once', () => {
  const site = code(['pages', 'components', 'layouts', 'scripts', 'site', 'search', 'markdown', 'rulebook', 'cli', 'content-files']);

  it('reads the site code', () => expect(site.length).toBeGreaterThan(60));

  it('spells the site’s addresses only in src/routes', () => {
    const found = site.flatMap(({ file, text }) => [...text.matchAll(address)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('takes the editions’ titles from edition.yaml, never from code', () => {
    const titles = /(?:ранн|поздн)(?:яя|ей|юю|ие|их)\b/i;
    expect(site.filter(({ text }) => titles.test(text)).map((f) => f.file)).toEqual([]);
  });
});
