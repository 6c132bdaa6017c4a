// /api/cards.json: every card as data (unknown facts are null), for the judge sandbox and tools.
import { loadSiteData } from '../../site/data.ts';
import { apiFiles, jsonResponse } from '../../site/api.ts';

export async function GET() {
  return jsonResponse(apiFiles.cards(await loadSiteData()));
}
