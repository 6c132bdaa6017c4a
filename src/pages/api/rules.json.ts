// /api/rules.json: every edition's structured rules and the current view, for other tools.
import { loadSiteData } from '../../site/data.ts';
import { apiFiles, jsonResponse } from '../../site/api.ts';

export async function GET() {
  return jsonResponse(apiFiles.rules(await loadSiteData()));
}
