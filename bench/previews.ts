// Preview images: how long drawing them takes without the cache (a fresh clone's first build),
// for 300 rules, and how large they are. The build keeps each image by the hash of its drawing,
// so later builds draw only what changed.
import type { BenchRow } from './types.ts';
import { previewSvg, renderPng, type PreviewDrawing } from '../src/site/preview-image.ts';

const COUNT = 300;

/** A rule's drawing as share.ts makes it, with a synthetic number and text. */
const drawing = (i: number): PreviewDrawing => ({
  kicker: `Поздняя редакция · ${200 + (i % 100)}. Раздел`,
  runs: [
    { text: `${200 + (i % 100)}.${i}`, size: 120, lines: 1, bold: true, colour: 'accent' },
    {
      text: `Правило номер ${i}: если какая-либо карта должна попасть на кладбище, то она всегда попадает на кладбище игрока – владельца этой карты.`,
      size: 42,
      lines: 4,
    },
  ],
});

export async function bench(): Promise<BenchRow[]> {
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < COUNT; i++) bytes += (await renderPng(previewSvg(drawing(i)))).length;
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      area: 'site',
      metric: `preview images: ${COUNT} rules drawn, no cache`,
      value: `${seconds.toFixed(1)} s (${((seconds * 1000) / COUNT).toFixed(0)} ms each)`,
      budget: '',
      ok: true,
    },
    { area: 'site', metric: 'preview image size, mean (left out of the offline copy)', value: `${(bytes / COUNT / 1024).toFixed(1)} KB`, budget: '', ok: true },
  ];
}
