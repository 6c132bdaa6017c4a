// Russian alphabetical order, everywhere the site sorts names (cards, terms, filters): «Ё» after
// «Е», not after «Я»; «Кутила» before «Нимерт» whatever their Latin slugs.
export const collator = new Intl.Collator('ru');

/** Rule numbers and anchors in reading order: 205.4 before 205.10. */
export const numberCollator = new Intl.Collator('ru', { numeric: true });

export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
