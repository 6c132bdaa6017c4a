// /api/rules/<edition>.json: one edition's parts, sections and rules.
import { loadSiteData } from '../../../site/data.ts';
import { apiFiles, jsonResponse } from '../../../site/api.ts';

export async function getStaticPaths() {
  return (await loadSiteData()).editions.map((e) => ({ params: { edition: e.id } }));
}

export async function GET({ params }: { params: { edition: string } }) {
  const site = await loadSiteData();
  const edition = site.editions.find((e) => e.id === params.edition)!;
  return jsonResponse(apiFiles.edition(site, edition));
}
