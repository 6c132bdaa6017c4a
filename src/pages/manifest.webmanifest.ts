// /manifest.webmanifest: what a phone needs to keep Svod on its home screen, with the mark's icons.
import { appIcons, MARK_COLOURS, SITE_NAME } from '../site/identity.ts';
import { assetPaths } from '../routes/index.ts';

export function GET() {
  const manifest = {
    name: SITE_NAME,
    short_name: 'Свод',
    lang: 'ru',
    // Relative to the manifest, so a base path (`/svod/`) carries over.
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: MARK_COLOURS.paper,
    theme_color: MARK_COLOURS.accent,
    icons: [
      { src: `.${assetPaths.icon()}`, sizes: 'any', type: 'image/svg+xml' },
      ...Object.entries(appIcons)
        .filter(([name]) => name.startsWith('icon-'))
        .map(([name, size]) => ({ src: `.${assetPaths.appIcon(name)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
}
