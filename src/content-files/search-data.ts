// Reading everything searchable from disk into the search corpus (Node only), for the site
// build, `svod search`, the tests and the benchmark. Cards, examples and rulings come as the
// engine parses them, terms as the rulebook reads them, so search indexes what they accept and
// nothing else; a file they reject is a problem naming file, line and column, and is not indexed.
import { parseScenario, readRuling, type CardDef, type Catalog, type Editions, type Ruling, type Scenario } from '../engine/index.ts';
import type { GlossaryTerm, Problem } from '../rulebook/index.ts';
import { buildCorpus, buildSearchFiles, memoryLoader, SearchIndex, type CardEntry, type ExampleEntry, type GlossaryEntry, type RulingEntry, type SearchData, type SearchFiles } from '../search/index.ts';
import { contentHash } from './content-hash.ts';
import { readFolder } from './read-file.ts';
import { cardFacts } from './card-facts.ts';
import { EXAMPLES_DIR, loadCatalog } from './cards.ts';
import { loadEngineEditions } from './engine.ts';
import { loadGlossary } from './glossary.ts';
import { loadViews } from './rulebook.ts';
import { RULINGS_DIR } from './rulings.ts';

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

function rulingEntry(ruling: Ruling): RulingEntry {
  const answers = typeof ruling.answer === 'string' ? [{ edition: null, text: ruling.answer }] : Object.entries(ruling.answer).map(([edition, text]) => ({ edition, text }));
  return { id: ruling.id, question: ruling.question, answers, explanation: ruling.explanation, rules: ruling.rules, cards: ruling.cards };
}

const glossaryEntry = (term: GlossaryTerm): GlossaryEntry => ({ slug: term.slug, term: term.term, forms: term.forms, definitions: term.definitions });

/**
 * Every ruling under content/rulings that reads; the others become problems. Search indexes the
 * question and answers; whether each holds is `svod check`'s and the build's to say.
 */
function readRulings(root: string, catalog: Catalog, editions: Editions, problems: Problem[]): RulingEntry[] {
  const entries: RulingEntry[] = [];
  const folder = readFolder(root, RULINGS_DIR);
  problems.push(...folder.problems);
  for (const { file, bytes } of folder.files) {
    const read = readRuling(bytes, file, catalog, editions);
    if (read.ok) entries.push(rulingEntry(read.ruling));
    else problems.push(...read.errors);
  }
  return entries;
}

/** Every scenario under content/examples that the engine reads; the others become problems. */
function readExamples(root: string, catalog: Catalog, editions: Editions, problems: Problem[]): ExampleEntry[] {
  const entries: ExampleEntry[] = [];
  const folder = readFolder(root, EXAMPLES_DIR);
  problems.push(...folder.problems);
  for (const { file, bytes } of folder.files) {
    const parsed = parseScenario(bytes, file, catalog, editions);
    if (parsed.ok) entries.push(exampleEntry(parsed.scenario));
    else problems.push(...parsed.errors);
  }
  return entries.sort((a, b) => a.id.localeCompare(b.id));
}

/** Reads all searchable content under `root` (rules, rulings, glossary, cards, examples) into a corpus. */
export function loadSearchData(root: string): { data: SearchData; problems: Problem[] } {
  const { editions, views, problems } = loadViews(root);
  const { catalog, errors } = loadCatalog(root);
  const engine = loadEngineEditions(root);
  problems.push(...errors, ...engine.errors);
  const glossary = loadGlossary(root, editions);
  problems.push(...glossary.problems);
  const data = buildCorpus({
    views,
    editions: editions.map((e) => ({ id: e.id, title: e.title })),
    examples: readExamples(root, catalog, engine.editions, problems),
    cards: catalog.cards.map(cardEntry).sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    rulings: readRulings(root, catalog, engine.editions, problems),
    glossary: glossary.terms.map(glossaryEntry),
  });
  return { data, problems };
}

/** The search index's files over the content under `root`, named as the site names them. */
export function searchFiles(root: string): { data: SearchData; built: SearchFiles; problems: Problem[] } {
  const { data, problems } = loadSearchData(root);
  return { data, built: buildSearchFiles(data, { hash: contentHash }), problems };
}

/** The search over the content under `root`, its files built in memory, as the site builds them. */
export async function openSearch(root: string): Promise<{ index: SearchIndex; data: SearchData; built: SearchFiles; problems: Problem[] }> {
  const { data, built, problems } = searchFiles(root);
  return { index: await SearchIndex.open(memoryLoader(built.files), built.root), data, built, problems };
}
