// Mutation testing of src/engine (the target: a score of at least 90%).
import { strykerConfig } from './stryker.base.mjs';

export default {
  ...strykerConfig('engine'),
  // Static mutants (in what a module computes as it loads: the action records' tables, the
  // schemas, the rule keys, the words of the trace) cannot be switched on for one test; each
  // would need the whole suite with a fresh import. They are reported as ignored, not counted,
  // as for src/rulebook; the tests call the engine inside each test.
  ignoreStatic: true,
};
