// A whole book builds (issue 27): imported with `svod import` into a copy of the content and
// compared with the late edition in views.yaml, it gets a page for every section and rule, each
// rule page showing its text as written, its terms on the edition's contents with their own
// anchors, its API file valid against the published schema, its pages in the offline copy or its
// reader, and search that finds its terms.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'parse5';
import { blockText, withoutNumber, type Edition } from '../../src/rulebook/index.ts';
import { apiSchema } from '../../src/site/api-schemas.ts';
import { buildSite } from '../astro-cli.ts';
import { root, run } from '../cli/helpers.ts';
import { BOOK_TERMS, bookText } from '../fixtures/book.ts';

const ID = 'polnye';
let cwd = '';
let out = '';
let edition: Edition;

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'svod-book-'));
  cpSync(join(root, 'content'), join(cwd, 'content'), { recursive: true });
  writeFileSync(join(cwd, 'book.txt'), bookText());
  const imported = run(['import', 'book.txt', '--edition', ID], cwd);
  if (imported.status !== 0) throw new Error(imported.stderr);
  const views = join(cwd, 'content', 'rules', 'views.yaml');
  writeFileSync(views, readFileSync(views, 'utf8').replace('  - [early, late]\n', `  - [early, late]\n  - [late, ${ID}]\n`));
  out = mkdtempSync(join(tmpdir(), 'svod-book-site-'));
  buildSite({ outDir: out, env: { SVOD_CONTENT_DIR: join(cwd, 'content') } });
  edition = JSON.parse(readFileSync(join(out, 'api', 'rules', `${ID}.json`), 'utf8'));
}, 900_000);
afterAll(() => {
  for (const dir of [cwd, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const html = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
function find(node: Node, test: (n: Node) => boolean): Node[] {
  return [...(test(node) ? [node] : []), ...(node.childNodes ?? []).flatMap((child) => find(child, test))];
}
/** The text a reader sees in a node: its text nodes joined, entities decoded by the parser. */
const textOf = (node: Node): string => (node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join(''));

describe('a whole book, built', () => {
  it('publishes the edition in the API, valid against the published schema', () => {
    const file = JSON.parse(readFileSync(join(out, 'api', 'rules', `${ID}.json`), 'utf8'));
    expect(apiSchema('edition').safeParse(file).success).toBe(true);
    expect(edition.sections).toHaveLength(16);
    expect(edition.parts.find((p) => p.terminology)?.intro.map((b) => b.kind)).toEqual(BOOK_TERMS.map(() => 'term'));
  });

  it('has a page for every section and every rule, each rule showing its text as written', () => {
    for (const section of edition.sections) {
      expect(html(`editions/${ID}/rules/${section.number}`)).toContain(section.title!);
      for (const rule of section.rules) {
        const tree = parse(html(`editions/${ID}/rules/${rule.number}`)) as unknown as Node;
        const [text] = find(tree, (n) => attr(n, 'class') === 'rule-text');
        const shown = textOf(text).replace(/\s+/g, ' ');
        rule.blocks.forEach((block, i) => {
          const written = i === 0 && !rule.inferred ? withoutNumber(blockText(block)) : blockText(block);
          for (const line of written.split('\n')) expect(shown, `${rule.number}: ${line}`).toContain(line.replace(/^(\d+\)|-)\s/, '').replace(/\s+/g, ' '));
        });
      }
    }
  });

  it('shows the terms on the edition’s contents, each at its own anchor, and lists every part', () => {
    const tree = parse(html(`editions/${ID}`)) as unknown as Node;
    for (const [term, definition] of BOOK_TERMS) {
      const [block] = find(tree, (n) => attr(n, 'id')?.startsWith('term-') === true && textOf(n).includes(`${term}. ${definition}`));
      expect(block, term).toBeDefined();
      expect(find(block, (n) => n.nodeName === 'dfn').map(textOf)).toEqual([term]);
    }
    const headings = find(tree, (n) => n.nodeName === 'h2').map(textOf);
    expect(headings).toEqual(expect.arrayContaining(['Часть 2. Игровые зоны', 'Часть 5. Способности', 'Часть 7. Терминология']));
  });

  it('gives a repeated number its own page that says the number repeats', () => {
    const page = html(`editions/${ID}/rules/517.5-2`);
    expect(page).toContain('номер повторяется в тексте');
    expect(page).toContain('Если вы потеряли контроль над картой');
  });

  it('takes every page of the edition into the offline copy, or reads it there from the saved index', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'offline-manifest.json'), 'utf8')) as { files: string[]; readerPages: string[] };
    const offline = new Set([...manifest.files, ...manifest.readerPages]);
    expect(manifest.files).toContain(`editions/${ID}/`);
    for (const section of edition.sections) {
      expect(offline).toContain(`editions/${ID}/rules/${section.number}/`);
      for (const rule of section.rules) expect(offline).toContain(`editions/${ID}/rules/${rule.number}/`);
    }
  });

  it('finds a term of the book by its definition’s words, linking to its anchor', () => {
    const found = run(['search', 'Основной ресурс для оплаты стоимости карт', '--json'], cwd);
    expect(found.status).toBe(0);
    expect(found.stdout).toContain(`/editions/${ID}/#term-monety`);
  });
});
