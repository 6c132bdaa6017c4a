// Duplicate keys, found in linear time. The yaml package's own check (`uniqueKeys`) compares each
// key with every earlier one of its mapping, so a mapping of 20,000 keys took 50 s to read; this
// one keeps each mapping's keys in a Set, and an index of them for the lookups messages make.
import { isMap, isScalar, visit, type Document, type Pair, type YAMLMap } from 'yaml';

/** The first duplicate key in document order, as the yaml package reports one (code, message, range). */
export function firstDuplicateKey(doc: Document): { pos: [number, number]; code: 'DUPLICATE_KEY'; message: string } | undefined {
  let found: [number, number] | undefined;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        // Like the yaml package: scalar keys are equal by value, other keys only to themselves.
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        const range = (pair.key as { range?: [number, number, number] } | null)?.range;
        if (seen.has(key) && range && (!found || range[0] < found[0])) found = [range[0], range[1]];
        seen.add(key);
      }
    },
  });
  return found && { pos: found, code: 'DUPLICATE_KEY', message: 'Map keys must be unique' };
}

const indexes = new WeakMap<YAMLMap, Map<string, Pair>>();

/** The pair of `map` whose scalar key reads as `key` (the first, as the data keeps it), found through an index built once. */
export function pairOf(map: unknown, key: string): Pair | undefined {
  if (!isMap(map)) return undefined;
  let index = indexes.get(map);
  if (!index) {
    index = new Map();
    for (const pair of map.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (name !== undefined && !index.has(name)) index.set(name, pair as Pair);
    }
    indexes.set(map, index);
  }
  return index.get(key);
}
