// Citations that a failing run shows to be written in another edition's numbers (issue 27). A
// number that two editions both hold may name different paragraphs: with two sections inserted
// before 520, late's 520.1 («Монеты – это…») is the new edition's 522.1, and the new 520.1 is
// another rule. Content written before such a renumbering still resolves, so only the engine can
// tell: a step that expects a refusal by Y and is refused by X, where another edition's Y is X's
// paragraph carried with its text unchanged, was written in that edition's numbers; so was a cited
// Y that the run never applies, where another edition's Y is a rule it applies. Every citation of
// Y in the file is then named, and rewritten by `svod check --fix`. Where the run applies both,
// the number is only warned about. A file's runs under its editions are gathered by fileEvidence.
import type { Scenario, ScenarioResult } from '../engine/index.ts';
import type { Path, YamlInput } from '../input/index.ts';
import type { CitationIndex, Findings } from './citations.ts';

/** A place in the file that cites a rule, as the scenario's edition numbers it. */
export interface CitedAt {
  path: Path;
  anchor: string;
  /** How the message names the field (`rules`, `illegal`, `cites`). */
  label: string;
}

/** Does `rule` fall under `anchor`: the rule itself, or one of its paragraphs? */
const under = (anchor: string, rule: string) => rule === anchor || rule.startsWith(`${anchor}-p`);

/** Each refusal the run expected by Y and met by X, where another edition's Y stands as X: Y → its place. */
function movedByRefusals(scenario: Scenario, result: ScenarioResult, citations: CitationIndex): Map<string, { to: string; by: string }> {
  const moved = new Map<string, { to: string; by: string }>();
  scenario.steps.forEach((step, i) => {
    const by = result.steps[i]?.refusedBy;
    if (step.kind !== 'action' || step.illegal === undefined || !by) return;
    const places = citations.carriedInto(step.illegal, scenario.edition).filter((place) => under(place, by));
    if (places.length === 1) moved.set(step.illegal, { to: places[0], by });
  });
  return moved;
}

/** The rules the run applied, each once. */
const appliedBy = (result: ScenarioResult) => [
  ...new Set(result.steps.flatMap((step) => step.trace.map((t) => t.rule)).filter((rule): rule is string => rule !== null)),
];

/**
 * Each cited Y that another edition numbers as a paragraph the run applies under another number
 * X: Y → X where the run never applies the edition's own Y (`moved`), else both stand (`unsure`).
 */
function movedByTrace(scenario: Scenario, result: ScenarioResult, cited: CitedAt[], citations: CitationIndex) {
  const applied = appliedBy(result);
  const moved = new Map<string, { to: string; by: string }>();
  const unsure = new Map<string, { to: string; by: string }>();
  for (const { anchor } of cited) {
    const places = citations.carriedInto(anchor, scenario.edition).filter((place) => place !== anchor && applied.some((rule) => under(place, rule)));
    if (places.length !== 1) continue;
    const found = { to: places[0], by: applied.find((rule) => under(places[0], rule))! };
    (applied.some((rule) => under(anchor, rule)) ? unsure : moved).set(anchor, found);
  }
  return { moved, unsure };
}

/** Names, with its fix, every citation in `cited` of a number the run shows to be another edition's; returns those it only warns about (Y → X). */
export function runEvidence(
  input: YamlInput,
  scenario: Scenario,
  result: ScenarioResult,
  all: CitedAt[],
  citations: CitationIndex,
  findings: Findings,
): Map<string, string> {
  // A number the edition lacks is the ordinary citation check's (citations.ts).
  const cited = all.filter((c) => citations.holds(scenario.edition, c.anchor));
  const traced = movedByTrace(scenario, result, cited, citations);
  const moved = new Map([...traced.moved, ...(result.passed ? [] : movedByRefusals(scenario, result, citations))]);
  const unsure = new Map<string, string>();
  for (const c of cited) {
    const u = traced.unsure.get(c.anchor);
    if (u && !moved.has(c.anchor)) {
      unsure.set(c.anchor, u.to);
      findings.warnings.push(
        input.problem(
          c.path,
          `${c.label}: ${c.anchor} may be written in another edition's numbers: the engine applies both ${c.anchor} and ${u.by} in the ${scenario.edition} edition, and another edition's ${c.anchor} stands there as ${u.to} (text unchanged); cite ${u.to} if that paragraph is meant`,
          `${c.label}: ${c.anchor} — возможно, номер другой редакции: в редакции ${scenario.edition} движок применяет и ${c.anchor}, и ${u.by}, а абзац, который другая редакция нумерует ${c.anchor}, стоит здесь под номером ${u.to} (текст тот же); если имелся в виду он, укажите ${u.to}`,
        ),
      );
    }
    const m = moved.get(c.anchor);
    if (!m) continue;
    const pos = input.at(c.path);
    findings.problems.push(
      input.problem(
        c.path,
        `${c.label}: ${c.anchor} is written in another edition's numbers: the engine applies ${m.by} in the ${scenario.edition} edition, where another edition's ${c.anchor} stands as ${m.to} (text unchanged); svod check --fix rewrites it`,
        `${c.label}: ${c.anchor} — номер другой редакции: в редакции ${scenario.edition} движок применяет ${m.by}, а абзац, который другая редакция нумерует ${c.anchor}, стоит здесь под номером ${m.to} (текст тот же); svod check --fix исправит ссылку`,
      ),
    );
    findings.fixes.push({ file: input.file, line: pos.line, column: pos.column, from: c.anchor, to: m.to });
  }
  return unsure;
}

/** One file's runs, one per edition, and what they show of its citations. */
export interface FileEvidence {
  /** What the run of `scenario` shows of the citations in `cited` (those the edition numbers as the current view does). */
  add(scenario: Scenario, result: ScenarioResult, cited: CitedAt[]): void;
  /** Adds what the runs showed to `findings`, each place said once (two editions that number a rule alike may both show it); returns the numbers only warned about, Y → X. */
  into(findings: Findings): Map<string, string>;
}

export function fileEvidence(input: YamlInput, citations: CitationIndex): FileEvidence {
  const evidence: Findings = { problems: [], warnings: [], fixes: [] };
  const unsure = new Map<string, string>();
  const once = <T extends { line: number; column: number }>(list: T[]) =>
    list.filter((x, i) => list.findIndex((y) => y.line === x.line && y.column === x.column) === i);
  return {
    add(scenario, result, cited) {
      for (const [anchor, to] of runEvidence(input, scenario, result, cited, citations, evidence)) if (!unsure.has(anchor)) unsure.set(anchor, to);
    },
    into(findings) {
      findings.problems.push(...once(evidence.problems));
      findings.warnings.push(...once(evidence.warnings));
      findings.fixes.push(...once(evidence.fixes));
      return unsure;
    },
  };
}
