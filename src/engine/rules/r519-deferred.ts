// 519 (Отложенные эффекты) — some abilities create deferred effects that wait for their
// condition; when the ability names neither whom they fall on nor targets, they fall on the hero
// controlling the ability. A deferred effect lies on its card as an effect: when the card becomes
// a new object (203.4, 204, 205.4) it is lost with the other effects and never fires.
import { entry } from '../citations.ts';
import { instance, payloadLabel } from '../effects.ts';
import { heal } from './r518-full-execution.ts';
import { addWounds, cannotBeWounded } from './wounds.ts';
import { playerGen } from '../words.ts';
import type { Catalog, DeferredPayload, GameState, PlayerId, TraceEntry } from '../types.ts';

export function defer(s: GameState, player: PlayerId, payload: DeferredPayload, target: number | undefined): TraceEntry[] {
  const phys = target ?? s.players[player].hero;
  const card = s.cards[phys];
  card.effects = [...card.effects, instance({ kind: 'deferred', payload }, s.seq++)];
  const what = payloadLabel(payload);
  return [
    target === undefined
      ? entry(s.edition, 'deferred', `отложенный эффект «${what}» без цели ложится на героя ${playerGen(player)}, контролирующего способность, и ждёт конца хода`)
      : entry(s.edition, 'deferred', `отложенный эффект «${what}» ложится на ${card.name} и ждёт конца хода`),
  ];
}

/** Deferred effects whose condition (the end of the turn) has come, in the order they appeared. */
export function fireAtEndOfTurn(catalog: Catalog, s: GameState): TraceEntry[] {
  const due = Object.values(s.cards)
    .flatMap((card) => card.effects.flatMap((e) => (e.effect.kind === 'deferred' ? [{ card, e, payload: e.effect.payload }] : [])))
    .sort((a, b) => a.e.seq - b.e.seq);
  const trace: TraceEntry[] = [];
  for (const { card, e, payload } of due) {
    card.effects = card.effects.filter((x) => x !== e);
    const what = `конец хода: отложенный эффект «${payloadLabel(payload)}»`;
    if (card.zone !== 'play') {
      trace.push(entry(s.edition, 'asPossible', `${what}: ${card.name} уже не в игровой зоне — не выполняется`));
    } else if (payload.kind === 'stat') {
      card.effects = [...card.effects, instance(payload, s.seq++)];
      trace.push(entry(s.edition, 'deferred', `${what} накладывается на ${card.name}`));
    } else if (payload.kind === 'wound') {
      // Wounds from a deferred effect follow the same rules as any (211.2-p2, 212.2-p2).
      const why = cannotBeWounded(catalog, s, card.phys);
      trace.push(...(why ? [why] : [entry(s.edition, 'deferred', `${what} выполняется на ${card.name}`), ...addWounds(catalog, s, card.phys, payload.amount)]));
    } else {
      trace.push(entry(s.edition, 'deferred', `${what} выполняется на ${card.name}`), ...heal(s, card, payload.amount));
    }
  }
  return trace;
}
