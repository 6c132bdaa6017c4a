// Playing a card from hand (paying its cost, 520.1) and using a card's activated ability.
import { entry, silent } from '../citations.ts';
import { describeEffect, runQueue, targetProblem } from '../abilities.ts';
import { done, refused } from '../results.ts';
import { firstTurnWeakness, noWeakness } from '../rules/r209-first-turn.ts';
import { declareSpell } from '../rules/r210-spells.ts';
import { pay } from '../rules/r520-coins.ts';
import { buildChain, constructorRefusal } from '../rules/r522-constructor.ts';
import { coinTotals, defOf } from '../state.ts';
import { statOf } from '../stats.ts';
import { moveCard } from '../zones.ts';
import { playerGen } from '../words.ts';
import type { EffectDef, QueueItem, TraceEntry } from '../types.ts';
import type { Handler } from './context.ts';

export const play: Handler<'play'> = ({ catalog, s }, a) => {
  const card = s.cards[a.card];
  const def = defOf(catalog, card);
  const ed = s.edition;
  if (card.hero || def.type === 'hero') return refused(entry(ed, 'heroStays', `${card.name}: герой изначально в игровой зоне, из руки его не играют`));
  if (card.zone !== 'hand' || card.owner !== a.player) return refused(silent(ed, `${card.name} не в руке ${playerGen(a.player)}: играют карты из своей руки`));
  const cost = statOf(catalog, s, a.card, 'cost');
  if (cost.value === null) return refused(silent(ed, `${card.name}: стоимость неизвестна (нет данных о карте) — оплатить нельзя`), cost.trace);
  const trace: TraceEntry[] = [...cost.trace];
  // What the card will put in the Queue, checked before anything is paid.
  const chooser = def.abilities.find((x) => x.kind === 'choose');
  let chain: EffectDef[];
  if (chooser) {
    const built = buildChain(s, card.name, chooser, a.choose);
    if ('ok' in built) return built;
    chain = built.chain;
  } else chain = def.abilities.flatMap((x) => (x.kind === (def.type === 'spell' ? 'spell' : 'onPlay') ? [x.effect] : []));
  let spellItems: QueueItem[] = [];
  if (def.type === 'spell') {
    const declared = declareSpell(catalog, s, a.player, a.card, chain, a.targets);
    if ('ok' in declared) return chooser ? constructorRefusal(s, card.name, declared) : declared;
    spellItems = declared.items;
    trace.push(...declared.trace);
  }
  const paid = pay(s, a.player, cost.value, card.name);
  if (!paid) return refused(entry(ed, 'coins', `${card.name} стоит ${cost.value}, а открытых монет у ${playerGen(a.player)} ${coinTotals(s, a.player).open} — оплатить нельзя`), trace);
  trace.push(...paid);
  if (chooser) trace.push(entry(ed, 'constructor', `${card.name}: цепочка (${a.choose!.join(', ')}) длиной ${chooser.times} заносится в Очередь в указанном порядке`));
  if (def.type === 'spell') {
    trace.push(entry(ed, 'spellCast', `${card.name} разыграно: заклинание попадает на кладбище`));
    trace.push(...moveCard(catalog, s, a.card, { zone: 'graveyard', player: card.owner }));
    s.queue.push(...spellItems);
    return done([...trace, ...runQueue(catalog, s)]);
  }
  const enters = def.type === 'event' ? 'eventEnters' : def.type === 'equipment' ? 'equipmentEnters' : 'playControl';
  trace.push(entry(ed, enters, `${card.name} переходит в игровую зону под контроль ${playerGen(a.player)}`));
  trace.push(...moveCard(catalog, s, a.card, { zone: 'play', player: a.player }));
  if (!chain.length) return done(trace);
  // Abilities on hiring: a missing or illegal target makes that ability do nothing (518.1).
  let next = 0;
  for (const effect of chain) {
    const target = 'target' in effect && effect.target ? a.targets[next++] : undefined;
    s.queue.push({ source: a.card, effect, targets: target !== undefined ? [target] : [], player: a.player });
  }
  trace.push(
    chooser
      ? entry(ed, 'constructor', `${card.name}: способности при найме (${chain.length}) попадают в Очередь`)
      : silent(ed, `${card.name}: способности при найме (${chain.length}) попадают в Очередь и выполняются по порядку`),
  );
  return done([...trace, ...runQueue(catalog, s)]);
};

export const activate: Handler<'activate'> = ({ catalog, s }, a) => {
  const card = s.cards[a.card];
  const def = defOf(catalog, card);
  const ability = def.abilities.find((x) => x.kind === 'activated');
  if (!ability) return refused(silent(s.edition, `${card.name}: в данных карты нет активируемой способности`));
  if (card.zone !== 'play' || card.controller !== a.player) return refused(silent(s.edition, `${card.name} не в игровой зоне под контролем ${playerGen(a.player)}`));
  const trace: TraceEntry[] = [];
  if (def.type === 'creature') {
    const weak = firstTurnWeakness(s, card, 'использовать активируемые способности');
    if (weak) return weak;
    trace.push(noWeakness(s, card));
  }
  if (ability.close && card.closed) return refused(silent(s.edition, `${card.name} уже закрыта: закрыть её снова для способности нельзя`));
  const problem = targetProblem(catalog, s, a.player, ability.effect, a.targets[0]);
  if (problem) return refused(silent(s.edition, `${card.name}: «${describeEffect(ability.effect)}» — ${problem}`));
  if (ability.close) {
    card.closed = true;
    trace.push(silent(s.edition, `${card.name} закрывается, чтобы использовать способность`));
  }
  s.queue.push({ source: a.card, effect: ability.effect, targets: a.targets.slice(0, 1), player: a.player });
  return done([...trace, ...runQueue(catalog, s)]);
};
