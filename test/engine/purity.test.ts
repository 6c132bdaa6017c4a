// src/engine is pure: no Node-only API, no DOM, no Astro; other folders import only its index.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from './helpers.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('engine purity', () => {
  const engine = files(join(ROOT, 'src', 'engine'));
  test('the engine has files', () => expect(engine.length).toBeGreaterThan(10));
  for (const f of engine) {
    test(relative(ROOT, f), () => {
      const text = readFileSync(f, 'utf8');
      const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      for (const i of imports) expect(i.startsWith('.') || i === 'yaml', `${i} in ${f}`).toBe(true);
      expect(text).not.toMatch(/\b(process\.|require\(|document\.|window\.|globalThis\.process|Buffer\.)/);
      for (const i of imports.filter((x) => x.startsWith('.'))) {
        const target = join(f, '..', i);
        expect(target.startsWith(join(ROOT, 'src', 'engine')), `${i} leaves src/engine`).toBe(true);
      }
    });
  }
  test('other folders import the engine only through its index', () => {
    const outside = files(join(ROOT, 'src')).filter((f) => !f.includes(`${join('src', 'engine')}`));
    for (const f of outside) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/from\s+'([^']*engine\/[^']+)'/g)) expect(m[1], f).toMatch(/engine\/index\.ts$/);
    }
  });
});
