// 519 (Отложенные эффекты) — some abilities create deferred effects that wait for their
// condition; when the ability names neither whom they fall on nor targets, they fall on the hero
// controlling the ability. A deferred effect lies on a game object: once the card becomes a new
// object (203.4, 204, 205.4) the effect belongs to an object that is gone, and never fires.
import { entry } from '../citations.ts';
import { payloadLabel } from '../effects.ts';
import { addEffect, effectsOf } from '../objects.ts';
import { nameOf } from '../state.ts';
import { heal } from './r518-full-execution.ts';
import { addWounds, cannotBeWounded } from './wounds.ts';
import { playerGen } from '../words.ts';
import type { Catalog, DeferredPayload, EffectInst, GameState, PlayerId, TraceEntry } from '../types.ts';

/** Who declared the deferred effect: the player, or the card whose ability it is (its controller controls the ability). */
export interface DeferredBy {
  player: PlayerId;
  source?: number;
}

export function defer(catalog: Catalog, s: GameState, by: DeferredBy, payload: DeferredPayload, target: number | undefined): TraceEntry[] {
  const source = by.source === undefined ? undefined : s.cards[by.source];
  const controller = source ? source.controller : by.player;
  const card = s.cards[target ?? s.players[controller].hero];
  addEffect(s, card, { kind: 'deferred', payload });
  const what = `отложенный эффект «${payloadLabel(payload)}»${source ? ` способности ${nameOf(catalog, source, 'gen')}` : ''}`;
  return [
    target === undefined
      ? entry(s.rules, 'deferred', `${what} без цели ложится на героя ${playerGen(controller)}, контролирующего способность, и ждёт конца хода`)
      : entry(s.rules, 'deferred', `${what} ложится на ${nameOf(catalog, card, 'acc')} и ждёт конца хода`),
  ];
}

const isDeferred = (e: EffectInst): e is EffectInst & { effect: { kind: 'deferred' } } => e.effect.kind === 'deferred';

/** Deferred effects whose condition (the end of the turn) has come, in the order they appeared. */
export function fireAtEndOfTurn(catalog: Catalog, s: GameState): TraceEntry[] {
  const due = Object.values(s.cards)
    .flatMap((card) => effectsOf(s, card).filter(isDeferred))
    .sort((a, b) => a.seq - b.seq);
  // The condition has come for every deferred effect: those of objects that are gone end unseen.
  s.effects = s.effects.filter((e) => !isDeferred(e));
  const trace: TraceEntry[] = [];
  for (const e of due) {
    const card = s.cards[e.on.card];
    const { payload } = e.effect;
    const name = nameOf(catalog, card);
    const what = `конец хода: отложенный эффект «${payloadLabel(payload)}»`;
    if (card.zone !== 'play') {
      trace.push(entry(s.rules, 'asPossible', `${what}: ${name} не в игровой зоне — не выполняется`));
    } else if (payload.kind === 'stat') {
      addEffect(s, card, payload);
      trace.push(entry(s.rules, 'deferred', `${what} накладывается на ${nameOf(catalog, card, 'acc')}`));
    } else if (payload.kind === 'wound') {
      // Wounds from a deferred effect follow the same rules as any (211.2-p2, 212.2-p2).
      const why = cannotBeWounded(catalog, s, card.phys);
      trace.push(
        ...(why
          ? [why]
          : [entry(s.rules, 'deferred', `${what} выполняется на ${nameOf(catalog, card, 'prep')}`), ...addWounds(catalog, s, card.phys, payload.amount)]),
      );
    } else {
      trace.push(entry(s.rules, 'deferred', `${what} выполняется на ${nameOf(catalog, card, 'prep')}`), ...heal(catalog, s, card, payload.amount));
    }
  }
  return trace;
}
