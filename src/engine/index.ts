// The engine's one public entry: the game state, the moves that act on it with the rules they
// cite, card data and the scenario runner. Pure TypeScript: runs in Node, the browser and a Worker.
export type * from './types.ts';
export { EDITIONS, PLAYERS, ZONES } from './types.ts';
export { createState, cloneState, GENERIC_HERO } from './state.ts';
export { applyAction } from './moves.ts';
export { statOf } from './stats.ts';
export { checkInvariants } from './invariants.ts';
export { cite, allCitations } from './citations.ts';
export { parseEffect } from './effects.ts';
export { readCatalog, makeCatalog, type CardFile } from './data/cards.ts';
export type { InputError } from './data/yaml-reader.ts';
export { parseScenario, type ParseResult } from './scenario/parse.ts';
export { runScenario, runParsed, buildState, ruleMatches, type ScenarioResult, type StepResult, type RunOutcome, type RunOptions } from './scenario/run.ts';
export type { Scenario, Step, Expectation, ScenarioAction, SetupCard, Slot } from './scenario/types.ts';
export { describeState, type StateView, type CardView, type PlayerView } from './scenario/snapshot.ts';
