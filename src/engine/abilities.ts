// Abilities at work: whether a target can be legally declared, and what an effect does when it
// leaves the Queue (Очередь). Effects that move cards go through zones.ts; wounds through
// rules/wounds.ts, whatever their source.
import { entry, silent } from './citations.ts';
import { effectLabel, instance, untilEndOfTurn } from './effects.ts';
import { draw, heal } from './rules/r518-full-execution.ts';
import { takeControl } from './rules/r517-control.ts';
import { gain } from './rules/r520-coins.ts';
import { addWounds, cannotBeWounded } from './rules/wounds.ts';
import { defOf } from './state.ts';
import { moveCard } from './zones.ts';
import { cards, coins, playerGen, TYPE_WORDS, wounds } from './words.ts';
import type { Catalog, EffectDef, GameState, PlayerId, QueueItem, TraceEntry } from './types.ts';

/** Items the Queue resolves in one action at most: far beyond any real chain of abilities. */
export const MAX_QUEUE_ITEMS = 1000;

/** null when legal, else why not (Russian). */
export function targetProblem(catalog: Catalog, s: GameState, player: PlayerId, effect: EffectDef, target: number | undefined): string | null {
  if (!('target' in effect) || !effect.target) return null;
  if (target === undefined) return 'не указана цель';
  const card = s.cards[target];
  if (!card) return 'нет такой карты';
  if (card.zone !== 'play') return `${card.name} не в игровой зоне`;
  const def = defOf(catalog, card);
  const f = effect.target;
  if (f.type && !f.type.includes(def.type)) return `${card.name} (${TYPE_WORDS[def.type]}) — недопустимая цель: нужно ${f.type.map((t) => TYPE_WORDS[t]).join(' или ')}`;
  if (!f.type && card.hero) return `${card.name} — герой`;
  if (f.race !== undefined && def.race !== f.race) return `${card.name} — не ${f.race}`;
  if (f.controller === 'own' && card.controller !== player) return `${card.name} не под контролем ${playerGen(player)}`;
  if (f.controller === 'opponent' && card.controller === player) return `${card.name} не под контролем противника`;
  return null;
}

export function describeEffect(e: EffectDef): string {
  switch (e.do) {
    case 'returnToHand': return 'вернуть в руку владельца';
    case 'takeControl': return 'взять под контроль';
    case 'destroy': return 'уничтожить';
    case 'wound': return `нанести ${wounds(e.amount)}`;
    case 'heal': return `излечить на ${e.amount}`;
    case 'draw': return `взять ${cards(e.amount)}`;
    case 'modify': return `эффект «${effectLabel(e.effect)}»${untilEndOfTurn(e.until)}`;
    case 'gainCoins': return `получить ${coins(e.amount)}`;
  }
}

/** Executes one item of the Queue. Changes `s` in place. */
function resolve(catalog: Catalog, s: GameState, item: QueueItem): TraceEntry[] {
  const e = item.effect;
  const source = s.cards[item.source].name;
  const target = item.targets[0];
  const problem = targetProblem(catalog, s, item.player, e, target);
  if (problem) return [entry(s.edition, 'asPossible', `${source}: «${describeEffect(e)}» не выполняется — ${problem}`)];
  switch (e.do) {
    case 'returnToHand':
      return moveCard(catalog, s, target!, { zone: 'hand', player: item.player });
    case 'destroy':
      return moveCard(catalog, s, target!, { zone: 'graveyard', player: s.cards[target!].owner });
    case 'takeControl': {
      const r = takeControl(catalog, s, item.player, target!);
      return Array.isArray(r) ? r : [entry(s.edition, 'asPossible', `${source}: «${describeEffect(e)}» не выполняется — ${r.reason}`)];
    }
    case 'wound': {
      const why = cannotBeWounded(catalog, s, target!);
      return why ? [why] : addWounds(catalog, s, target!, e.amount);
    }
    case 'heal':
      return heal(s, s.cards[target!], e.amount);
    case 'draw':
      return draw(catalog, s, item.player, e.amount);
    case 'gainCoins':
      return gain(s, item.player, e.amount, e.until === 'endTurn');
    case 'modify': {
      const card = target !== undefined ? s.cards[target] : s.cards[s.players[item.player].hero];
      card.effects = [...card.effects, instance(e.effect, s.seq++, e.until)];
      const text = `${card.name} получает эффект «${effectLabel(e.effect)}»${untilEndOfTurn(e.until)} от ${source}`;
      return [card.hero ? entry(s.edition, 'heroWounds', text) : silent(s.edition, text)];
    }
  }
}

/** Runs the Queue until it is empty, first in first out; says so if it has to stop. */
export function runQueue(catalog: Catalog, s: GameState): TraceEntry[] {
  const t: TraceEntry[] = [];
  for (let done = 0; s.queue.length; done++) {
    if (done === MAX_QUEUE_ITEMS) {
      t.push(silent(s.edition, `Очередь не опустела и после ${MAX_QUEUE_ITEMS} способностей: движок остановил её, ${s.queue.length} осталось невыполненными`));
      s.queue = [];
      break;
    }
    t.push(...resolve(catalog, s, s.queue.shift()!));
  }
  return t;
}
