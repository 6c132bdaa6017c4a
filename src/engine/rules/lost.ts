// What a card loses or keeps when it becomes a new object, said once for every zone rule:
// «эффекты (стоимость +1) и маркеры («Яд» ×1)».
import { effectLabel, markerLabel } from '../effects.ts';
import type { EffectInst, Marker } from '../types.ts';

export function listBound(effects: readonly EffectInst[], markers: readonly Marker[]): string | null {
  const parts = [
    ...(effects.length ? [`эффекты (${effects.map((e) => effectLabel(e.effect)).join(', ')})`] : []),
    ...(markers.length ? [`маркеры (${markers.map(markerLabel).join(', ')})`] : []),
  ];
  return parts.length ? parts.join(' и ') : null;
}
