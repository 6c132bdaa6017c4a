// The text a PDF shows, page by page, as far as Chromium writes it: content streams (deflated)
// draw glyphs of Type0 fonts (`<hex> Tj`, `[<hex> …] TJ` after `/F4 12 Tf`), and each font's
// ToUnicode map says which characters its glyph ids are. Enough to read back a printed page.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const out = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.indexOf('stream');
    const dict = at >= 0 ? body.slice(0, at) : body;
    let stream: Buffer | null = null;
    if (at >= 0) {
      const start = m.index! + m[0].indexOf('stream') + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
      const end = text.indexOf('endstream', start);
      const raw = pdf.subarray(start, end);
      try {
        stream = /FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      } catch {
        stream = raw;
      }
    }
    out.set(Number(m[1]), { dict, stream });
  }
  return out;
}

/** A font's glyph ids (as hex) to characters, from its ToUnicode map. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const chars = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1].toUpperCase(), chars(m[2]));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [from, to, first] = [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
      for (let g = from; g <= to; g++) map.set(g.toString(16).toUpperCase().padStart(m[1].length, '0'), String.fromCodePoint(first + g - from));
    }
  }
  return map;
}

/** The text of each page, glyph by glyph, a new line where a text object begins. */
export function pdfText(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const maps = new Map<number, Map<string, string>>();
  const fontMap = (n: number) => {
    if (!maps.has(n)) {
      const to = /\/ToUnicode (\d+) 0 R/.exec(objs.get(n)?.dict ?? '');
      maps.set(n, to ? unicodeMap(objs.get(Number(to[1]))?.stream?.toString('latin1') ?? '') : new Map());
    }
    return maps.get(n)!;
  };
  const pages = [...objs.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  return pages.map((page) => {
    const fonts = new Map([...(/\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [m[1], Number(m[2])]));
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const stream = contents ? (objs.get(Number(contents[1]))?.stream?.toString('latin1') ?? '') : '';
    let font = new Map<string, string>();
    let out = '';
    for (const m of stream.matchAll(/\/(\w+) [\d.]+ Tf|BT|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[1]) font = fontMap(fonts.get(m[1]) ?? -1);
      else if (m[0] === 'BT') out += '\n';
      else {
        const hexes = m[2] !== undefined ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [m[3]];
        for (const hex of hexes) for (const g of hex.match(/.{4}/g) ?? []) out += font.get(g.toUpperCase()) ?? '';
      }
    }
    return out;
  });
}
