// Rule numbers: reading them off a paragraph and ordering them.

const numberAtStart = /^(\d{3}(?:\.\d+)+)\.(?=\s)/;

/** The rule number a paragraph opens with (`517.3.1.` → `517.3.1`), or null. */
export function leadingNumber(text: string): string | null {
  return numberAtStart.exec(text)?.[1] ?? null;
}

/** The paragraph text without its leading rule number. */
export function withoutNumber(text: string): string {
  return text.replace(numberAtStart, '').trimStart();
}

export function parts(number: string): number[] {
  return number.split('.').map(Number);
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
  return 0;
}

/** True for `205.4` style numbers, also accepting a section alone (`205`). */
export function isRuleNumber(text: string): boolean {
  return /^\d{3}(?:\.\d+)*$/.test(text);
}
