// The rulings (content/rulings/<id>.yaml), read and checked for the graph: each read by the
// engine's ruling reader, its rules, its basis's examples and its steps' citations standing in the
// current view (citations.ts), and its scenario run under each edition that holds its rules, in
// that edition's numbers — each edition views.yaml shows (an edition imported and not yet named
// there is read on its own pages, and checks no ruling until it is). A failing step, or an answer that says more than the run checks, is a
// problem naming the file and the line. Under an edition a per-edition answer does not name, the
// answer is carried or left unchecked (rulings-carry.ts): what fails there is a warning, since a
// new edition must not break the build through rulings. So is a single answer that the engine
// confirms under an older edition and not under a newer one: left unchecked there where its rules
// changed, shown with what changed.
import {
  answerFor,
  answerProblems,
  readRuling,
  rulingScenario,
  type CardDef,
  type Catalog,
  type Edition as EngineEdition,
  type FixedAskInput,
  type Editions,
  type Ruling,
  type RulingRead,
  type Scenario,
  type ScenarioResult,
} from '../engine/index.ts';
import type { InputProblem } from '../input/index.ts';
import type { Edition, View } from '../rulebook/index.ts';
import type { Alignments } from './alignments.ts';
import { cite, type CitationIndex, type Findings } from './citations.ts';
import { fileEvidence } from './run-evidence.ts';
import { proseCitations } from './prose-citations.ts';
import { answerSource, citedParagraphs, ruleChanges, type RuleChange } from './rulings-carry.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { readFolder } from './read-file.ts';
import { runSafely, stepCitations } from './scenario-citations.ts';

export interface RulingCheck {
  edition: EngineEdition;
  /** The ruling's rules as this edition numbers them (209.2 of the current view is 208.2 in an older edition). */
  rules: string[];
  answer: string;
  result: ScenarioResult;
  /** The run passed and the answer says only what its expectations check: the engine reached it. */
  held: boolean;
  /** The scenario as this edition runs it, and the cards it needs (the site runs it again in the page). */
  scenario: Scenario;
  cards: CardDef[];
  /** The edition whose answer was carried here (its cited rules read the same); absent: the ruling answers for this edition itself. */
  carriedFrom?: EngineEdition;
  /** The scenario as written, in this edition and its numbers: what the judge's board opens. */
  written: Record<string, unknown>;
}

/** An edition the ruling is not checked in: its rules changed since `from`, and it gives no answer there, or its one answer the engine does not confirm there (`failed`). */
export interface UncheckedEdition {
  edition: EngineEdition;
  /** The ruling's rules as this edition numbers them. */
  rules: string[];
  /** The nearest edition the ruling answers for. */
  from: EngineEdition;
  changes: RuleChange[];
  /** Why the engine does not confirm there the one answer the ruling gives every edition (Russian); absent: it gives this edition no answer. */
  failed?: string;
}

export interface RulingNode {
  ruling: Ruling;
  /** One run per edition the ruling is checked in. */
  checks: RulingCheck[];
  /** The editions it would be checked in, whose rules changed where it gives them no answer. */
  unchecked: UncheckedEdition[];
  /** Whether the editions give different answers. */
  differs: boolean;
  /** The file's text as written. */
  yaml: string;
  /** How a judge asks it in search (src/ask), as its schema read it. */
  ask?: FixedAskInput;
}

/**
 * Where the rules a ruling names stand in each edition. Its numbers are the current view's: a
 * number's home is the edition the current view takes that rule (or paragraph) from — or, for one
 * the current view does not reach, the first edition that holds it — and another edition holds it
 * where the alignment puts that paragraph, under any number.
 */
export function rulingPlaces(editions: Edition[], current: View | undefined, alignments: Alignments, holds: CitationIndex['holds']) {
  const homes = new Map<string, string>();
  for (const section of current?.sections ?? []) {
    for (const b of [...section.preamble, ...section.trailing]) homes.set(b.block.anchor, b.edition);
    for (const { edition, rule } of section.rules) {
      homes.set(rule.number, edition);
      for (const block of rule.blocks) homes.set(block.anchor, edition);
    }
  }
  /** The rule's number (or anchor) in each edition that holds it. */
  const places = (rule: string): Map<string, string> => {
    const home = homes.get(rule) ?? editions.find((e) => holds(e.id, rule))?.id;
    const out = new Map<string, string>(home ? [[home, rule]] : []);
    if (!home) return out;
    for (const { id } of editions) {
      const carried = id === home ? null : alignments.carry(rule, home, id);
      if (carried) out.set(id, carried.anchor);
    }
    return out;
  };
  return {
    /** The editions (in their order) that hold every one of `rules`. */
    holding: (rules: string[]): string[] => {
      const each = rules.map(places);
      return editions.map((e) => e.id).filter((id) => each.every((p) => p.has(id)));
    },
    /** The same paragraph's number in `edition`; the number itself where the edition lacks it. */
    renumber: (edition: string) => (rule: string) => places(rule).get(edition) ?? rule,
    order: editions.map((e) => e.id),
    paragraphs: (edition: string, rule: string) => {
      const anchor = places(rule).get(edition);
      const held = editions.find((e) => e.id === edition);
      return anchor && held ? citedParagraphs(held, anchor) : null;
    },
  };
}

export type RulePlaces = ReturnType<typeof rulingPlaces>;

/** The editions a ruling or a practice template is checked under by default: those that hold all
 *  its rules, that views.yaml shows and that the engine plays. */
export function editionsToCheck(places: RulePlaces, engine: Editions, shown: ReadonlySet<string>, rules: string[]): string[] {
  return places.holding(rules).filter((id) => engine.has(id) && shown.has(id));
}

/** The ruling's scenario as written, played in `edition`: its steps' citations of the current
 *  view (not those an expectation makes for one edition) in that edition's numbers. */
function writtenIn(data: unknown, cited: ReturnType<typeof stepCitations>, edition: string, renumber: (rule: string) => string): Record<string, unknown> {
  const copy = structuredClone((data as { scenario: Record<string, unknown> }).scenario);
  for (const { path, anchor, edition: own } of cited) {
    if (own !== null) continue;
    let at: unknown = copy;
    for (const key of path.slice(1, -1)) at = (at as Record<PropertyKey, unknown>)[key as PropertyKey];
    (at as Record<PropertyKey, unknown>)[path.at(-1) as PropertyKey] = renumber(anchor);
  }
  const { note: _note, ...situation } = copy;
  return { edition, ...situation };
}

/** `places`: where the rules stand (rulingPlaces); `shown`: the editions views.yaml shows; `titles`: the editions' (a sentence naming one cites in its numbers). */
export function readRulings(
  place: ContentPlace,
  catalog: Catalog,
  engine: Editions,
  rulebook: { shown: ReadonlySet<string>; places: RulePlaces; titles: readonly { id: string; title: string }[] },
  citations: CitationIndex,
  findings: Findings,
): RulingNode[] {
  const folder = contentFolder(place, 'rulings');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  findings.problems.push(...problems);
  const { places } = rulebook;
  const nodes: RulingNode[] = [];
  for (const { file, bytes } of files) {
    const read = readRuling(bytes, file, catalog, engine);
    if (!read.ok) {
      findings.problems.push(...read.errors);
      continue;
    }
    const { ruling, input } = read;
    const inView = (path: PropertyKey[], anchor: string, label: string) => cite(findings, citations.inCurrentView({ input, path, anchor, label }));
    const before = findings.problems.length;
    ruling.rules.forEach((anchor, i) => inView(['rules', i], anchor, 'rules'));
    // A rule that does not resolve is said once, as a citation, not again as held by no edition.
    const unresolved = findings.problems.length > before;
    ruling.basis.forEach((b, i) => {
      if (typeof b === 'object' && 'example' in b) inView(['basis', i, 'example'], b.example, 'basis');
    });
    for (const c of stepCitations(input, ['scenario'], [...engine.keys()])) inView(c.path as PropertyKey[], c.anchor, c.label);
    const under = ruling.editions ?? editionsToCheck(places, engine, rulebook.shown, ruling.rules);
    if (!under.length) {
      if (!unresolved)
        findings.problems.push(
          input.problem(
            ['rules'],
            `no edition holds all of ${ruling.rules.join(', ')}: name the editions under "editions"`,
            `ни одна редакция не содержит всех правил ${ruling.rules.join(', ')}: укажите editions`,
          ),
        );
      continue;
    }
    const checks: RulingCheck[] = [];
    const unchecked: UncheckedEdition[] = [];
    const evidence = fileEvidence(input, citations);
    const cited = [
      ...ruling.rules.map((anchor, i) => ({ path: ['rules', i], anchor, label: 'rules' })),
      ...stepCitations(input, ['scenario'], [...engine.keys()]),
    ];
    for (const edition of under) {
      const source = answerSource(ruling, edition, places);
      if (source.kind === 'unchecked') {
        unchecked.push({ edition, rules: ruling.rules.map(places.renumber(edition)), from: source.from, changes: source.changes });
        findings.warnings.push(notChecked(read, edition, source.from, source.changes));
        continue;
      }
      const answeredAs = source.kind === 'carried' ? source.from : edition;
      const { check, wrong } = checkUnder(read, catalog, engine, places, edition, answeredAs);
      const left = wrong.length ? whatIsWrong(read, places, edition, answeredAs, checks, wrong, findings) : null;
      if (left) {
        unchecked.push(left);
        continue;
      }
      if (!check) continue;
      checks.push(check);
      // Where this edition numbers them as the current view does, the run may show them written in another edition's numbers.
      const renumber = places.renumber(edition);
      if (!check.carriedFrom)
        evidence.add(
          check.scenario,
          check.result,
          cited.filter((c) => renumber(c.anchor) === c.anchor),
        );
    }
    const yaml = new TextDecoder().decode(bytes);
    const prose = [{ path: ['explanation'], label: 'explanation', rules: ruling.rules }];
    const context = { citations, editions: under, renumber: places.renumber, titles: rulebook.titles };
    proseCitations(input, yaml, prose, evidence.into(findings), context, findings);
    const { ask } = input.data as { ask?: FixedAskInput };
    nodes.push({ ruling, checks, unchecked, differs: new Set(checks.map((c) => c.answer)).size > 1, yaml, ...(ask ? { ask } : {}) });
  }
  return nodes;
}

type Read = Extract<RulingRead, { ok: true }>;

/**
 * What is wrong with the ruling's run under `edition` refuses the content where the answer is the
 * edition's own; a carried answer the engine does not confirm is a warning; so is a single answer
 * the engine confirmed under an older edition and does not here (a new edition must not break the
 * build through rulings; unless the ruling names its editions itself), and where its rules changed
 * there the edition is left unchecked: returned.
 */
function whatIsWrong(
  read: Read,
  places: RulePlaces,
  edition: string,
  answeredAs: string,
  checks: RulingCheck[],
  wrong: InputProblem[],
  findings: Findings,
): UncheckedEdition | null {
  const { ruling } = read;
  const held = checks.find((c) => c.held && !c.carriedFrom);
  if (answeredAs !== edition) findings.warnings.push(notConfirmed(read, edition, answeredAs, wrong[0].message, wrong[0].messageRu));
  else if (typeof ruling.answer !== 'string' || ruling.editions || !held) findings.problems.push(...wrong);
  else {
    const changes = ruleChanges(ruling.rules, held.edition, edition, places);
    findings.warnings.push(notHeldHere(read, edition, held.edition, changes, wrong[0]));
    if (changes.length) return { edition, rules: ruling.rules.map(places.renumber(edition)), from: held.edition, changes, failed: wrong[0].messageRu };
  }
  return null;
}

/**
 * The ruling's run under `edition`, checking the answer of `answeredAs` (the edition itself, or
 * the one whose answer is carried there), and what is wrong with it: the caller says whether that
 * refuses the content or is a warning (an answer carried, or one a new edition does not confirm).
 */
function checkUnder(
  read: Read,
  catalog: Catalog,
  engine: Editions,
  places: RulePlaces,
  edition: string,
  answeredAs: string,
): { check: RulingCheck | null; wrong: InputProblem[] } {
  const { ruling, input } = read;
  const renumber = places.renumber(edition);
  const parsed = rulingScenario(read, catalog, engine, edition, renumber, answeredAs);
  if (!parsed.ok) return { check: null, wrong: parsed.errors };
  const result = runSafely(parsed.scenario, parsed.catalog);
  const failing = result.steps.flatMap((step, i) =>
    step.ok
      ? []
      : [input.problem(['scenario', 'steps', i], `fails in the ${edition} edition: ${step.message}`, `не выполняется в редакции ${edition}: ${step.message}`)],
  );
  const disagreements = answerProblems(read, parsed.scenario.steps, edition, answeredAs);
  const written = writtenIn(input.data, stepCitations(input, ['scenario'], [...engine.keys()]), edition, renumber);
  const check: RulingCheck = {
    edition,
    rules: ruling.rules.map(renumber),
    answer: answerFor(ruling, answeredAs)!,
    result,
    held: result.passed && !disagreements.length,
    scenario: parsed.scenario,
    cards: parsed.catalog.cards,
    written,
  };
  return { check: answeredAs !== edition ? { ...check, carriedFrom: answeredAs } : check, wrong: [...failing, ...disagreements] };
}

/** Where a warning about the answer of `edition` stands: the answer, or its key for that edition. */
const answerPath = (ruling: Ruling, edition: string) =>
  typeof ruling.answer === 'object' && Object.hasOwn(ruling.answer, edition) ? ['answer', edition] : ['answer'];

function notConfirmed({ ruling, input }: Read, edition: string, from: string, why: string, whyRu: string) {
  return input.problem(
    answerPath(ruling, from),
    `the answer is not confirmed in the ${edition} edition: carried from ${from}, whose rules read the same, the engine disagrees there (${why}); give ${edition} its own answer`,
    `ответ не подтвердился в редакции ${edition}: он перенесён из редакции ${from}, где правила читаются так же, но движок с ним не согласен (${whyRu}); дайте редакции ${edition} свой ответ`,
  );
}

/** A single answer the engine confirms in `from` and not in `edition`: its rules changed there (`changes`), or read the same. */
function notHeldHere({ input }: Read, edition: string, from: string, changes: RuleChange[], why: InputProblem) {
  const changed = changedList(changes);
  const [en, ru] = changes.length
    ? [`the rules changed since ${from} (${changed})`, `правила изменились по сравнению с редакцией ${from} (${changed})`]
    : [`the rules read as in ${from}`, `правила читаются так же, как в редакции ${from}`];
  return input.problem(
    ['answer'],
    `the answer is not checked in the ${edition} edition: the engine confirms it in ${from}, but not here (${why.message}), and ${en}; give ${edition} its own answer`,
    `для редакции ${edition} ответ не проверен: движок подтверждает его в редакции ${from}, но не здесь (${why.messageRu}), а ${ru}; дайте редакции ${edition} свой ответ`,
  );
}

const changedList = (changes: RuleChange[]) =>
  changes.map((c) => (c.before.anchor === c.after.anchor ? c.after.anchor : `${c.before.anchor} → ${c.after.anchor}`)).join(', ');

function notChecked({ input }: Read, edition: string, from: string, changes: RuleChange[]) {
  const changed = changedList(changes);
  return input.problem(
    ['answer'],
    `the answer is not checked in the ${edition} edition: it gives no answer there, and the rules changed since ${from} (${changed}); give ${edition} its own answer`,
    `для редакции ${edition} ответ не проверен: ответа для неё нет, а правила изменились по сравнению с редакцией ${from} (${changed}); дайте редакции ${edition} свой ответ`,
  );
}
