// /api/rulings.json: every ruling with its answer in each edition it was checked in, its page,
// rules and cards, and whether the engine's runs held.
import { loadSiteData } from '../../site/data.ts';
import { apiFiles, jsonResponse } from '../../site/api.ts';

export async function GET() {
  return jsonResponse(apiFiles.rulings(await loadSiteData()));
}
