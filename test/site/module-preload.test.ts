// Pages name their scripts' imports for preloading (src/integrations/module-preload.ts): every
// module a page's scripts import, directly or through another, once, and nothing they do not.
import { describe, expect, it } from 'vitest';
import { importedModules, staticImports, withModulePreloads } from '../../src/integrations/module-preload.ts';

const chunks: Record<string, string> = {
  '/svod/_astro/page.A1.js': 'import{a as e}from"./client.B2.js";import"./style-free.C3.js";const x=()=>import("./lazy.D4.js");e(x);',
  '/svod/_astro/client.B2.js': 'import{t}from"./href.E5.js";import{d}from"./style-free.C3.js";export const a=t;',
  '/svod/_astro/style-free.C3.js': 'export const d=1;',
  '/svod/_astro/href.E5.js': 'import{a}from"./client.B2.js";export const t=a;',
  '/svod/_astro/lazy.D4.js': 'export default 1;',
};
const read = (path: string) => chunks[path] ?? null;
const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head><title>t</title>${scripts.map((s) => `<script type="module" src="${s}"></script>`).join('')}</head><body></body></html>`;

describe('module preloads', () => {
  it('reads the static imports Vite writes, not the lazy ones', () => {
    expect(staticImports(chunks['/svod/_astro/page.A1.js'])).toEqual(['./client.B2.js', './style-free.C3.js']);
    expect(staticImports('import {x} from "./spaced.js"; import * as y from \'./star.js\';')).toEqual(['./spaced.js', './star.js']);
  });

  it('follows imports through other chunks, each once, cycles included, at the base path', () => {
    expect(importedModules(page(['/svod/_astro/page.A1.js']), read)).toEqual([
      '/svod/_astro/client.B2.js',
      '/svod/_astro/style-free.C3.js',
      '/svod/_astro/href.E5.js',
    ]);
  });

  it('leaves out what the page loads itself and files that are not the build’s', () => {
    expect(importedModules(page(['/svod/_astro/page.A1.js', '/svod/_astro/client.B2.js']), read)).toEqual([
      '/svod/_astro/style-free.C3.js',
      '/svod/_astro/href.E5.js',
    ]);
    expect(importedModules(page(['https://elsewhere.example/x.js']), read)).toEqual([]);
  });

  it('names them in the head at low priority, and changes a page once', () => {
    const once = withModulePreloads(page(['/svod/_astro/page.A1.js']), read);
    expect(once.match(/<link rel="modulepreload" fetchpriority="low" href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" href="/svod/_astro/client.B2.js">',
      '<link rel="modulepreload" fetchpriority="low" href="/svod/_astro/style-free.C3.js">',
      '<link rel="modulepreload" fetchpriority="low" href="/svod/_astro/href.E5.js">',
    ]);
    expect(once.indexOf('modulepreload')).toBeLessThan(once.indexOf('</head>'));
    expect(withModulePreloads(once, read)).toBe(once);
    const plain = page([]);
    expect(withModulePreloads(plain, read)).toBe(plain);
  });
});
