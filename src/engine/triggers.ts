// Triggered abilities (срабатывающие способности): a card's data declares the event that fires
// each. When the event happens the ability waits, aimed at nothing, for its player: carried out
// through the Queue (a `trigger` step), or, if it summons a given card, skipped (517.3.2). How a
// triggered ability fires the excerpts do not say; the trace says what the engine does.
import { silent } from './citations.ts';
import { refOf } from './objects.ts';
import { defOf, nameOf } from './state.ts';
import { player as playerName } from './words.ts';
import type { TRIGGER_EVENTS } from './schema/card.ts';
import type { Catalog, GameState, TraceEntry } from './types.ts';

export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

const HAPPENED: Record<TriggerEvent, string> = { enters: 'входит в игровую зону', destroyed: 'уничтожается' };

/** The card's triggered abilities for `event` begin to wait for its controller. */
export function fire(catalog: Catalog, s: GameState, phys: number, event: TriggerEvent): TraceEntry[] {
  const card = s.cards[phys];
  return defOf(catalog, card).abilities.flatMap((ability) => {
    if (ability.kind !== 'triggered' || ability.on !== event) return [];
    s.triggered.push({ source: refOf(card), effect: ability.effect, targets: [], player: card.controller });
    const skip = ability.effect.do === 'summon' ? ' или пропускает' : '';
    return [
      silent(
        s.rules,
        `${nameOf(catalog, card)} ${HAPPENED[event]}: срабатывает способность «${ability.text}»; её выполняет${skip} ${playerName(card.controller)}`,
      ),
    ];
  });
}
