// Reading every ruling under content/rulings and checking it under each edition it holds for
// (Node only): the build, `svod check`, `svod ruling` and the tests share this. A ruling whose
// scenario fails under an edition is a problem naming the file and the line of the failing step.
import { answerFor, answerProblems, readRuling, rulingScenario, runParsed, type CardDef, type Catalog, type Edition as EngineEdition, type Editions, type InputProblem, type Ruling, type Scenario, type ScenarioResult } from '../engine/index.ts';
import { alignEditions, type Edition, type Unit, type View, type ViewsDeclaration } from '../rulebook/index.ts';
import { loadEngineEditions } from './engine.ts';
import { readFolder } from './read-file.ts';
import { loadViews } from './rulebook.ts';

export const RULINGS_DIR = 'content/rulings';

export interface RulingCheck {
  edition: EngineEdition;
  /** The ruling's rules as this edition numbers them (late 209.2 is early 208.2). */
  rules: string[];
  answer: string;
  result: ScenarioResult;
  /** The run passed and the answer says only what its expectations check: the engine reached it. */
  held: boolean;
  /** The scenario as this edition runs it, and the cards it needs (the site runs it again in the page). */
  scenario: Scenario;
  cards: CardDef[];
}

export interface CheckedRuling {
  ruling: Ruling;
  /** One run per edition the ruling is checked in. */
  checks: RulingCheck[];
  /** Whether the editions give different answers. */
  differs: boolean;
}

/**
 * Where the rules a ruling names stand in each edition. Its numbers are the current view's: a
 * number's home is the edition the current view takes that rule (or paragraph) from, and a compared
 * edition holds it where its aligned paragraph stands in that place under any number (late 209.2 is
 * early 208.2; early's 206.1 is another rule than late's 206.1, the supply). Only editions the
 * engine knows can check a ruling.
 */
export function rulebookPlaces(loaded: { editions: Edition[]; views: View[]; declared: ViewsDeclaration | null }, engine: Editions) {
  const homes = new Map<string, string>();
  for (const section of loaded.views[0]?.sections ?? []) {
    for (const b of section.preamble) homes.set(b.anchor, b.edition);
    for (const { edition, rule } of section.rules) {
      homes.set(rule.number, edition);
      for (const block of rule.blocks) homes.set(block.anchor, edition);
    }
  }
  const byId = (id: string) => loaded.editions.find((e) => e.id === id)!;
  const alignments = (loaded.declared?.compare ?? []).map(([older, newer]) => alignEditions(byId(older), byId(newer)));
  const known = new Set<string>(engine.keys());
  const found = new Map<string, Map<string, string>>();
  /** The rule's number (or anchor) in each edition that holds it. */
  const places = (rule: string): Map<string, string> => {
    const cached = found.get(rule);
    if (cached) return cached;
    const home = homes.get(rule);
    const out = new Map<string, string>(home ? [[home, rule]] : []);
    const at = (unit: Unit | null) => unit !== null && unit.edition === home && (unit.rule?.number === rule || unit.block.anchor === rule);
    for (const { pairs } of alignments) {
      for (const p of pairs) {
        if (!p.before || !p.after) continue;
        if (at(p.before)) out.set(p.after.edition, p.after.block.anchor);
        if (at(p.after)) out.set(p.before.edition, p.before.block.anchor);
      }
    }
    found.set(rule, out);
    return out;
  };
  return {
    holding: (rule: string): EngineEdition[] => loaded.editions.map((e) => e.id).filter((id): id is EngineEdition => places(rule).has(id) && known.has(id)),
    /** The same paragraph's number in `edition`; the number itself where the edition lacks it. */
    renumber: (edition: string) => (rule: string) => places(rule).get(edition) ?? rule,
  };
}

export function loadRulings(root: string, catalog: Catalog): { rulings: CheckedRuling[]; problems: InputProblem[] } {
  const { files, problems } = readFolder(root, RULINGS_DIR);
  const rulings: CheckedRuling[] = [];
  if (!files.length) return { rulings, problems };
  const { editions } = loadEngineEditions(root);
  const places = rulebookPlaces(loadViews(root), editions);
  for (const { file, bytes } of files) {
    const read = readRuling(bytes, file, catalog, editions);
    if (!read.ok) {
      problems.push(...read.errors);
      continue;
    }
    const { ruling, input } = read;
    const under = ruling.editions ?? [...editions.keys()].filter((id) => ruling.rules.every((r) => places.holding(r).includes(id)));
    if (!under.length) {
      problems.push(input.problem(['rules'], `no edition holds all of ${ruling.rules.join(', ')}: name the editions under "editions"`, `ни одна редакция не содержит всех правил ${ruling.rules.join(', ')}: укажите editions`));
      continue;
    }
    const checks: RulingCheck[] = [];
    for (const edition of under) {
      const renumber = places.renumber(edition);
      const parsed = rulingScenario(read, catalog, editions, edition, renumber);
      if (!parsed.ok) {
        problems.push(...parsed.errors);
        continue;
      }
      const result = runParsed(parsed.scenario, parsed.catalog);
      result.steps.forEach((step, i) => {
        if (step.ok) return;
        problems.push(input.problem(['scenario', 'steps', i], `fails in the ${edition} edition: ${step.message}`, `не выполняется в редакции ${edition}: ${step.message}`));
      });
      const disagreements = answerProblems(read, parsed.scenario.steps, edition);
      problems.push(...disagreements);
      const held = result.passed && !disagreements.length;
      checks.push({ edition, rules: ruling.rules.map(renumber), answer: answerFor(ruling, edition)!, result, held, scenario: parsed.scenario, cards: parsed.catalog.cards });
    }
    rulings.push({ ruling, checks, differs: new Set(checks.map((c) => c.answer)).size > 1 });
  }
  return { rulings, problems };
}
