// Abilities at work: whether a target can be legally declared, and what an effect does when it
// leaves the Queue (Очередь). Effects that move cards go through zones.ts.
import { entry, silent } from './citations.ts';
import { parseEffect, toInstance } from './effects.ts';
import { draw, heal } from './rules/r518-full-execution.ts';
import { takeControl } from './rules/r517-control.ts';
import { gain } from './rules/r520-coins.ts';
import { defOf } from './state.ts';
import { changeZone } from './zones.ts';
import type { Catalog, EffectDef, GameState, PlayerId, QueueItem, TraceEntry } from './types.ts';

/** null when legal, else why not (Russian). */
export function targetProblem(catalog: Catalog, s: GameState, player: PlayerId, effect: EffectDef, target: number | undefined): string | null {
  if (!effect.target) return null;
  if (target === undefined) return 'не указана цель';
  const card = s.cards[target];
  if (!card) return 'нет такой карты';
  if (card.zone !== 'play') return `${card.name} не в игровой зоне`;
  const def = defOf(catalog, card);
  const f = effect.target;
  if (f.type && !f.type.includes(def.type)) return `${card.name} (${def.type}) — недопустимая цель: нужна ${f.type.join('/')}`;
  if (!f.type && card.hero) return `${card.name} — герой`;
  if (f.race !== undefined && def.race !== f.race) return `${card.name} не ${f.race}`;
  if (f.controller === 'own' && card.controller !== player) return `${card.name} не под контролем ${player}`;
  if (f.controller === 'opponent' && card.controller === player) return `${card.name} не под контролем противника`;
  return null;
}

export function needsTarget(e: EffectDef): boolean {
  return e.target !== undefined;
}

export function describeEffect(e: EffectDef): string {
  switch (e.do) {
    case 'returnToHand': return 'вернуть в руку владельца';
    case 'takeControl': return 'взять под контроль';
    case 'destroy': return 'уничтожить';
    case 'wound': return `нанести ${e.amount ?? 0} ран(ы)`;
    case 'heal': return `излечить на ${e.amount ?? 0}`;
    case 'draw': return `взять ${e.amount ?? 0} карт(ы)`;
    case 'modify': return `эффект «${e.effect}»${e.until ? ' до конца хода' : ''}`;
    case 'gainCoins': return `получить ${e.amount ?? 0} монет(ы)`;
  }
}

/** Executes one item of the Queue. Changes `s` in place. */
export function resolve(catalog: Catalog, s: GameState, item: QueueItem): TraceEntry[] {
  const e = item.effect;
  const src = s.cards[item.source];
  const t: TraceEntry[] = [];
  const target = item.targets[0];
  if (e.target) {
    const problem = targetProblem(catalog, s, item.player, e, target);
    if (problem) return [entry(s.edition, 'asPossible', `${src.name}: «${describeEffect(e)}» не выполняется — ${problem}`)];
  }
  const tc = target !== undefined ? s.cards[target] : undefined;
  switch (e.do) {
    case 'returnToHand':
      t.push(...changeZone(catalog, s, target!, { zone: 'hand', player: item.player }));
      break;
    case 'destroy':
      t.push(...changeZone(catalog, s, target!, { zone: 'graveyard', player: tc!.owner }));
      break;
    case 'takeControl': {
      const r = takeControl(catalog, s, item.player, target!);
      t.push(...r.trace);
      break;
    }
    case 'wound':
      tc!.wounds += e.amount ?? 0;
      t.push(entry(s.edition, 'creatures', `${tc!.name} получает ${e.amount} ран(ы), всего ${tc!.wounds}`));
      break;
    case 'heal':
      t.push(...heal(s, tc!, e.amount ?? 0));
      break;
    case 'draw':
      t.push(...draw(s, item.player, e.amount ?? 0));
      break;
    case 'gainCoins':
      t.push(...gain(s, item.player, e.amount ?? 0, e.until === 'endTurn'));
      break;
    case 'modify': {
      const p = parseEffect(e.effect ?? '');
      if (!p) return [silent(s.edition, `${src.name}: непонятный эффект «${e.effect}»`)];
      const card = tc ?? s.cards[s.players[item.player].hero];
      card.effects.push(toInstance(p, s.seq++, e.until));
      t.push({ rule: '—', edition: s.edition, text: `${card.name} получает эффект «${p.text}»${e.until ? ' до конца хода' : ''}` });
      break;
    }
  }
  return t;
}

/** Runs the Queue until it is empty, first in first out. */
export function runQueue(catalog: Catalog, s: GameState): TraceEntry[] {
  const t: TraceEntry[] = [];
  let guard = 0;
  while (s.queue.length && guard++ < 1000) {
    const item = s.queue.shift()!;
    t.push(...resolve(catalog, s, item));
  }
  return t;
}

