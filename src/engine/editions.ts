// Editions are data. Each rule the engine applies has a key here, saying what it decides; where
// that rule stands in an edition, which zones the edition has and what a card keeps across each
// zone change are the edition's table (content/engine/<edition>.yaml), which the caller hands in,
// oldest edition first. A rule an edition's table lacks is cited from the nearest edition that
// has it, and the trace entry names that edition.
import type { EditionRules, Keep } from './schema/edition-rules.ts';
import type { Edition, ZoneName } from './types.ts';

export type { EditionRules, Keep };

/** Every rule the engine applies, with what it decides. A table gives each its number or anchor. */
export const RULE_KEYS = [
  ['costSelf', 'an ability that changes only its own card’s cost works in hand and in play'],
  ['costSet', 'an ability that changes the cost of a set of cards works from play only, yet reaches cards in hand'],
  ['toHand', 'a card goes to its owner’s hand, loses effects and markers, and is another card afterwards'],
  ['deckLook', 'a deck is closed: only its owner looks through it, when a rule or an ability says so, and it is shuffled afterwards'],
  ['deckShuffle', 'a deck an ability takes a card from or puts a card into is shuffled, unless the card goes to a given place'],
  ['deckOwner', 'a card goes to its owner’s deck, loses effects and markers, and is another card afterwards'],
  ['graveyardTop', 'destroyed cards go to their owner’s graveyard on top; from a hand or a deck it is not destruction'],
  ['graveyardOrder', 'cards that reach a graveyard together are put there in the order their owner chooses'],
  ['graveyard', 'a card goes to its owner’s graveyard and loses what the edition does not keep'],
  ['supply', 'the supply: an open private zone, not a game zone, holding cards for creation'],
  ['supplyRefill', 'players refill the supply as needed'],
  ['stats', 'which base values each card type has'],
  ['onlyCost', 'events, spells and equipment have a cost only'],
  ['heroStays', 'heroes start in the play zone and stay there'],
  ['heroWounds', 'heroes get wounds and effects'],
  ['creatures', 'creatures in play attack with their strike and get wounds'],
  ['firstTurn', 'first-turn weakness'],
  ['spellCast', 'casting a spell: pay, to the graveyard, its abilities to the Queue; each must be legal'],
  ['eventEnters', 'a paid event enters the play zone'],
  ['oneEvent', 'one event in play per player'],
  ['eventImmune', 'an event is not attacked and gets no wounds'],
  ['equipmentEnters', 'paid equipment enters the play zone'],
  ['oneEquipment', 'one equipment of each subtype in play per player'],
  ['equipmentImmune', 'equipment is not attacked and gets no wounds'],
  ['playControl', 'the player who plays a card controls it'],
  ['summon', 'to summon: from a deck into play'],
  ['summonCancel', 'the deck is looked through and shuffled whether the summon finds its card or not'],
  ['revive', 'to revive: from a graveyard into play'],
  ['control', 'to take control; the opponent controls a card its controller loses control of'],
  ['controlKept', 'a card that cannot go to the opponent stays under its controller'],
  ['create', 'to create: a card from the list put into play'],
  ['created', 'created cards go to other zones like any card'],
  ['asPossible', 'a declared ability is done as far as possible'],
  ['heal', 'healing more than the wounds removes them all'],
  ['draw', 'drawing or showing more cards than a deck holds takes what there is'],
  ['discard', 'discarding more than a hand holds discards it all'],
  ['deferred', 'deferred effects wait for their condition; without a target they fall on the controlling hero'],
  ['coins', 'coins pay for cards and abilities'],
  ['coinMove', 'a gained coin comes from the coin supply, a lost one goes back'],
  ['accumulation', 'the accumulation phase gives a coin only below 10'],
  ['temporary', 'temporary coins go back at the end of the period: not a loss; nor is their return a gain'],
  ['loseChoose', 'a player made to lose coins chooses which'],
  ['modifiers', 'the order of modifiers of numerical values'],
  ['clampZero', 'a negative value after all modifiers becomes 0'],
  ['chain', 'the ability constructor: a chain of X abilities in the player’s order'],
  ['chainSpell', 'a constructor spell needs a chain without illegal targets'],
] as const;

export type RuleKey = (typeof RULE_KEYS)[number][0];
// Pure: a bundle that never lists the keys (the board's worker) drops the list and what each decides.
export const RULE_KEY_LIST: readonly RuleKey[] = /* @__PURE__ */ RULE_KEYS.map(([key]) => key);

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
  return RULE_KEY_LIST.map((key) => ({ key, rules: Object.fromEntries(tables.flatMap((t) => (Object.hasOwn(t.citations, key) ? [[t.id, t.citations[key]!]] : []))) }));
}
