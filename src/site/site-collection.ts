// The name of the content collection that holds the site's data, and of its one entry: the
// content config, the loader and the pages share it (this module imports nothing of Astro's).
export const SITE_COLLECTION = 'site';
