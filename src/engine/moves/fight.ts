// Moves of fighting: attacking with a strike, wounding and healing.
import { entry, silent } from '../citations.ts';
import { done, refused } from '../results.ts';
import { firstTurnWeakness, noWeakness } from '../rules/r209-first-turn.ts';
import { eventImmune } from '../rules/r211-events.ts';
import { equipmentImmune } from '../rules/r212-equipment.ts';
import { heal as healCard } from '../rules/r518-full-execution.ts';
import { addWounds, cannotBeWounded } from '../rules/wounds.ts';
import { defOf } from '../state.ts';
import { statOf } from '../stats.ts';
import type { Handler } from './context.ts';

export const attack: Handler<'attack'> = ({ catalog, s }, a) => {
  const card = s.cards[a.card];
  const target = s.cards[a.target];
  if (defOf(catalog, card).type !== 'creature' || card.zone !== 'play') return refused(entry(s.edition, 'creatures', `${card.name}: атакуют ударом существа в игровой зоне`));
  const weak = firstTurnWeakness(s, card, 'атаковать ударом');
  if (weak) return weak;
  const targetType = defOf(catalog, target).type;
  if (targetType === 'event') return refused(eventImmune(s, target, 'быть целью атаки'));
  if (targetType === 'equipment') return refused(equipmentImmune(s, target, 'атаковать'));
  if (target.zone !== 'play' || !(targetType === 'creature' || targetType === 'hero') || target.controller === card.controller) {
    return refused(entry(s.edition, 'creatures', `${card.name} может атаковать ударом только персонажа противника в игровой зоне, а ${target.name} не такой`));
  }
  s.attacks.push({ attacker: a.card, target: a.target, turn: s.turn });
  return done([
    noWeakness(s, card),
    entry(s.edition, 'creatures', `${card.name} атакует ударом ${target.name}`),
    ...statOf(catalog, s, a.card, 'power').trace,
    silent(s.edition, `исход боя (${card.name} против ${target.name}) движок не рассчитывает`),
  ]);
};

export const wound: Handler<'wound'> = ({ catalog, s }, a) => {
  const why = cannotBeWounded(catalog, s, a.card);
  return why ? refused(why) : done(addWounds(catalog, s, a.card, a.amount));
};

export const heal: Handler<'heal'> = ({ s }, a) => {
  const card = s.cards[a.card];
  if (card.zone !== 'play') return refused(silent(s.edition, `${card.name} не в игровой зоне: лечат карты в игре`));
  return done(healCard(s, card, a.amount));
};
