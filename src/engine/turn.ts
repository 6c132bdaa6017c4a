// Phases and the end of a turn. The excerpts describe only the accumulation phase's coin
// (520.3) and what ends with a period (temporary coins, 520.4; deferred effects, 519).
import { silent } from './citations.ts';
import { fireAtEndOfTurn } from './rules/r519-deferred.ts';
import { accumulation, endOfPeriod } from './rules/r520-coins.ts';
import { other } from './state.ts';
import type { GameState, TraceEntry } from './types.ts';

export function runPhase(s: GameState, name: 'accumulation'): TraceEntry[] {
  s.phase = name;
  const t = accumulation(s, s.active);
  t.push(silent(s.edition, 'прочие шаги фазы накопления (открытие карт и монет)'));
  return t;
}

export function endTurn(s: GameState): TraceEntry[] {
  const t: TraceEntry[] = [];
  t.push(...fireAtEndOfTurn(s));
  for (const id in s.cards) {
    const c = s.cards[id];
    const ending = c.effects.filter((e) => e.until === 'endTurn');
    if (ending.length) {
      c.effects = c.effects.filter((e) => e.until !== 'endTurn');
      t.push({ rule: '—', edition: s.edition, text: `конец хода: ${c.name} теряет эффекты до конца хода: ${ending.map((e) => e.text).join(', ')}` });
    }
  }
  t.push(...endOfPeriod(s, 'A'), ...endOfPeriod(s, 'B'));
  s.turn += 1;
  s.active = other(s.active);
  s.phase = 'main';
  t.push({ rule: '—', edition: s.edition, text: `ход ${s.turn}: активный игрок ${s.active}` });
  return t;
}
