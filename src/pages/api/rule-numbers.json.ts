// /api/rule-numbers.json: the section and rule numbers of every view.
// The 404 page fetches it to name the rules nearest to an address that has none.
import { loadSiteData } from '../../site/data.ts';
import { apiFiles, jsonResponse } from '../../site/api.ts';
import type { ApiData } from '../../site/api-schemas.ts';

export type RuleNumbers = ApiData<'ruleNumbers'>;

export async function GET() {
  return jsonResponse(apiFiles.ruleNumbers(await loadSiteData()));
}
