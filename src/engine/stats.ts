// Cost, power (strike) and lives of a card object: base value from the card data, then every
// modifier through the 521.1 pipeline.
import { entry, silent } from './citations.ts';
import { effectLabel } from './effects.ts';
import { abilityModifiers, idleSetAbilities } from './rules/r203-cost-abilities.ts';
import { applyModifiers, type Modifier } from './rules/r521-modifiers.ts';
import { defOf, nameOf } from './state.ts';
import { effectsOf } from './objects.ts';
import { STAT_WORDS, TYPE_WORDS } from './words.ts';
import type { Catalog, GameState, Stat, TraceEntry } from './types.ts';

export function statOf(catalog: Catalog, s: GameState, phys: number, stat: Stat): { value: number | null; trace: TraceEntry[] } {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  const base = stat === 'cost' ? def.cost : stat === 'power' ? def.strike : def.lives;
  const label = `${nameOf(catalog, card)}, ${STAT_WORDS[stat]}`;
  if (base === null) {
    const applicable = stat === 'cost' ? def.type !== 'hero' : stat === 'lives' ? def.type === 'creature' || def.type === 'hero' : def.type === 'creature';
    return {
      value: null,
      trace: [
        applicable
          ? silent(s.rules, `${label}: неизвестно — нет данных о карте`)
          : entry(s.rules, def.type === 'hero' ? 'stats' : 'onlyCost', `${label}: у карты типа «${TYPE_WORDS[def.type]}» нет такого свойства`),
      ],
    };
  }
  const { mods, trace } = abilityModifiers(catalog, s, card, stat);
  if (stat === 'cost') trace.push(...idleSetAbilities(catalog, s, card));
  for (const { effect, seq } of effectsOf(s, card)) {
    if (effect.kind === 'stat' && effect.stat === stat)
      mods.push({ op: effect.op, value: effect.value, seq, source: `эффект «${effectLabel(effect)}»` } satisfies Modifier);
  }
  const r = applyModifiers(s.rules, label, base, mods);
  return { value: r.value, trace: [...trace, ...r.trace] };
}
