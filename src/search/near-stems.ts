// When two stems are near enough for a typo: some string is within two deletions of each (two
// typos and an ending, 4 edits). The build ships the language's stems near the index's words by
// this test (known-words.ts), and a typo is read only between stems that pass it
// (unknown-words.ts): a Russian word a correction could reach is then always known.

/** Deletions up to this many letters on each side find every pair within two typos and an ending (4 edits). */
const DELETIONS = 2;

/** The string and every string made from it by deleting up to `n` letters. */
export function deletions(s: string, n = DELETIONS, out: Set<string> = new Set()): Set<string> {
  out.add(s);
  if (n > 0 && s.length > 1) for (let i = 0; i < s.length; i++) deletions(s.slice(0, i) + s.slice(i + 1), n - 1, out);
  return out;
}

/** Whether a string is within DELETIONS deletions of both stems. */
export function stemsMeet(a: string, b: string): boolean {
  const near = deletions(a);
  for (const d of deletions(b)) if (near.has(d)) return true;
  return false;
}
