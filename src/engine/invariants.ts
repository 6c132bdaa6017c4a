// Invariants that hold after every action: each physical card in exactly one place, none lost
// or duplicated (creation adds cards), coins never negative, zones agree with the cards.
import type { Coins, GameState } from './types.ts';
import { PLAYERS, ZONES } from './types.ts';

const negative = (c: Coins) => c.open < 0 || c.closed < 0;

export function checkInvariants(s: GameState, before?: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  for (const p of PLAYERS) {
    const ps = s.players[p];
    const places: [string, number[]][] = ZONES.map((z) => [`${p}.${z}`, ps[z]]);
    if (ps.hero >= 0) places.push([`${p}.hero`, [ps.hero]]);
    for (const [where, list] of places) {
      for (const phys of list) {
        if (seen.has(phys)) problems.push(`card ${phys} is in ${seen.get(phys)} and in ${where}`);
        seen.set(phys, where);
        const c = s.cards[phys];
        if (!c) {
          problems.push(`${where} holds unknown card ${phys}`);
          continue;
        }
        const zone = where.split('.')[1];
        const expectZone = zone === 'hero' ? 'play' : zone;
        if (c.zone !== expectZone) problems.push(`${c.name} (${phys}) is listed in ${where} but says zone ${c.zone}`);
        if (zone === 'play' && c.controller !== p) problems.push(`${c.name} in ${where} is controlled by ${c.controller}`);
        if (zone !== 'play' && zone !== 'hero' && c.owner !== p) problems.push(`${c.name} in ${where} is owned by ${c.owner}`);
        if (c.wounds < 0) problems.push(`${c.name} has negative wounds`);
        if (c.zone !== 'play' && c.wounds !== 0) problems.push(`${c.name} has wounds outside play`);
      }
    }
    if (negative(ps.coins) || negative(ps.temporary) || negative(ps.suspended)) problems.push(`${p}: negative coin count`);
    if (ps.lost < 0 || ps.gained < 0) problems.push(`${p}: negative count of coins gained or lost`);
  }
  if (s.markers.some((m) => m.count < 0)) problems.push('a negative marker count');
  for (const id of Object.keys(s.cards)) if (!seen.has(Number(id))) problems.push(`card ${id} (${s.cards[Number(id)].name}) is in no zone`);
  if (before) {
    for (const id of Object.keys(before.cards)) if (!s.cards[Number(id)]) problems.push(`card ${id} was lost`);
    for (const id of Object.keys(s.cards)) {
      if (!before.cards[Number(id)] && !s.cards[Number(id)].created) problems.push(`card ${id} appeared without being created`);
    }
  }
  return problems;
}
