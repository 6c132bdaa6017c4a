// Astro content loaders over content/rules: each edition parsed by the remark-based parser of
// src/rulebook, stored whole (`editions`) and as one entry per rule (`rules`). A problem in the
// content stops the build with the file, line and column.
import type { Loader } from 'astro/loaders';
import { loadEditions } from '../content-files/index.ts';
import type { Edition } from '../rulebook/index.ts';

function editionsOrThrow(): Edition[] {
  const { editions, problems } = loadEditions(process.cwd());
  if (problems.length) {
    throw new Error('Rulebook content is invalid:\n' + problems.map((p) => `  ${p.file}:${p.line ?? 1}:${p.column ?? 1}: ${p.message}`).join('\n'));
  }
  return editions;
}

export function editionsLoader(): Loader {
  return {
    name: 'svod-editions',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const edition of editionsOrThrow()) {
        const data = await parseData({ id: edition.id, data: edition as unknown as Record<string, unknown> });
        store.set({ id: edition.id, data });
      }
    },
  };
}

export function rulesLoader(): Loader {
  return {
    name: 'svod-rules',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const edition of editionsOrThrow()) {
        for (const section of edition.sections) {
          for (const rule of section.rules) {
            const id = `${edition.id}/${rule.number}`;
            const data = await parseData({ id, data: { edition: edition.id, ...rule } });
            store.set({ id, data });
          }
        }
      }
    },
  };
}
