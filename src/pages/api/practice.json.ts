// /api/practice.json: the practice templates as written and every question the engine generated from them.
import { loadSiteData } from '../../site/data.ts';
import { apiFiles, jsonResponse } from '../../site/api.ts';

export async function GET() {
  return jsonResponse(apiFiles.practice(await loadSiteData()));
}
