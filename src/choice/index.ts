// Seeded choices, the same everywhere they are made: a text's hash, numbers and orders that only
// a seed decides, and the question of the day. Pure and without dependencies, so that a page's
// script takes it without the engine (the home page's question of the day).
export { hashText, random, seededOrder, dayOf, questionOfDay } from './seeded.ts';
