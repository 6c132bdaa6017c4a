// Content collections. The rulebook (editions, and views.yaml's declaration) is read and checked
// by src/rulebook through our own loaders, which stop the build at the file, line and column of
// a problem; its types are the rulebook's own (src/site/data.ts reads them), not a second schema.
import { defineCollection, z } from 'astro:content';
import { editionsLoader, viewsLoader } from './site/rulebook-loader.ts';
import { cardsLoader, examplesLoader } from './site/examples-loader.ts';

const editions = defineCollection({ loader: editionsLoader() });

const views = defineCollection({ loader: viewsLoader() });

// Cards and scenarios are checked by the engine's own readers (with file, line and column);
// the schemas here pin the fields the pages read.
const cards = defineCollection({
  loader: cardsLoader(),
  schema: z
    .object({
      slug: z.string(),
      name: z.string(),
      type: z.enum(['creature', 'hero', 'spell', 'event', 'equipment']),
      cost: z.number().int().nullable(),
      lives: z.number().int().nullable(),
      strike: z.number().int().nullable(),
    })
    .passthrough(),
});

const examples = defineCollection({
  loader: examplesLoader(),
  schema: z.object({
    id: z.string(),
    file: z.string(),
    yaml: z.string(),
    scenario: z.object({ id: z.string(), edition: z.enum(['early', 'late']), rules: z.array(z.string()), illustrates: z.string().optional() }).passthrough(),
    extraCards: z.array(z.object({ slug: z.string(), name: z.string() }).passthrough()),
  }),
});

export const collections = { editions, views, cards, examples };
