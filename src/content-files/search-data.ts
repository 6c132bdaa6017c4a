// Everything searchable in the content graph as the search corpus, for the site build,
// `svod search`, the tests and the benchmark. Cards, examples and rulings come as the engine read
// them, terms as the rulebook read them: search indexes what the graph accepts and nothing else.
import russian from 'dictionary-ru';
import type { CardDef, Ruling, Scenario } from '../engine/index.ts';
import type { GlossaryTerm } from '../rulebook/index.ts';
import {
  buildCorpus,
  buildSearchFiles,
  memoryLoader,
  SearchIndex,
  type CardEntry,
  type ExampleEntry,
  type GlossaryEntry,
  type RulingEntry,
  type SearchData,
  type SearchFiles,
} from '../search/index.ts';
import { contentHash } from './content-hash.ts';
import { cardFacts } from './card-facts.ts';
import type { ContentGraph } from './graph.ts';

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
  const answers =
    typeof ruling.answer === 'string' ? [{ edition: null, text: ruling.answer }] : Object.entries(ruling.answer).map(([edition, text]) => ({ edition, text }));
  return { id: ruling.id, question: ruling.question, answers, explanation: ruling.explanation, rules: ruling.rules, cards: ruling.cards };
}

/** The Russian dictionary as text, read once: search never takes its words for typos. */
const dictionary = { aff: new TextDecoder().decode(russian.aff), dic: new TextDecoder().decode(russian.dic) };

const glossaryEntry = (term: GlossaryTerm): GlossaryEntry => ({ slug: term.slug, term: term.term, forms: term.forms, definitions: term.definitions });

/** Everything searchable in the graph (rules, rulings, glossary, cards, examples) as the search corpus. */
export function searchCorpus(graph: ContentGraph): SearchData {
  return buildCorpus({
    views: graph.views,
    editions: graph.editions.map((e) => ({ id: e.id, title: e.title })),
    examples: graph.examples.map((e) => exampleEntry(e.scenario)),
    cards: graph.catalog.cards.map(cardEntry).sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    rulings: graph.rulings.map((r) => rulingEntry(r.ruling)),
    glossary: graph.glossary.map(glossaryEntry),
    dictionary,
  });
}

/** The search index's files over the graph, named as the site names them. */
export function searchFiles(graph: ContentGraph): { data: SearchData; built: SearchFiles } {
  const data = searchCorpus(graph);
  return { data, built: buildSearchFiles(data, { hash: contentHash }) };
}

/** The search over the graph, its files built in memory, as the site builds them. */
export async function openSearch(graph: ContentGraph): Promise<{ index: SearchIndex; data: SearchData; built: SearchFiles }> {
  const { data, built } = searchFiles(graph);
  return { index: await SearchIndex.open(memoryLoader(built.files), built.root), data, built };
}
