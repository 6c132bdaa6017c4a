// Running a scenario: build the state from `setup`, apply each step, check each expectation,
// answer each question. Pure: takes the parsed scenario, returns structured results.
import { ACTIONS, perform, type ActionTable } from '../actions/table.ts';
import type { Editions } from '../editions.ts';
import { checkInvariants } from '../invariants.ts';
import { addEffect, putMarkers } from '../objects.ts';
import { addCard, createState, GENERIC_HERO } from '../state.ts';
import type { Catalog, GameState, TraceEntry } from '../types.ts';
import { PLAYERS } from '../types.ts';
import type { InputProblem } from '../../input/index.ts';
import { anchorLabel } from '../../routes/index.ts';
import { answer, type Answer } from './ask.ts';
import { Binding } from './binding.ts';
import { checkExpectation, checkMessage, type Check } from './expect.ts';
import { parseScenario, type ReadOptions } from './read.ts';
import { describeState, type StateView } from './snapshot.ts';
import { resolveAction } from './steps.ts';
import type { Scenario } from './types.ts';

export interface StepResult {
  ok: boolean;
  message: string;
  trace: TraceEntry[];
  /** an expectation step's checks, each with what was expected and what is */
  checks?: Check[];
  /** a question's answer */
  answer?: Answer;
  /** the state after the step, when asked for (`snapshots`) */
  state?: StateView;
  /** the rule an action was refused by, where the step expected a refusal by another */
  refusedBy?: string | null;
}

export interface ScenarioResult {
  file: string;
  id: string;
  title?: string;
  edition: Scenario['edition'];
  rules: string[];
  illustrates?: string;
  passed: boolean;
  steps: StepResult[];
  /** With `snapshots`: the state before the first step, and which physical card each setup card
   *  and each `create` step is (so a picture's card can be named in a new step). */
  initial?: StateView;
  ids?: { setup: number[]; created: Record<number, number> };
}

export type RunOutcome = { ok: true; result: ScenarioResult } | { ok: false; errors: InputProblem[] };

export interface RunOptions extends ReadOptions {
  /** check the invariants after every action (tests) */
  invariants?: boolean;
  /** attach a picture of the state after each step (the judge's board) */
  snapshots?: boolean;
}

/** How `runParsed` is told to check each action: the check itself, so that a caller that never
 *  checks (the judge's worker) does not carry its code. */
export interface ParsedRunOptions {
  snapshots?: boolean;
  check?: (after: GameState, before: GameState) => string[];
  /** The actions the scenario was read with (a test's table; the engine's by default). */
  actions?: ActionTable;
}

export function buildState(scenario: Scenario): { state: GameState; binding: Binding } {
  const s = createState(scenario.play, scenario.seed);
  const binding = new Binding();
  for (const p of PLAYERS) {
    const hero = addCard(s, { name: scenario.heroes[p] ?? GENERIC_HERO.name, owner: p, zone: 'play', hero: true });
    hero.enteredTurn = 0;
    binding.heroes[p] = hero.phys;
    s.players[p].coins = { ...scenario.coins[p] };
  }
  const phys = scenario.setup.map((sc) => {
    const card = addCard(s, { name: sc.name, owner: sc.owner, controller: sc.player, zone: sc.zone });
    card.wounds = sc.wounds;
    for (const m of sc.markers) putMarkers(s, card, m.name, m.count);
    for (const e of sc.effects) addEffect(s, card, e);
    card.closed = sc.closed;
    if (sc.zone === 'play') card.enteredTurn = sc.fresh ? s.turn : 0;
    return card.phys;
  });
  binding.bindSetup(phys);
  return { state: s, binding };
}

/** Does a refusal citing `rule` satisfy `illegal: X`? Exactly, or a paragraph of X (211.2-p2). */
export function ruleMatches(expected: string, rule: string | null): boolean {
  if (rule === null) return false;
  return rule === expected || rule.startsWith(expected + '-p');
}

export function runParsed(scenario: Scenario, catalog: Catalog, options: ParsedRunOptions = {}): ScenarioResult {
  const { state: initial, binding } = buildState(scenario);
  let state = initial;
  const before = options.snapshots ? describeState(catalog, initial) : undefined;
  const steps: StepResult[] = [];
  const table: ActionTable = options.actions ?? ACTIONS;
  // With `snapshots`, each step carries the state as it stands once the step is done.
  const push = (result: StepResult) => steps.push(options.snapshots ? { ...result, state: describeState(catalog, state) } : result);
  let lastTrace: TraceEntry[] = [];
  scenario.steps.forEach((step, i) => {
    if (step.kind === 'ask') {
      const a = answer(catalog, state, binding, step.question);
      push({ ok: true, message: `${a.question} ${a.text}`, trace: a.trace, answer: a });
      return;
    }
    if (step.kind === 'expect') {
      // `cites` looks at the last action's trace and at what earlier checks of this step computed.
      let seen = lastTrace;
      const expectations = [
        ...step.expectations,
        ...(step.byEdition && Object.hasOwn(step.byEdition, scenario.edition) ? step.byEdition[scenario.edition] : []),
      ];
      const checks = expectations.map(({ e }) => {
        const c = checkExpectation(catalog, state, binding, e, seen);
        seen = [...seen, ...c.trace];
        return c;
      });
      const failed = checks.filter((c) => !c.ok);
      push({ ok: failed.length === 0, message: (failed.length ? failed : checks).map(checkMessage).join('; '), trace: checks.flatMap((c) => c.trace), checks });
      return;
    }
    const record = table[step.action];
    const action = resolveAction(step, record, binding, state.active);
    if (!action) {
      push({ ok: false, message: `${step.label}: ссылка на карту, которая ещё не создана`, trace: [] });
      return;
    }
    const r = perform(record, catalog, state, action.args);
    lastTrace = r.trace;
    if (!r.ok) {
      const cited = r.rule ? `по ${anchorLabel(r.rule)}` : 'без правила в выдержках';
      if (step.illegal === undefined) push({ ok: false, message: `${step.label} — отказано ${cited}: ${r.reason}`, trace: r.trace });
      else if (ruleMatches(step.illegal, r.rule))
        push({ ok: true, message: `${step.label} — отказано ${cited}, как и ожидалось: ${r.reason}`, trace: r.trace });
      else
        push({
          ok: false,
          message: `${step.label} — отказано ${cited}, а ожидался отказ по ${anchorLabel(step.illegal)}: ${r.reason}`,
          trace: r.trace,
          refusedBy: r.rule,
        });
      return;
    }
    if (record.creates && r.card !== undefined) binding.bindCreated(i, r.card);
    let ok = true;
    let message = `${step.label} — выполнено${r.shown ? `: ${r.shown.text}` : ''}`;
    if (step.illegal !== undefined) {
      ok = false;
      message = `${step.label} — ожидался отказ по ${anchorLabel(step.illegal)}, но действие выполнено`;
    }
    if (options.check) {
      const problems = options.check(r.state, state);
      if (problems.length) {
        ok = false;
        message += `; нарушены инварианты: ${problems.join('; ')}`;
      }
    }
    state = r.state;
    push({
      ok,
      message,
      trace: r.trace,
      ...(r.shown ? { answer: { question: `${step.label}:`, text: r.shown.text, value: r.shown.cards.map((p) => r.state.cards[p].name), trace: [] } } : {}),
    });
  });
  return {
    file: scenario.file,
    id: scenario.id,
    ...(scenario.title ? { title: scenario.title } : {}),
    edition: scenario.edition,
    rules: scenario.rules,
    ...(scenario.illustrates ? { illustrates: scenario.illustrates } : {}),
    passed: steps.every((s) => s.ok),
    steps,
    ...(before ? { initial: before, ids: binding.ids() } : {}),
  };
}

/** Reads and runs a scenario. Never throws: bad input is a value, and so is an engine failure. */
export function runScenario(text: string | Uint8Array, file: string, catalog: Catalog, editions: Editions, options: RunOptions = {}): RunOutcome {
  const parsed = parseScenario(text, file, catalog, editions, options);
  if (!parsed.ok) return parsed;
  try {
    const check = options.invariants ? checkInvariants : undefined;
    return { ok: true, result: runParsed(parsed.scenario, parsed.catalog, { snapshots: options.snapshots, check, actions: options.actions }) };
  } catch (e) {
    // An engine bug must not crash the caller: report it as a failed scenario.
    const { scenario } = parsed;
    return {
      ok: true,
      result: {
        file,
        id: scenario.id,
        edition: scenario.edition,
        rules: scenario.rules,
        passed: false,
        steps: [{ ok: false, message: `внутренняя ошибка движка: ${String((e as Error)?.message ?? e)}`, trace: [] }],
      },
    };
  }
}
