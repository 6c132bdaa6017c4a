// The moves: each takes a state and an action and returns a new state with its trace, or a
// refusal value naming the rule that forbids it (the given state is never changed).
import { entry, silent } from './citations.ts';
import { describeEffect, runQueue, targetProblem } from './abilities.ts';
import { parseDeferred, parseEffect, toInstance } from './effects.ts';
import { heroStays } from './rules/r208-heroes.ts';
import { firstTurnWeakness, noWeakness } from './rules/r209-first-turn.ts';
import { declareSpell } from './rules/r210-spells.ts';
import { eventImmune } from './rules/r211-events.ts';
import { equipmentImmune } from './rules/r212-equipment.ts';
import { summon } from './rules/r517-summon.ts';
import { revive } from './rules/r517-revive.ts';
import { takeControl } from './rules/r517-control.ts';
import { create } from './rules/r517-create.ts';
import { discard, draw, heal } from './rules/r518-full-execution.ts';
import { defer } from './rules/r519-deferred.ts';
import { gain, lose, pay } from './rules/r520-coins.ts';
import { buildChain, constructorRefusal } from './rules/r522-constructor.ts';
import { supplyExists } from './rules/r206-supply.ts';
import { cloneState, defOf } from './state.ts';
import { statOf } from './stats.ts';
import { endTurn, runPhase } from './turn.ts';
import { changeZone } from './zones.ts';
import type { Action, Catalog, EffectDef, GameState, MoveResult, Refusal, TraceEntry } from './types.ts';

function refuse(s: GameState, rule: string | null, reason: string, trace: TraceEntry[] = []): Refusal {
  return { ok: false, rule, edition: s.edition, reason, trace: trace.length ? trace : [{ rule: rule ?? '—', edition: s.edition, text: reason }] };
}

function noRule(s: GameState, what: string): Refusal {
  const e = silent(s.edition, what);
  return { ok: false, rule: null, edition: s.edition, reason: e.text, trace: [e] };
}

function exists(s: GameState, phys: number): boolean {
  return s.cards[phys] !== undefined;
}

/** Applies one action. Pure: returns a new state or a refusal. */
export function applyAction(catalog: Catalog, state: GameState, action: Action): MoveResult {
  for (const key of ['card', 'target'] as const) {
    const v = (action as Record<string, unknown>)[key];
    if (typeof v === 'number' && !exists(state, v)) return noRule(state, `нет карты с номером ${v}`);
  }
  const s = cloneState(state);
  const out: { card?: number } = {};
  const r = perform(catalog, s, action, out);
  if (!Array.isArray(r)) return r;
  return { ok: true, state: s, trace: r, ...(out.card !== undefined ? { card: out.card } : {}) };
}

/** Changes `s` (a fresh copy) in place; `out.card` receives a card the move brought into play. */
function perform(catalog: Catalog, s: GameState, a: Action, out: { card?: number }): TraceEntry[] | Refusal {
  const ed = s.edition;
  switch (a.type) {
    case 'play': return play(catalog, s, a);
    case 'move': {
      const card = s.cards[a.card];
      const stay = heroStays(s, card, 'перемещать');
      if (stay) return stay;
      if (a.to.zone === 'supply' && !supplyExists(ed)) return noRule(s, 'зона «Запас» есть только в поздней редакции (206.1)');
      if (card.zone === 'play' && a.to.zone === 'play' && card.controller !== a.to.player) {
        // From one player's part of the play zone to the other's: a change of control, not of zone.
        const r = takeControl(catalog, s, a.to.player, a.card);
        return 'ok' in r ? r : r.trace;
      }
      if (card.zone === a.to.zone && a.to.zone !== 'deck') {
        return [{ rule: '—', edition: ed, text: `${card.name} уже в этой зоне` }];
      }
      return changeZone(catalog, s, a.card, { zone: a.to.zone, player: a.to.player, position: a.position });
    }
    case 'destroy': {
      const card = s.cards[a.card];
      const stay = heroStays(s, card, 'уничтожить');
      if (stay) return stay;
      if (card.zone !== 'play') return noRule(s, `${card.name} не в игровой зоне: уничтожают карты в игре`);
      return changeZone(catalog, s, a.card, { zone: 'graveyard', player: card.owner });
    }
    case 'wound': return wound(catalog, s, a.card, a.amount);
    case 'heal': {
      const card = s.cards[a.card];
      if (card.zone !== 'play') return noRule(s, `${card.name} не в игровой зоне: лечат карты в игре`);
      return heal(s, card, a.amount);
    }
    case 'draw': return draw(s, a.player, a.count);
    case 'discard': {
      if (a.cards) {
        const t: TraceEntry[] = [];
        for (const p of a.cards) {
          const c = s.cards[p];
          if (c.zone !== 'hand' || c.owner !== a.player) return noRule(s, `${c.name} не в руке ${a.player}: сбросить её нельзя`);
          t.push(...changeZone(catalog, s, p, { zone: 'graveyard', player: a.player }));
        }
        return t;
      }
      return discard(catalog, s, a.player, a.count ?? 0);
    }
    case 'summon': {
      const r = summon(catalog, s, a.player, a.name, a.decline ?? false);
      out.card = r.card;
      return r.trace;
    }
    case 'revive': {
      const r = revive(catalog, s, a.player, a.card);
      return 'ok' in r ? r : r.trace;
    }
    case 'takeControl': {
      const r = takeControl(catalog, s, a.player, a.card);
      return 'ok' in r ? r : r.trace;
    }
    case 'create': {
      const r = create(catalog, s, a.player, a.name);
      out.card = r.card;
      return r.trace;
    }
    case 'gainCoins': return gain(s, a.player, a.amount, a.temporary ?? false);
    case 'loseCoins': return lose(s, a.player, a.amount, a.choose, a.temporary ?? false);
    case 'modify': {
      const p = parseEffect(a.effect);
      if (!p) return noRule(s, `непонятный эффект «${a.effect}»`);
      const card = s.cards[a.card];
      card.effects.push(toInstance(p, s.seq++, a.until));
      const t: TraceEntry[] = [{ rule: '—', edition: ed, text: `${card.name} получает эффект «${p.text}»${a.until ? ' до конца хода' : ''}` }];
      if (card.hero) t.push(entry(ed, 'heroWounds', `герои могут получать эффекты`));
      return t;
    }
    case 'addMarker': {
      const card = s.cards[a.card];
      card.markers[a.marker] = (card.markers[a.marker] ?? 0) + a.count;
      return [{ rule: '—', edition: ed, text: `${card.name}: маркер «${a.marker}» +${a.count}, теперь ${card.markers[a.marker]}` }];
    }
    case 'attack': return attack(catalog, s, a.card, a.target);
    case 'activate': return activate(catalog, s, a.player, a.card, a.targets);
    case 'defer': {
      if (!parseDeferred(a.payload)) return noRule(s, `непонятный отложенный эффект «${a.payload}»`);
      return defer(s, a.player, a.payload, a.target);
    }
    case 'phase': return runPhase(s, a.name);
    case 'endTurn': return endTurn(s);
  }
}

function wound(catalog: Catalog, s: GameState, phys: number, amount: number): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  if (def.type === 'event') return eventImmune(s, card, 'получать раны');
  if (def.type === 'equipment') return equipmentImmune(s, card, 'ранить');
  if (card.zone !== 'play') return refuse(s, null, `${card.name} не в игровой зоне: раны получают персонажи в игре`);
  if (def.type === 'spell') return noRule(s, `${card.name}: заклинание не получает раны`);
  card.wounds += amount;
  const t = [entry(s.edition, card.hero ? 'heroWounds' : 'creatures', `${card.name} получает ${amount} ран(ы), всего ${card.wounds}`)];
  const lives = statOf(catalog, s, phys, 'lives').value;
  if (lives !== null && card.wounds >= lives) t.push(silent(s.edition, `${card.name}: ран ${card.wounds} при ${lives} жизнях — что происходит с картой`));
  return t;
}

function attack(catalog: Catalog, s: GameState, phys: number, target: number): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  const tcard = s.cards[target];
  const def = defOf(catalog, card);
  if (def.type !== 'creature' || card.zone !== 'play') {
    const e = entry(s.edition, 'creatures', `${card.name}: атакуют ударом существа в игровой зоне`);
    return refuse(s, e.rule, e.text, [e]);
  }
  const weak = firstTurnWeakness(s, card, 'атаковать ударом');
  if (weak) return weak;
  const tdef = defOf(catalog, tcard);
  if (tdef.type === 'event') return eventImmune(s, tcard, 'быть целью атаки');
  if (tdef.type === 'equipment') return equipmentImmune(s, tcard, 'атаковать');
  if (tcard.zone !== 'play' || !(tdef.type === 'creature' || tdef.type === 'hero') || tcard.controller === card.controller) {
    const e = entry(s.edition, 'creatures', `${card.name} может атаковать ударом только персонажа противника в игровой зоне, а ${tcard.name} не такой`);
    return refuse(s, e.rule, e.text, [e]);
  }
  s.attacks.push({ attacker: phys, target, turn: s.turn });
  const power = statOf(catalog, s, phys, 'power');
  return [
    noWeakness(s, card),
    entry(s.edition, 'creatures', `${card.name} атакует ударом ${tcard.name}`),
    ...power.trace,
    silent(s.edition, `расчёт удара, защиты и ран в бою (${card.name} → ${tcard.name}) не моделируется`),
  ];
}

function activate(catalog: Catalog, s: GameState, player: 'A' | 'B', phys: number, targets: number[]): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  const def = defOf(catalog, card);
  const ab = def.abilities.find((x) => x.kind === 'activated');
  if (!ab || ab.kind !== 'activated') return noRule(s, `${card.name}: нет активируемой способности в данных карты`);
  if (card.zone !== 'play' || card.controller !== player) return noRule(s, `${card.name} не в игровой зоне под контролем ${player}`);
  if (def.type === 'creature') {
    const weak = firstTurnWeakness(s, card, 'использовать активируемые способности');
    if (weak) return weak;
  }
  const t: TraceEntry[] = def.type === 'creature' ? [noWeakness(s, card)] : [];
  if (ab.close && card.closed) return noRule(s, `${card.name} уже закрыта: закрыть её снова`);
  const problem = targetProblem(catalog, s, player, ab.effect, targets[0]);
  if (problem) return noRule(s, `${card.name}: «${describeEffect(ab.effect)}» — ${problem}`);
  if (ab.close) {
    card.closed = true;
    t.push({ rule: '—', edition: s.edition, text: `${card.name} закрывается` });
  }
  s.queue.push({ source: phys, effect: ab.effect, targets: targets.slice(0, 1), player });
  t.push(...runQueue(catalog, s));
  return t;
}

function play(catalog: Catalog, s: GameState, a: Extract<Action, { type: 'play' }>): TraceEntry[] | Refusal {
  const card = s.cards[a.card];
  const def = defOf(catalog, card);
  const ed = s.edition;
  if (card.hero || def.type === 'hero') {
    const e = entry(ed, 'heroStays', `${card.name}: герой изначально в игровой зоне, из руки его не играют`);
    return refuse(s, e.rule, e.text, [e]);
  }
  if (card.zone !== 'hand' || card.owner !== a.player) return noRule(s, `${card.name} не в руке ${a.player}: играют карты из своей руки`);
  const cost = statOf(catalog, s, a.card, 'cost');
  if (cost.value === null) return refuse(s, null, `${card.name}: стоимость неизвестна (нет данных о карте) — оплатить нельзя`, cost.trace);
  const trace: TraceEntry[] = [...cost.trace];
  // What the card will put in the Queue, checked before anything is paid.
  let chain: EffectDef[] = [];
  let chainText = '';
  const chooser = def.abilities.find((x) => x.kind === 'choose');
  if (chooser && chooser.kind === 'choose') {
    const b = buildChain(s, card.name, chooser, a.choose);
    if ('ok' in b) return b;
    chain = b.chain;
    chainText = b.text;
  } else if (def.type === 'spell') {
    chain = def.abilities.flatMap((x) => (x.kind === 'spell' ? [x.effect] : []));
  } else {
    chain = def.abilities.flatMap((x) => (x.kind === 'onPlay' ? [x.effect] : []));
  }
  let items;
  if (def.type === 'spell') {
    const d = declareSpell(catalog, s, a.player, a.card, chain, a.targets);
    if ('ok' in d) return chooser ? constructorRefusal(s, card.name, d) : d;
    items = d.items;
    trace.push(...d.trace);
  }
  const paid = pay(s, a.player, cost.value, card.name);
  if (!paid) {
    const e = entry(ed, 'coins', `${card.name} стоит ${cost.value}, а открытых монет у ${a.player} ${s.players[a.player].coins.filter((c) => !c.closed).length} — оплатить нельзя`);
    return refuse(s, e.rule, e.text, [...trace, e]);
  }
  trace.push(...paid);
  if (chainText) trace.push(entry(ed, 'constructor', chainText));
  if (def.type === 'spell') {
    trace.push(entry(ed, 'spellCast', `${card.name} разыграно: заклинание попадает на кладбище`));
    trace.push(...changeZone(catalog, s, a.card, { zone: 'graveyard', player: card.owner }));
    s.queue.push(...items!);
    trace.push(...runQueue(catalog, s));
    return trace;
  }
  const key = def.type === 'event' ? 'eventEnters' : def.type === 'equipment' ? 'equipmentEnters' : 'playControl';
  trace.push(entry(ed, key, `${card.name} переходит в игровую зону под контроль ${a.player}`));
  trace.push(...changeZone(catalog, s, a.card, { zone: 'play', player: a.player }));
  // Triggered abilities on hiring (onPlay): targets that are missing or illegal make the
  // ability do nothing (518.1: as far as possible).
  let ti = 0;
  for (const eff of chain) {
    const target = eff.target ? a.targets[ti++] : undefined;
    s.queue.push({ source: a.card, effect: eff, targets: target !== undefined ? [target] : [], player: a.player });
  }
  if (chain.length) {
    trace.push(entry(ed, chooser ? 'constructor' : 'asPossible', `${card.name}: способности при найме (${chain.length}) попадают в Очередь`));
    trace.push(...runQueue(catalog, s));
  }
  return trace;
}
