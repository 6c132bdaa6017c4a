// /api/rulings/<id>/<edition>.json: a ruling's scenario as one edition runs it, with the cards and
// rule links it needs to run in the browser (fetched when its «Проверить» is pressed).
import { loadSiteData } from '../../../../site/data.ts';
import { rulingRunPayload } from '../../../../site/rulings.ts';

export async function getStaticPaths() {
  const { rulings } = await loadSiteData();
  return rulings.flatMap((r) => r.checks.map((c) => ({ params: { id: r.ruling.id, edition: c.edition }, props: { id: r.ruling.id, edition: c.edition } })));
}

export async function GET({ props }: { props: { id: string; edition: string } }) {
  const site = await loadSiteData();
  const ruling = site.rulings.find((r) => r.ruling.id === props.id)!;
  return new Response(JSON.stringify(rulingRunPayload(site, ruling, props.edition)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
