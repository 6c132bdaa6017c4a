// 210 late / 209 early (Заклинания), second paragraph — to cast a spell from hand its cost is
// paid, the spell goes to the graveyard, and all its abilities go to the Queue in the order they
// are listed and start to resolve; so a spell can be cast only if each of its abilities can be
// legally declared.
import { entry } from '../citations.ts';
import { describeEffect, targetProblem } from '../abilities.ts';
import type { Catalog, EffectDef, GameState, PlayerId, QueueItem, Refusal, TraceEntry } from '../types.ts';

export function declareSpell(
  catalog: Catalog,
  s: GameState,
  player: PlayerId,
  spell: number,
  chain: EffectDef[],
  targets: number[],
): { items: QueueItem[]; trace: TraceEntry[] } | Refusal {
  const items: QueueItem[] = [];
  let ti = 0;
  for (const eff of chain) {
    const target = eff.target ? targets[ti++] : undefined;
    const problem = targetProblem(catalog, s, player, eff, target);
    if (problem) {
      const e = entry(s.edition, 'spellCast', `${s.cards[spell].name}: способность «${describeEffect(eff)}» нельзя легально заявить (${problem}) — заклинание сыграть нельзя`);
      return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
    }
    items.push({ source: spell, effect: eff, targets: target !== undefined ? [target] : [], player });
  }
  if (ti < targets.length) {
    const e = entry(s.edition, 'spellCast', `${s.cards[spell].name}: указано больше целей (${targets.length}), чем способностей с целью (${ti})`);
    return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
  }
  const trace = [entry(s.edition, 'spellCast', `${s.cards[spell].name}: способности (${items.length}) попадают в Очередь в порядке перечисления`)];
  return { items, trace };
}
