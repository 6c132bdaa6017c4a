// 208.1 late / 207.1 early — heroes start in the play zone and stay there until the end of the
// game. 208.2 late / 207.2 early — heroes can get wounds and effects.
import { entry } from '../citations.ts';
import { refused } from '../results.ts';
import { nameOf } from '../state.ts';
import type { CardObj, Catalog, GameState, Refusal } from '../types.ts';

export function heroStays(catalog: Catalog, s: GameState, card: CardObj, what: string): Refusal | null {
  if (!card.hero) return null;
  return refused(entry(s.rules, 'heroStays', `${nameOf(catalog, card)}: герой остаётся в игровой зоне до конца игры — ${what} нельзя`));
}
