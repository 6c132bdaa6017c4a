// Running a scenario: build the state from `setup`, apply each step, check each expectation.
// Pure: takes the YAML text and a file name, returns structured results.
import { cite } from '../citations.ts';
import { checkInvariants } from '../invariants.ts';
import { applyAction } from '../moves.ts';
import { parseEffect, toInstance } from '../effects.ts';
import { addCard, createState, GENERIC_HERO } from '../state.ts';
import type { Action, Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';
import { PLAYERS } from '../types.ts';
import type { InputError } from '../data/yaml-reader.ts';
import { checkExpectation } from './expect.ts';
import { parseScenario } from './parse.ts';
import { describeState, type StateView } from './snapshot.ts';
import type { Scenario, ScenarioAction, Slot } from './types.ts';

export interface StepResult {
  ok: boolean;
  message: string;
  trace: TraceEntry[];
  /** the state after the step, when asked for (`snapshots`) */
  state?: StateView;
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
}

export type RunOutcome = { ok: true; result: ScenarioResult } | { ok: false; error: InputError };

export interface RunOptions {
  /** check the invariants after every action (tests) */
  invariants?: boolean;
  /** attach a picture of the state after each step (the judge sandbox) */
  snapshots?: boolean;
}

/** Binds the scenario's card slots to physical cards of a state. */
export class Binding {
  private setup: number[] = [];
  private created = new Map<number, number>();
  heroes: Record<PlayerId, number> = { A: -1, B: -1 };
  constructor(private readonly scenario: Scenario) {}
  bindSetup(phys: number[]): void {
    this.setup = phys;
  }
  bindCreated(step: number, phys: number): void {
    this.created.set(step, phys);
  }
  resolve(slot: Slot): number | undefined {
    if (slot.kind === 'setup') return this.setup[slot.index];
    if (slot.kind === 'hero') return this.heroes[slot.player];
    return this.created.get(slot.step);
  }
  get file(): string {
    return this.scenario.file;
  }
}

export function buildState(scenario: Scenario): { state: GameState; binding: Binding } {
  const s = createState(scenario.edition, scenario.seed);
  const binding = new Binding(scenario);
  for (const p of PLAYERS) {
    const hero = addCard(s, { name: scenario.heroes[p] ?? GENERIC_HERO.name, owner: p, zone: 'play', hero: true });
    hero.enteredTurn = 0;
    binding.heroes[p] = hero.phys;
    const c = scenario.coins[p];
    for (let i = 0; i < c.open; i++) s.players[p].coins.push({ closed: false, temporary: false });
    for (let i = 0; i < c.closed; i++) s.players[p].coins.push({ closed: true, temporary: false });
  }
  const phys: number[] = [];
  for (const sc of scenario.setup) {
    if (sc.zone === 'hero') continue;
    const card = addCard(s, { name: sc.name, owner: sc.owner, controller: sc.player, zone: sc.zone });
    card.wounds = sc.wounds;
    card.markers = { ...sc.markers };
    card.effects = sc.effects.map((t) => toInstance(parseEffect(t)!, s.seq++));
    card.closed = sc.closed;
    if (sc.zone === 'play') card.enteredTurn = sc.fresh ? s.turn : 0;
    phys.push(card.phys);
  }
  binding.bindSetup(phys);
  return { state: s, binding };
}

function toAction(a: ScenarioAction, b: Binding, s: GameState): Action | string {
  const res = (slot: Slot): number | string => {
    const v = b.resolve(slot);
    return v === undefined ? 'ссылка на карту, которая ещё не создана' : v;
  };
  const player = (p: PlayerId | ''): PlayerId => (p === '' ? s.active : p);
  const one = (slot: Slot) => res(slot);
  const many = (slots: Slot[]) => slots.map(res);
  switch (a.type) {
    case 'play': case 'activate': {
      const card = one(a.card);
      const targets = many(a.targets);
      const bad = [card, ...targets].find((x) => typeof x === 'string');
      if (bad !== undefined) return bad as string;
      return a.type === 'play'
        ? { type: 'play', player: player(a.player), card: card as number, targets: targets as number[], ...(a.choose ? { choose: a.choose } : {}) }
        : { type: 'activate', player: player(a.player), card: card as number, targets: targets as number[] };
    }
    case 'attack': {
      const card = one(a.card);
      const target = one(a.target);
      if (typeof card === 'string') return card;
      if (typeof target === 'string') return target;
      return { type: 'attack', card, target };
    }
    case 'discard': {
      if (a.cards) {
        const cards = many(a.cards);
        const bad = cards.find((x) => typeof x === 'string');
        if (bad !== undefined) return bad as string;
        return { type: 'discard', player: player(a.player), cards: cards as number[] };
      }
      return { type: 'discard', player: player(a.player), count: a.count ?? 0 };
    }
    case 'defer': {
      if (a.target) {
        const t = one(a.target);
        if (typeof t === 'string') return t;
        return { type: 'defer', player: player(a.player), payload: a.payload, when: a.when, target: t };
      }
      return { type: 'defer', player: player(a.player), payload: a.payload, when: a.when };
    }
    case 'draw': case 'summon': case 'create': case 'gainCoins': case 'loseCoins':
      return { ...a, player: player(a.player) } as Action;
    case 'revive': case 'takeControl': {
      const card = one(a.card);
      if (typeof card === 'string') return card;
      return { type: a.type, player: player(a.player), card };
    }
    case 'phase': case 'endTurn':
      return a;
    default: {
      const card = one((a as { card: Slot }).card);
      if (typeof card === 'string') return card;
      return { ...a, card } as Action;
    }
  }
}

/** Does a refusal citing `rule` satisfy `illegal: X`? Exactly, or a paragraph of X (211.2-p2). */
export function ruleMatches(expected: string, rule: string | null): boolean {
  if (rule === null) return false;
  return rule === expected || rule.startsWith(expected + '-p');
}

export function runParsed(scenario: Scenario, catalog: Catalog, options: RunOptions = {}): ScenarioResult {
  const { state: initial, binding } = buildState(scenario);
  let state = initial;
  const steps: StepResult[] = [];
  // With `snapshots`, each step carries the state as it stands once the step is done.
  const push = (result: StepResult) => steps.push(options.snapshots ? { ...result, state: describeState(catalog, state) } : result);
  let lastTrace: TraceEntry[] = [];
  scenario.steps.forEach((step, i) => {
    if (step.kind === 'expect') {
      // `cites` looks at the last action's trace and at what earlier checks of this step computed.
      let seen = lastTrace;
      const outcomes = step.expectations.map(({ e }) => {
        const o = checkExpectation(catalog, state, binding, e, seen);
        seen = [...seen, ...o.trace];
        return o;
      });
      const failed = outcomes.filter((o) => !o.ok);
      push({
        ok: failed.length === 0,
        message: (failed.length ? failed : outcomes).map((o) => o.message).join('; '),
        trace: outcomes.flatMap((o) => o.trace),
      });
      return;
    }
    const action = toAction(step.action, binding, state);
    if (typeof action === 'string') {
      push({ ok: false, message: `${step.label}: ${action}`, trace: [] });
      return;
    }
    const r = applyAction(catalog, state, action);
    if (!r.ok) {
      lastTrace = r.trace;
      if (step.illegal !== undefined) {
        const match = ruleMatches(step.illegal, r.rule);
        push({
          ok: match,
          message: match
            ? `${step.label}: отказано по ${r.rule}, как и ожидалось — ${r.reason}`
            : `${step.label}: отказано по ${r.rule ?? '(нет правила)'}, а ожидался отказ по ${step.illegal} — ${r.reason}`,
          trace: r.trace,
        });
      } else {
        push({ ok: false, message: `${step.label}: действие отклонено (${r.rule ?? 'нет правила'}) — ${r.reason}`, trace: r.trace });
      }
      return;
    }
    if (step.action.type === 'create' && r.card !== undefined) binding.bindCreated(i, r.card);
    lastTrace = r.trace;
    let ok = true;
    let message = `${step.label}: выполнено`;
    if (step.illegal !== undefined) {
      ok = false;
      message = `${step.label}: ожидался отказ по ${step.illegal}, но действие выполнено`;
    }
    if (options.invariants) {
      const problems = checkInvariants(r.state, state);
      if (problems.length) {
        ok = false;
        message += `; нарушены инварианты: ${problems.join('; ')}`;
      }
    }
    state = r.state;
    push({ ok, message, trace: r.trace });
  });
  const out: ScenarioResult = {
    file: scenario.file,
    id: scenario.id,
    edition: scenario.edition,
    rules: scenario.rules,
    passed: steps.every((s) => s.ok),
    steps,
  };
  if (scenario.title) out.title = scenario.title;
  if (scenario.illustrates) out.illustrates = scenario.illustrates;
  return out;
}

/** Reads and runs a scenario. Never throws: bad input is an error value. */
export function runScenario(text: string, file: string, catalog: Catalog, options: RunOptions = {}): RunOutcome {
  const parsed = parseScenario(text, file, catalog);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, result: runParsed(parsed.scenario, parsed.catalog, options) };
  } catch (e) {
    // An engine bug must not crash the caller: report it as a failed scenario.
    return {
      ok: true,
      result: {
        file,
        id: parsed.scenario.id,
        edition: parsed.scenario.edition,
        rules: parsed.scenario.rules,
        passed: false,
        steps: [{ ok: false, message: `внутренняя ошибка движка: ${String((e as Error)?.message ?? e)}`, trace: [] }],
      },
    };
  }
}

export { cite };
