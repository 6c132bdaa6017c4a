// Each page names, in its head, every module its scripts import, as `<link rel="modulepreload">`.
// Without it the browser learns of a chunk only once the chunk that imports it has arrived and
// been parsed: the search page's first answer waited on three such round trips in a row
// (page script → search client → index files) before it fetched a single shard. The links ask
// for low priority: they must not hold up the stylesheet and the first paint.
import type { AstroIntegration } from 'astro';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk } from './offline.ts';

/** A chunk's static imports, as Vite writes them at its top: `import{…}from"./x.js"`, `import"./x.js"`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+?\s*from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

/**
 * The modules a page's module scripts import, directly or not, that it does not load itself, in
 * the order they are found. `read` gives a script's code by its URL path, or null when it is no
 * file of this build.
 */
export function importedModules(html: string, read: (path: string) => string | null): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set(scripts);
  const found: string[] = [];
  const queue = [...scripts];
  while (queue.length) {
    const path = queue.shift()!;
    const code = read(path);
    if (code === null) continue;
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const url = new URL(spec, new URL(path, 'http://page')).pathname;
      if (seen.has(url)) continue;
      seen.add(url);
      found.push(url);
      queue.push(url);
    }
  }
  return found;
}

/** The page with its scripts' imports named in its head; unchanged when they import nothing. */
export function withModulePreloads(html: string, read: (path: string) => string | null): string {
  const modules = importedModules(html, read).filter((url) => !html.includes(`href="${url}"`));
  if (!modules.length || !html.includes('</head>')) return html;
  return html.replace('</head>', `${modules.map((url) => `<link rel="modulepreload" fetchpriority="low" href="${url}">`).join('')}</head>`);
}

export function modulePreload(): AstroIntegration {
  let base = '/';
  return {
    name: 'svod-module-preload',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const code = new Map<string, string | null>();
        // A script's URL path, less the base, is its file in the build.
        const read = (path: string) => {
          if (!code.has(path)) {
            const file = path.startsWith(base) ? join(out, path.slice(base.length)) : null;
            code.set(path, file && statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file, 'utf8') : null);
          }
          return code.get(path)!;
        };
        let changed = 0;
        for (const file of walk(out).filter((f) => f.endsWith('.html'))) {
          const html = readFileSync(file, 'utf8');
          const next = withModulePreloads(html, read);
          if (next !== html) {
            writeFileSync(file, next);
            changed++;
          }
        }
        logger.info(`${changed} pages name their scripts' imports for preloading`);
      },
    },
  };
}
