// The judge's board on paper (the PDF of print media, as a head judge takes it away): the
// position of both players, every step with its answer and its rules, the full link as text and
// as a QR code that an independent decoder (jsQR) reads back to the same link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { pdfText } from './pdf-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const situation = {
  setup: { A: { coins: 10, hand: ['Кутила', 'Рунопевец'] }, B: { play: [{ card: 'Тан гномов', wounds: 1 }], graveyard: ['Нимерт'] } },
  steps: [{ ask: { cost: 'Кутила' } }, { play: 'Кутила' }, { ask: { cost: 'Кутила' } }, { wound: 'Тан гномов', amount: 2 }],
};
const link = `#b=${deflateRawSync(Buffer.from(JSON.stringify(situation))).toString('base64url')}&step=2`;
const flat = (s: string) => s.replace(/\s+/g, '');

describe('the judge’s board on paper', () => {
  it('prints both players’ cards, every step with its answer and rules, and the full link', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/judge/${link}`);
    await expect.poll(() => page.locator('.judge-status').textContent(), { timeout: 15_000 }).toBe('Открыт расклад из ссылки, шаг 2.');
    // «Распечатать» draws the paper view and opens the browser's print dialog (here: counted).
    await page.evaluate(() => Object.assign(window, { printed: 0, print: () => ((window as unknown as { printed: number }).printed += 1) }));
    await page.locator('.judge-print-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const address = page.url();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.judge-app').isVisible()).resolves.toBe(false);
    const pages = pdfText(await page.pdf({ format: 'A4' }));
    // A usual situation fits one sheet: the players side by side, the link beside its QR code.
    expect(pages).toHaveLength(1);
    const text = pages.join('\n');
    for (const said of [
      'Расклад после шага 2 из 4',
      'Игрок А (ходит)',
      'Рунопевец — стоимость 3',
      'Кутила — стоимость 9',
      'Игрок Б',
      'Тан гномов — стоимость 6, удар 5, жизни 4, ран 1',
      'Нимерт',
      '1. Сколько стоит Кутила? 8 — 203.2, 521.1',
      '2. Сыграть: Кутилу — выполнено',
      '3. Сколько стоит Кутила? 9 — 203.2, 521.1',
      '4. Нанести 2 раны: Тану гномов — выполнено',
    ])
      expect(flat(text), said).toContain(flat(said));
    expect(flat(text)).toContain(flat(address));
    expect(address).toContain('&step=2');
    await page.close();
  });

  it('prints a QR code that reads back as the link', async () => {
    // Printed at 50 mm, the code is shot at a printer's resolution, three pixels to a CSS pixel.
    const context = await browser.newContext({ viewport: { width: 800, height: 1200 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/judge/${link}`);
    await expect.poll(() => page.locator('.judge-status').textContent(), { timeout: 15_000 }).toContain('Открыт расклад из ссылки');
    // The paper view is drawn once the board is idle, so that printing needs no wait.
    await expect.poll(() => page.locator('.judge-print .print-qr').count(), { timeout: 15_000 }).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const png = await page.locator('.judge-print .print-qr').screenshot();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(page.url());
    await context.close();
  });
});
