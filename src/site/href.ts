// Every link and address the site prints passes through here, so that a base path (Astro's
// `base`) prefixes all of them at once. With the base '/' it changes nothing.
const base = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** A root-relative path from src/routes (`/rules/205.4/`) as the page must link it. */
export function href(path: string): string {
  return `${base}${path}`;
}
