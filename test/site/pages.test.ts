// The built site: a page for every rule of both editions and of the current view, references
// as links, inferred numbers marked, citations, and the rules API.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentView } from '../../src/rulebook/index.ts';
import { importSeeds } from '../rulebook/fixtures.ts';
import { buildSite } from '../astro-cli.ts';

const out = mkdtempSync(join(tmpdir(), 'svod-site-'));
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
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
    expect(all.editions.map((e: { id: string }) => e.id)).toEqual(['early', 'late']);
    const one = JSON.parse(readFileSync(join(out, 'api', 'rules', 'late.json'), 'utf8'));
    const rule = one.sections.flatMap((s: { rules: unknown[] }) => s.rules).find((r: { number: string }) => r.number === '517.3.1');
    expect(rule).toMatchObject({ inferred: false, url: '/editions/late/rules/517.3.1/', citation: '«Берсерк. Герои», правила, поздняя редакция, 517.3.1' });
  });
});
