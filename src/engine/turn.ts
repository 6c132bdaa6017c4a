// Phases and the end of a turn. The excerpts describe only the accumulation phase's coin
// (520.3) and what ends with a period (temporary coins, 520.4; deferred effects, 519).
import { silent } from './citations.ts';
import { effectLabel } from './effects.ts';
import { effectsOf } from './objects.ts';
import { fireAtEndOfTurn } from './rules/r519-deferred.ts';
import { accumulation, endOfPeriod } from './rules/r520-coins.ts';
import { nameOf, other } from './state.ts';
import { player } from './words.ts';
import type { Catalog, GameState, TraceEntry } from './types.ts';

export function runPhase(s: GameState, name: 'accumulation'): TraceEntry[] {
  s.phase = name;
  return [...accumulation(s, s.active), silent(s.rules, 'прочие шаги фазы накопления (открытие карт и монет) движок не выполняет')];
}

export function endTurn(catalog: Catalog, s: GameState): TraceEntry[] {
  const t = fireAtEndOfTurn(catalog, s);
  for (const card of Object.values(s.cards)) {
    const ending = effectsOf(s, card).filter((e) => e.until === 'endTurn');
    if (ending.length) t.push(silent(s.rules, `конец хода: у ${nameOf(catalog, card, 'gen')} заканчиваются эффекты до конца хода (${ending.map((e) => effectLabel(e.effect)).join(', ')})`));
  }
  // Every effect «until the end of the turn» ends, those of objects that are gone as well.
  s.effects = s.effects.filter((e) => e.until !== 'endTurn');
  t.push(...endOfPeriod(s, 'A'), ...endOfPeriod(s, 'B'));
  s.turn += 1;
  s.active = other(s.active);
  s.phase = 'main';
  t.push(silent(s.rules, `ход ${s.turn}: ходит ${player(s.active)}`));
  return t;
}
