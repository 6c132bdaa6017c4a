// Mutation testing of src/rulebook.
import { strykerConfig } from './stryker.base.mjs';

export default {
  ...strykerConfig('rulebook'),
  // Three quarters of the rulebook's mutants are static: the tests import the seeds while their
  // files load, outside any test, so each such mutant would need the whole suite with a fresh
  // import, about 13 hours on this machine. They are reported as ignored, not counted.
  ignoreStatic: true,
};
