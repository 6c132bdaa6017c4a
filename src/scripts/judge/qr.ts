// A QR code (ISO/IEC 18004, model 2) for the printed board's link: byte mode, error correction
// level M where the link fits in a version up to 40, else L; the mask of least penalty. Written
// after the standard's steps: data codewords, Reed–Solomon error correction per block, the
// blocks interleaved, function patterns, the codewords in their zigzag, format and version bits.

export type Level = 'L' | 'M';

/** Error correction codewords per block, and the number of blocks, by version (index 0 unused). */
const ECC_PER_BLOCK: Record<Level, number[]> = {
  L: [
    0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    30, 30,
  ],
  M: [
    0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    28, 28,
  ],
};
const BLOCKS: Record<Level, number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
};
/** The two bits a level has in the format information. */
const FORMAT_BITS: Record<Level, number> = { L: 1, M: 0 };

/** Modules that carry data and error correction in a version, after the function patterns. */
function rawModules(version: number): number {
  let n = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (version >= 7) n -= 36;
  }
  return n;
}

export const dataCapacity = (version: number, level: Level) => Math.floor(rawModules(version) / 8) - ECC_PER_BLOCK[level][version] * BLOCKS[level][version];

// ---- Reed–Solomon over GF(256), the polynomial x⁸ + x⁴ + x³ + x² + 1 ---------------------------------

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** The generator polynomial of a degree, highest coefficient (always 1) left out. */
function divisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of a block of data. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const div = divisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ result.shift()!;
    result.push(0);
    for (let i = 0; i < degree; i++) result[i] ^= gfMultiply(div[i], factor);
  }
  return result;
}

// ---- codewords --------------------------------------------------------------------------------------

/** Byte mode: the mode, the length (8 bits up to version 9, else 16), the bytes, the terminator, padding. */
function dataCodewords(bytes: Uint8Array, version: number, level: Level): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const capacity = dataCapacity(version, level) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((n, b) => (n << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity / 8; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** The data split into blocks, each with its error correction, interleaved as the symbol holds them. */
function interleaved(data: number[], version: number, level: Level): number[] {
  const blocks = BLOCKS[level][version];
  const ecc = ECC_PER_BLOCK[level][version];
  const raw = Math.floor(rawModules(version) / 8);
  const short = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks) - ecc;
  const parts: { data: number[]; ecc: number[] }[] = [];
  for (let i = 0, at = 0; i < blocks; i++) {
    const length = shortLength + (i < short ? 0 : 1);
    const block = data.slice(at, at + length);
    at += length;
    parts.push({ data: block, ecc: reedSolomon(block, ecc) });
  }
  const out: number[] = [];
  for (let i = 0; i <= shortLength; i++) for (const p of parts) if (i < p.data.length) out.push(p.data[i]);
  for (let i = 0; i < ecc; i++) for (const p of parts) out.push(p.ecc[i]);
  return out;
}

// ---- the symbol ---------------------------------------------------------------------------------------

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const out = [6];
  for (let pos = size - 7; out.length < count; pos -= step) out.splice(1, 0, pos);
  return out;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly size: number;
  readonly dark: boolean[][];
  readonly fixed: boolean[][];
  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.dark = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.fixed = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }
  set(x: number, y: number, dark: boolean): void {
    this.dark[y][x] = dark;
    this.fixed[y][x] = true;
  }
  functionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ]) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const d = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < size && y >= 0 && y < size) this.set(x, y, d !== 2 && d !== 4);
        }
      }
    }
    const align = alignmentPositions(this.version);
    const last = align.length - 1;
    align.forEach((ax, i) =>
      align.forEach((ay, j) => {
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) this.set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }),
    );
    this.formatBits(FORMAT_BITS.M, 0); // reserves the modules; the real bits come with the mask
    if (this.version >= 7) {
      let rem = this.version;
      for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
      const bits = (this.version << 12) | rem;
      for (let i = 0; i < 18; i++) {
        const bit = ((bits >>> i) & 1) === 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, bit);
        this.set(b, a, bit);
      }
    }
  }
  formatBits(level: number, mask: number): void {
    const data = (level << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, size - 15 + i, bit(i));
    this.set(8, size - 8, true);
  }
  codewords(data: number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vert = 0; vert < size; vert++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
          if (this.fixed[y][x] || i >= data.length * 8) continue;
          this.dark[y][x] = ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
    }
  }
  mask(m: number): void {
    for (let y = 0; y < this.size; y++) for (let x = 0; x < this.size; x++) if (!this.fixed[y][x] && MASKS[m](x, y)) this.dark[y][x] = !this.dark[y][x];
  }
}

/** The standard's penalty of a masked symbol: runs, 2×2 blocks, finder-like patterns, imbalance. */
function penalty(dark: boolean[][]): number {
  const size = dark.length;
  let score = 0;
  const lines = [...dark, ...dark.map((_, x) => dark.map((row) => row[x]))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const text = line.map((d) => (d ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
  }
  for (let y = 0; y + 1 < size; y++)
    for (let x = 0; x + 1 < size; x++) if (dark[y][x] === dark[y][x + 1] && dark[y][x] === dark[y + 1][x] && dark[y][x] === dark[y + 1][x + 1]) score += 3;
  const darkCount = dark.flat().filter(Boolean).length;
  score += Math.floor(Math.abs(darkCount * 20 - size * size * 10) / (size * size)) * 10;
  return score;
}

export interface QrCode {
  version: number;
  level: Level;
  mask: number;
  /** Rows of modules, top first; true is dark. */
  modules: boolean[][];
}

/** The QR code of `text` (UTF-8), or null when it is too long for version 40 at level L. */
export function encodeQr(text: string, only?: { version?: number; level?: Level; mask?: number }): QrCode | null {
  const bytes = new TextEncoder().encode(text);
  // Byte mode: 4 bits of mode, 8 or 16 of length, then the bytes.
  const fits = (v: number, l: Level) => 4 + (v <= 9 ? 8 : 16) + bytes.length * 8 <= dataCapacity(v, l) * 8;
  let chosen: { version: number; level: Level } | null = null;
  for (const level of only?.level ? [only.level] : (['M', 'L'] as Level[])) {
    for (let v = only?.version ?? 1; v <= (only?.version ?? 40) && !chosen; v++) if (fits(v, level)) chosen = { version: v, level };
    if (chosen) break;
  }
  if (!chosen) return null;
  const { version, level } = chosen;
  const codewords = interleaved(dataCodewords(bytes, version, level), version, level);
  let best: { mask: number; modules: boolean[][]; score: number } | null = null;
  for (let m = 0; m < 8; m++) {
    if (only?.mask !== undefined && m !== only.mask) continue;
    const s = new Grid(version);
    s.functionPatterns();
    s.codewords(codewords);
    s.mask(m);
    s.formatBits(FORMAT_BITS[level], m);
    const score = penalty(s.dark);
    if (!best || score < best.score) best = { mask: m, modules: s.dark, score };
  }
  return { version, level, mask: best!.mask, modules: best!.modules };
}

/** The code as an SVG path of its dark modules, one unit each, inside a quiet zone of 4. */
export function qrPath(code: QrCode): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x + 4} ${y + 4}h1v1h-1z`)));
  return parts.join('');
}
