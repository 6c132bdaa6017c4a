// Mutation testing of src/rulebook.
import { strykerConfig } from './stryker.base.mjs';

export default strykerConfig('rulebook');
