// 520.4 — what an ability gives «for a period, for instance until the end of the turn» goes back at
// the end of that period. The excerpts say it of coins; the engine ends every effect given until
// the end of the turn the same way, and cites the rule for both: when the effect is given, and
// when it ends.
import { entry } from '../citations.ts';
import { effectLabel } from '../effects.ts';
import { effectsOf } from '../objects.ts';
import { nameOf } from '../state.ts';
import type { CardObj, Catalog, Effect, GameState, TraceEntry } from '../types.ts';

/** The entry that goes with an effect given until the end of the turn. */
export function givenForPeriod(catalog: Catalog, s: GameState, card: CardObj, effect: Effect): TraceEntry {
  return entry(
    s.rules,
    'periodEnds',
    `эффект «${effectLabel(effect)}» на ${nameOf(catalog, card, 'prep')} действует до конца хода: в конце этого периода он заканчивается`,
  );
}

/** The end of the turn: every effect given until then ends, those of objects that are gone as well. */
export function endPeriodEffects(catalog: Catalog, s: GameState): TraceEntry[] {
  const trace: TraceEntry[] = [];
  for (const card of Object.values(s.cards)) {
    const ending = effectsOf(s, card).filter((e) => e.until === 'endTurn');
    if (ending.length)
      trace.push(
        entry(
          s.rules,
          'periodEnds',
          `конец хода: у ${nameOf(catalog, card, 'gen')} заканчиваются эффекты до конца хода (${ending.map((e) => effectLabel(e.effect)).join(', ')}) — их период окончен`,
        ),
      );
  }
  s.effects = s.effects.filter((e) => e.until !== 'endTurn');
  return trace;
}
