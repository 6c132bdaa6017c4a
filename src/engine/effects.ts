// Effects on card objects: making an instance, and saying an effect in Russian.
import { STAT_WORDS, wounds } from './words.ts';
import type { DeferredPayload, Effect, EffectInst, Op } from './types.ts';

export const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷', '=': '=' };

export function instance(effect: Effect, seq: number, until?: 'endTurn'): EffectInst {
  return until ? { effect, seq, until } : { effect, seq };
}

/** «стоимость +2», «сила удара ×2», «Инкарнация 2», «отложенный эффект: 2 раны» */
export function effectLabel(effect: Effect): string {
  switch (effect.kind) {
    case 'stat':
      return `${STAT_WORDS[effect.stat]} ${OP_SIGN[effect.op]}${effect.value}`;
    case 'named':
      return effect.value === undefined ? effect.name : `${effect.name} ${effect.value}`;
    case 'deferred':
      return `отложенный эффект: ${payloadLabel(effect.payload)}`;
  }
}

export function payloadLabel(payload: DeferredPayload): string {
  if (payload.kind === 'stat') return effectLabel(payload);
  return payload.kind === 'wound' ? wounds(payload.amount) : `излечение на ${payload.amount}`;
}

export const isIncarnation = (effect: Effect) => effect.kind === 'named' && effect.name.toLowerCase().startsWith('инкарнац');

export const untilEndOfTurn = (until?: 'endTurn') => (until ? ' до конца хода' : '');
