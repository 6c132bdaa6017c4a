// Phases and the end of a turn. The excerpts describe only the accumulation phase's coin
// (520.3) and what ends with a period (temporary coins, 520.4; deferred effects, 519).
import { silent } from './citations.ts';
import { effectLabel } from './effects.ts';
import { fireAtEndOfTurn } from './rules/r519-deferred.ts';
import { accumulation, endOfPeriod } from './rules/r520-coins.ts';
import { other } from './state.ts';
import { player } from './words.ts';
import type { Catalog, GameState, TraceEntry } from './types.ts';

export function runPhase(s: GameState, name: 'accumulation'): TraceEntry[] {
  s.phase = name;
  return [...accumulation(s, s.active), silent(s.edition, 'прочие шаги фазы накопления (открытие карт и монет) движок не выполняет')];
}

export function endTurn(catalog: Catalog, s: GameState): TraceEntry[] {
  const t = fireAtEndOfTurn(catalog, s);
  for (const card of Object.values(s.cards)) {
    const ending = card.effects.filter((e) => e.until === 'endTurn');
    if (!ending.length) continue;
    card.effects = card.effects.filter((e) => e.until !== 'endTurn');
    t.push(silent(s.edition, `конец хода: у ${card.name} заканчиваются эффекты до конца хода (${ending.map((e) => effectLabel(e.effect)).join(', ')})`));
  }
  t.push(...endOfPeriod(s, 'A'), ...endOfPeriod(s, 'B'));
  s.turn += 1;
  s.active = other(s.active);
  s.phase = 'main';
  t.push(silent(s.edition, `ход ${s.turn}: ходит ${player(s.active)}`));
  return t;
}
