// Content collections. The rulebook (editions, and views.yaml's declaration) is read and checked
// by src/rulebook through our own loaders, which stop the build at the file, line and column of
// a problem; its types are the rulebook's own (src/site/data.ts reads them), not a second schema.
import { defineCollection } from 'astro:content';
import { editionsLoader, viewsLoader } from './site/rulebook-loader.ts';
import { cardsLoader, examplesLoader } from './site/examples-loader.ts';
import { glossaryLoader, practiceLoader, rulingsLoader } from './site/content-loaders.ts';

const editions = defineCollection({ loader: editionsLoader() });

const views = defineCollection({ loader: viewsLoader() });

// Cards and scenarios are read by the engine's own readers (its schemas, with file, line and
// column); their types are the engine's, not a second declaration here.
const cards = defineCollection({ loader: cardsLoader() });

const examples = defineCollection({ loader: examplesLoader() });

// Rulings run under each of their editions as they load; glossary terms quote their rules.
const rulings = defineCollection({ loader: rulingsLoader() });

const glossary = defineCollection({ loader: glossaryLoader() });

// Practice questions, each run by the engine as the templates load (issue 20).
const practice = defineCollection({ loader: practiceLoader() });

export const collections = { editions, views, cards, examples, rulings, glossary, practice };
