// Generating questions: every variant of every template is run by the engine under each edition
// that holds the template's rules, and so is each mistake; the answers become the choices. A
// variant is dropped where it is no legal situation (a refused action, a setup the edition cannot
// hold), where the rules are silent about the answer (its trace entry has no rule), where its run
// skips a step at which the template's rule is cited in another variant, or where a wrong choice is
// the answer itself; each variant is one question per edition, in that edition's numbers. A
// template that yields nothing, whose mistake never differs from the answer, whose variants all
// answer alike, or that explains itself as another does, is a problem at its line. Pure:
// templates, cards and the editions' tables are handed in.
import { readScenario, runParsed, type Catalog, type Editions, type Scenario, type ScenarioResult } from '../engine/index.ts';
import type { InputProblem, Path } from '../input/index.ts';
import { anchorLabel } from '../routes/index.ts';
import { fillScenario } from './fill.ts';
import { seededOrder } from '../choice/index.ts';
import { sayAnswer } from './say.ts';
import { fillText, type Assignment } from './slots.ts';
import { cites, renumberText } from './numbers.ts';
import type { Choice, DerivationStep, Level, PracticeQuestion, Template } from './types.ts';

/** Where the rules a template names stand: which editions hold them all, and each one's number in an edition. */
export interface Places {
  holding(rules: string[]): string[];
  renumber(edition: string): (rule: string) => string;
}

/** Without the rulebook's alignment: every edition holds every rule, under the same number. */
const everywhere = (editions: Editions): Places => ({ holding: () => [...editions.keys()], renumber: () => (rule) => rule });

/** Why variants were dropped, counted per template (`svod check` and the tests read it). */
type DropReason = 'input' | 'refused' | 'silent' | 'aside' | 'equal' | 'few';

export interface TemplateReport {
  template: string;
  file: string;
  variants: number;
  questions: number;
  dropped: Partial<Record<DropReason, number>>;
}

export interface Generated {
  questions: PracticeQuestion[];
  problems: InputProblem[];
  reports: TemplateReport[];
}

type Run =
  | { ok: true; scenario: Scenario; result: ScenarioResult; data: Record<string, unknown> }
  | { ok: false; reason: 'input' | 'refused'; errors: InputProblem[]; message: string };

/** The answer's run of the template's first variant in `edition`: what the engine applied there, for the content's checks of its citations. */
export function firstRun(
  t: Template,
  edition: string,
  catalog: Catalog,
  editions: Editions,
  renumber: (rule: string) => string,
): { scenario: Scenario; result: ScenarioResult } | null {
  const [values] = assignments(t);
  const run = values ? runVariant(t, values, edition, catalog, editions, renumber) : null;
  return run?.ok ? { scenario: run.scenario, result: run.result } : null;
}

/** Every combination of the variables' values, the first variable slowest. */
function assignments(t: Template): Assignment[] {
  return t.variables.reduce<Assignment[]>(
    (all, v) =>
      all.flatMap((a) =>
        v.kind === 'number'
          ? v.values.map((n) => ({ ...a, [v.name]: { kind: 'number' as const, n } }))
          : v.cards.map((card) => ({ ...a, [v.name]: { kind: 'card' as const, card } })),
      ),
    [{}],
  );
}

/** One run of the template's scenario (or of a mistake's change to it) under `edition`. */
function runVariant(
  t: Template,
  values: Assignment,
  edition: string,
  catalog: Catalog,
  editions: Editions,
  renumber: (rule: string) => string,
  mistake?: number,
): Run {
  const change: Path | undefined = mistake === undefined ? undefined : ['mistakes', mistake, 'change'];
  const filled = fillScenario(t.input, values, { edition }, t.data.editions ? ['editions'] : ['rules'], change);
  const steps: unknown[] = Array.isArray(filled.data.steps) ? filled.data.steps : [];
  for (const step of steps) {
    if (typeof step !== 'object' || step === null || !('illegal' in step) || typeof step.illegal !== 'string') continue;
    // The answer's run expects the refusal, cited in this edition's numbers; a misreading may let the action through.
    if (mistake === undefined) Object.assign(step, { illegal: renumber(step.illegal) });
    else delete (step as { illegal?: string }).illegal;
  }
  const parsed = readScenario(filled.input, [], catalog, editions);
  if (!parsed.ok) return { ok: false, reason: 'input', errors: parsed.errors, message: parsed.errors[0]?.message ?? '' };
  let result: ScenarioResult;
  try {
    result = runParsed(parsed.scenario, parsed.catalog);
  } catch (e) {
    return { ok: false, reason: 'refused', errors: [], message: `engine failure: ${String((e as Error)?.message ?? e)}` };
  }
  // In a misreading's world an action may be refused or not: only its answer counts.
  const failed = mistake === undefined ? result.steps.findIndex((s) => !s.ok) : -1;
  if (failed >= 0) {
    const { message } = result.steps[failed];
    return {
      ok: false,
      reason: 'refused',
      errors: [filled.input.problem(['steps', failed], `the step fails: ${message}`, `шаг не выполняется: ${message}`)],
      message,
    };
  }
  return { ok: true, scenario: parsed.scenario, result, data: filled.data };
}

/** The answer a run gives, as a choice says it. */
function saidAnswer(t: Template, run: Extract<Run, { ok: true }>): { text: string; value: unknown } | null {
  const step = run.scenario.steps.at(-1);
  const answer = run.result.steps.at(-1)?.answer;
  if (step?.kind !== 'ask' || !answer) return null;
  return { text: sayAnswer(step.question, answer, t.data.answer), value: answer.value };
}

/** A variant in one edition: the question's parts, or why it is dropped. */
type Outcome =
  | {
      ok: true;
      edition: string;
      answer: string;
      value: unknown;
      wrong: (Choice & { mistakes: number[] })[];
      derivation: DerivationStep[];
      explain: string;
      rules: string[];
      through: number[][];
      scenario: Record<string, unknown>;
      trap: boolean;
      several: boolean;
    }
  | { ok: false; reason: DropReason; errors: InputProblem[] };

interface MistakeTally {
  applied: number;
  equal: number;
  failed: number;
  message: string;
}

function variant(t: Template, values: Assignment, edition: string, catalog: Catalog, editions: Editions, places: Places, tally: MistakeTally[]): Outcome {
  const renumber = places.renumber(edition);
  /** A rule or paragraph in a reason's text, numbered and named as the edition's reader sees it (`205-p1` is «205, абзац 1»). */
  const say = (rule: string) => anchorLabel(renumber(rule));
  const main = runVariant(t, values, edition, catalog, editions, renumber);
  if (!main.ok) return { ok: false, reason: main.reason, errors: main.errors };
  // Where the rules are silent about the answer itself, there is no question. The steps before it
  // may note what the excerpts leave unsaid on the way (whose turn comes next): the derivation shows it.
  if (main.result.steps.at(-1)?.trace.some((e) => e.rule === null)) return { ok: false, reason: 'silent', errors: [] };
  const trace = main.result.steps.flatMap((s) => s.trace);
  const rules = t.data.rules.map(renumber);
  // For each of the template's rules, the steps whose trace cites it.
  const through = rules.map((r) => main.result.steps.flatMap((s, i) => (s.trace.some((e) => e.rule !== null && cites(e.rule, r)) ? [i] : [])));
  const said = saidAnswer(t, main);
  if (!said) return { ok: false, reason: 'input', errors: [] };
  const wrong: (Choice & { mistakes: number[] })[] = [];
  for (const [i, m] of t.mistakes.entries()) {
    if (m.editions && !m.editions.includes(edition)) continue;
    tally[i].applied++;
    const run = runVariant(t, values, edition, catalog, editions, renumber, i);
    const other = run.ok ? saidAnswer(t, run) : null;
    if (!other) {
      tally[i].failed++;
      tally[i].message ||= run.ok ? '' : run.message;
      continue;
    }
    if (other.text === said.text) {
      tally[i].equal++;
      return { ok: false, reason: 'equal', errors: [] };
    }
    const rule = renumber(m.rule);
    const why = `если бы ${fillText(m.if, values)}; но ${anchorLabel(rule)}: ${renumberText(fillText(m.but, values), say)}`;
    // Two misreadings that lead to the same wrong answer make one choice with both reasons.
    const same = wrong.find((w) => w.text === other.text);
    if (same) Object.assign(same, { reason: `${same.reason}. Так же вышло бы, ${why}`, mistakes: [...same.mistakes, i] });
    else wrong.push({ text: other.text, correct: false, reason: `Так было бы, ${why}`, rule, mistakes: [i] });
  }
  if (wrong.length < 2) return { ok: false, reason: 'few', errors: [] };
  const derivation = main.result.steps.map((s) => ({ text: s.message, trace: s.trace }));
  const cited = new Set(trace.flatMap((e) => (e.rule === null ? [] : [`${e.edition}:${e.rule}`])));
  return {
    ok: true,
    edition,
    answer: said.text,
    value: said.value,
    wrong,
    derivation,
    explain: renumberText(fillText(t.data.explain, values), say),
    rules,
    scenario: main.data,
    through,
    trap: wrong.some((w) => w.mistakes.some((i) => t.mistakes[i].ruling !== undefined)),
    several: cited.size > 1,
  };
}

/** `name=value` for each variable (a card by its slug), for the question's id. */
const valueKey = (values: Assignment) => Object.entries(values).map(([name, v]) => `${name}=${v.kind === 'number' ? v.n : v.card.slug}`);

function question(t: Template, values: Assignment, o: Extract<Outcome, { ok: true }>, differs: boolean): PracticeQuestion {
  const id = [t.id, ...valueKey(values), o.edition].join('/');
  const right: Choice = { text: o.answer, correct: true, reason: o.explain };
  const level: Level = differs ? 'editions' : o.trap ? 'trap' : o.several ? 'several' : 'one';
  return {
    id,
    template: t.id,
    file: t.file,
    edition: o.edition,
    editions: [o.edition],
    editionMatters: differs,
    values: Object.fromEntries(Object.entries(values).map(([name, v]) => [name, v.kind === 'number' ? v.n : v.card.name])),
    text: fillText(t.data.question, values),
    choices: seededOrder([right, ...o.wrong.map(({ mistakes: _, ...choice }) => choice)], id),
    answer: o.answer,
    value: o.value,
    level,
    rules: o.rules,
    sections: [...new Set(t.data.rules.map((r) => Number(r.slice(0, 3))))],
    rulings: [...new Set(o.wrong.flatMap((w) => w.mistakes.flatMap((i) => t.mistakes[i].ruling ?? [])))],
    derivation: o.derivation,
    scenario: o.scenario,
  };
}

export function generate(templates: readonly Template[], catalog: Catalog, editions: Editions, options: { places?: Places } = {}): Generated {
  const places = options.places ?? everywhere(editions);
  const out: Generated = { questions: [], problems: [], reports: [] };
  for (const t of templates) {
    const under = t.data.editions ?? places.holding(t.data.rules);
    const report: TemplateReport = { template: t.id, file: t.file, variants: 0, questions: 0, dropped: {} };
    out.reports.push(report);
    if (!under.length) {
      out.problems.push(
        t.input.problem(
          ['rules'],
          `no edition holds all of ${t.data.rules.join(', ')}: name the editions under "editions"`,
          `ни одна редакция не содержит всех правил ${t.data.rules.join(', ')}: укажите editions`,
        ),
      );
      continue;
    }
    const tally: MistakeTally[] = t.mistakes.map(() => ({ applied: 0, equal: 0, failed: 0, message: '' }));
    /** The problems of the first variant that has any: where every variant fails, they say why. */
    let firstErrors: InputProblem[] | undefined;
    const runs = assignments(t).map((values) => ({ values, outcomes: under.map((ed) => variant(t, values, ed, catalog, editions, places, tally)) }));
    const trained = trainedRules(
      t,
      runs.flatMap((r) => r.outcomes),
    );
    for (const { values, outcomes: all } of runs) {
      report.variants++;
      // A variant whose answer is reached without a rule the template trains elsewhere asks about something else.
      const outcomes = all.map(
        (o): Outcome => (o.ok && trained.some((steps, i) => steps.some((at) => !o.through[i].includes(at))) ? { ok: false, reason: 'aside', errors: [] } : o),
      );
      const kept = outcomes.filter((o) => o.ok);
      for (const o of outcomes) if (!o.ok) report.dropped[o.reason] = (report.dropped[o.reason] ?? 0) + 1;
      const errors = outcomes.flatMap((o) => (o.ok ? [] : o.errors));
      if (errors.length) firstErrors ??= errors;
      if (!kept.length) continue;
      // Each edition asks the question in its own numbers, and says whether the other editions answer otherwise.
      const differs = new Set(kept.map((o) => o.answer)).size > 1;
      const made = kept.map((o) => question(t, values, o, differs));
      out.questions.push(...made);
      report.questions += made.length;
    }
    out.problems.push(...templateProblems(t, report, tally, firstErrors), ...varietyProblems(t, out.questions.slice(out.questions.length - report.questions)));
  }
  out.problems.push(...sharedReasons(templates));
  return out;
}

/** A template whose variants all give one answer (in an edition) teaches one thing: it should be one question. */
function varietyProblems(t: Template, questions: PracticeQuestion[]): InputProblem[] {
  // No Map.groupBy: `svod` may be started by a client's own Node.js 20, which lacks it.
  for (const edition of new Set(questions.map((q) => q.edition))) {
    const asked = questions.filter((q) => q.edition === edition);
    if (asked.length > 1 && new Set(asked.map((q) => q.answer)).size === 1) {
      const n = asked.length;
      return [
        t.input.problem(
          ['variables'],
          `its ${n} variants all answer «${asked[0].answer}» in the ${edition} edition: let the variables change the answer, or keep one value`,
          `вариантов: ${n}, и все дают в редакции ${edition} один ответ «${asked[0].answer}»: пусть переменные меняют ответ, или оставьте одно значение`,
        ),
      ];
    }
  }
  return [];
}

/** Two templates that explain themselves word for word alike are one question told twice. */
function sharedReasons(templates: readonly Template[]): InputProblem[] {
  const first = new Map<string, Template>();
  const problems: InputProblem[] = [];
  for (const t of templates) {
    const seen = first.get(t.data.explain);
    if (seen)
      problems.push(
        t.input.problem(
          ['explain'],
          `the same explanation as ${seen.file}: say what this question's situation adds`,
          `то же объяснение, что в ${seen.file}: скажите, чем отличается эта ситуация`,
        ),
      );
    else first.set(t.data.explain, t);
  }
  return problems;
}

/**
 * For each of the template's rules, the steps at which the engine cites it in some variant's run:
 * every variant must pass through the rule there (a temporary coin that is spent never comes back
 * at the turn's end, and 520.4's return is not in that variant). A rule cited in no variant is
 * one whose reach the question shows (an opponent's event that 211.2 leaves alone): it drops none.
 */
function trainedRules(t: Template, outcomes: Outcome[]): number[][] {
  return t.data.rules.map((_, i) => [...new Set(outcomes.flatMap((o) => (o.ok ? o.through[i] : [])))]);
}

/** What a template's runs say about the template itself. */
function templateProblems(t: Template, report: TemplateReport, tally: MistakeTally[], firstErrors: InputProblem[] | undefined): InputProblem[] {
  const problems: InputProblem[] = [];
  tally.forEach((m, i) => {
    const path = ['mistakes', i, 'change'];
    if (m.applied && m.equal === m.applied - m.failed && m.equal > 0) {
      problems.push(
        t.input.problem(
          path,
          'this mistake leaves the answer as it is in every variant: it makes no wrong choice',
          'эта ошибка ни в одном варианте не меняет ответа — неверного варианта из неё не выходит',
        ),
      );
    } else if (m.applied && m.failed === m.applied) {
      problems.push(
        t.input.problem(path, `this mistake's scenario never runs: ${m.message}`, `сценарий этой ошибки не выполняется ни в одном варианте: ${m.message}`),
      );
    }
  });
  if (report.questions === 0 && !problems.length) {
    // Every variant failed: the first one's own problems say why, or else what dropped them.
    const reasons = Object.entries(report.dropped)
      .map(([why, n]) => `${why} ${n}`)
      .join(', ');
    problems.push(
      ...(firstErrors ?? [
        t.input.problem(['scenario'], `the template generates no question (dropped: ${reasons})`, `шаблон не даёт ни одного вопроса (отброшено: ${reasons})`),
      ]),
    );
  }
  return problems;
}
