// The engine's one public entry: the game state, the moves that act on it with the rules they
// cite, card data and the scenario runner. Pure TypeScript: runs in Node, the browser and a Worker.
export type * from './types.ts';
export { EDITIONS, PLAYERS, ZONES } from './types.ts';
export { createState, cloneState, GENERIC_HERO } from './state.ts';
export { applyAction } from './moves.ts';
export { statOf } from './stats.ts';
export { checkInvariants } from './invariants.ts';
export { cite, allCitations, traceLine } from './citations.ts';
export { effectLabel } from './effects.ts';
export { readCatalog, makeCatalog, toCardDef, type CardFile } from './data/cards.ts';
export { cardFileSchema, trialCardSchema } from './schema/card.ts';
export { scenarioSchema, MAX_STEPS, MAX_SETUP_CARDS } from './schema/scenario.ts';
export { readEffect, effectNotation } from './schema/effect-text.ts';
export { parseScenario, readScenario, type ParseResult, type ReadOptions } from './scenario/parse.ts';
export { readScenarioData, scenarioPlace } from './scenario/data.ts';
export { runScenario, runParsed, buildState, ruleMatches, type ScenarioResult, type StepResult, type RunOutcome, type RunOptions, type ParsedRunOptions } from './scenario/run.ts';
export { Binding } from './scenario/binding.ts';
export type { Answer } from './scenario/ask.ts';
export type { Check } from './scenario/expect.ts';
export type { Scenario, Step, Expectation, Question, ScenarioAction, SetupCard, Slot } from './scenario/types.ts';
export { readRuling, rulingScenario, answerFor, type Ruling, type RulingRead } from './ruling/read.ts';
export { answerProblems } from './ruling/agreement.ts';
export { rulingSchema } from './schema/ruling.ts';
export { describeState, type StateView, type CardView, type PlayerView } from './scenario/snapshot.ts';
export { PLAYER_LETTER, ZONE_WORDS, SILENT_NOTE } from './words.ts';
export type { InputProblem } from '../input/index.ts';
