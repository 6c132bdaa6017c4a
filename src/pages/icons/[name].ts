// /icons/<name>.png: the app icons for home screens and the manifest, drawn from the site's mark.
import sharp from 'sharp';
import { appIcons, appIconSvg, type AppIcon } from '../../site/identity.ts';

export function getStaticPaths() {
  return Object.keys(appIcons).map((name) => ({ params: { name } }));
}

export async function GET({ params }: { params: { name: AppIcon } }) {
  const png = await sharp(Buffer.from(appIconSvg(appIcons[params.name])))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
