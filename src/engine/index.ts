// The engine's one public entry: the game state, the actions that act on it with the rules they
// cite, the editions' rules and card data (both handed in by the caller), and the scenario runner.
// Pure TypeScript: runs in Node, the browser and a Worker.
export type * from './types.ts';
export { PLAYERS, ZONES } from './types.ts';
export { createState, cloneState, GENERIC_HERO } from './state.ts';
export { ACTIONS, applyAction, cardActions, playerActions, type Action, type ActionName, type ActionTable, type BoardAction } from './actions/table.ts';
export { defineAction, type ActionRecord, type AnyAction, type Pick, type Place } from './actions/record.ts';
export { statOf } from './stats.ts';
export { effectsOf, markersOf, live, refOf } from './objects.ts';
export { checkInvariants } from './invariants.ts';
export { traceLine } from './citations.ts';
export { allCitations, makeEditions, newest, RULE_KEYS, type Citation, type EditionRules, type Editions, type RuleKey, type Rules } from './editions.ts';
export { readEditionRules, type EditionFile } from './data/editions.ts';
export { editionRulesSchema } from './schema/edition-rules.ts';
export { effectLabel } from './effects.ts';
export { readCatalog, makeCatalog, toCardDef, type CardFile } from './data/cards.ts';
export { cardFileSchema, caseFormsSchema, trialCardSchema, CARD_TYPES } from './schema/card.ts';
export { scenarioSchema, scenarioSchemaOf, CARD_FIELDS, MAX_STEPS, MAX_SETUP_CARDS, type ScenarioWritten, type SetupCardWritten } from './schema/scenario.ts';
export { readEffect, effectNotation } from './schema/effect-text.ts';
export { parseScenario, readScenario, type ParseResult, type ReadOptions } from './scenario/read.ts';
export { readScenarioData, scenarioPlace } from './scenario/data.ts';
export {
  runScenario,
  runParsed,
  buildState,
  ruleMatches,
  type ScenarioResult,
  type StepResult,
  type RunOutcome,
  type RunOptions,
  type ParsedRunOptions,
} from './scenario/run.ts';
export { Binding } from './scenario/binding.ts';
export { resolveRef, refFor, type Seat, type Slot } from './scenario/slots.ts';
export { cardQuestions, playerQuestions } from './scenario/queries.ts';
export type { Answer } from './scenario/ask.ts';
export type { Check } from './scenario/expect.ts';
export type { Scenario, Step, Expectation, Question, SetupCard } from './scenario/types.ts';
export { readRuling, rulingScenario, answerFor, type Ruling, type RulingRead } from './ruling/read.ts';
export { answerProblems } from './ruling/agreement.ts';
export { rulingSchema, type Basis } from './schema/ruling.ts';
export { askSaysSchema, fixedAskSchema, QUANTITIES, type FixedAskInput, type Quantity } from './schema/ask.ts';
export { describeState, type StateView, type CardView, type PlayerView } from './scenario/snapshot.ts';
export { PLAYER_LETTER, ZONE_WORDS, SILENT_NOTE, player, coins, cards, wounds, lives, times } from './words.ts';
export type { InputProblem } from '../input/index.ts';
