// A plain picture of the game state after a step, for people: both players' zones with each
// card's wounds, markers, effects and current cost; coins; turn and phase. Heroes apart.
import { statOf } from '../stats.ts';
import type { Catalog, CardObj, GameState, PlayerId, ZoneName } from '../types.ts';
import { PLAYERS, ZONES } from '../types.ts';

export interface CardView {
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  wounds: number;
  markers: Record<string, number>;
  effects: string[];
  closed: boolean;
  cost: number | null;
}

export interface PlayerView {
  hero: CardView;
  coins: { open: number; closed: number; temporary: number };
  zones: Record<ZoneName, CardView[]>;
}

export interface StateView {
  turn: number;
  active: PlayerId;
  phase: string;
  players: Record<PlayerId, PlayerView>;
}

function cardView(catalog: Catalog, s: GameState, card: CardObj): CardView {
  return {
    name: card.name,
    owner: card.owner,
    controller: card.controller,
    wounds: card.wounds,
    markers: { ...card.markers },
    effects: card.effects.map((e) => e.text),
    closed: card.closed,
    cost: card.hero ? null : statOf(catalog, s, card.phys, 'cost').value,
  };
}

export function describeState(catalog: Catalog, s: GameState): StateView {
  const players = {} as Record<PlayerId, PlayerView>;
  for (const p of PLAYERS) {
    const ps = s.players[p];
    const zones = {} as Record<ZoneName, CardView[]>;
    for (const z of ZONES) zones[z] = ps[z].filter((phys) => !s.cards[phys].hero).map((phys) => cardView(catalog, s, s.cards[phys]));
    players[p] = {
      hero: cardView(catalog, s, s.cards[ps.hero]),
      coins: {
        open: ps.coins.filter((c) => !c.closed).length,
        closed: ps.coins.filter((c) => c.closed).length,
        temporary: ps.coins.filter((c) => c.temporary).length,
      },
      zones,
    };
  }
  return { turn: s.turn, active: s.active, phase: s.phase, players };
}
