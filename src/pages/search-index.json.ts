// The search corpus as a static file, built with the site and fetched on the first search.
import type { APIRoute } from 'astro';
import { loadSearchData } from '../content-files/index.ts';
import { packCorpus } from '../search/index.ts';

export const prerender = true;

export const GET: APIRoute = () => {
  const { data, problems } = loadSearchData(process.cwd());
  for (const p of problems) console.warn(`search index: ${p.file}: ${p.message}`);
  return new Response(JSON.stringify(packCorpus(data)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
