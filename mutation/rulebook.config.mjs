// Mutation testing of src/rulebook.
import { strykerConfig } from './stryker.base.mjs';

export default {
  ...strykerConfig('rulebook'),
  // Static mutants (in what a module computes as it loads: the content schemas, the slug's letter
  // table, patterns) cannot be switched on for one test; each would need the whole suite with a
  // fresh import. They are reported as ignored, not counted; the tests call the rulebook inside
  // each test, so that everything else is credited to the tests that check it.
  ignoreStatic: true,
};
