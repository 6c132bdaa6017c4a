// 519 (Отложенные эффекты) — some abilities create deferred effects that wait for their
// condition; when the ability names neither whom they fall on nor targets, they fall on the hero
// controlling the ability.
import { entry } from '../citations.ts';
import { parseDeferred } from '../effects.ts';
import type { GameState, PlayerId, TraceEntry } from '../types.ts';

export const DEFERRED_PREFIX = 'отложенный: ';

export function defer(s: GameState, player: PlayerId, payload: string, target: number | undefined): TraceEntry[] {
  const phys = target ?? s.players[player].hero;
  const card = s.cards[phys];
  const c = entry(s.edition, 'deferred', '');
  s.deferred.push({ payload, when: 'endTurn', card: phys, rule: c.rule });
  card.effects.push({ text: DEFERRED_PREFIX + payload, name: 'отложенный', seq: s.seq++ });
  return [
    target === undefined
      ? entry(s.edition, 'deferred', `отложенный эффект «${payload}» без цели накладывается на героя ${player}, контролирующего способность; ждёт конца хода`)
      : entry(s.edition, 'deferred', `отложенный эффект «${payload}» накладывается на ${card.name}; ждёт конца хода`),
  ];
}

/** Deferred effects whose condition (end of turn) has come. Changes `s` in place. */
export function fireAtEndOfTurn(s: GameState): TraceEntry[] {
  const trace: TraceEntry[] = [];
  const due = s.deferred.filter((d) => d.when === 'endTurn');
  s.deferred = s.deferred.filter((d) => d.when !== 'endTurn');
  for (const d of due) {
    const card = s.cards[d.card];
    card.effects = card.effects.filter((e) => e.text !== DEFERRED_PREFIX + d.payload);
    if (card.zone !== 'play') {
      trace.push(entry(s.edition, 'asPossible', `отложенный эффект «${d.payload}»: ${card.name} уже не в игровой зоне — не выполняется`));
      continue;
    }
    const p = parseDeferred(d.payload);
    if (!p) continue;
    if ('amount' in p) {
      if (p.kind === 'wound') card.wounds += p.amount;
      else card.wounds = Math.max(0, card.wounds - p.amount);
      trace.push(entry(s.edition, 'deferred', `конец хода: отложенный эффект «${d.payload}» выполняется на ${card.name}, ран ${card.wounds}`));
    } else if (p.kind === 'stat') {
      card.effects.push({ text: p.text, stat: p.stat, op: p.op, value: p.value, seq: s.seq++ });
      trace.push(entry(s.edition, 'deferred', `конец хода: отложенный эффект «${d.payload}» накладывается на ${card.name}`));
    }
  }
  return trace;
}
