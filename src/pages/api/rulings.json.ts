// /api/rulings.json: every ruling with its answer in each edition it was checked in, its page,
// rules and cards, and whether the engine's runs held.
import { loadSiteData } from '../../site/data.ts';
import { rulingsApi } from '../../site/rulings.ts';

export async function GET() {
  const site = await loadSiteData();
  return new Response(JSON.stringify({ rulings: rulingsApi(site) }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
