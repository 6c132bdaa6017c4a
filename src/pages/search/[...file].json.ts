// The search index's files (src/search, addresses from src/routes): a small root, the word,
// number and vocabulary shards and the document chunks, each named by its content's hash. The
// root lists every other one; each page names its build's root (src/components/SearchBox.astro).
import type { APIRoute, GetStaticPaths } from 'astro';
import { searchPaths } from '../../routes/index.ts';
import { loadSiteData } from '../../site/data.ts';

export const prerender = true;

/** The folder all of them share (/search/), and their ending. */
const PREFIX = searchPaths.root('').replace(/[^/]*$/, '');
const SUFFIX = '.json';

/** The path's part that this route's parameter holds: /search/words/3.abc.json → words/3.abc. */
function param(path: string): string {
  if (!path.startsWith(PREFIX) || !path.endsWith(SUFFIX)) throw new Error(`search file ${path} is not under ${PREFIX}*${SUFFIX}`);
  return path.slice(PREFIX.length, -SUFFIX.length);
}

export const getStaticPaths = (async () =>
  [...(await loadSiteData()).search.files].map(([path, body]) => ({ params: { file: param(path) }, props: { body } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.body as string, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
