// Phases and the end of a turn. The excerpts describe only the accumulation phase's coin
// (520.3) and what ends with a period (temporary coins and effects until the end of the turn,
// 520.4; deferred effects, 519).
import { silent } from './citations.ts';
import { fireAtEndOfTurn } from './rules/r519-deferred.ts';
import { accumulation, endOfPeriod } from './rules/r520-coins.ts';
import { endPeriodEffects } from './rules/r520-4-period-ends.ts';
import { other } from './state.ts';
import { player } from './words.ts';
import type { Catalog, GameState, TraceEntry } from './types.ts';

export function runPhase(s: GameState, name: 'accumulation'): TraceEntry[] {
  s.phase = name;
  return [...accumulation(s, s.active), silent(s.rules, 'прочие шаги фазы накопления (открытие карт и монет) движок не выполняет')];
}

export function endTurn(catalog: Catalog, s: GameState): TraceEntry[] {
  const t = [...fireAtEndOfTurn(catalog, s), ...endPeriodEffects(catalog, s)];
  t.push(...endOfPeriod(s, 'A'), ...endOfPeriod(s, 'B'));
  s.turn += 1;
  s.active = other(s.active);
  s.phase = 'main';
  t.push(silent(s.rules, `ход ${s.turn}: ходит ${player(s.active)}`));
  return t;
}
