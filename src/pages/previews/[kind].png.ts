// /previews/<kind>.png: the image a chat shows beside a shared link to a page without one of its own.
import { kindDrawing, previewPng } from '../../site/preview-image.ts';
import { previewKinds, type PreviewKind } from '../../site/share.ts';

export function getStaticPaths() {
  return Object.keys(previewKinds).map((kind) => ({ params: { kind } }));
}

export async function GET({ params }: { params: { kind: PreviewKind } }) {
  return new Response(new Uint8Array(await previewPng(kindDrawing(previewKinds[params.kind]))), { headers: { 'Content-Type': 'image/png' } });
}
