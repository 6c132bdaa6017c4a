// The built site: a page for every rule of both editions and of the current view, references
// as links, inferred numbers marked, citations, the rules API, and no link that leads nowhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { currentView, formatCitation } from '../../src/rulebook/index.ts';
import { importSeeds } from '../rulebook/fixtures.ts';
import { buildSite, root } from '../astro-cli.ts';

const out = mkdtempSync(join(tmpdir(), 'svod-site-'));
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? pages(join(dir, name)) : name.endsWith('.html') ? [join(dir, name)] : []));
const early = importSeeds('early').edition;
const late = importSeeds('late').edition;

beforeAll(() => {
  buildSite({ outDir: out });
}, 300_000);

describe('built pages', () => {
  it('has a page for every rule and section of each edition', () => {
    for (const edition of [early, late]) {
      for (const section of edition.sections) {
        expect(existsSync(join(out, 'editions', edition.id, 'rules', String(section.number), 'index.html'))).toBe(true);
        for (const rule of section.rules) {
          expect(existsSync(join(out, 'editions', edition.id, 'rules', rule.number, 'index.html')), `${edition.id} ${rule.number}`).toBe(true);
        }
      }
    }
  });

  it('has a page for every rule and section of the current view', () => {
    const view = currentView([early, late], { current: { base: 'late', fill: 'early' }, compare: [] });
    const numbers = view.sections.flatMap((s) => [String(s.number), ...s.rules.map((r) => r.rule.number)]);
    expect(numbers.length).toBeGreaterThan(50);
    for (const n of numbers) expect(existsSync(join(out, 'rules', n, 'index.html')), n).toBe(true);
  });

  it('marks inferred numbers and shows the edition', () => {
    const html = page('rules/203.2');
    expect(html).toContain('номер восстановлен по порядку');
    expect(html).toContain('Ранняя редакция');
    expect(page('rules/205.2')).not.toContain('номер восстановлен по порядку');
  });

  it('keeps an uncited reference as text with its note', () => {
    const html = page('rules/517');
    expect(html).toContain('<span class="ref-missing" title="нет в доступных выдержках">309.2</span>');
    expect(html).not.toContain('href="/rules/309.2/"');
  });

  it('gives each positional paragraph its anchor', () => {
    const html = page('rules/205');
    expect(html).toContain('id="early-205-p1"');
    expect(html).toContain('id="205-p1"');
    expect(page('editions/early/rules/205')).toContain('id="205-p3"');
  });

  it('offers the citation and the other edition’s version', () => {
    const html = page('rules/205.4');
    expect(html).toContain('«Берсерк. Герои», правила, поздняя редакция, 205.4');
    expect(html).toContain('текст изменён');
    expect(page('editions/early/rules/208.2')).toContain('href="/editions/late/rules/209.2/"');
  });

  it('lists what changed between editions', () => {
    const html = page('diff/early/late');
    expect(html).toContain('текст изменён');
    expect(html).toContain('нет в выдержках другой редакции');
  });

  it('serves the structured rules as JSON', () => {
    const all = JSON.parse(readFileSync(join(out, 'api', 'rules.json'), 'utf8'));
    expect(all.editions).toEqual(['early', 'late']);
    expect(all.byEdition.map((e: { id: string }) => e.id)).toEqual(['early', 'late']);
    const one = JSON.parse(readFileSync(join(out, 'api', 'rules', 'late.json'), 'utf8'));
    const rule = one.sections.flatMap((s: { rules: unknown[] }) => s.rules).find((r: { number: string }) => r.number === '517.3.1');
    expect(rule).toMatchObject({ inferred: false, url: '/editions/late/rules/517.3.1/', citation: '«Берсерк. Герои», правила, поздняя редакция, 517.3.1' });
  });

  it('gives every rule of every edition and of the current view its url and citation, and says which file each line counts in', () => {
    const all = JSON.parse(readFileSync(join(out, 'api', 'rules.json'), 'utf8'));
    const titles = new Map<string, string>(all.byEdition.map((e: { id: string; title: string }) => [e.id, e.title]));
    type Block = { kind: string; text?: string; items?: { marker: string | null; text: string }[]; file: string; line: number };
    type Entry = { number: string; edition?: string; url: string; citation: string; blocks: Block[] };
    const entries: { view: string; edition: string; rule: Entry }[] = [
      ...all.byEdition.flatMap((e: { id: string; sections: { rules: Entry[] }[] }) =>
        e.sections.flatMap((s) => s.rules.map((rule) => ({ view: e.id, edition: e.id, rule }))),
      ),
      ...all.current.sections.flatMap((s: { rules: Entry[] }) => s.rules.map((rule) => ({ view: 'current', edition: rule.edition!, rule }))),
    ];
    expect(entries.length).toBeGreaterThan(75);
    for (const { view, edition, rule } of entries) {
      expect(rule.url).toBe(view === 'current' ? `/rules/${rule.number}/` : `/editions/${view}/rules/${rule.number}/`);
      expect(existsSync(join(out, rule.url, 'index.html')), rule.url).toBe(true);
      expect(rule.citation).toBe(formatCitation(titles.get(edition)!, rule.number));
      for (const block of rule.blocks) {
        expect(Object.keys(block).slice(-2), `${view} ${rule.number}`).toEqual(['file', 'line']);
        const first = block.kind === 'list' ? block.items![0].text : block.text!;
        const fileLine = readFileSync(join(root, block.file), 'utf8').split('\n')[block.line - 1];
        expect(fileLine, `${block.file}:${block.line}`).toContain(first.split('\n')[0].slice(-20));
      }
    }
    const preamble = all.current.sections.find((s: { number: number }) => s.number === 205).preamble[0];
    expect(preamble).toMatchObject({ edition: 'early', block: { file: 'content/rules/early/205-kladbishche.md' } });
  });

  it('links only to pages and files the build wrote', () => {
    const broken = new Set<string>();
    let links = 0;
    for (const file of pages(out)) {
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/(?:href|src|action)="(\/[^"#?]*)/g)) {
        links++;
        const path = decodeURIComponent(target);
        if (!existsSync(join(out, path.endsWith('/') ? `${path}index.html` : path))) broken.add(`${relative(out, file)} → ${target}`);
      }
    }
    expect(links).toBeGreaterThan(5000);
    expect([...broken]).toEqual([]);
  });

  it('searches on the search page in a worker: its head names every module its script imports, and none carries the index', () => {
    const html = page('search');
    const entry = /<script type="module" src="(\/_astro\/index\.astro[^"]+)"/.exec(html)![1];
    const code = readFileSync(join(out, entry), 'utf8');
    // The first answer waits on no chain of imports.
    for (const [, chunk] of code.matchAll(/from"\.\/([\w.-]+\.js)"/g))
      expect(html.slice(0, html.indexOf('</head>'))).toContain(`<link rel="modulepreload" fetchpriority="low" href="/_astro/${chunk}">`);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
    const worker = /search-worker-[\w-]+\.js/.exec([entry, ...preloaded].map((path) => readFileSync(join(out, path), 'utf8')).join('\n'))![0];
    // The index's own words for an empty query: in the worker, in none of the page's scripts.
    expect(readFileSync(join(out, '_astro', worker), 'utf8')).toContain('Пустой запрос');
    for (const path of [entry, ...preloaded]) expect(readFileSync(join(out, path), 'utf8'), path).not.toContain('Пустой запрос');
  });

  it('shows with the search’s stems the Russian dictionary’s notice as its licence asks, linked from every page’s footer', () => {
    const html = page('licenses');
    const notice = readFileSync(join(root, 'node_modules/dictionary-ru/license'), 'utf8');
    const pre = [...html.matchAll(/<pre[^>]*>([^<]*)<\/pre>/g)].map((m) =>
      m[1]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    for (const line of [
      'Copyright (c) 1997-2008, Alexander I. Lebedev',
      'Modified versions must be clearly marked as such.',
      'THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS',
    ])
      expect(notice).toContain(line);
    expect(pre).toContain(notice.trim());
    expect(html).toContain('изменённая форма');
    for (const other of ['search', 'rules/205.4', 'judge']) expect(page(other)).toContain('href="/licenses/"');
  });

  it('gives no two elements of a page the same id, also where a page holds several examples', () => {
    const repeated: string[] = [];
    for (const file of pages(out)) {
      const ids = [...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) repeated.push(`${relative(out, file)}: ${id}`);
        seen.add(id);
      }
    }
    expect(page('rules/203.2').match(/class="example-run"/g)?.length).toBeGreaterThan(1);
    expect(repeated).toEqual([]);
    expect(page('examples/203-2-kutila')).toContain('id="step-3"');
  });

  it('says on a ruling’s page what it rests on, marks an inferred number, and says once where an excerpt’s edition is assumed', () => {
    const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const gnomes = visible(page('rulings/runopevets-own-gnomes-only'));
    expect(gnomes).toContain('На чём основано Текст карты Рунопевец : Каждый ваш Рунопевец в игровой зоне делает ваших гномов на 1 дешевле. Текст правил');
    expect(page('rulings/runopevets-own-gnomes-only')).toContain('<q>Каждый ваш Рунопевец в игровой зоне делает ваших гномов на 1 дешевле.</q>');
    expect(visible(page('rulings/kutila-in-play'))).toContain('Текст правил Пример из правил 203.2, пример 1');
    // The rules' silence is labelled apart from its reasoning, which may begin by saying so itself.
    expect(visible(page('rulings/take-control-keeps-wounds-and-effects'))).toContain('Рассуждение Правила прямо не говорят, что раны');
    expect(visible(page('rulings/take-control-keeps-wounds-and-effects'))).not.toContain('Правила прямо не говорят Правила прямо не говорят');
    expect(visible(page('rulings/accumulation-only-below-ten'))).toMatch(/520\.3 номер восстановлен по порядку/);
    expect(visible(page('rulings/destroyed-card-goes-to-owner-graveyard'))).not.toContain('номер восстановлен');
    const chain = visible(page('rulings/constructor-chain'));
    expect(chain.match(/Редакция этой выдержки точно не известна; отнесена к поздней\./g)).toHaveLength(1);
    expect(visible(page('rulings/kutila-in-play'))).not.toContain('точно не известна');
  });

  it('links the diff that views.yaml declares and states the editions’ titles for scripts', () => {
    const html = page('');
    expect(html).toContain('href="/diff/early/late/"');
    expect(html).toContain('<script type="application/json" id="edition-titles">{"early":"Ранняя редакция","late":"Поздняя редакция"}</script>');
  });
});
