// Text similarity for pairing paragraphs across editions (Dice coefficient over words).
import { normalizeForMatch } from './normalize.ts';

export function words(text: string): string[] {
  return normalizeForMatch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Dice coefficient of two word lists (as multisets). */
export function wordSimilarity(wa: readonly string[], wb: readonly string[]): number {
  if (wa.length === 0 && wb.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of wa) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of wb) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(w, n - 1);
    }
  }
  return (2 * shared) / (wa.length + wb.length);
}
