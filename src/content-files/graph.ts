// The content as one graph, read and checked once per build or command: the rulebook's editions
// and the views views.yaml declares, the editions as the engine plays them, the cards, the
// examples, the rulings and the glossary, with the links between them (which rule each cites in
// which edition, which edition holds which paragraph). Every check of the content lives here, so
// `svod check` and the build refuse the same content with the same messages. The practice
// templates (issue 20) are one more kind of node: their questions are generated here, once.
import type { Catalog, EditionRules, Editions } from '../engine/index.ts';
import type { InputProblem } from '../input/index.ts';
import { alignEditions, type Alignment, type Edition, type GlossaryTerm, type View, type ViewsDeclaration } from '../rulebook/index.ts';
import { alignmentsOf } from './alignments.ts';
import { readCards } from './cards.ts';
import { citationIndex, type CitationFix, type Findings } from './citations.ts';
import { readEngineTables, type DerivedTable } from './engine.ts';
import { readExamples, type ExampleNode } from './examples.ts';
import { sourceProblems } from './fidelity.ts';
import { readGlossaryTerms } from './glossary.ts';
import { staleSchemaFiles } from './json-schemas.ts';
import { modelineProblems } from './modelines.ts';
import { contentFolder, contentPlace, shownPath, type ContentPlace } from './place.ts';
import { readPractice, type PracticeNode } from './practice.ts';
import { readRulebook } from './rulebook.ts';
import { readRulings, rulingPlaces, type RulingNode } from './rulings.ts';

export interface EngineEditions {
  /** Each edition's table, oldest first: its own, or one derived by alignment (`derived`). */
  tables: EditionRules[];
  editions: Editions;
  derived: DerivedTable[];
  /** The edition a scenario that names none plays by: the current view's base. */
  defaultEdition: string;
}

export interface ContentGraph {
  /** The rulebook's editions, oldest first. */
  editions: Edition[];
  declared: ViewsDeclaration;
  /** The current view first, then each edition alone. */
  views: View[];
  /** The alignment of each pair views.yaml compares, in its order. */
  comparisons: Alignment[];
  engine: EngineEditions;
  catalog: Catalog;
  examples: ExampleNode[];
  rulings: RulingNode[];
  /** In Russian alphabetical order. */
  glossary: GlossaryTerm[];
  /** The practice templates and the questions the engine generated from them. */
  practice: PracticeNode;
}

export interface ContentRead {
  place: ContentPlace;
  /** Whatever reads; what does not is a problem, and left out. */
  graph: ContentGraph;
  /** What refuses the content: `svod check` fails on them, and so does the build. */
  problems: InputProblem[];
  /** What an editor should mend, and nothing to refuse: `svod check` and the build print them, and pass (a ruling a new edition leaves unchecked). */
  warnings: InputProblem[];
  /** What a reader of the check should know, and nothing to refuse (an edition the engine plays by a derived table). */
  notes: InputProblem[];
  /** Citations the alignment carries with certainty: `svod check --fix` rewrites them. */
  fixes: CitationFix[];
}

/** Reads the content under the working folder (or SVOD_CONTENT_DIR, SVOD_RULES_DIR) into its graph. */
export function loadContentGraph(place: ContentPlace = contentPlace()): ContentRead {
  const rulebook = readRulebook(place);
  const findings: Findings = { problems: [...rulebook.problems], warnings: [], fixes: [] };
  const { editions, declared, views } = rulebook;
  const byId = new Map(editions.map((e) => [e.id, e]));
  const comparisons = declared.compare
    .filter((pair) => pair.every((id) => byId.has(id)))
    .map(([older, newer]) => alignEditions(byId.get(older)!, byId.get(newer)!));
  const alignments = alignmentsOf(editions, comparisons);
  const cards = readCards(place);
  findings.problems.push(...cards.problems);
  const tables = readEngineTables(place, editions, alignments, place.ownRulebook);
  findings.problems.push(...tables.problems);
  const defaultEdition = tables.editions.has(declared.current.base) ? declared.current.base : ([...tables.editions.keys()].at(-1) ?? '');
  const engine: EngineEditions = { tables: tables.tables, editions: tables.editions, derived: tables.derived, defaultEdition };
  const graph: ContentGraph = {
    editions,
    declared,
    views,
    comparisons,
    engine,
    catalog: cards.catalog,
    examples: [],
    rulings: [],
    glossary: [],
    practice: { templates: [], questions: [], reports: [] },
  };
  // Another rulebook (the benchmark's synthetic one) is read alone: the rest cites the content's own.
  if (place.ownRulebook) {
    const citations = citationIndex(editions, views[0], alignments);
    graph.examples = readExamples(place, cards.catalog, engine.editions, defaultEdition, citations, findings);
    graph.glossary = readGlossaryTerms(place, editions, alignments, findings);
    const shown = new Set([declared.current.base, declared.current.fill ?? '', ...declared.compare.flat()]);
    const places = rulingPlaces(editions, views[0], alignments, citations.holds);
    graph.rulings = readRulings(place, cards.catalog, engine.editions, { shown, places, titles: editions }, citations, findings);
    graph.practice = readPractice(place, { catalog: cards.catalog, engine: engine.editions, places, shown, citations, rulebook: editions }, findings);
  }
  findings.problems.push(...sourceProblems(place, editions), ...modelineProblems(place));
  // The published schemas offer the content's own editions by name.
  if (place.ownRulebook) findings.problems.push(...staleSchemaFiles(place, cards.catalog, [...engine.editions.keys()]));
  return { place, graph, problems: findings.problems, warnings: findings.warnings, notes: tables.notes, fixes: findings.fixes };
}

/** The problems in the files of some kinds only: a command that needs the rulebook alone refuses on its problems alone. */
export function problemsIn(read: ContentRead, kinds: ('rules' | 'cards' | 'engine' | 'practice')[]): InputProblem[] {
  const folders = kinds.map((kind) => (kind === 'rules' ? shownPath(read.place, read.place.rules) : contentFolder(read.place, kind).shown));
  return read.problems.filter((p) => folders.some((folder) => p.file === folder || p.file.startsWith(`${folder}/`)));
}
