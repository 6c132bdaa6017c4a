// Effects and markers said in Russian: «стоимость +2», «Инкарнация 2», «отложенный эффект:
// 2 раны», «Яд» ×2.
import { STAT_WORDS, wounds } from './words.ts';
import type { DeferredPayload, Effect, Marker, Op } from './types.ts';

export const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷', '=': '=' };

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

export const markerLabel = (m: Marker) => `«${m.name}» ×${m.count}`;

export const untilEndOfTurn = (until?: 'endTurn') => (until ? ' до конца хода' : '');
