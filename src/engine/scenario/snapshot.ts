// A plain picture of the game state after a step, for people and for the judge's board: both
// players' zones with each card's wounds, markers, effects and current values; coins; the turn.
// Cards keep their physical id, so two pictures show what moved or changed.
import { effectLabel } from '../effects.ts';
import { effectsOf, markersOf } from '../objects.ts';
import { coinTotals, GENERIC_HERO } from '../state.ts';
import { statOf } from '../stats.ts';
import type { Catalog, CardObj, GameState, Marker, Phase, PlayerId, ZoneName } from '../types.ts';

export interface CardView {
  id: number;
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  wounds: number;
  markers: Marker[];
  /** effects said in Russian */
  effects: string[];
  closed: boolean;
  cost: number | null;
  power: number | null;
  lives: number | null;
}

export interface PlayerView {
  hero: CardView;
  /** a hero the scenario did not name */
  genericHero: boolean;
  coins: { open: number; closed: number; temporary: number };
  zones: Record<ZoneName, CardView[]>;
}

export interface StateView {
  turn: number;
  active: PlayerId;
  phase: Phase;
  players: Record<PlayerId, PlayerView>;
}

function cardView(catalog: Catalog, s: GameState, card: CardObj): CardView {
  const value = (stat: 'cost' | 'power' | 'lives') => statOf(catalog, s, card.phys, stat).value;
  return {
    id: card.phys,
    name: card.name,
    owner: card.owner,
    controller: card.controller,
    wounds: card.wounds,
    markers: markersOf(s, card),
    effects: effectsOf(s, card).map((e) => effectLabel(e.effect)),
    closed: card.closed,
    cost: card.hero ? null : value('cost'),
    power: value('power'),
    lives: value('lives'),
  };
}

export function describeState(catalog: Catalog, s: GameState): StateView {
  const playerView = (p: PlayerId): PlayerView => {
    const ps = s.players[p];
    const zone = (z: ZoneName) => ps[z].map((phys) => cardView(catalog, s, s.cards[phys]));
    const { open, closed, temporary } = coinTotals(s, p);
    return {
      hero: cardView(catalog, s, s.cards[ps.hero]),
      genericHero: s.cards[ps.hero].name === GENERIC_HERO.name,
      coins: { open, closed, temporary },
      zones: { hand: zone('hand'), deck: zone('deck'), graveyard: zone('graveyard'), supply: zone('supply'), play: zone('play') },
    };
  };
  return { turn: s.turn, active: s.active, phase: s.phase, players: { A: playerView('A'), B: playerView('B') } };
}
