// The alignments a content graph needs, each made once per graph: the pairs views.yaml compares,
// and whatever other pair carrying a rule's place across editions asks for (a ruling's rules into
// each edition, an engine table into an edition that has none, a stale citation into its edition).
// A place is carried by its paragraph, never by its number: early 208.2 is late 209.2.
import { alignEditions, type Alignment, type Edition, type PairStatus, type Unit } from '../rulebook/index.ts';

/** Where a paragraph of one edition stands in another, and whether its text moved unchanged. */
export interface Carried {
  anchor: string;
  status: PairStatus;
  /** The text is the same (renumbered or not): the two places are one paragraph for certain. */
  certain: boolean;
}

export interface Alignments {
  /** The alignment of two editions, the older first, whichever order they are asked in. */
  between(a: string, b: string): Alignment;
  /** Where `anchor` (a rule's number or a paragraph's anchor) of `from` stands in `to`; null where `to` has no partner for it. */
  carry(anchor: string, from: string, to: string): Carried | null;
}

/** A unit's name as citations write it: its rule's number for the rule's own paragraph. */
const anchorOf = (unit: Unit) => (unit.rule && unit.rule.blocks[0] === unit.block ? unit.rule.number : unit.block.anchor);

/** `declared`: alignments made already (views.yaml's pairs), reused as they are. */
export function alignmentsOf(editions: Edition[], declared: Alignment[] = []): Alignments {
  const made = new Map<string, Alignment>(declared.map((a) => [`${a.before.id}/${a.after.id}`, a]));
  const byId = new Map(editions.map((e) => [e.id, e]));
  const between = (a: string, b: string): Alignment => {
    const [older, newer] = [byId.get(a)!, byId.get(b)!].sort((x, y) => x.order - y.order);
    const key = `${older.id}/${newer.id}`;
    let alignment = made.get(key);
    if (!alignment) made.set(key, (alignment = alignEditions(older, newer)));
    return alignment;
  };
  return {
    between,
    carry(anchor, from, to) {
      if (from === to) return { anchor, status: 'same', certain: true };
      if (!byId.has(from) || !byId.has(to)) return null;
      const alignment = between(from, to);
      const [mine, theirs] = alignment.before.id === from ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const pair of alignment.pairs) {
        const unit = pair[mine];
        if (!unit || unit.block.anchor !== anchor) continue;
        const other = pair[theirs];
        return other ? { anchor: anchorOf(other), status: pair.status, certain: pair.status === 'same' || pair.status === 'renumbered' } : null;
      }
      return null;
    },
  };
}
