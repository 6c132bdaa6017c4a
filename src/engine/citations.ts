// Where each rule stands in each edition's excerpts. A rule absent from the scenario's edition
// is cited from the edition whose excerpt holds it (the trace entry says which edition).
// Numbers marked "inferred" in the rulebook are taken by position (e.g. 203.2, 518.1, 520.3);
// paragraphs without a number carry a positional anchor (e.g. 210-p2: 2nd paragraph of 210).
// A trace entry's text never repeats its rule number: whoever shows the entry shows the number.
import type { Edition, TraceEntry } from './types.ts';
import { SILENT_NOTE } from './words.ts';

const table = {
  costSelf: { early: '203.2' },
  costSet: { early: '203.3' },
  toHand: { early: '203.4' },
  deckShuffle: { early: '204-p4' },
  deckOwner: { early: '204-p5' },
  graveyardTop: { early: '205-p1' },
  graveyard: { early: '205.4', late: '205.4' },
  supply: { late: '206.1' },
  supplyRefill: { late: '206.1-p2' },
  cardTypes: { early: '206.1', late: '207.1' },
  stats: { early: '206.2', late: '207.2' },
  onlyCost: { early: '206.2-p3', late: '207.2-p3' },
  heroStays: { early: '207.1', late: '208.1' },
  heroWounds: { early: '207.2', late: '208.2' },
  creatures: { early: '208.1', late: '209.1' },
  firstTurn: { early: '208.2', late: '209.2' },
  spellCast: { early: '209-p2', late: '210-p2' },
  eventEnters: { late: '211.1' },
  oneEvent: { late: '211.2' },
  eventImmune: { late: '211.2-p2' },
  equipmentEnters: { late: '212.1' },
  oneEquipment: { late: '212.2' },
  equipmentImmune: { late: '212.2-p2' },
  playControl: { late: '517-p1' },
  summon: { late: '517.3' },
  summonCancel: { late: '517.3.1' },
  summonSkip: { late: '517.3.2' },
  revive: { late: '517.4' },
  control: { late: '517.5' },
  create: { late: '517.6' },
  created: { late: '517.6.1' },
  asPossible: { late: '518.1' },
  heal: { late: '518.2' },
  draw: { late: '518.3' },
  discard: { late: '518.4' },
  deferred: { late: '519-p1' },
  coins: { late: '520.1' },
  coinMove: { late: '520.2' },
  accumulation: { late: '520.3' },
  temporary: { late: '520.4' },
  loseChoose: { late: '520.5' },
  modifiers: { late: '521.1' },
  clampZero: { late: '521.1-p2' },
  constructor: { late: '522.1' },
  constructorSpell: { late: '522.1-p2' },
} as const satisfies Record<string, Partial<Record<Edition, string>>>;

export type RuleKey = keyof typeof table;

export function cite(edition: Edition, key: RuleKey): { rule: string; edition: Edition } {
  const entry: Partial<Record<Edition, string>> = table[key];
  const own = entry[edition];
  if (own) return { rule: own, edition };
  const other: Edition = edition === 'early' ? 'late' : 'early';
  return { rule: entry[other] as string, edition: other };
}

export function entry(edition: Edition, key: RuleKey, text: string): TraceEntry {
  return { ...cite(edition, key), text };
}

/** Where the excerpts of the rulebook say nothing: the text says what the engine assumed. */
export function silent(edition: Edition, text: string): TraceEntry {
  return { rule: null, edition, text };
}

/** How the command line and tests print an entry: the text, then its rule or the excerpts' silence. */
export function traceLine(t: TraceEntry): string {
  return `${t.text} (${t.rule ?? SILENT_NOTE})`;
}


/** All rule numbers the engine cites, per edition (for docs and tests). */
export function allCitations(): { key: RuleKey; early?: string; late?: string }[] {
  return (Object.keys(table) as RuleKey[]).map((key) => ({ key, ...(table[key] as Partial<Record<Edition, string>>) }));
}
