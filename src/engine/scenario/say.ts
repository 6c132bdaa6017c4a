// Values as a reader reads them, in Russian: a player, markers, effects, card lists.
import { effectLabel, markerLabel } from '../effects.ts';
import { readDeferred, readEffect } from '../schema/effect-text.ts';
import { player } from '../words.ts';
import type { Effect, Marker, PlayerId } from '../types.ts';

export const sayPlayer = (p: PlayerId) => player(p);
export const sayNumber = (n: number | null) => (n === null ? 'неизвестно' : String(n));
export const sayNames = (names: string[]) => (names.length ? names.join(', ') : 'пусто');
export const sayMarkers = (markers: readonly Marker[]) => (markers.length ? markers.map(markerLabel).join(', ') : 'нет');
export const sayEffects = (effects: readonly Effect[]) => (effects.length ? effects.map(effectLabel).join(', ') : 'нет');

/** An effect as a scenario writes it ("cost +2"), said in Russian («стоимость +2»). */
export function sayNotation(notation: string): string {
  const deferred = /^отложенный:\s*(.*)$/.exec(notation);
  const payload = deferred ? readDeferred(deferred[1]) : null;
  if (payload) return effectLabel({ kind: 'deferred', payload });
  const effect = readEffect(notation);
  return effect ? effectLabel(effect) : notation;
}
