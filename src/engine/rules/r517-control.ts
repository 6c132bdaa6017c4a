// 517.5 — to take control of a card is to become its controlling player (the opponent stops
// controlling it at the same moment). This is not a change of zone: the card keeps its effects,
// markers and wounds. The first-turn weakness (209.2) then applies to it for this turn.
import { entry, silent } from '../citations.ts';
import { appearsUnder } from '../zones.ts';
import type { Catalog, GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';

export function takeControl(catalog: Catalog, s: GameState, player: PlayerId, phys: number): { trace: TraceEntry[] } | Refusal {
  const card = s.cards[phys];
  if (card.zone !== 'play') {
    const e = entry(s.edition, 'control', `${card.name} не в игровой зоне: брать под контроль можно карты в игре`);
    return { ok: false, rule: e.rule, edition: e.edition, reason: e.text, trace: [e] };
  }
  if (card.hero) {
    const e = silent(s.edition, `${card.name}: смена контроля над героем`);
    return { ok: false, rule: null, edition: s.edition, reason: e.text, trace: [e] };
  }
  if (card.controller === player) return { trace: [entry(s.edition, 'control', `${card.name} уже под контролем ${player}`)] };
  const from = card.controller;
  const list = s.players[from].play;
  list.splice(list.indexOf(phys), 1);
  s.players[player].play.push(phys);
  card.controller = player;
  card.controlTurn = s.turn;
  const trace = [
    entry(s.edition, 'control', `${player} берёт под контроль ${card.name}, ${from} перестаёт его контролировать; это не смена зоны — эффекты, маркеры и раны сохраняются`),
  ];
  trace.push(...appearsUnder(catalog, s, phys));
  return { trace };
}
