// Reading every ruling under content/rulings and checking it under each edition it holds for
// (Node only): the build, `svod check`, `svod ruling` and the tests share this. A ruling whose
// scenario fails under an edition is a problem naming the file and the line of the failing step.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { answerFor, readRuling, runRuling, type Catalog, type Edition as EngineEdition, type InputProblem, type Ruling, type ScenarioResult } from '../engine/index.ts';
import { alignEditions, editionAnchors, type Edition } from '../rulebook/index.ts';

export const RULINGS_DIR = 'content/rulings';

export interface RulingCheck {
  edition: EngineEdition;
  answer: string;
  result: ScenarioResult;
}

export interface CheckedRuling {
  ruling: Ruling;
  /** One run per edition the ruling is checked in. */
  checks: RulingCheck[];
  /** Whether the editions give different answers. */
  differs: boolean;
}

/**
 * Which editions hold a rule, numbered as the current view numbers it: its home is the newest
 * edition with that number (late 206.1 is «Запас»; early's 206.1 is another rule), and another
 * edition holds it where its aligned paragraph stands in that place under any number (late 209.2
 * is early 208.2).
 */
export function editionsHolding(editions: Edition[]): (rule: string) => string[] {
  const anchors = editions.map((e) => ({ id: e.id, has: editionAnchors(e) }));
  const alignments = editions.slice(1).map((after, i) => alignEditions(editions[i], after));
  const found = new Map<string, string[]>();
  return (rule) => {
    const known = found.get(rule);
    if (known) return known;
    const home = anchors.findLast((a) => a.has.has(rule))?.id;
    const holding = new Set(home ? [home] : []);
    const at = (unit: { edition: string; rule: { number: string } | null; block: { anchor: string } } | null) =>
      unit !== null && unit.edition === home && (unit.rule?.number === rule || unit.block.anchor === rule);
    for (const { before, after, pairs } of alignments) {
      for (const p of pairs) {
        if (!p.before || !p.after) continue;
        if (at(p.before)) holding.add(after.id);
        if (at(p.after)) holding.add(before.id);
      }
    }
    const list = editions.map((e) => e.id).filter((id) => holding.has(id));
    found.set(rule, list);
    return list;
  };
}

export function loadRulings(root: string, catalog: Catalog, editions: Edition[]): { rulings: CheckedRuling[]; problems: InputProblem[] } {
  const dir = join(root, RULINGS_DIR);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort();
  } catch {
    return { rulings: [], problems: [] };
  }
  const rulings: CheckedRuling[] = [];
  const problems: InputProblem[] = [];
  const held = editionsHolding(editions);
  for (const name of names) {
    const file = `${RULINGS_DIR}/${name}`;
    const read = readRuling(new Uint8Array(readFileSync(join(root, file))), file, catalog);
    if (!read.ok) {
      problems.push(...read.errors);
      continue;
    }
    const { ruling, input } = read;
    const under = (ruling.editions ?? editions.map((e) => e.id).filter((id) => ruling.rules.every((r) => held(r).includes(id)))) as EngineEdition[];
    if (!under.length) {
      problems.push(input.problem(['rules'], `no edition holds all of ${ruling.rules.join(', ')}: name the editions under "editions"`, `ни одна редакция не содержит всех правил ${ruling.rules.join(', ')}: укажите editions`));
      continue;
    }
    const checks: RulingCheck[] = [];
    for (const edition of under) {
      const run = runRuling(read, catalog, edition);
      if (!run.ok) {
        problems.push(...run.errors);
        continue;
      }
      run.result.steps.forEach((step, i) => {
        if (step.ok) return;
        problems.push(input.problem(['scenario', 'steps', i], `fails in the ${edition} edition: ${step.message}`, `не выполняется в редакции ${edition}: ${step.message}`));
      });
      checks.push({ edition, answer: answerFor(ruling, edition)!, result: run.result });
    }
    rulings.push({ ruling, checks, differs: new Set(checks.map((c) => c.answer)).size > 1 });
  }
  return { rulings, problems };
}
