// The game state: creation, copying and lookups. A move works on a copy (its draft) and the
// state given to it is never changed.
import type { Rules } from './editions.ts';
import type { CardDef, CardObj, Case, Catalog, GameState, PlayerId, PlayerState, ZoneName } from './types.ts';
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
    attacks: [],
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
    queue: s.queue.map((q) => ({ ...q, targets: q.targets.slice() })),
    attacks: s.attacks.slice(),
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

/** The list that physically holds a card. Heroes are held by `hero`, not by a zone list. */
export function holder(s: GameState, phys: number): { player: PlayerId; zone: ZoneName | 'hero' } {
  const c = s.cards[phys];
  if (c.hero) return { player: c.controller, zone: 'hero' };
  if (c.zone === 'play') return { player: c.controller, zone: 'play' };
  return { player: c.owner, zone: c.zone };
}

export function removeFromZone(s: GameState, phys: number): void {
  const h = holder(s, phys);
  if (h.zone === 'hero') return;
  const list = s.players[h.player][h.zone];
  const i = list.indexOf(phys);
  if (i >= 0) list.splice(i, 1);
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

/** Cards in the play zone under a player's control, hero included. */
export function inPlay(s: GameState, p: PlayerId, withHero = true): number[] {
  const list = s.players[p].play.slice();
  if (withHero && s.players[p].hero >= 0) list.unshift(s.players[p].hero);
  return list;
}

export function allInPlay(s: GameState): number[] {
  return [...inPlay(s, 'A'), ...inPlay(s, 'B')];
}

/** All coins of a player in the play zone, permanent and temporary. */
/** What the state counts for a player: deck shuffles (204), coins lost and gained (520.4). */
export type Counter = 'shuffles' | 'coinsLost' | 'coinsGained';

/** How many times a player's deck was shuffled, or coins they lost or gained. */
export function counted(s: GameState, p: PlayerId, which: Counter): number {
  const ps = s.players[p];
  return which === 'shuffles' ? ps.shuffles : which === 'coinsLost' ? ps.lost : ps.gained;
}

export function coinTotals(s: GameState, p: PlayerId): { total: number; open: number; closed: number; temporary: number } {
  const { coins, temporary } = s.players[p];
  const open = coins.open + temporary.open;
  const closed = coins.closed + temporary.closed;
  return { total: open + closed, open, closed, temporary: temporary.open + temporary.closed };
}
