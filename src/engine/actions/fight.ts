// Actions of fighting: attacking with a strike, wounding and healing.
import { entry, silent } from '../citations.ts';
import { done, refused } from '../results.ts';
import { firstTurnWeakness, noWeakness } from '../rules/r209-first-turn.ts';
import { eventImmune } from '../rules/r211-events.ts';
import { equipmentImmune } from '../rules/r212-equipment.ts';
import { heal as healCard } from '../rules/r518-full-execution.ts';
import { addWounds, cannotBeWounded } from '../rules/wounds.ts';
import { count, refSchema } from '../schema/fields.ts';
import { defOf, nameOf } from '../state.ts';
import { statOf } from '../stats.ts';
import { agree, wounds } from '../words.ts';
import { defineAction } from './record.ts';

export const attack = defineAction({
  fields: { attack: refSchema, target: refSchema },
  cards: ['attack', 'target'],
  label: (v, say) => `${say.card(v.attack)} атакует ${say.card(v.target, 'acc')}`,
  act: (v, r) => ({ card: r.card(v.attack), target: r.card(v.target) }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    const target = s.cards[a.target];
    const name = nameOf(catalog, card);
    if (defOf(catalog, card).type !== 'creature' || card.zone !== 'play')
      return refused(entry(s.rules, 'creatures', `${name}: атакуют ударом существа в игровой зоне`));
    const weak = firstTurnWeakness(catalog, s, card, 'атаковать ударом');
    if (weak) return weak;
    const targetDef = defOf(catalog, target);
    if (targetDef.type === 'event') return refused(eventImmune(catalog, s, target, 'быть целью атаки'));
    if (targetDef.type === 'equipment') return refused(equipmentImmune(catalog, s, target, 'атаковать'));
    if (target.zone !== 'play' || !(targetDef.type === 'creature' || targetDef.type === 'hero') || target.controller === card.controller) {
      const such = agree(targetDef, { masculine: 'не такой', feminine: 'не такая', neuter: 'не такое' });
      return refused(
        entry(s.rules, 'creatures', `${name} может атаковать ударом только персонажа противника в игровой зоне, а ${nameOf(catalog, target)} ${such}`),
      );
    }
    return done([
      noWeakness(catalog, s, card),
      entry(s.rules, 'creatures', `${name} атакует ударом ${nameOf(catalog, target, 'acc')}`),
      ...statOf(catalog, s, a.card, 'power').trace,
      silent(s.rules, `исход боя (${name} против ${nameOf(catalog, target, 'gen')}) движок не рассчитывает`),
    ]);
  },
  board: [
    {
      label: 'Атаковать…',
      at: ['play'],
      picks: [{ kind: 'target', field: 'target', title: 'Кого атаковать', among: 'opponent' }],
      make: (ref) => ({ attack: ref }),
    },
  ],
});

export const wound = defineAction({
  fields: { wound: refSchema, amount: count },
  cards: ['wound'],
  label: (v, say) => `Нанести ${wounds(v.amount, 'acc')}: ${say.card(v.wound, 'dat')}`,
  act: (v, r) => ({ card: r.card(v.wound), amount: v.amount }),
  run: ({ catalog, s }, a) => {
    const why = cannotBeWounded(catalog, s, a.card);
    return why ? refused(why) : done(addWounds(catalog, s, a.card, a.amount));
  },
  board: [
    {
      label: 'Ранить…',
      at: ['play', 'hero'],
      picks: [{ kind: 'count', field: 'amount', title: 'Сколько ран нанести', min: 1, start: 1 }],
      make: (ref) => ({ wound: ref }),
    },
  ],
});

export const heal = defineAction({
  fields: { heal: refSchema, amount: count },
  cards: ['heal'],
  label: (v, say) => `Излечить: ${say.card(v.heal, 'acc')} на ${v.amount}`,
  act: (v, r) => ({ card: r.card(v.heal), amount: v.amount }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    if (card.zone !== 'play') return refused(silent(s.rules, `${nameOf(catalog, card)} не в игровой зоне: лечат карты в игре`));
    return done(healCard(catalog, s, card, a.amount));
  },
  board: [
    {
      label: 'Излечить…',
      at: ['play', 'hero'],
      picks: [{ kind: 'count', field: 'amount', title: 'На сколько излечить', min: 1, start: 1 }],
      make: (ref) => ({ heal: ref }),
    },
  ],
});
