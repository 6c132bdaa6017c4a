// 203.2 — an ability that changes only its own card's cost works in hand and in the play zone.
// 203.3 — an ability that changes the cost of a set of cards works only from the play zone,
// yet reaches cards in hand. Stat auras of other kinds (strike, lives) work from the play zone
// and reach cards in play only (the excerpts say nothing more about them).
import { entry, silent } from '../citations.ts';
import { OP_SIGN } from '../effects.ts';
import { defOf, allInPlay, nameOf } from '../state.ts';
import type { Amount, CardObj, Catalog, Filter, GameState, Stat, TraceEntry } from '../types.ts';
import type { Modifier } from './r521-modifiers.ts';

function countAmount(s: GameState, card: CardObj, amount: Amount): { n: number; what: string } {
  if (typeof amount === 'number') return { n: amount, what: '' };
  const hand = s.players[card.owner].hand;
  const n = amount.excludeSelf ? hand.filter((p) => p !== card.phys).length : hand.length;
  return { n, what: amount.excludeSelf ? `других карт в руке ${n}` : `карт в руке ${n}` };
}

/** Does `target` match the filter, seen from the ability's `source`? "Yours" means: in play under
 *  the source's controller, or in the hand of that player. */
function matches(catalog: Catalog, source: CardObj, target: CardObj, f: Filter | undefined): boolean {
  if (!f) return true;
  const def = defOf(catalog, target);
  if (f.type && !f.type.includes(def.type)) return false;
  if (f.race !== undefined && def.race !== f.race) return false;
  if (f.other && target.phys === source.phys) return false;
  const side = target.zone === 'play' ? target.controller : target.owner;
  if (f.controller === 'own' && side !== source.controller) return false;
  if (f.controller === 'opponent' && side === source.controller) return false;
  return true;
}

export function abilityModifiers(catalog: Catalog, s: GameState, card: CardObj, stat: Stat): { mods: Modifier[]; trace: TraceEntry[] } {
  const mods: Modifier[] = [];
  const trace: TraceEntry[] = [];
  const ed = s.rules;
  // Abilities of the card itself.
  for (const a of defOf(catalog, card).abilities) {
    if (a.kind !== 'stat' || a.stat !== stat || a.scope !== 'self') continue;
    const works = stat === 'cost' ? card.zone === 'hand' || card.zone === 'play' : card.zone === 'play';
    if (!works) {
      if (stat === 'cost')
        trace.push(entry(ed, 'costSelf', `${nameOf(catalog, card)}: способность своей стоимости не действует (карта не в руке и не в игровой зоне)`));
      continue;
    }
    const { n, what } = countAmount(s, card, a.amount);
    mods.push({ op: a.op, value: n, seq: card.seq, source: `${nameOf(catalog, card)}${what ? ', ' + what : ''}` });
    const line = `${nameOf(catalog, card)}: ${OP_SIGN[a.op]}${n}${what ? ', ' + what : ''}`;
    trace.push(stat === 'cost' ? entry(ed, 'costSelf', line) : silent(ed, `${line}; такая способность действует, пока карта в игровой зоне`));
  }
  // Abilities of other cards that reach a set of cards: only from the play zone.
  const reachable = stat === 'cost' ? card.zone === 'hand' || card.zone === 'play' : card.zone === 'play';
  if (!reachable) return { mods, trace };
  for (const phys of allInPlay(s)) {
    const src = s.cards[phys];
    for (const a of defOf(catalog, src).abilities) {
      if (a.kind !== 'stat' || a.stat !== stat || a.scope !== 'set') continue;
      if (!matches(catalog, src, card, { controller: 'own', ...a.filter })) continue;
      const { n, what } = countAmount(s, src, a.amount);
      mods.push({ op: a.op, value: n, seq: src.seq, source: `${nameOf(catalog, src)}${what ? ', ' + what : ''}` });
      const line = `${nameOf(catalog, card)}: ${OP_SIGN[a.op]}${n} от ${nameOf(catalog, src, 'gen')} в игровой зоне`;
      trace.push(stat === 'cost' ? entry(ed, 'costSet', line) : silent(ed, `${line}: способности карт в игровой зоне действуют на карты в игровой зоне`));
    }
  }
  return { mods, trace };
}

/** For the trace: set-cost abilities of cards in hand do nothing (203.3). */
export function idleSetAbilities(catalog: Catalog, s: GameState, card: CardObj): TraceEntry[] {
  const out: TraceEntry[] = [];
  for (const p of ['A', 'B'] as const) {
    for (const phys of s.players[p].hand) {
      const src = s.cards[phys];
      for (const a of defOf(catalog, src).abilities) {
        if (a.kind === 'stat' && a.stat === 'cost' && a.scope === 'set' && matches(catalog, src, card, { controller: 'own', ...a.filter })) {
          out.push(entry(s.rules, 'costSet', `${nameOf(catalog, src)} в руке не влияет на стоимость ${nameOf(catalog, card, 'gen')}`));
        }
      }
    }
  }
  return out;
}
