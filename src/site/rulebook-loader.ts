// Astro content loaders over content/rules: each edition parsed by the remark-based parser of
// src/rulebook, and views.yaml's declaration of the current view and the compared editions.
// A problem in the content stops the build with the file, line and column.
import type { Loader } from 'astro/loaders';
import { formatProblem, loadEditions } from '../content-files/index.ts';
import type { Edition, ViewsDeclaration } from '../rulebook/index.ts';

/** The id of the one entry of the `views` collection. */
export const DECLARED_VIEWS = 'declared';

function rulebookOrThrow(root: string): { editions: Edition[]; declared: ViewsDeclaration } {
  const { editions, declared, problems } = loadEditions(root);
  if (problems.length || !declared) throw new Error('Rulebook content is invalid:\n' + problems.map((p) => `  ${formatProblem(p)}`).join('\n'));
  return { editions, declared };
}

/** `root`: the project whose content/ to read (the build's working folder). */
export function editionsLoader(root = process.cwd()): Loader {
  return {
    name: 'svod-editions',
    load: async ({ store }) => {
      store.clear();
      for (const edition of rulebookOrThrow(root).editions) store.set({ id: edition.id, data: edition as unknown as Record<string, unknown> });
    },
  };
}

export function viewsLoader(root = process.cwd()): Loader {
  return {
    name: 'svod-views',
    load: async ({ store }) => {
      store.clear();
      store.set({ id: DECLARED_VIEWS, data: rulebookOrThrow(root).declared });
    },
  };
}
