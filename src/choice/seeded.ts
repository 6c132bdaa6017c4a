// Choosing, the same way everywhere: a seeded order (the command line's `--seed`, the order of a
// practice question's choices), and the question of the day — the same for everyone on a given
// date, computed from the build's list of questions alone, so no build is needed for a new day.

/** FNV-1a: a 32-bit hash of a text. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Mulberry32: numbers in [0, 1) from a seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order that depends only on the seed (Fisher–Yates). */
export function seededOrder<T>(items: readonly T[], seed: string | number): T[] {
  const next = random(typeof seed === 'number' ? seed : hashText(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Moscow keeps UTC+3 all year: the game's day starts at Moscow's midnight for every reader. */
const DAY_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The day a moment falls on, as `YYYY-MM-DD`. */
export const dayOf = (moment: Date): string => new Date(moment.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10);

/** The question of a day: one of `ids` (taken in sorted order, so the list's order does not matter). */
export function questionOfDay(ids: readonly string[], day: string): string | undefined {
  const sorted = [...ids].sort();
  return sorted.length ? sorted[hashText(`svod-day:${day}`) % sorted.length] : undefined;
}
