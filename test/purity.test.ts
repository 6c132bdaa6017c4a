// src/rulebook, src/engine, src/search, src/input and src/routes are pure libraries: they run in
// Node, the browser and a Web Worker alike (no Node, DOM or Astro API), import of other folders
// only the index.ts of the libraries they use, and everything else reaches them only through
// their index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const libraries: Record<string, { packages: string[]; typesFrom?: string[]; uses?: string[] }> = {
  input: { packages: ['yaml', 'zod/mini'] },
  rulebook: { packages: ['unified', 'remark-parse', 'mdast', 'yaml', 'zod/mini'], uses: ['input'] },
  engine: { packages: ['yaml', 'zod/mini'], uses: ['input', 'routes'] },
  search: { packages: ['flexsearch', '@orama/stemmers/russian'], typesFrom: ['../rulebook/index.ts'], uses: ['routes'] },
  routes: { packages: [] },
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|astro|mjs)$/.test(name) ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?'([^']+)'/gm)].map((m) => ({ typeOnly: !!m[1], from: m[2] }));
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');

for (const [name, rules] of Object.entries(libraries)) {
  describe(`src/${name} is pure`, () => {
    const dir = join(root, 'src', name);
    const own = files(dir);
    it('has a public index.ts', () => expect(own).toContain(join(dir, 'index.ts')));
    for (const file of own) {
      it(relative(root, file), () => {
        const text = readFileSync(file, 'utf8');
        for (const { typeOnly, from } of importsOf(text)) {
          if (from.startsWith('.')) {
            const target = join(file, '..', from);
            const inside = target.startsWith(dir + '/');
            const shared = rules.uses?.some((lib) => target === join(root, 'src', lib, 'index.ts'));
            expect(inside || shared || (typeOnly && rules.typesFrom?.includes(from)), `${from} leaves src/${name}`).toBe(true);
          } else expect(rules.packages, `${relative(root, file)} imports ${from}`).toContain(from);
        }
        expect(withoutComments(text)).not.toMatch(/\b(process|document|window|localStorage|Buffer|require)\s*[.(]/);
      });
    }
  });
}

// Editions are data the engine is handed: its code names none of them (comments may, to say which
// edition a rule's number comes from).
describe('src/engine names no edition', () => {
  it.each(files(join(root, 'src', 'engine')).map((f) => relative(root, f)))('%s', (file) => {
    expect(withoutComments(readFileSync(join(root, file), 'utf8'))).not.toMatch(/\b(early|late)\b/);
  });
});

// Unit tests may reach a library's inner modules; the site, the CLI and the benchmarks may not.
describe('other folders use the libraries only through their index.ts', () => {
  const outside = [...files(join(root, 'src')), ...files(join(root, 'bench'))].filter(
    (f) => !Object.keys(libraries).some((name) => f.startsWith(join(root, 'src', name) + '/')),
  );
  it('finds the files that use them', () => expect(outside.length).toBeGreaterThan(20));
  it.each(Object.keys(libraries))('%s', (name) => {
    const deep = outside.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((i) => i.from)
        .filter((from) => {
          const target = join(file, '..', from);
          return from.startsWith('.') && target.startsWith(join(root, 'src', name) + '/') && target !== join(root, 'src', name, 'index.ts');
        })
        .map((from) => `${relative(root, file)} → ${from}`),
    );
    expect(deep).toEqual([]);
  });
});

// Content is read only through src/content-files/read-file.ts: regular files only, under a size
// limit, so that a FIFO or /dev/zero in content/ can neither hang nor exhaust a command or the build.
describe('content is read only through the safe reader', () => {
  // search-data.ts belongs to the search work and still reads two folders itself.
  const readers = [...files(join(root, 'src', 'content-files')), ...files(join(root, 'src', 'cli')), ...files(join(root, 'src', 'site')), ...files(join(root, 'src', 'pages'))].filter(
    (f) => !f.endsWith('/read-file.ts') && !f.endsWith('/search-data.ts'),
  );
  it.each(readers.map((f) => relative(root, f)))('%s', (file) => {
    expect(withoutComments(readFileSync(join(root, file), 'utf8'))).not.toMatch(/\breadFile(Sync)?\s*\(|\bcreateReadStream\s*\(/);
  });
});
