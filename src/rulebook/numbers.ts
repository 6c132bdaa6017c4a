// Rule numbers: reading them off a paragraph and ordering them. A number the book itself gives
// twice keeps its place: the second rule's address is `104.3-2`, the third's `104.3-3`.

// Real books now and then leave out the space after the number (`205.2.На кладбище…`), or its
// closing dot before a sentence (`205.3 Менять порядок…`).
const numberAtStart = /^(\d{3}(?:\.\d+)+)(?:\.(?=\s|[^\d\s])|(?=\s+[А-ЯЁA-Z]))/;
const repeatSuffix = /-(\d+)$/;

/** The rule number a paragraph opens with (`517.3.1.` → `517.3.1`), or null. */
export function leadingNumber(text: string): string | null {
  return numberAtStart.exec(text)?.[1] ?? null;
}

/** The paragraph text without its leading rule number. */
export function withoutNumber(text: string): string {
  return text.replace(numberAtStart, '').trimStart();
}

/** The address of the `count`-th rule the book numbers `number` (the first keeps the number). */
export function repeatedAddress(number: string, count: number): string {
  return count <= 1 ? number : `${number}-${count}`;
}

/** The number as printed, for an address that a repeat gave a suffix (`104.3-2` → `104.3`). */
function printedNumber(address: string): string {
  return address.replace(repeatSuffix, '');
}

/** Which time the book gives this number: 1 for `104.3`, 2 for `104.3-2`. */
function repeatOf(address: string): number {
  return Number(repeatSuffix.exec(address)?.[1] ?? 1);
}

export function parts(number: string): number[] {
  return printedNumber(number).split('.').map(Number);
}

export function sectionOf(number: string): number {
  return parts(number)[0];
}

/** Negative when a comes before b in the rulebook's order. */
export function compareNumbers(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return repeatOf(a) - repeatOf(b);
}

/** True for `205.4` style numbers (and a repeat's `104.3-2`), also accepting a section alone (`205`). */
export function isRuleNumber(text: string): boolean {
  return /^\d{3}(?:(?:\.\d+)+(?:-\d+)?)?$/.test(text);
}
