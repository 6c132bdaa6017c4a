// Playing a card from hand (paying its cost, 520.1) and using a card's activated ability.
import * as z from 'zod/mini';
import { entry, silent } from '../citations.ts';
import { describeEffect, queueItem, runQueue, targetProblem } from '../abilities.ts';
import { done, refused } from '../results.ts';
import { firstTurnWeakness, noWeakness } from '../rules/r209-first-turn.ts';
import { declareSpell } from '../rules/r210-spells.ts';
import { pay } from '../rules/r520-coins.ts';
import { buildChain, constructorRefusal } from '../rules/r522-constructor.ts';
import { opt, refSchema, refsSchema } from '../schema/fields.ts';
import { coinTotals, defOf, nameOf } from '../state.ts';
import { statOf } from '../stats.ts';
import { moveCard } from '../zones.ts';
import { abilityCount, agree, playerGen, verbFor } from '../words.ts';
import type { CardDef, EffectDef, PlayerId, QueueItem, TraceEntry } from '../types.ts';
import { defineAction, type Say, type SpecPick } from './record.ts';

const aimedAt = (targets: string | readonly string[] | undefined, say: Say) => {
  const list = targets === undefined ? [] : typeof targets === 'string' ? [targets] : targets;
  return list.length ? `, цель: ${list.map((t) => say.card(t)).join(', ')}` : '';
};

const aims = (effect: EffectDef) => 'target' in effect && !!effect.target;
/** One pick of a target for an ability that takes one: tapped on the board, or none (518.1). */
const targetPick = (text: string): SpecPick => ({ kind: 'target', field: 'targets', title: `Цель: ${text}`, among: 'any', list: true, skip: 'Без цели' });

/** What playing a card asks first: its constructor's chain (522), or a target for each ability on hiring or of a spell that takes one. */
function playPicks(card: CardDef | undefined): SpecPick[] {
  if (!card) return [];
  const chooser = card.abilities.find((x) => x.kind === 'choose');
  if (chooser)
    return [
      {
        kind: 'chain',
        title: `${chooser.text} (522)`,
        times: chooser.times,
        options: chooser.options.map((o) => ({ label: describeEffect(o), target: aims(o) })),
      },
    ];
  return card.abilities.flatMap((x) => (x.kind === (card.type === 'spell' ? 'spell' : 'onPlay') && aims(x.effect) ? [targetPick(x.text)] : []));
}

export const play = defineAction({
  fields: { play: refSchema, targets: opt(refsSchema), choose: opt(z.array(z.int().check(z.minimum(0), z.maximum(100)))) },
  cards: ['play', 'targets'],
  label: (v, say) => `Сыграть: ${say.card(v.play, 'acc')}${say.by(v.player)}${aimedAt(v.targets, say)}`,
  act: (v, r): { player: PlayerId; card: number; targets: number[]; choose?: number[] } => ({
    player: r.player(v.player),
    card: r.card(v.play),
    targets: r.cards(v.targets),
    choose: v.choose,
  }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    const def = defOf(catalog, card);
    const name = nameOf(catalog, card);
    const ed = s.rules;
    if (card.hero || def.type === 'hero') return refused(entry(ed, 'heroStays', `${name}: герой изначально в игровой зоне, из руки его не играют`));
    if (card.zone !== 'hand' || card.owner !== a.player) return refused(silent(ed, `${name} не в руке ${playerGen(a.player)}: играют карты из своей руки`));
    const cost = statOf(catalog, s, a.card, 'cost');
    if (cost.value === null) return refused(silent(ed, `${name}: стоимость неизвестна (нет данных о карте) — оплатить нельзя`), cost.trace);
    const trace: TraceEntry[] = [...cost.trace];
    // What the card will put in the Queue, checked before anything is paid.
    const chooser = def.abilities.find((x) => x.kind === 'choose');
    let chain: EffectDef[];
    if (chooser) {
      const built = buildChain(s, name, chooser, a.choose);
      if ('ok' in built) return built;
      chain = built.chain;
    } else chain = def.abilities.flatMap((x) => (x.kind === (def.type === 'spell' ? 'spell' : 'onPlay') ? [x.effect] : []));
    let spellItems: QueueItem[] = [];
    if (def.type === 'spell') {
      const declared = declareSpell(catalog, s, a.player, a.card, chain, a.targets);
      if ('ok' in declared) return chooser ? constructorRefusal(s, name, declared) : declared;
      spellItems = declared.items;
      trace.push(...declared.trace);
    }
    const paid = pay(s, a.player, cost.value, nameOf(catalog, card, 'acc'));
    if (!paid)
      return refused(
        entry(ed, 'coins', `${name} стоит ${cost.value}, а открытых монет у ${playerGen(a.player)} ${coinTotals(s, a.player).open} — оплатить нельзя`),
        trace,
      );
    trace.push(...paid);
    if (chooser) trace.push(entry(ed, 'chain', `${name}: цепочка (${a.choose!.join(', ')}) длиной ${chooser.times} заносится в Очередь в указанном порядке`));
    if (def.type === 'spell') {
      trace.push(
        entry(ed, 'spellCast', `${name} ${agree(def, { masculine: 'разыгран', feminine: 'разыграна', neuter: 'разыграно' })}: заклинание попадает на кладбище`),
      );
      trace.push(...moveCard(catalog, s, a.card, { zone: 'graveyard', player: card.owner }));
      s.queue.push(...spellItems);
      return done([...trace, ...runQueue(catalog, s)]);
    }
    const enters = def.type === 'event' ? 'eventEnters' : def.type === 'equipment' ? 'equipmentEnters' : 'playControl';
    trace.push(entry(ed, enters, `${name} переходит в игровую зону под контроль ${playerGen(a.player)}`));
    trace.push(...moveCard(catalog, s, a.card, { zone: 'play', player: a.player }));
    if (!chain.length) return done(trace);
    // Abilities on hiring: a missing or illegal target makes that ability do nothing (518.1).
    let next = 0;
    for (const effect of chain) {
      const target = 'target' in effect && effect.target ? a.targets[next++] : undefined;
      s.queue.push(queueItem(s, a.card, effect, target, a.player));
    }
    trace.push(
      chooser
        ? entry(ed, 'chain', `${name}: в Очередь ${verbFor(chain.length, 'попадает', 'попадают')} ${abilityCount(chain.length)} при найме`)
        : silent(
            ed,
            `${name}: в Очередь ${verbFor(chain.length, 'попадает', 'попадают')} ${abilityCount(chain.length)} при найме и ${verbFor(chain.length, 'выполняется', 'выполняются')} по порядку`,
          ),
    );
    return done([...trace, ...runQueue(catalog, s)]);
  },
  board: [{ label: 'Сыграть', at: ['hand'], by: 'owner', picks: playPicks, make: (ref) => ({ play: ref }) }],
});

export const activate = defineAction({
  fields: { activate: refSchema, targets: opt(refsSchema) },
  cards: ['activate', 'targets'],
  label: (v, say) => `Использовать способность ${say.card(v.activate, 'gen')}${say.by(v.player)}${aimedAt(v.targets, say)}`,
  act: (v, r) => ({ player: r.player(v.player), card: r.card(v.activate), targets: r.cards(v.targets) }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    const def = defOf(catalog, card);
    const name = nameOf(catalog, card);
    const ability = def.abilities.find((x) => x.kind === 'activated');
    if (!ability) return refused(silent(s.rules, `${name}: в данных карты нет активируемой способности`));
    if (card.zone !== 'play' || card.controller !== a.player) return refused(silent(s.rules, `${name} не в игровой зоне под контролем ${playerGen(a.player)}`));
    const trace: TraceEntry[] = [];
    if (def.type === 'creature') {
      const weak = firstTurnWeakness(catalog, s, card, 'использовать активируемые способности');
      if (weak) return weak;
      trace.push(noWeakness(catalog, s, card));
    }
    if (ability.close && card.closed) {
      const closed = agree(def, { masculine: 'уже закрыт: закрыть его', feminine: 'уже закрыта: закрыть её', neuter: 'уже закрыто: закрыть его' });
      return refused(silent(s.rules, `${name} ${closed} снова для способности нельзя`));
    }
    const problem = targetProblem(catalog, s, a.player, ability.effect, a.targets[0]);
    if (problem) return refused(silent(s.rules, `${name}: «${describeEffect(ability.effect)}» — ${problem}`));
    if (ability.close) {
      card.closed = true;
      trace.push(silent(s.rules, `${name} закрывается, чтобы использовать способность`));
    }
    s.queue.push(queueItem(s, a.card, ability.effect, a.targets[0], a.player));
    return done([...trace, ...runQueue(catalog, s)]);
  },
  board: [
    {
      label: 'Использовать способность',
      at: ['play', 'hero'],
      by: 'controller',
      when: (card) => card.abilities.some((x) => x.kind === 'activated'),
      picks: (card) => card?.abilities.flatMap((x) => (x.kind === 'activated' && aims(x.effect) ? [targetPick(x.text)] : [])) ?? [],
      make: (ref) => ({ activate: ref }),
    },
  ],
});
