// The printed board's QR code, checked two independent ways: the standard's own worked example
// of Reed–Solomon codewords (ISO/IEC 18004, annex I: «01234567», version 1-M), and jsQR, a decoder
// written apart from this encoder, reading back every code this encoder draws.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { dataCapacity, encodeQr, reedSolomon, type QrCode } from '../../src/scripts/judge/qr.ts';

/** The code drawn as pixels (a module 4 × 4 px, the quiet zone white) and read by jsQR. */
function decode(code: QrCode): string | null {
  const scale = 4;
  const side = (code.modules.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++)
          pixels.fill(0, (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4, (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4 + 3);
    }),
  );
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('the QR encoder', () => {
  it('computes the error correction of the standard’s worked example', () => {
    // «01234567» in numeric mode, version 1-M: 16 data codewords give these 10 (annex I).
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(reedSolomon(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('knows the capacities the standard tabulates (data codewords)', () => {
    expect([dataCapacity(1, 'M'), dataCapacity(1, 'L'), dataCapacity(10, 'M'), dataCapacity(40, 'L'), dataCapacity(40, 'M')]).toEqual([
      16, 19, 216, 2956, 2334,
    ]);
  });

  it('draws codes that an independent decoder reads back, from version 1 to 40', () => {
    const link = 'http://127.0.0.1:4321/judge/#b=';
    for (const length of [1, 20, 60, 150, 300, 700, 1200, 1800, 2300, 2900]) {
      const text = (link + 'q1w2e3r4t5y6u7i8o9p0-_ASDFGHJKLzxcvbnm'.repeat(80)).slice(0, length);
      const code = encodeQr(text)!;
      expect(code.modules.length).toBe(code.version * 4 + 17);
      expect(decode(code), `${length} bytes, version ${code.version}-${code.level}`).toBe(text);
    }
  });

  it('reads back under every mask, at both levels', () => {
    for (const level of ['L', 'M'] as const)
      for (let mask = 0; mask < 8; mask++) expect(decode(encodeQr('Стол судьи: шаг 3', { level, mask })!)).toBe('Стол судьи: шаг 3');
  });

  it('takes level M while it fits, L beyond, and nothing past version 40-L', () => {
    const m = encodeQr('x'.repeat(2000))!;
    // The smallest version it fits in: 4 bits of mode and 16 of length before the bytes.
    expect(m.level).toBe('M');
    expect([dataCapacity(m.version - 1, 'M') * 8 < 20 + 2000 * 8, 20 + 2000 * 8 <= dataCapacity(m.version, 'M') * 8]).toEqual([true, true]);
    expect(encodeQr('x'.repeat(2900))).toMatchObject({ level: 'L', version: 40 });
    expect(encodeQr('x'.repeat(2954))).toBeNull();
  });
});
