// Astro content loaders for rulings and glossary terms. Every ruling is run under each edition
// that holds its rules, as `svod check` runs it: one that fails, or does not read, stops the
// build naming its file and line. Both are written against content/rules: a build of another
// rulebook (SVOD_RULES_DIR, the benchmark's synthetic one) has neither.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Loader } from 'astro/loaders';
import { formatProblem, loadCatalog, loadEditions, loadGlossary, loadRulings } from '../content-files/index.ts';
import type { Problem } from '../rulebook/index.ts';
import type { SiteRuling } from './rulings.ts';

const ownRulebook = () => process.env.SVOD_RULES_DIR === undefined;

function stop(what: string, problems: Problem[]): never {
  throw new Error(`${what}:\n` + problems.map((p) => `  ${formatProblem(p)}`).join('\n'));
}

/** `root`: the project whose content/ to read (the build's working folder). */
export function rulingsLoader(root = process.cwd()): Loader {
  return {
    name: 'svod-rulings',
    load: async ({ store, parseData }) => {
      store.clear();
      if (!ownRulebook()) return;
      const { catalog, errors } = loadCatalog(root);
      if (errors.length) stop('Card data is invalid', errors);
      const { rulings, problems } = loadRulings(root, catalog);
      if (problems.length) stop('Rulings do not hold', problems);
      for (const checked of rulings) {
        const id = checked.ruling.id;
        const data: SiteRuling = { ...checked, yaml: readFileSync(join(root, checked.ruling.file), 'utf8') };
        store.set({ id, data: await parseData({ id, data: data as unknown as Record<string, unknown> }) });
      }
    },
  };
}

export function glossaryLoader(root = process.cwd()): Loader {
  return {
    name: 'svod-glossary',
    load: async ({ store, parseData }) => {
      store.clear();
      if (!ownRulebook()) return;
      const { editions } = loadEditions(root);
      const { terms, problems } = loadGlossary(root, editions);
      if (problems.length) stop('The glossary is invalid', problems);
      for (const term of terms) store.set({ id: term.slug, data: await parseData({ id: term.slug, data: term as unknown as Record<string, unknown> }) });
    },
  };
}
