// Reading everything searchable from disk into the search corpus (Node only), for the site
// build, `svod search`, the tests and the benchmark. Cards and examples come as the engine parses
// them, so search indexes what the engine accepts and nothing else; a file the engine rejects is
// a problem naming file, line and column, and is not indexed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, type CardDef, type Catalog, type Scenario } from '../engine/index.ts';
import type { Problem } from '../rulebook/index.ts';
import { buildCorpus, type CardEntry, type ExampleEntry, type SearchData } from '../search/index.ts';
import { cardFacts } from './card-facts.ts';
import { EXAMPLES_DIR, loadCatalog } from './cards.ts';
import { loadViews } from './rulebook.ts';

function cardEntry(card: CardDef): CardEntry {
  return {
    slug: card.slug,
    name: card.name,
    aliases: card.aliases,
    facts: cardFacts(card),
    texts: [...card.abilities.map((a) => a.text), ...(card.note ? [card.note] : [])],
  };
}

function exampleEntry(scenario: Scenario): ExampleEntry {
  const heroes = Object.values(scenario.heroes).filter((name): name is string => name !== null);
  return {
    id: scenario.id,
    title: scenario.title ?? null,
    edition: scenario.edition,
    rules: scenario.rules,
    illustrates: scenario.illustrates ?? null,
    cards: [...new Set([...heroes, ...scenario.setup.map((card) => card.name)])],
  };
}

/** Every scenario under content/examples that the engine reads; the others become problems. */
function readExamples(root: string, catalog: Catalog, problems: Problem[]): ExampleEntry[] {
  let names: string[] = [];
  try {
    names = readdirSync(join(root, EXAMPLES_DIR)).filter((n) => n.endsWith('.yaml')).sort();
  } catch {
    return [];
  }
  const entries: ExampleEntry[] = [];
  for (const name of names) {
    const file = `${EXAMPLES_DIR}/${name}`;
    const parsed = parseScenario(new Uint8Array(readFileSync(join(root, file))), file, catalog);
    if (parsed.ok) entries.push(exampleEntry(parsed.scenario));
    else problems.push(...parsed.errors);
  }
  return entries.sort((a, b) => a.id.localeCompare(b.id));
}

/** Reads all searchable content under `root` (rules, examples, cards) into a corpus. */
export function loadSearchData(root: string): { data: SearchData; problems: Problem[] } {
  const { editions, views, problems } = loadViews(root);
  const { catalog, errors } = loadCatalog(root);
  problems.push(...errors);
  const data = buildCorpus({
    views,
    editions: editions.map((e) => ({ id: e.id, title: e.title })),
    examples: readExamples(root, catalog, problems),
    cards: catalog.cards.map(cardEntry).sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  });
  return { data, problems };
}
