// Rule numbers in queries and in order. No imports: the search box reads a typed number with
// this alone, before the rest of search has loaded.

/** `205.4`, `п. 205.4`, `205,4`, `517.` (the trailing dot asks for the section's rules). */
const NUMBER_QUERY = /^(?:(?:п|пункт|правило|правила|rule|§)\.?\s*)?(\d{3}(?:[.,]\d+)*)(\.?)$/i;

/** The rule or section number a query is, or null; `prefix`: only the rules under it were asked for. */
export function parseNumberQuery(query: string): { number: string; prefix: boolean } | null {
  const m = NUMBER_QUERY.exec(query.trim());
  return m ? { number: m[1].replace(/,/g, '.'), prefix: m[2] === '.' } : null;
}

/** The section a rule number or anchor belongs to: 205 for `205.4` and `205-p1`. */
export const sectionOf = (number: string) => Number.parseInt(number, 10);

// A number the book gives twice: the second rule's address is `104.3-2`.
const repeatOf = (address: string) => Number(/-(\d+)$/.exec(address)?.[1] ?? 1);

/** Rule numbers in reading order: 205.2 < 205.10 < 206.1, and 104.3 < 104.3-2. */
export function compareNumbers(a: string, b: string): number {
  const x = a.split('.').map((n) => Number.parseInt(n, 10));
  const y = b.split('.').map((n) => Number.parseInt(n, 10));
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d) return d;
  }
  return repeatOf(a) - repeatOf(b);
}
