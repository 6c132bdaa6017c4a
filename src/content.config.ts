// The site's content: one collection whose one entry is the site's data, made by our own loader
// from the content graph (src/content-files), which reads and checks all of content/ once per
// build and stops the build at the file, line and column of a problem, as `svod check` does.
import { defineCollection } from 'astro:content';
import { siteLoader } from './site/site-loader.ts';
import { SITE_COLLECTION } from './site/site-collection.ts';

export const collections = { [SITE_COLLECTION]: defineCollection({ loader: siteLoader() }) };
