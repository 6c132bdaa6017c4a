// Astro content loaders for rulings, glossary terms and practice questions. Every ruling is run under each edition
// that holds its rules, as `svod check` runs it: one that fails, or does not read, stops the
// build naming its file and line. Both are written against content/rules: a build of another
// rulebook (SVOD_RULES_DIR, the benchmark's synthetic one) has neither.
import { join } from 'node:path';
import type { Loader } from 'astro/loaders';
import { formatProblem, loadCatalog, loadEditions, loadEngineEditions, loadGlossary, loadPractice, loadRulings, readContentText } from '../content-files/index.ts';
import type { Problem } from '../rulebook/index.ts';
import type { SiteRuling } from './rulings.ts';
import type { SitePractice } from './practice-data.ts';

type Entry = { id: string; data: object };

const ownRulebook = () => process.env.SVOD_RULES_DIR === undefined;

function stop(what: string, problems: Problem[]): never {
  throw new Error(`${what}:\n` + problems.map((p) => `  ${formatProblem(p)}`).join('\n'));
}

/** A collection filled from `read` on every load, and left empty for another rulebook. */
function ownRulebookLoader(name: string, read: () => Entry[]): Loader {
  return {
    name,
    load: async ({ store, parseData }) => {
      store.clear();
      if (!ownRulebook()) return;
      for (const { id, data } of read()) {
        store.set({ id, data: await parseData({ id, data: data as Record<string, unknown> }) });
      }
    },
  };
}

/** `root`: the project whose content/ to read (the build's working folder). */
export function rulingsLoader(root = process.cwd()): Loader {
  return ownRulebookLoader('svod-rulings', () => {
    const { catalog, errors } = loadCatalog(root);
    if (errors.length) stop('Card data is invalid', errors);
    const { rulings, problems } = loadRulings(root, catalog);
    if (problems.length) stop('Rulings do not hold', problems);
    return rulings.map((checked) => {
      const text = readContentText(join(root, checked.ruling.file), checked.ruling.file);
      if (!text.ok) stop('A ruling cannot be read again', [text.problem]);
      const data: SiteRuling = { ...checked, yaml: text.value };
      return { id: checked.ruling.id, data };
    });
  });
}

export function glossaryLoader(root = process.cwd()): Loader {
  return ownRulebookLoader('svod-glossary', () => {
    const { editions } = loadEditions(root);
    const { terms, problems } = loadGlossary(root, editions);
    if (problems.length) stop('The glossary is invalid', problems);
    return terms.map((term) => ({ id: term.slug, data: term }));
  });
}

/** Practice: every template's questions, generated as `svod check` generates them; a template it refuses stops the build. */
export function practiceLoader(root = process.cwd()): Loader {
  return ownRulebookLoader('svod-practice', () => {
    const { catalog, errors } = loadCatalog(root);
    const engine = loadEngineEditions(root);
    if (errors.length || engine.errors.length) stop('Card data or engine tables are invalid', [...errors, ...engine.errors]);
    const { templates, questions, problems } = loadPractice(root, catalog, engine.editions);
    if (problems.length) stop('Practice templates do not hold', problems);
    const data: SitePractice = { templates: templates.map((t) => ({ file: t.file, template: t.data })), questions };
    return [{ id: 'all', data }];
  });
}
