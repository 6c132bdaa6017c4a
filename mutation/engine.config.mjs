// Mutation testing of src/engine (the target: a score of at least 85%).
import { strykerConfig } from './stryker.base.mjs';

export default strykerConfig('engine');
