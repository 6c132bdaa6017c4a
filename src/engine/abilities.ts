// Abilities at work: whether a target can be legally declared, and what an effect does when it
// leaves the Queue (Очередь). An ability in the Queue holds the objects it was declared with: a
// target that has since changed zone is another object, and the ability does not reach it.
// Effects that move cards go through zones.ts; wounds through rules/wounds.ts, whatever their source.
import { entry, silent } from './citations.ts';
import { effectLabel, untilEndOfTurn } from './effects.ts';
import { addEffect, live, refOf } from './objects.ts';
import { draw, heal } from './rules/r518-full-execution.ts';
import { takeControl } from './rules/r517-control.ts';
import { summon } from './rules/r517-summon.ts';
import { gain } from './rules/r520-coins.ts';
import { givenForPeriod } from './rules/r520-4-period-ends.ts';
import { addWounds, cannotBeWounded } from './rules/wounds.ts';
import { defOf, nameOf } from './state.ts';
import { destroyCard, moveCard } from './zones.ts';
import { cards, coins, playerGen, TYPE_WORDS, wounds } from './words.ts';
import type { Catalog, EffectDef, GameState, PlayerId, QueueItem, TraceEntry } from './types.ts';

/** Items the Queue resolves in one action at most: far beyond any real chain of abilities. */
export const MAX_QUEUE_ITEMS = 1000;

/** null when legal, else why not (Russian). */
export function targetProblem(catalog: Catalog, s: GameState, player: PlayerId, effect: EffectDef, target: number | undefined): string | null {
  if (!('target' in effect) || !effect.target) return null;
  if (target === undefined) return 'не указана цель';
  const card = s.cards[target];
  const name = nameOf(catalog, card);
  if (card.zone !== 'play') return `${name} не в игровой зоне`;
  const def = defOf(catalog, card);
  const f = effect.target;
  if (f.type && !f.type.includes(def.type))
    return `${name} (${TYPE_WORDS[def.type]}) — недопустимая цель: нужно ${f.type.map((t) => TYPE_WORDS[t]).join(' или ')}`;
  if (!f.type && card.hero) return `${name} — герой`;
  if (f.race !== undefined && def.race !== f.race) return `${name} — не ${f.race}`;
  if (f.controller === 'own' && card.controller !== player) return `${name} не под контролем ${playerGen(player)}`;
  if (f.controller === 'opponent' && card.controller === player) return `${name} не под контролем противника`;
  return null;
}

export function describeEffect(e: EffectDef): string {
  switch (e.do) {
    case 'returnToHand':
      return 'вернуть в руку владельца';
    case 'takeControl':
      return 'взять под контроль';
    case 'destroy':
      return 'уничтожить';
    case 'wound':
      return `нанести ${wounds(e.amount, 'acc')}`;
    case 'heal':
      return `излечить на ${e.amount}`;
    case 'draw':
      return `взять ${cards(e.amount, 'acc')}`;
    case 'modify':
      return `эффект «${effectLabel(e.effect)}»${untilEndOfTurn(e.until)}`;
    case 'gainCoins':
      return `получить ${coins(e.amount, 'acc')}`;
    case 'summon':
      return `вызвать из своей колоды карту «${e.card}»`;
  }
}

/** An ability put into the Queue by `source`, aimed at the object `target` is now. */
export function queueItem(s: GameState, source: number, effect: EffectDef, target: number | undefined, player: PlayerId): QueueItem {
  return { source: refOf(s.cards[source]), effect, targets: target === undefined ? [] : [refOf(s.cards[target])], player };
}

/** Executes one item of the Queue. Changes `s` in place. */
function resolve(catalog: Catalog, s: GameState, item: QueueItem): TraceEntry[] {
  const e = item.effect;
  // The source may have left its zone meanwhile: the ability is in the Queue all the same.
  const source = nameOf(catalog, s.cards[item.source.card]);
  const declared = item.targets[0];
  const aimed = declared && live(s, declared);
  const cannot = (why: string) => [entry(s.rules, 'asPossible', `${source}: «${describeEffect(e)}» не выполняется — ${why}`)];
  if (declared && !aimed) return cannot(`${nameOf(catalog, s.cards[declared.card])} уже другая карта: после заявки она сменила зону`);
  const target = aimed ? aimed.phys : undefined;
  const problem = targetProblem(catalog, s, item.player, e, target);
  if (problem) return cannot(problem);
  switch (e.do) {
    case 'returnToHand':
      return moveCard(catalog, s, target!, { zone: 'hand', player: item.player });
    case 'destroy':
      return destroyCard(catalog, s, target!);
    case 'takeControl': {
      const r = takeControl(catalog, s, item.player, target!);
      return Array.isArray(r) ? r : cannot(r.reason);
    }
    case 'wound': {
      const why = cannotBeWounded(catalog, s, target!);
      return why ? [why] : addWounds(catalog, s, target!, e.amount);
    }
    case 'heal':
      return heal(catalog, s, s.cards[target!], e.amount);
    case 'draw':
      return draw(catalog, s, item.player, e.amount);
    case 'gainCoins':
      return gain(s, item.player, e.amount, e.until === 'endTurn');
    case 'summon': {
      const def = catalog.byName.get(e.card);
      return def ? summon(catalog, s, item.player, def, false).trace : cannot(`карты «${e.card}» нет в данных о картах`);
    }
    case 'modify': {
      const card = s.cards[target ?? s.players[item.player].hero];
      addEffect(s, card, e.effect, e.until);
      const text = `${nameOf(catalog, card)} получает эффект «${effectLabel(e.effect)}»${untilEndOfTurn(e.until)} от ${nameOf(catalog, s.cards[item.source.card], 'gen')}`;
      const given = card.hero ? entry(s.rules, 'heroWounds', text) : silent(s.rules, text);
      return e.until ? [given, givenForPeriod(catalog, s, card, e.effect)] : [given];
    }
  }
}

/** Runs the Queue until it is empty, first in first out; says so if it has to stop. */
export function runQueue(catalog: Catalog, s: GameState): TraceEntry[] {
  const t: TraceEntry[] = [];
  for (let done = 0; s.queue.length; done++) {
    if (done === MAX_QUEUE_ITEMS) {
      t.push(silent(s.rules, `Очередь не опустела и после ${MAX_QUEUE_ITEMS} способностей: движок остановил её, ${s.queue.length} осталось невыполненными`));
      s.queue = [];
      break;
    }
    t.push(...resolve(catalog, s, s.queue.shift()!));
  }
  return t;
}
