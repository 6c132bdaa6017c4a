// The preview image chats show beside a shared link: a rule's number and the start of its text,
// a ruling's question and answer, a card's name and facts, or a kind of page. Drawn as SVG and
// turned into PNG at build time by sharp (which Astro already brings), with the system's DejaVu
// fonts for Cyrillic. No network, no font files of our own. A drawing is pure data; the PNG of
// each drawing is kept in a cache by the hash of its SVG, so a rebuild draws only what changed.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { readContentBytes } from '../content-files/index.ts';
import { GAME, markGroup, MARK_COLOURS, SITE_NAME } from './identity.ts';

/** The preview image's size, Open Graph's recommended one: chats crop anything else. */
export const PREVIEW_SIZE = { width: 1200, height: 630 };

const INK = MARK_COLOURS.ink;
const MUTED = '#5c5f63';
const colours = { ink: INK, accent: MARK_COLOURS.accent, muted: MUTED } as const;

/** A run of text in the drawing: wrapped at words, cut with «…» after `lines` lines. */
export interface TextRun {
  text: string;
  size: number;
  lines: number;
  bold?: boolean;
  colour?: keyof typeof colours;
}

/** What one image shows: a line naming the kind of page (and edition), then runs of text. */
export interface PreviewDrawing {
  kicker: string;
  runs: TextRun[];
}

const MARGIN = 80;
const TEXT_WIDTH = PREVIEW_SIZE.width - 2 * MARGIN;
const LINE_HEIGHT = 1.22;

/**
 * A character's advance in DejaVu Sans, in ems, by class (measured on the font, rounded up):
 * the drawing wraps without a layout engine, so it errs towards narrower lines.
 */
function advance(char: string): number {
  if (/[\s.,:;!'|ilj()[\]«»"’]/.test(char)) return 0.34;
  if (/[0-9]/.test(char)) return 0.64;
  if (/[шщжмыюфШЩЖМЫЮФmwMW—]/.test(char)) return 0.92;
  if (/[А-ЯЁA-Z]/.test(char)) return 0.76;
  return 0.63;
}
const widthOf = (text: string, size: number, bold = false) => [...text].reduce((w, c) => w + advance(c), 0) * size * (bold ? 1.1 : 1);

/**
 * Text broken into at most `max` lines (the run's own limit by default) that fit the width; the
 * last cut ends with «…». Lines break at spaces only: a no-break space keeps «Жизни: 3» whole.
 */
export function wrap(run: TextRun, max = run.lines): string[] {
  const limit = Math.min(run.lines, max);
  if (limit <= 0) return [];
  const words = run.text
    .replace(/[ \t\n\r]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i];
    if (widthOf(next, run.size, run.bold) <= TEXT_WIDTH || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i];
    if (lines.length === limit) break;
  }
  if (lines.length < limit && line) {
    lines.push(line);
    i = words.length;
  }
  if (i < words.length) {
    // Cut: the last line ends with «…», shortened by words until it fits.
    let last = lines[lines.length - 1];
    while (widthOf(`${last}…`, run.size, run.bold) > TEXT_WIDTH && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
    lines[lines.length - 1] = `${last.replace(/[\s,;:.—–-]+$/, '')}…`;
  }
  return lines;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = 'DejaVu Sans, sans-serif';

/** Where the runs start and where they must end: above the accent band, with a margin. */
const TOP = 215;
const BOTTOM = PREVIEW_SIZE.height - 48;

export function previewSvg(drawing: PreviewDrawing): string {
  const { width, height } = PREVIEW_SIZE;
  const parts: string[] = [];
  let y = TOP;
  for (const run of drawing.runs) {
    const step = run.size * LINE_HEIGHT;
    y += run.size * 0.25;
    // A run takes the lines the space left holds: later runs are cut before anything overflows.
    for (const line of wrap(run, Math.floor((BOTTOM - y) / step))) {
      parts.push(
        `<text x="${MARGIN}" y="${Math.round(y + run.size * 0.8)}" font-family="${FONT}" font-size="${run.size}"${run.bold ? ' font-weight="bold"' : ''} fill="${colours[run.colour ?? 'ink']}">${escapeXml(line)}</text>`,
      );
      y += step;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${MARK_COLOURS.paper}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${MARK_COLOURS.accent}"/>
  ${markGroup(MARGIN, 52, 64)}
  <text x="${MARGIN + 88}" y="96" font-family="${FONT}" font-size="32" fill="${MUTED}">${escapeXml(SITE_NAME)}</text>
  <text x="${MARGIN}" y="180" font-family="${FONT}" font-size="30" font-weight="bold" letter-spacing="2" fill="${MARK_COLOURS.accent}">${escapeXml(drawing.kicker.toUpperCase())}</text>
  ${parts.join('\n  ')}
</svg>`;
}

/** Where drawn images are kept between builds, by the hash of their SVG. */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'svod-previews');

/**
 * An SVG drawn into a PNG. The drawing has four colours and their antialiased edges: sixteen
 * colours, without dithering, keep the text clean and the file near 20 KB, and quantising them
 * takes a tenth of the time the default palette search does.
 */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 16, dither: 0, effort: 1, compressionLevel: 9 }).toBuffer();
}

export async function previewPng(drawing: PreviewDrawing): Promise<Buffer> {
  const svg = previewSvg(drawing);
  const file = join(CACHE, `${createHash('sha256').update(svg).digest('hex').slice(0, 24)}.png`);
  const kept = readContentBytes(file);
  if (kept.ok) return Buffer.from(kept.value);
  const png = await renderPng(svg);
  // Written aside and renamed: builds running side by side never read half a file.
  mkdirSync(CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, png);
  renameSync(partial, file);
  return png;
}

/** The image of a kind of page without one of its own. */
export function kindDrawing(kind: string): PreviewDrawing {
  return {
    kicker: kind,
    runs: [
      { text: 'Свод', size: 120, lines: 1, bold: true, colour: 'accent' },
      { text: `Правила «${GAME}»: поиск, примеры, решения судей`, size: 44, lines: 2 },
    ],
  };
}
