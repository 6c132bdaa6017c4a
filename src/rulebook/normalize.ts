// Normalising text for matching only (merging, alignment, search); never for what is shown.
import { withoutNumber } from './numbers.ts';

export function normalizeForMatch(text: string): string {
  return withoutNumber(text)
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[‐‑‒–—―-]/g, '-')
    .replace(/[«»"„“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s.;:,]+$/, '')
    .trim();
}
