// 210 late / 209 early (Заклинания), second paragraph — to cast a spell from hand its cost is
// paid, the spell goes to the graveyard, and all its abilities go to the Queue in the order they
// are listed and start to resolve; so a spell can be cast only if each of its abilities can be
// legally declared.
import { entry } from '../citations.ts';
import { describeEffect, queueItem, targetProblem } from '../abilities.ts';
import { refused } from '../results.ts';
import { nameOf } from '../state.ts';
import { abilityCount, verbFor } from '../words.ts';
import type { Catalog, EffectDef, GameState, PlayerId, QueueItem, Refusal, TraceEntry } from '../types.ts';

export function declareSpell(
  catalog: Catalog,
  s: GameState,
  player: PlayerId,
  spell: number,
  chain: EffectDef[],
  targets: number[],
): { items: QueueItem[]; trace: TraceEntry[] } | Refusal {
  const name = nameOf(catalog, s.cards[spell]);
  const items: QueueItem[] = [];
  let next = 0;
  for (const effect of chain) {
    const target = 'target' in effect && effect.target ? targets[next++] : undefined;
    const problem = targetProblem(catalog, s, player, effect, target);
    if (problem)
      return refused(
        entry(s.rules, 'spellCast', `${name}: способность «${describeEffect(effect)}» нельзя легально заявить (${problem}) — заклинание сыграть нельзя`),
      );
    items.push(queueItem(s, spell, effect, target, player));
  }
  if (next < targets.length) {
    return refused(entry(s.rules, 'spellCast', `${name}: указано целей ${targets.length}, а способностей с целью ${next} — лишнюю цель заявить нельзя`));
  }
  return {
    items,
    trace: [
      entry(s.rules, 'spellCast', `${name}: в Очередь ${verbFor(items.length, 'попадает', 'попадают')} ${abilityCount(items.length)} в порядке перечисления`),
    ],
  };
}
