// Astro content loaders for cards and executable examples: cards read by the engine's catalog
// reader, every scenario parsed by the engine. An input error stops the build naming the file,
// line and column.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Loader } from 'astro/loaders';
import { parseScenario, type CardDef, type Catalog } from '../engine/index.ts';
import { loadCatalog, loadEngineEditions, EXAMPLES_DIR, formatProblem } from '../content-files/index.ts';

async function catalogOrThrow(): Promise<Catalog> {
  const { catalog, errors } = loadCatalog(process.cwd());
  if (errors.length) throw new Error('Card data is invalid:\n' + errors.map((e) => '  ' + formatProblem(e)).join('\n'));
  return catalog;
}

export function cardsLoader(): Loader {
  return {
    name: 'svod-cards',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const card of (await catalogOrThrow()).cards) {
        store.set({ id: card.slug, data: await parseData({ id: card.slug, data: card as unknown as Record<string, unknown> }) });
      }
    },
  };
}

export function examplesLoader(): Loader {
  return {
    name: 'svod-examples',
    load: async ({ store, parseData }) => {
      store.clear();
      const catalog = await catalogOrThrow();
      const engine = loadEngineEditions(process.cwd());
      if (engine.errors.length) throw new Error('Engine tables are invalid:\n' + engine.errors.map((e) => '  ' + formatProblem(e)).join('\n'));
      const dir = join(process.cwd(), EXAMPLES_DIR);
      const names = (await readdir(dir)).filter((n) => n.endsWith('.yaml')).sort();
      const problems: string[] = [];
      for (const name of names) {
        const file = `${EXAMPLES_DIR}/${name}`;
        const yaml = await readFile(join(dir, name), 'utf8');
        const parsed = parseScenario(yaml, file, catalog, engine.editions);
        if (!parsed.ok) {
          problems.push(...parsed.errors.map(formatProblem));
          continue;
        }
        const { scenario } = parsed;
        const extraCards: CardDef[] = parsed.catalog.cards.filter((c) => !catalog.cards.includes(c));
        const data = { id: scenario.id, file, yaml, scenario, extraCards };
        store.set({ id: scenario.id, data: await parseData({ id: scenario.id, data: data as unknown as Record<string, unknown> }) });
      }
      if (problems.length) throw new Error('Examples are invalid:\n' + problems.map((p) => '  ' + p).join('\n'));
    },
  };
}
