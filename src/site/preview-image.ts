// The preview image chats show beside a shared link: one per kind of page, drawn as SVG and
// turned into PNG at build time by sharp (which Astro already brings), with the system's DejaVu
// fonts for Cyrillic. No network, no font files of our own.
import sharp from 'sharp';
import { previewKinds, GAME, PREVIEW_SIZE, type PreviewKind } from './share.ts';

/** The site's accent and paper colours (src/styles/site.css, light theme). */
const ACCENT = '#8a2b0f';
const PAPER = '#fdfcf9';
const INK = '#222222';

export function previewSvg(kind: PreviewKind): string {
  const { width, height } = PREVIEW_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${PAPER}"/>
  <rect width="32" height="${height}" fill="${ACCENT}"/>
  <text x="96" y="250" font-family="DejaVu Serif, serif" font-size="140" fill="${ACCENT}">Свод</text>
  <text x="100" y="370" font-family="DejaVu Sans, sans-serif" font-size="64" fill="${INK}">${previewKinds[kind]}</text>
  <text x="100" y="520" font-family="DejaVu Sans, sans-serif" font-size="44" fill="${INK}" opacity="0.75">Правила «${GAME}»</text>
</svg>`;
}

export function previewPng(kind: PreviewKind): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(kind))).png({ palette: true, compressionLevel: 9 }).toBuffer();
}
