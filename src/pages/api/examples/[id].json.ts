// /api/examples/<id>.json: a parsed scenario with the cards and rule links it needs to run in
// the browser (fetched when «Проверить» is pressed).
import { loadSiteData } from '../../../site/data.ts';
import { apiFiles, jsonResponse } from '../../../site/api.ts';

export async function getStaticPaths() {
  const { examples } = await loadSiteData();
  return examples.map((e) => ({ params: { id: e.id }, props: { id: e.id } }));
}

export async function GET({ props }: { props: { id: string } }) {
  const site = await loadSiteData();
  const entry = site.examples.find((e) => e.id === props.id)!;
  return jsonResponse(apiFiles.example(site, entry));
}
