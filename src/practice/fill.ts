// A template's scenario made concrete for one variant: its slots filled, `repeat:` items of zone
// lists spread into copies, a mistake's change merged in (JSON Merge Patch, RFC 7386: mappings
// merge, anything else replaces, null removes). The result is a plain scenario, read by the
// engine's own reader through a YamlInput whose positions point back into the template's file —
// at the line a value came from, in the scenario or in the mistake's change.
import { inputProblem, isMapping, type Path, type YamlInput } from '../input/index.ts';
import { MAX_REPEAT } from './schema.ts';
import { fillScalar, type Assignment } from './slots.ts';

type Data = Record<string, unknown>;

/** For each mapping and list made, where each of its items came from in the template. */
type Sources = WeakMap<object, Map<PropertyKey, Path>>;

class Filler {
  readonly sources: Sources = new WeakMap();
  constructor(readonly values: Assignment) {}

  private made<T extends object>(value: T, from: Map<PropertyKey, Path>): T {
    this.sources.set(value, from);
    return value;
  }

  /** A value of the template at `src`, filled. */
  value(v: unknown, src: Path): unknown {
    if (typeof v === 'string') return fillScalar(v, this.values);
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      const from = new Map<PropertyKey, Path>();
      v.forEach((item, i) => {
        for (const copy of this.spread(item, [...src, i])) {
          from.set(out.length, [...src, i]);
          out.push(copy);
        }
      });
      return this.made(out, from);
    }
    if (isMapping(v)) {
      const out: Data = {};
      const from = new Map<PropertyKey, Path>();
      for (const [k, item] of Object.entries(v)) {
        out[k] = this.value(item, [...src, k]);
        from.set(k, [...src, k]);
      }
      return this.made(out, from);
    }
    return v;
  }

  /** A list item: `{card: X, repeat: N, …}` is N copies of the card; anything else is itself. */
  private spread(item: unknown, src: Path): unknown[] {
    if (!isMapping(item) || !Object.hasOwn(item, 'repeat')) return [this.value(item, src)];
    const { repeat, ...card } = item;
    const times = typeof repeat === 'string' ? fillScalar(repeat, this.values) : repeat;
    // A count that is not one is left for the engine to refuse, at this item's line.
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 0 || times > MAX_REPEAT) return [this.value(item, src)];
    const one = Object.keys(card).length === 1 && typeof card.card === 'string' ? card.card : card;
    return Array.from({ length: times }, () => this.value(one, src));
  }

  /** `base` (at `baseSrc`) with `patch` (at `patchSrc`) merged in. */
  merge(base: unknown, baseSrc: Path, patch: unknown, patchSrc: Path): unknown {
    if (!isMapping(patch)) return this.value(patch, patchSrc);
    const target = isMapping(base) ? base : {};
    const out: Data = {};
    const from = new Map<PropertyKey, Path>();
    for (const key of new Set([...Object.keys(target), ...Object.keys(patch)])) {
      if (Object.hasOwn(patch, key) && patch[key] === null) continue;
      const inPatch = Object.hasOwn(patch, key);
      const src: Path = inPatch ? [...patchSrc, key] : [...baseSrc, key];
      out[key] = inPatch ? this.merge(target[key], [...baseSrc, key], patch[key], src) : this.value(target[key], src);
      from.set(key, src);
    }
    return this.made(out, from);
  }

  /** The template's place of the value at `path` in the made data (the nearest one known). */
  origin(data: unknown, path: Path, root: Path): Path {
    let node = data;
    let src = root;
    for (const key of path) {
      const from = node !== null && typeof node === 'object' ? this.sources.get(node)?.get(key) : undefined;
      if (!from) break;
      src = from;
      node = (node as Record<PropertyKey, unknown>)[key];
    }
    return src;
  }
}

export interface Filled {
  /** The scenario as data: what `svod run` and the judge's board are given. */
  data: Data;
  /** The same data for the engine's reader, its positions in the template's file. */
  input: YamlInput;
}

/**
 * The template's scenario (at `scenario` in `template`) for `values`, with a mistake's change (at
 * `change` in the template) merged in when one is given. `set` gives top-level keys (the edition)
 * a change does not set itself; their positions are at `setAt`.
 */
export function fillScenario(template: YamlInput, values: Assignment, set: Data, setAt: Path, change?: Path): Filled {
  const filler = new Filler(values);
  const raw = template.data as Data;
  const patch = change?.reduce<unknown>((v, k) => (isMapping(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[k] : undefined), raw);
  const data = (change ? filler.merge(raw.scenario, ['scenario'], patch, change) : filler.value(raw.scenario, ['scenario'])) as Data;
  for (const [key, value] of Object.entries(set)) {
    if (isMapping(patch) && Object.hasOwn(patch, key)) continue;
    data[key] = value;
    filler.sources.get(data)?.set(key, setAt);
  }
  const at = (path: Path) => template.at(filler.origin(data, path, ['scenario']));
  const input: YamlInput = {
    file: template.file,
    text: true,
    data,
    at,
    keyAt: (path, key) => template.keyAt(filler.origin(data, path, ['scenario']), key),
    problem: (path, message, messageRu) => inputProblem(template.file, at(path), message, messageRu),
  };
  return { data, input };
}
