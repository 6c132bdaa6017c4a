// Cost, power (strike) and lives of a card object: base value from the card data, then every
// modifier through the 521.1 pipeline.
import { entry } from './citations.ts';
import { abilityModifiers, idleSetAbilities } from './rules/r203-cost-abilities.ts';
import { applyModifiers, type Modifier } from './rules/r521-modifiers.ts';
import { defOf } from './state.ts';
import type { Catalog, GameState, Stat, TraceEntry } from './types.ts';

const LABEL: Record<Stat, string> = { cost: 'стоимость', power: 'сила удара', lives: 'жизни' };

export function statOf(catalog: Catalog, s: GameState, phys: number, stat: Stat): { value: number | null; trace: TraceEntry[] } {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  const base = stat === 'cost' ? def.cost : stat === 'power' ? def.strike : def.lives;
  const label = `${card.name}, ${LABEL[stat]}`;
  if (base === null) {
    const applicable =
      stat === 'cost' ? def.type !== 'hero' : stat === 'lives' ? def.type === 'creature' || def.type === 'hero' : def.type === 'creature';
    return {
      value: null,
      trace: [
        applicable
          ? { rule: '—', edition: s.edition, text: `${label}: неизвестно (нет данных о карте)` }
          : entry(s.edition, def.type === 'hero' ? 'stats' : 'onlyCost', `${label}: у карты типа «${def.type}» нет такого свойства`),
      ],
    };
  }
  const { mods, trace } = abilityModifiers(catalog, s, card, stat);
  if (stat === 'cost') trace.push(...idleSetAbilities(catalog, s, card));
  for (const e of card.effects) {
    if (e.stat === stat && e.op && e.value !== undefined) mods.push({ op: e.op, value: e.value, seq: e.seq, source: `эффект «${e.text}»` } satisfies Modifier);
  }
  const r = applyModifiers(s.edition, label, base, mods);
  return { value: r.value, trace: [...trace, ...r.trace] };
}
