// Astro content loaders for cards and executable examples: cards read by the engine's catalog
// reader, every scenario parsed by the engine. An input error stops the build naming the file,
// line and column.
import type { Loader } from 'astro/loaders';
import { parseScenario, type CardDef, type Catalog } from '../engine/index.ts';
import { loadCatalog, loadEngineEditions, EXAMPLES_DIR, formatProblem, readFolder } from '../content-files/index.ts';

async function catalogOrThrow(root: string): Promise<Catalog> {
  const { catalog, errors } = loadCatalog(root);
  if (errors.length) throw new Error('Card data is invalid:\n' + errors.map((e) => '  ' + formatProblem(e)).join('\n'));
  return catalog;
}

/** `root`: the project whose content/ to read (the build's working folder). */
export function cardsLoader(root = process.cwd()): Loader {
  return {
    name: 'svod-cards',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const card of (await catalogOrThrow(root)).cards) {
        store.set({ id: card.slug, data: await parseData({ id: card.slug, data: card as unknown as Record<string, unknown> }) });
      }
    },
  };
}

export function examplesLoader(root = process.cwd()): Loader {
  return {
    name: 'svod-examples',
    load: async ({ store, parseData }) => {
      store.clear();
      const catalog = await catalogOrThrow(root);
      const engine = loadEngineEditions(root);
      if (engine.errors.length) throw new Error('Engine tables are invalid:\n' + engine.errors.map((e) => '  ' + formatProblem(e)).join('\n'));
      const { files, problems: unread } = readFolder(root, EXAMPLES_DIR);
      const problems = unread.map(formatProblem);
      for (const { file, bytes } of files) {
        const parsed = parseScenario(bytes, file, catalog, engine.editions);
        if (!parsed.ok) {
          problems.push(...parsed.errors.map(formatProblem));
          continue;
        }
        const { scenario } = parsed;
        const extraCards: CardDef[] = parsed.catalog.cards.filter((c) => !catalog.cards.includes(c));
        const data = { id: scenario.id, file, yaml: new TextDecoder().decode(bytes), scenario, extraCards };
        store.set({ id: scenario.id, data: await parseData({ id: scenario.id, data: data as unknown as Record<string, unknown> }) });
      }
      if (problems.length) throw new Error('Examples are invalid:\n' + problems.map((p) => '  ' + p).join('\n'));
    },
  };
}
