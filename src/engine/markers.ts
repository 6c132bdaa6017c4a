// Markers on a card: a list of names and counts. A list, not an object, so that any name
// («toString», «__proto__») is just a name.
import type { Marker } from './types.ts';

export function withMarker(markers: readonly Marker[], name: string, count: number): Marker[] {
  const found = markers.find((m) => m.name === name);
  if (!found) return [...markers, { name, count }];
  return markers.map((m) => (m === found ? { name, count: m.count + count } : m));
}

export function markerCount(markers: readonly Marker[], name: string): number {
  return markers.find((m) => m.name === name)?.count ?? 0;
}

export const markerLabel = (m: Marker) => `«${m.name}» ×${m.count}`;
