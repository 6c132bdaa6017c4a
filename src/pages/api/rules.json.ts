// /api/rules.json: every edition's structured rules and the current view, for other tools.
import { loadSiteData } from '../../site/data.ts';
import { editionPayload } from '../../site/api.ts';

export async function GET() {
  const data = await loadSiteData();
  return new Response(
    JSON.stringify({
      editions: data.editions.map(editionPayload),
      current: data.current,
    }),
    { headers: { 'Content-Type': 'application/json; charset=utf-8' } },
  );
}
