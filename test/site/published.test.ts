// The site as published at https://example.org/svod/ (issue 12), from one build made with
// SVOD_SITE and SVOD_BASE: sitemap addresses under the site and base, and every API file valid
// against its published JSON Schema.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/routes/index.ts';
import { apiData, type ApiName } from '../../src/site/api-schemas.ts';
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
const built = (ext: string) => walk(out).filter((f) => f.endsWith(ext)).map((f) => relative(out, f).split(sep).join('/'));

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
