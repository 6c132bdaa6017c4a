// Editions are data. Each rule the engine applies has a key (vocabulary.ts), saying what it decides; where
// that rule stands in an edition, which zones the edition has and what a card keeps across each
// zone change are the edition's table (content/engine/<edition>.yaml), which the caller hands in,
// oldest edition first. A rule an edition's table lacks is cited from the nearest edition that
// has it, and the trace entry names that edition.
import type { EditionRules, Keep } from './schema/edition-rules.ts';
import { RULE_KEY_LIST, type Edition, type RuleKey, type ZoneName } from './vocabulary.ts';

export type { EditionRules, Keep };
export { RULE_KEYS, RULE_KEY_LIST, type RuleKey } from './vocabulary.ts';

/** Where a rule stands: its number (or anchor) and the edition whose excerpt holds it. */
export interface Citation {
  rule: string;
  edition: Edition;
}

/** The rules one edition plays by, every rule key resolved to a citation. */
export interface Rules {
  edition: Edition;
  /** «Поздняя редакция»; the id where the table gives no title. */
  title: string;
  zones: readonly ZoneName[];
  /** What a card keeps as it goes into each zone; a zone without an entry: the excerpts are silent. */
  keeps: Partial<Record<ZoneName, Keep>>;
  /** What the other editions keep going into each zone, for saying where they differ. */
  keptElsewhere: Partial<Record<ZoneName, { title: string; keep: Keep }[]>>;
  /** Every key some edition cites (a checked set of tables cites them all). */
  cite: Partial<Record<RuleKey, Citation>>;
}

/** The editions' rules by id, in the editions' order (oldest first). */
export type Editions = ReadonlyMap<Edition, Rules>;

/** The nearest edition's citation of `key`: the own edition's, else the closest one's (a later one on a tie). */
function nearest(tables: readonly EditionRules[], at: number, key: RuleKey): Citation | null {
  for (let d = 0; d < tables.length; d++) {
    for (const i of [at + d, at - d]) {
      const citations = tables[i]?.citations;
      if (citations && Object.hasOwn(citations, key)) return { rule: citations[key]!, edition: tables[i].id };
    }
  }
  return null;
}

/** The editions' tables, oldest first, resolved. */
export function makeEditions(tables: readonly EditionRules[]): Editions {
  const out = new Map<Edition, Rules>();
  // The keys the tables cite, not RULE_KEYS: a key no table cites has no citation anyway, and the
  // engine that only plays (the judge's board's worker) need not carry what each rule decides.
  const cited = new Set(tables.flatMap((t) => Object.keys(t.citations) as RuleKey[]));
  tables.forEach((table, at) => {
    const cite: Rules['cite'] = {};
    for (const key of cited) {
      const found = nearest(tables, at, key);
      if (found) cite[key] = found;
    }
    const keptElsewhere: Rules['keptElsewhere'] = {};
    for (const zone of table.zones) {
      keptElsewhere[zone] = tables.flatMap((other) => {
        const keep = other.keeps[zone];
        return other !== table && keep ? [{ title: other.title ?? other.id, keep }] : [];
      });
    }
    out.set(table.id, { edition: table.id, title: table.title ?? table.id, zones: table.zones, keeps: table.keeps, keptElsewhere, cite });
  });
  return out;
}

/** The edition a scenario plays by when it names none: the newest. */
export const newest = (editions: Editions): Edition | undefined => [...editions.keys()].at(-1);

/** Every rule number each edition's own table gives (for docs, the site and tests). */
export function allCitations(tables: readonly EditionRules[]): { key: RuleKey; rules: Record<Edition, string> }[] {
  return RULE_KEY_LIST.map((key) => ({
    key,
    rules: Object.fromEntries(tables.flatMap((t) => (Object.hasOwn(t.citations, key) ? [[t.id, t.citations[key]!]] : []))),
  }));
}
