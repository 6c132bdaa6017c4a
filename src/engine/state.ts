// The game state: creation, copying and lookups. A move works on a copy (its draft) and the
// state given to it is never changed.
import type { Rules } from './editions.ts';
import type { CardDef, CardObj, Case, Catalog, GameState, PlayerId, PlayerState, ZoneName, ZoneRef } from './types.ts';
import { nameIn } from './words.ts';

/** The hero each player has when the scenario names none: no facts are known about it. */
export const GENERIC_HERO: CardDef = {
  slug: 'generic-hero',
  name: 'Герой',
  aliases: [],
  gender: 'masculine',
  forms: { nom: 'Герой', gen: 'Героя', dat: 'Герою', acc: 'Героя', ins: 'Героем', prep: 'Герое' },
  type: 'hero',
  subtype: null,
  race: null,
  element: null,
  cost: null,
  lives: null,
  strike: null,
  abilities: [],
  note: 'Условный герой сценария: характеристики неизвестны.',
};

function emptyPlayer(): PlayerState {
  return {
    hand: [],
    deck: [],
    graveyard: [],
    supply: [],
    play: [],
    hero: -1,
    coins: { open: 0, closed: 0 },
    temporary: { open: 0, closed: 0 },
    suspended: { open: 0, closed: 0 },
    gained: 0,
    lost: 0,
    shuffles: 0,
  };
}

export function createState(rules: Rules, seed = 1): GameState {
  return {
    rules,
    turn: 1,
    active: 'A',
    phase: 'main',
    cards: {},
    players: { A: emptyPlayer(), B: emptyPlayer() },
    effects: [],
    markers: [],
    queue: [],
    triggered: [],
    rng: seed >>> 0,
    nextPhys: 1,
    nextObject: 1,
    seq: 1,
  };
}

export function cloneState(s: GameState): GameState {
  const cards: Record<number, CardObj> = {};
  for (const k in s.cards) cards[k] = { ...s.cards[k] };
  const player = (p: PlayerState): PlayerState => ({
    ...p,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    graveyard: p.graveyard.slice(),
    supply: p.supply.slice(),
    play: p.play.slice(),
    coins: { ...p.coins },
    temporary: { ...p.temporary },
    suspended: { ...p.suspended },
  });
  return {
    ...s,
    cards,
    players: { A: player(s.players.A), B: player(s.players.B) },
    effects: s.effects.slice(),
    markers: s.markers.slice(),
    // Items of the Queue are never changed, only taken out.
    queue: s.queue.slice(),
    triggered: s.triggered.slice(),
  };
}

export const other = (p: PlayerId): PlayerId => (p === 'A' ? 'B' : 'A');

export function defOf(catalog: Catalog, card: CardObj): CardDef {
  const def = catalog.byName.get(card.name) ?? (card.hero ? GENERIC_HERO : undefined);
  if (!def) throw new Error(`engine: card "${card.name}" missing from the catalog`);
  return def;
}

/** The card's name in the case a sentence needs, from its data. */
export const nameOf = (catalog: Catalog, card: CardObj, c: Case = 'nom') => nameIn(defOf(catalog, card), c);

/** Where a card is: the play zone of its controller, any other zone of its owner. */
export function whereIs(s: GameState, phys: number): ZoneRef {
  const c = s.cards[phys];
  return { player: c.zone === 'play' ? c.controller : c.owner, zone: c.zone };
}

/** Takes a card out of its zone's list (never a hero: heroes are held apart, and never move). */
export function removeFromZone(s: GameState, phys: number): void {
  const { player, zone } = whereIs(s, phys);
  const list = s.players[player][zone];
  list.splice(list.indexOf(phys), 1);
}

/** Put a new card object in the state (setup, creation). */
export function addCard(
  s: GameState,
  init: { name: string; owner: PlayerId; controller?: PlayerId; zone: ZoneName; hero?: boolean; created?: boolean },
): CardObj {
  const phys = s.nextPhys++;
  const card: CardObj = {
    phys,
    name: init.name,
    owner: init.owner,
    hero: init.hero ?? false,
    created: init.created ?? false,
    object: s.nextObject++,
    zone: init.zone,
    controller: init.controller ?? init.owner,
    wounds: 0,
    closed: false,
    enteredTurn: null,
    controlTurn: null,
    seq: s.seq++,
  };
  s.cards[phys] = card;
  if (card.hero) s.players[card.controller].hero = phys;
  else s.players[card.zone === 'play' ? card.controller : card.owner][card.zone].push(phys);
  return card;
}

/** Cards in the play zone under a player's control, hero first. */
const inPlay = (s: GameState, p: PlayerId): number[] => [s.players[p].hero, ...s.players[p].play];

export function allInPlay(s: GameState): number[] {
  return [...inPlay(s, 'A'), ...inPlay(s, 'B')];
}

/** All coins of a player in the play zone, permanent and temporary. */
/** What a player's counters hold: how often their deck was shuffled, coins gained and lost this turn. */
export const counterOf = (s: GameState, p: PlayerId, which: 'shuffles' | 'coinsLost' | 'coinsGained'): number =>
  which === 'shuffles' ? s.players[p].shuffles : which === 'coinsLost' ? s.players[p].lost : s.players[p].gained;

export function coinTotals(s: GameState, p: PlayerId): { total: number; open: number; closed: number; temporary: number } {
  const { coins, temporary } = s.players[p];
  const open = coins.open + temporary.open;
  const closed = coins.closed + temporary.closed;
  return { total: open + closed, open, closed, temporary: temporary.open + temporary.closed };
}
