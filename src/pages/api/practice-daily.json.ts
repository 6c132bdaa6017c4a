// /api/practice-daily.json: the practice questions in brief, from which the home page picks the question of the day.
import { loadSiteData } from '../../site/data.ts';
import { apiFiles, jsonResponse } from '../../site/api.ts';

export async function GET() {
  return jsonResponse(apiFiles.practiceDaily(await loadSiteData()));
}
