// /api/rulings/<id>/<edition>.json: a ruling's scenario as one edition runs it, with the cards and
// rule links it needs to run in the browser (fetched when its «Проверить» is pressed).
import { loadSiteData } from '../../../../site/data.ts';
import { apiFiles, jsonResponse } from '../../../../site/api.ts';

export async function getStaticPaths() {
  const { rulings } = await loadSiteData();
  return rulings.flatMap((r) => r.checks.map((c) => ({ params: { id: r.ruling.id, edition: c.edition }, props: { id: r.ruling.id, edition: c.edition } })));
}

export async function GET({ props }: { props: { id: string; edition: string } }) {
  const site = await loadSiteData();
  const ruling = site.rulings.find((r) => r.ruling.id === props.id)!;
  return jsonResponse(apiFiles.rulingRun(site, ruling, props.edition));
}
