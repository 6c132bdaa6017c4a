// The data files the site's own scripts fetch, each named by its content's hash
// (src/site/data-files.ts); the pages name them, /api/ keeps the stable names for outside tools.
import type { APIRoute, GetStaticPaths } from 'astro';
import { apiPaths, dataPath } from '../../routes/index.ts';
import { allDataFiles } from '../../site/data-files.ts';
import { loadSiteData } from '../../site/data.ts';

export const prerender = true;

/** The folder all of them share (/data/). */
const PREFIX = dataPath(apiPaths.cards(), '').replace(/[^/]*$/, '');

/** /data/examples/x.abc.json → examples/x.abc */
const param = (path: string) => path.slice(PREFIX.length).replace(/\.json$/, '');

export const getStaticPaths = (async () =>
  allDataFiles(await loadSiteData()).map((file) => ({ params: { file: param(file.path) }, props: { body: file.text } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.body as string, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
