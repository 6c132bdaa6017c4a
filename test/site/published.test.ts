// The site as published at https://example.org/svod/ (issue 12), from one build made with
// SVOD_SITE and SVOD_BASE: every page's link preview (title, description, Open Graph and Twitter
// tags, an image that exists), canonical and sitemap addresses under the site and base, and every
// API file valid against its published JSON Schema.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/routes/index.ts';
import { apiData, type ApiName } from '../../src/site/api-schemas.ts';
import { DEFAULT_DESCRIPTION } from '../../src/site/share.ts';
import { GAME } from '../../src/site/identity.ts';
import { PREVIEW_SIZE } from '../../src/site/preview-image.ts';
import { importSeeds } from '../rulebook/fixtures.ts';
import { buildSite } from '../astro-cli.ts';

const SITE = 'https://example.org';
const BASE = '/svod/';
const ROOT = `${SITE}${BASE}`;

const out = mkdtempSync(join(tmpdir(), 'svod-published-'));
const day = () => new Date().toISOString().slice(0, 10);
let buildDay = '';
beforeAll(() => {
  buildDay = day();
  buildSite({ outDir: out, env: { SVOD_SITE: SITE, SVOD_BASE: BASE } });
}, 300_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}
const built = (ext: string) =>
  walk(out)
    .filter((f) => f.endsWith(ext))
    .map((f) => relative(out, f).split(sep).join('/'));
/** A file of the build named by its absolute address under the site and base. */
const fileAt = (url: string) => join(out, decodeURIComponent(url.slice(ROOT.length)));

interface Tags {
  /** A page that only sends the reader on (`<meta http-equiv="refresh">`). */
  redirect: boolean;
  title: string;
  meta: Map<string, string>;
  canonical: string | null;
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };
function tagsOf(html: string): Tags {
  const tags: Tags = { redirect: false, title: '', meta: new Map(), canonical: null };
  const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
  const visit = (node: Node) => {
    if (node.nodeName === 'title') tags.title = node.childNodes?.map((c) => c.value ?? '').join('') ?? '';
    if (node.nodeName === 'meta') {
      const key = attr(node, 'property') ?? attr(node, 'name');
      if (key) tags.meta.set(key, attr(node, 'content') ?? '');
      if (attr(node, 'http-equiv') === 'refresh') tags.redirect = true;
    }
    if (node.nodeName === 'link' && attr(node, 'rel') === 'canonical') tags.canonical = attr(node, 'href') ?? null;
    node.childNodes?.forEach(visit);
  };
  visit(parse(html) as unknown as Node);
  return tags;
}

describe('link previews', () => {
  let pages: { path: string; tags: Tags }[];
  beforeAll(() => {
    pages = built('.html')
      .map((path) => ({ path, tags: tagsOf(readFileSync(join(out, path), 'utf8')) }))
      .filter(({ tags }) => !tags.redirect);
  });
  const page = (path: string) => pages.find((p) => p.path === `${path}index.html`)!.tags;

  it('reads every page', () => expect(pages.length).toBeGreaterThan(200));

  it('gives every page a title, a description, Open Graph and Twitter tags', () => {
    for (const { path, tags } of pages) {
      expect(tags.title, path).not.toBe('');
      for (const key of ['description', 'og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
        expect(tags.meta.get(key), `${path} ${key}`).toBeTruthy();
      }
      expect(tags.meta.get('og:description'), path).toBe(tags.meta.get('description'));
      expect(tags.meta.get('twitter:card'), path).toBe('summary_large_image');
      expect(tags.meta.get('og:title'), path).toMatch(new RegExp(` · ${GAME.replace('.', '\\.')}$`));
    }
  });

  it('gives each page its own address, absolute under the site and base; none to the 404 and offline pages (the reader too)', () => {
    const addressless = ['404.html', 'offline/index.html', 'offline/reader/index.html'];
    for (const { path, tags } of pages) {
      const address = `${ROOT}${path.replace(/(^|\/)index\.html$/, '$1')}`;
      const own = !addressless.includes(path);
      expect(tags.meta.get('og:url'), path).toBe(own ? address : undefined);
      expect(tags.canonical, path).toBe(own ? address : null);
    }
    // The offline pages are never indexed; the 404 page is served with status 404, which no engine indexes.
    expect(
      pages
        .filter(({ tags }) => tags.meta.get('robots') === 'noindex')
        .map((p) => p.path)
        .sort(),
    ).toEqual(['offline/index.html', 'offline/reader/index.html']);
  });

  it('shows an image that the build holds, of the size it declares', () => {
    const images = new Set(pages.map(({ tags }) => tags.meta.get('og:image')!));
    expect(images.size).toBeGreaterThanOrEqual(7);
    for (const image of images) {
      expect(image.startsWith(`${ROOT}previews/`), image).toBe(true);
      expect(existsSync(fileAt(image)), image).toBe(true);
      const png = readFileSync(fileAt(image));
      expect(png.subarray(1, 4).toString(), image).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([PREVIEW_SIZE.width, PREVIEW_SIZE.height]);
    }
    for (const { path, tags } of pages) expect(tags.meta.get('twitter:image'), path).toBe(tags.meta.get('og:image'));
  });

  it('gives each rule, ruling and card page an image of its own, and other pages their kind’s', () => {
    const own = pages.filter(({ path }) => /^(rules\/\d+\.[\d.]+|editions\/[^/]+\/rules\/\d+\.[\d.]+|rulings\/[^/]+|cards\/[^/]+)\/index\.html$/.test(path));
    expect(own.length).toBeGreaterThan(100);
    const images = own.map(({ tags }) => tags.meta.get('og:image')!);
    expect(new Set(images).size).toBe(images.length);
    const bytes = new Set(
      images.map((image) =>
        createHash('sha256')
          .update(readFileSync(fileAt(image)))
          .digest('hex'),
      ),
    );
    // The same rule in the current view and in its own edition draws the same picture; nothing else repeats.
    expect(bytes.size).toBeGreaterThan(images.length / 2);
    expect(page('rulings/kutila-in-play/').meta.get('og:image')).toBe(`${ROOT}previews/ruling/kutila-in-play.png`);
    expect(page('cards/kutila/').meta.get('og:image')).toBe(`${ROOT}previews/card/kutila.png`);
    expect(page('glossary/zapas/').meta.get('og:image')).toBe(`${ROOT}previews/glossary.png`);
  });

  it('describes a rule by its number, section title, edition and the start of its text', () => {
    const late = importSeeds('late').edition;
    const rule = late.sections.find((s) => s.number === 205)!.rules.find((r) => r.number === '205.4')!;
    const start = rule.blocks[0].kind === 'list' ? '' : rule.blocks[0].text.replace(/^205\.4\.\s*/, '').slice(0, 60);
    const tags = page('rules/205.4/');
    expect(tags.meta.get('og:title')).toBe('Правило 205.4 — Кладбище · Берсерк. Герои');
    expect(tags.meta.get('description')).toMatch(new RegExp(`^Поздняя редакция\\. ${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(tags.meta.get('og:image')).toBe(`${ROOT}previews/rule/current/205.4.png`);
    expect(tags.meta.get('og:image:alt')).toMatch(/^Правило 205\.4, поздняя редакция: Если какая-либо карта/);
    expect(page('editions/early/rules/205.4/').meta.get('description')).toMatch(/^Ранняя редакция\. /);
    expect(page('editions/early/rules/205.4/').meta.get('og:image')).toBe(`${ROOT}previews/rule/early/205.4.png`);
  });

  it('describes sections, examples, rulings, terms, cards and the judge’s board from their content', () => {
    expect(page('rules/205/').meta.get('og:title')).toBe('Раздел 205. Кладбище · Берсерк. Герои');
    // A section without a heading says «Раздел» once.
    expect(page('rules/517/').meta.get('og:title')).toBe('Раздел 517 · Берсерк. Герои');
    expect(page('examples/203-2-kutila/').meta.get('description')).toMatch(/стоимость Кутилы: 7/);
    expect(page('rulings/kutila-in-play/').meta.get('description')).toBe('Сколько стоит Кутила в игровой зоне, если в руке осталось 3 карты? — 7 монет');
    expect(page('glossary/zapas/').meta.get('description')).toMatch(/^Запас [–-] это открытая частная зона/);
    expect(page('cards/kutila/').meta.get('description')).toMatch(/^Тип: существо, Стоимость: \d+/);
    expect(page('judge/').meta.get('og:image')).toBe(`${ROOT}previews/judge.png`);
    // Pages with content of their own never fall back to the site's description.
    const own = pages.filter(({ path }) => /^(rules|editions\/[^/]+\/rules|examples|rulings|glossary|cards)\/[^/]+\/index\.html$/.test(path));
    expect(own.length).toBeGreaterThan(150);
    for (const { path, tags } of own) expect(tags.meta.get('description'), path).not.toBe(DEFAULT_DESCRIPTION);
  });
});

describe('addresses under the site and base', () => {
  it('lists every page in the sitemap at https://example.org/svod/', () => {
    const locs = [...readFileSync(join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(200);
    expect(locs.filter((loc) => !loc.startsWith(ROOT))).toEqual([]);
    expect(locs).toContain(`${ROOT}rules/205.4/`);
  });
});

describe('the API', () => {
  /** Every kind of API file and its address, `*` where it varies. */
  const kinds: [ApiName, string][] = [
    ['rules', apiPaths.rules()],
    ['edition', apiPaths.edition('*')],
    ['cards', apiPaths.cards()],
    ['example', apiPaths.example('*')],
    ['rulings', apiPaths.rulings()],
    ['rulingRun', apiPaths.rulingRun('*', '*')],
    ['ruleNumbers', apiPaths.ruleNumbers()],
    ['practice', apiPaths.practice()],
    ['practiceDaily', apiPaths.practiceDaily()],
  ];
  const pattern = (address: string) => new RegExp(`^${address.slice(1).replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`);
  const kindOf = (file: string) => kinds.filter(([, address]) => pattern(address).test(file)).map(([name]) => name);
  const files = () => built('.json').filter((f) => f.startsWith('api/') && !f.startsWith('api/schemas/'));

  it('knows every kind the schemas declare', () => {
    expect(kinds.map(([name]) => name).sort()).toEqual(Object.keys(apiData).sort());
  });

  it('validates every built API file against its published JSON Schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validators = new Map(kinds.map(([name]) => [name, ajv.compile(JSON.parse(readFileSync(join(out, apiPaths.schema(name).slice(1)), 'utf8')))]));
    const seen = new Map<ApiName, number>();
    expect(files().length).toBeGreaterThan(50);
    for (const file of files()) {
      const matched = kindOf(file);
      expect(matched, `${file}: no schema, or more than one`).toHaveLength(1);
      const validate = validators.get(matched[0])!;
      const valid = validate(JSON.parse(readFileSync(join(out, file), 'utf8')));
      expect(valid ? [] : validate.errors, file).toEqual([]);
      seen.set(matched[0], (seen.get(matched[0]) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(apiData).sort());
  });

  it('refuses a file that breaks its schema', () => {
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(join(out, apiPaths.schema('rulings').slice(1)), 'utf8')));
    const good = JSON.parse(readFileSync(join(out, apiPaths.rulings().slice(1)), 'utf8'));
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, version: 'latest' })).toBe(false);
    expect(validate({ ...good, rulings: [{ ...good.rulings[0], held: 'yes' }] })).toBe(false);
    const { built: _built, ...undated } = good;
    expect(validate(undated)).toBe(false);
  });

  it('stamps every file with its editions, the build day and a version that is the hash of its data', () => {
    const days = [buildDay, day()];
    for (const file of files()) {
      const { version, built, editions, ...data } = JSON.parse(readFileSync(join(out, file), 'utf8'));
      expect(version, file).toBe(createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 12));
      expect(days, file).toContain(built);
      expect(editions.length, file).toBeGreaterThan(0);
    }
    const edition = (id: string) => JSON.parse(readFileSync(join(out, apiPaths.edition(id).slice(1)), 'utf8'));
    expect(edition('early').editions).toEqual(['early']);
    expect(edition('early').version).not.toBe(edition('late').version);
  });

  it('documents every kind on /api/, with an example and its schema', () => {
    const html = readFileSync(join(out, 'api', 'index.html'), 'utf8');
    for (const [name] of kinds) {
      expect(html, name).toContain(`id="${name}"`);
      expect(html, name).toContain(`href="${BASE.slice(0, -1)}${apiPaths.schema(name)}"`);
    }
  });
});
