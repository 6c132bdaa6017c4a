// What a card loses when it goes to a hand, a deck or a graveyard, said once for all three
// zone rules (203.4, 204, 205.4): its effects and markers, named.
import { effectLabel } from '../effects.ts';
import { markerLabel } from '../markers.ts';
import type { CardObj, EffectInst, Marker } from '../types.ts';

export function lostOnTheWay(card: CardObj, effects: readonly EffectInst[] = card.effects, markers: readonly Marker[] = card.markers): string | null {
  const parts = [
    ...(effects.length ? [`эффекты (${effects.map((e) => effectLabel(e.effect)).join(', ')})`] : []),
    ...(markers.length ? [`маркеры (${markers.map(markerLabel).join(', ')})`] : []),
  ];
  return parts.length ? parts.join(' и ') : null;
}
