// The search index's files (src/search, addresses from src/routes): a small root, the word,
// number and vocabulary shards, the document chunks, and /search/manifest.json, which lists
// every one of them (through the base path) for the offline cache.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadSearchData } from '../../content-files/index.ts';
import { searchPaths } from '../../routes/index.ts';
import { buildSearchFiles, INDEX_VERSION } from '../../search/index.ts';
import { href } from '../../site/href.ts';

export const prerender = true;

/** The folder all of them share (/search/), and their ending. */
const PREFIX = searchPaths.root().replace(/[^/]*$/, '');
const SUFFIX = '.json';

/** The path's part that this route's parameter holds: /search/words/3.json → words/3. */
function param(path: string): string {
  if (!path.startsWith(PREFIX) || !path.endsWith(SUFFIX)) throw new Error(`search file ${path} is not under ${PREFIX}*${SUFFIX}`);
  return path.slice(PREFIX.length, -SUFFIX.length);
}

export const getStaticPaths = (() => {
  const { data, problems } = loadSearchData(process.cwd());
  for (const p of problems) console.warn(`search index: ${p.file}: ${p.message}`);
  const files = buildSearchFiles(data);
  const manifest = JSON.stringify({ version: INDEX_VERSION, files: [...files.keys()].map(href) });
  return [...files, [searchPaths.manifest(), manifest] as const].map(([path, body]) => ({ params: { file: param(path) }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.body as string, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
