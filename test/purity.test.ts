// src/rulebook, src/engine, src/search, src/input, src/routes, src/practice, src/choice and src/ask are pure libraries: they run in
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
  practice: { packages: ['zod/mini'], uses: ['engine', 'input', 'routes', 'choice'] },
  choice: { packages: [] },
  ask: { packages: [], uses: ['practice', 'search', 'routes'] },
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

// Editions are data (content/rules, content/engine): no code names one (comments may, to say
// which edition a rule's number comes from). A test imports a third edition without a change here.
describe('src names no edition', () => {
  it.each(files(join(root, 'src')).map((f) => relative(root, f)))('%s', (file) => {
    expect(withoutComments(readFileSync(join(root, file), 'utf8'))).not.toMatch(/\b(early|late)\b/);
  });
});

// The site's modules form no circle: the data module (src/site/data.ts) imports none of the
// others, and each of the others imports only those below it, type-only imports included.
describe('the import graph of src/site', () => {
  const site = join(root, 'src', 'site');
  const modules = files(site).filter((f) => f.endsWith('.ts'));
  const edges = new Map(
    modules.map((file) => [
      file,
      importsOf(readFileSync(file, 'utf8'))
        .map(({ from }) => join(file, '..', from))
        .filter((target) => modules.includes(target)),
    ]),
  );
  /** A circle through `file`, as the files it passes, or null. */
  const circle = (file: string, path: string[] = []): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    for (const next of edges.get(file) ?? []) {
      const found = circle(next, [...path, file]);
      if (found) return found;
    }
    return null;
  };
  it('finds the site’s modules and their imports', () => expect([...edges.values()].flat().length).toBeGreaterThan(20));
  it.each(modules.map((f) => relative(root, f)))('%s lies on no circle', (file) => {
    expect(circle(join(root, file))?.map((f) => relative(site, f)) ?? null).toBeNull();
  });
});

// Content reaches the site and the command line typed: nothing is cast back from `unknown`, and
// nothing is kept between builds in a module's variables (the content graph and the site's data
// are made once per build and handed on).
describe('content is typed and made once per build, not cached in modules', () => {
  const readers = ['site', 'content-files', 'cli', 'mcp', 'pages', 'components', 'layouts', 'integrations'].flatMap((dir) => files(join(root, 'src', dir)));
  it.each(readers.map((f) => relative(root, f)))('%s', (file) => {
    const text = withoutComments(readFileSync(join(root, file), 'utf8'));
    expect(text).not.toMatch(/\bas unknown as\b/);
    if (file.endsWith('.ts')) expect(text).not.toMatch(/^(?:export )?(?:let |var |const \w+(?:: [^=]+)? = new (?:WeakMap|Map|Set)(?:<[^>]*>)?\(\))/m);
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

// The design system: colours come from the tokens (src/styles/tokens.css, and paper's own in
// print.css), and no style breaks a word inside — lines break between words only.
describe('styles keep to the design system', () => {
  const sheets = readdirSync(join(root, 'src', 'styles'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => join(root, 'src', 'styles', f));
  const styled = [...sheets, ...files(join(root, 'src')).filter((f) => f.endsWith('.astro'))];
  const styleOf = (file: string) => {
    const text = readFileSync(file, 'utf8');
    return file.endsWith('.css') ? text : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  };
  it('finds the stylesheets', () => expect(styled.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(5));
  it('takes colours from the tokens only (a fallback inside var() aside)', () => {
    const own = styled.filter((f) => !/\/(tokens|print)\.css$/.test(f));
    const found = own.flatMap((file) =>
      [
        ...styleOf(file)
          .replace(/var\([^()]*\)/g, '')
          .matchAll(/#[0-9a-fA-F]{3,8}\b|\brgba?\(\s*\d/g),
      ].map((m) => `${relative(root, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
  it('never breaks a word inside', () => {
    const found = styled.flatMap((file) =>
      [
        ...styleOf(file).matchAll(
          /(?:word-break\s*:\s*break-(?:all|word)|overflow-wrap\s*:\s*(?:anywhere|break-word)|word-wrap\s*:\s*break-word|hyphens\s*:\s*auto)/g,
        ),
      ].map((m) => `${relative(root, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});

// Content is read only through src/content-files/read-file.ts: regular files only, under a size
// limit, so that a FIFO or /dev/zero in content/ can neither hang nor exhaust a command or the build.
describe('content is read only through the safe reader', () => {
  const readers = [
    ...files(join(root, 'src', 'content-files')),
    ...files(join(root, 'src', 'cli')),
    ...files(join(root, 'src', 'site')),
    ...files(join(root, 'src', 'pages')),
  ].filter((f) => !f.endsWith('/read-file.ts'));
  it.each(readers.map((f) => relative(root, f)))('%s', (file) => {
    expect(withoutComments(readFileSync(join(root, file), 'utf8'))).not.toMatch(/\breadFile(Sync)?\s*\(|\bcreateReadStream\s*\(/);
  });
});

// A page's scripts fetch their own build's files, named by content (issue 21): never the stable
// /api/ addresses, which another build may have changed under the open page.
describe('page scripts fetch no /api/ address', () => {
  it.each(files(join(root, 'src', 'scripts')).map((f) => relative(root, f)))('%s', (file) => {
    expect(withoutComments(readFileSync(join(root, file), 'utf8'))).not.toMatch(/\bapiPaths\b|['"`]\/api\//);
  });
});

// What the judge's board offers is the engine's action records' to say, worked out in its worker
// (src/scripts/judge/board-offers.ts): no page script lists actions or questions of its own, nor pulls
// the records into the page's thread.
describe('the board’s offers come from the engine, in the worker', () => {
  const scripts = files(join(root, 'src', 'scripts')).filter((f) => !/\/(board-offers|judge-worker)\.ts$/.test(f));
  it.each(scripts.map((f) => relative(root, f)))('%s', (file) => {
    expect(withoutComments(readFileSync(join(root, file), 'utf8'))).not.toMatch(
      /\b(cardActions|playerActions|cardQuestions|playerQuestions|ACTIONS|CARD_FIELDS)\b/,
    );
  });
});

// The pages' scripts live in one folder per page (src/scripts/judge/, rule/, practice/, …) and
// shared/ holds what two pages or more use: a page's folder imports its own files and shared/
// only, shared/ imports only itself, and nothing lies loose in src/scripts.
describe('the pages’ scripts import only their own folder and shared/', () => {
  const scripts = join(root, 'src', 'scripts');
  const modules = files(scripts);
  const folderOf = (file: string) => relative(scripts, file).split('/')[0];
  const edges = modules.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .map(({ from }) => join(file, '..', from))
      .filter((target) => target.startsWith(scripts + '/'))
      .map((target) => ({ file, target })),
  );
  it('finds the folders and their imports', () => {
    expect(new Set(modules.map(folderOf)).size).toBeGreaterThan(5);
    expect(edges.length).toBeGreaterThan(40);
  });
  it('keeps every script in a folder', () => {
    expect(modules.filter((f) => !relative(scripts, f).includes('/')).map((f) => relative(root, f))).toEqual([]);
  });
  it('imports downward only: into the same folder or shared/', () => {
    const across = edges.filter(({ file, target }) => folderOf(target) !== folderOf(file) && (folderOf(target) !== 'shared' || folderOf(file) === 'shared'));
    expect(across.map(({ file, target }) => `${relative(scripts, file)} → ${relative(scripts, target)}`)).toEqual([]);
  });
  it('keeps in shared/ only what two page folders use', () => {
    // A shared module counts the page folders that reach it, directly or through other shared modules.
    const users = (target: string, seen = new Set<string>()): Set<string> => {
      const found = new Set<string>();
      for (const { file } of edges.filter((e) => e.target === target)) {
        if (folderOf(file) !== 'shared') found.add(folderOf(file));
        else if (!seen.has(file)) for (const f of users(file, seen.add(file))) found.add(f);
      }
      return found;
    };
    const lonely = modules.filter((f) => folderOf(f) === 'shared').filter((f) => users(f).size < 2);
    expect(lonely.map((f) => `${relative(scripts, f)}: ${[...users(f)].join(', ') || 'no page'}`)).toEqual([]);
  });
});
