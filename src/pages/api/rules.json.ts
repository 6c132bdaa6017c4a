// /api/rules.json: every edition's structured rules and the current view, for other tools.
import { loadSiteData } from '../../site/data.ts';
import { currentPayload, editionPayload } from '../../site/api.ts';

export async function GET() {
  const site = await loadSiteData();
  return new Response(JSON.stringify({ editions: site.editions.map((e) => editionPayload(site, e)), current: currentPayload(site) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
