// src/search must run in Node, the browser and a Web Worker alike: no Node, DOM or Astro APIs,
// and at run time nothing of other folders (the rulebook only as types).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(process.cwd(), 'src/search');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('src/search is pure', () => {
  it('has one public index.ts and other modules', () => {
    expect(files).toContain('index.ts');
    expect(files.length).toBeGreaterThan(3);
  });

  for (const file of files) {
    it(`${file} imports only what runs everywhere`, () => {
      const text = readFileSync(join(dir, file), 'utf8');
      const imports = [...text.matchAll(/^(import|export)\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)].map((m) => ({ typeOnly: !!m[2], from: m[3] }));
      for (const { typeOnly, from } of imports) {
        if (from.startsWith('./')) continue;
        if (typeOnly && from === '../rulebook/index.ts') continue;
        expect(['flexsearch', '@orama/stemmers/russian'], `${file} imports ${from}`).toContain(from);
      }
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
      expect(code).not.toMatch(/\b(document|window|localStorage|process|require)\s*[.(]/);
    });
  }
});
