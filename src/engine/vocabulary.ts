// The words every part of the engine names, declared once: the players, the zones, an edition's
// id and the rules the engine applies. A leaf: it imports nothing, so the schemas, the types and
// the editions all take these from here and none of them imports another in a circle.

/** The players, as scenarios write them. */
export const PLAYERS = ['A', 'B'] as const;
export type PlayerId = (typeof PLAYERS)[number];

/** Every zone some edition has; an edition's table says which it has (content/engine/). */
export const ZONES = ['hand', 'deck', 'graveyard', 'supply', 'play'] as const;
export type ZoneName = (typeof ZONES)[number];

/** A player's zone, as a scenario writes it `A.hand`. */
export interface ZoneRef {
  player: PlayerId;
  zone: ZoneName;
}

/** An edition's id, as the rulebook content names it; the editions themselves are data. */
export type Edition = string;

/** Every rule the engine applies, with what it decides. A table gives each its number or anchor. */
export const RULE_KEYS = [
  ['costSelf', 'an ability that changes only its own card’s cost works in hand and in play'],
  ['costSet', 'an ability that changes the cost of a set of cards works from play only, yet reaches cards in hand'],
  ['toHand', 'a card goes to its owner’s hand, loses effects and markers, and is another card afterwards'],
  ['handLook', 'a hand is semi-closed: a player looks at their own hand only'],
  ['deckLook', 'a deck is closed: only its owner looks through it, when a rule or an ability says so, and it is shuffled afterwards'],
  ['deckShuffle', 'a deck an ability takes a card from or puts a card into is shuffled, unless the card goes to a given place'],
  ['deckOwner', 'a card goes to its owner’s deck, loses effects and markers, and is another card afterwards'],
  ['graveyardTop', 'destroyed cards go to their owner’s graveyard on top; from a hand or a deck it is not destruction'],
  ['graveyardOrder', 'cards that reach a graveyard together are put there in the order their owner chooses'],
  ['graveyardLook', 'a graveyard is open: a player may look at the cards in any graveyard, their own or the opponent’s, at any time'],
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
  ['triggerSkip', 'a triggered ability that summons a given card from the deck may be skipped, as if the deck lacked the card'],
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
  ['periodEnds', 'what an ability gives for a period, until the end of the turn, ends with the period'],
  ['loseChoose', 'a player made to lose coins chooses which'],
  ['modifiers', 'the order of modifiers of numerical values'],
  ['clampZero', 'a negative value after all modifiers becomes 0'],
  ['chain', 'the ability constructor: a chain of X abilities in the player’s order'],
  ['chainSpell', 'a constructor spell needs a chain without illegal targets'],
] as const;

export type RuleKey = (typeof RULE_KEYS)[number][0];
// Pure: a bundle that never lists the keys (the board's worker) drops the list and what each decides.
export const RULE_KEY_LIST: readonly RuleKey[] = /* @__PURE__ */ RULE_KEYS.map(([key]) => key);
