// /api/rules/<edition>.json: one edition's parts, sections and rules.
import { siteData } from '../../../site/data.ts';
import { editionPayload } from '../../../site/api.ts';

export function getStaticPaths() {
  return siteData().editions.map((e) => ({ params: { edition: e.id } }));
}

export function GET({ params }: { params: { edition: string } }) {
  const edition = siteData().editions.find((e) => e.id === params.edition)!;
  return new Response(JSON.stringify(editionPayload(edition)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
