// Preview images of their own: each rule (in each view), ruling and card draws what sets it
// apart — a rule its number, edition and the start of its text, a ruling its question and answer,
// a card its name and facts — and two of a kind never share an image.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assembleSiteData } from '../../src/site/assemble.ts';
import { graph } from '../content-graph.ts';
import { pagePreviews } from '../../src/site/previews.ts';
import { PREVIEW_SIZE, previewPng, previewSvg, wrap } from '../../src/site/preview-image.ts';

const site = () => assembleSiteData(graph());

/** The text an SVG draws, line by line, its entities decoded. */
const drawn = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
const flat = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');

describe('preview images', () => {
  it('gives every rule of every view, every ruling and every card an image of its own', () => {
    const data = site();
    const previews = pagePreviews(data);
    const rules = [...data.views.values()].reduce((n, v) => n + v.sections.reduce((m, s) => m + s.rules.length, 0), 0);
    expect(previews.filter((p) => p.kind === 'rule')).toHaveLength(rules);
    expect(previews.filter((p) => p.kind === 'ruling')).toHaveLength(data.rulings.length);
    expect(previews.filter((p) => p.kind === 'card')).toHaveLength(data.cards.length);
    const paths = previews.map((p) => `${p.kind}/${p.image.key}`);
    expect(new Set(paths).size).toBe(paths.length);
    // Within one view every rule draws differently; across kinds, every ruling and card too.
    const current = previews.filter((p) => p.kind !== 'rule' || p.image.key.startsWith('current/'));
    const drawings = current.map((p) => previewSvg(p.image.drawing));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('draws a rule’s number, edition, section and the start of its text', () => {
    const rule = pagePreviews(site()).find((p) => p.image.key === 'current/205.4')!;
    const lines = drawn(previewSvg(rule.image.drawing));
    expect(lines).toContain('205.4');
    expect(lines).toContain('ПОЗДНЯЯ РЕДАКЦИЯ · 205. КЛАДБИЩЕ');
    expect(flat(lines)).toContain('Если какая-либо карта должна попасть на кладбище');
    expect(lines).toContain('Свод правил «Берсерк. Герои»');
    const early = pagePreviews(site()).find((p) => p.image.key === 'early/205.4')!;
    expect(drawn(previewSvg(early.image.drawing))).toContain('РАННЯЯ РЕДАКЦИЯ · 205. КЛАДБИЩЕ');
  });

  it('draws a ruling’s question and answer, and a card’s name and facts', () => {
    const data = site();
    const ruling = data.rulings.find((r) => r.ruling.id === 'kutila-in-play')!;
    const rulingLines = flat(drawn(previewSvg(pagePreviews(data).find((p) => p.kind === 'ruling' && p.image.key === 'kutila-in-play')!.image.drawing)));
    expect(rulingLines).toContain(ruling.ruling.question);
    expect(rulingLines).toContain('Ответ: 7 монет');
    const card = flat(drawn(previewSvg(pagePreviews(data).find((p) => p.kind === 'card' && p.image.key === 'kutila')!.image.drawing)));
    expect(card).toContain('Кутила');
    expect(card).toMatch(/Стоимость:\s10/);
    expect(card).toContain('КАРТА · СУЩЕСТВО');
  });

  it('wraps at words within the width, cuts with «…», and keeps a no-break space whole', () => {
    const long = { text: 'слово '.repeat(200), size: 40, lines: 3 };
    const lines = wrap(long);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    for (const line of lines)
      expect(
        line
          .replace('…', '')
          .trim()
          .split(' ')
          .every((w) => w === 'слово'),
      ).toBe(true);
    expect(wrap({ text: 'короткий текст', size: 40, lines: 3 })).toEqual(['короткий текст']);
    const facts = wrap({ text: `${'Стоимость:\u00a010 · '.repeat(6)}Жизни:\u00a03`, size: 44, lines: 4 });
    expect(facts.some((l) => l.endsWith('Стоимость:') || l.startsWith('10'))).toBe(false);
  });

  it('turns two rules into two different PNGs of the declared size', async () => {
    const previews = pagePreviews(site());
    const [a, b] = ['current/203.2', 'current/205.4'].map((key) => previews.find((p) => p.image.key === key)!);
    const [pa, pb] = await Promise.all([previewPng(a.image.drawing), previewPng(b.image.drawing)]);
    for (const png of [pa, pb]) {
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PREVIEW_SIZE.width, PREVIEW_SIZE.height]);
    }
    const hash = (png: Buffer) => createHash('sha256').update(png).digest('hex');
    expect(hash(pa)).not.toBe(hash(pb));
  });
});
