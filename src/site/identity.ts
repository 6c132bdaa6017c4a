// The site's identity, said once: its name, the game's, and its mark — a vault («свод») over its
// two pillars, light on the accent. The favicon, the app icons, the header, link previews and
// their images all take them from here.

/** The game's name, after every shared title. */
export const GAME = 'Берсерк. Герои';
/** What chats show as the site's name. */
export const SITE_NAME = 'Свод правил «Берсерк. Герои»';

/** The accent and the paper of the light theme (src/styles/tokens.css). */
export const MARK_COLOURS = { accent: '#8a2b0f', paper: '#fdfcf9', ink: '#1d1d1f' } as const;

/** The vault's outline in a 32 × 32 box. */
const VAULT = 'M7 25V15a9 9 0 0 1 18 0v10h-4.5V15a4.5 4.5 0 0 0-9 0v10z';

/** The mark as an SVG group of `size` pixels at (x, y): to place inside a larger drawing. */
export function markGroup(x: number, y: number, size: number): string {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="32" height="32" rx="7" fill="${MARK_COLOURS.accent}"/><path d="${VAULT}" fill="${MARK_COLOURS.paper}"/></g>`;
}

/** The mark as a whole SVG file (the favicon), `size` pixels square. */
export function markSvg(size = 32): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${markGroup(0, 0, size)}</svg>`;
}

/** The vault alone in the text's colour, for the header (the page's colours, light or dark). */
export const markPathInline = `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="var(--accent)"/><path d="${VAULT}" fill="var(--bg)"/></svg>`;

/** An app icon: the vault on a full square of the accent (systems round the corners themselves,
 *  and a maskable icon keeps its drawing inside the middle 80%). */
export function appIconSvg(size: number): string {
  const inner = size * 0.6;
  const at = (size - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${MARK_COLOURS.accent}"/><g transform="translate(${at} ${at}) scale(${inner / 32})"><path d="${VAULT}" fill="${MARK_COLOURS.paper}"/></g></svg>`;
}

/** The app icons the manifest and Apple's home screen ask for, by file name and size. */
export const appIcons = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 } as const;
export type AppIcon = keyof typeof appIcons;
