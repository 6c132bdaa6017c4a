// The site's one content loader: it reads the content into its graph (src/content-files) once
// per build, stops the build on any problem with the very messages `svod check` prints (file,
// line, column), and keeps the site's data made from the graph (assemble.ts) as the one entry of
// the `site` collection, typed as SiteData (data.ts) by the types it hands Astro.
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { contentPlace, formatProblem, loadContentGraph } from '../content-files/index.ts';
import { assembleSiteData } from './assemble.ts';
import { SITE_COLLECTION } from './site-collection.ts';

/** The site's data is checked by the graph, not by a second schema: the collection takes it as it is. */
const asChecked = z.custom<Record<string, unknown>>(() => true);

/** `cwd`: the project whose content to read (SVOD_CONTENT_DIR and SVOD_RULES_DIR move it). */
export function siteLoader(cwd = process.cwd()): Loader {
  return {
    name: 'svod-site',
    createSchema: async () => ({ schema: asChecked, types: "export type Entry = import('../../src/site/data.ts').SiteData;\n" }),
    load: async ({ store, logger }) => {
      store.clear();
      const read = loadContentGraph(contentPlace(cwd));
      if (read.problems.length)
        throw new Error(`The content does not hold (as \`svod check\` says):\n${read.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
      for (const warning of read.warnings) logger.warn(formatProblem(warning));
      for (const note of read.notes) logger.info(formatProblem(note));
      store.set({ id: SITE_COLLECTION, data: { ...assembleSiteData(read.graph) } });
    },
  };
}
