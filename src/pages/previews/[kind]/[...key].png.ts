// /previews/<kind>/<key>.png: a page's own preview image — every rule in every view, every
// ruling, every card (src/site/share.ts draws each from its page's content).
import { previewPng } from '../../../site/preview-image.ts';
import { pagePreviews } from '../../../site/previews.ts';
import { loadSiteData } from '../../../site/data.ts';
import type { PagePreview } from '../../../site/share.ts';

export async function getStaticPaths() {
  return pagePreviews(await loadSiteData()).map(({ kind, image }) => ({ params: { kind, key: image.key }, props: { image } }));
}

export async function GET({ props }: { props: { image: PagePreview } }) {
  return new Response(new Uint8Array(await previewPng(props.image.drawing)), { headers: { 'Content-Type': 'image/png' } });
}
