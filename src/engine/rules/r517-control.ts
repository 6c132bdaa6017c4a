// 517.5 — to take control of a card is to become its controlling player (the opponent stops
// controlling it at the same moment). This is not a change of zone: the card keeps its effects,
// markers and wounds. The first-turn weakness (209.2) then applies to it for this turn.
import { entry, silent } from '../citations.ts';
import { refused } from '../results.ts';
import { appearsUnder } from '../zones.ts';
import { player as playerName, playerGen } from '../words.ts';
import type { Catalog, GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';

export function takeControl(catalog: Catalog, s: GameState, player: PlayerId, phys: number): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  if (card.zone !== 'play') return refused(entry(s.edition, 'control', `${card.name} не в игровой зоне: взять под контроль можно карту в игре`));
  if (card.hero) return refused(silent(s.edition, `${card.name}: смену контроля над героем движок не моделирует`));
  if (card.controller === player) return [entry(s.edition, 'control', `${card.name} уже под контролем ${playerGen(player)}`)];
  const from = card.controller;
  const list = s.players[from].play;
  list.splice(list.indexOf(phys), 1);
  s.players[player].play.push(phys);
  card.controller = player;
  card.controlTurn = s.turn;
  return [
    entry(s.edition, 'control', `${playerName(player)} берёт под контроль ${card.name}, ${playerName(from)} перестаёт его контролировать; это не смена зоны — эффекты, маркеры и раны остаются`),
    ...appearsUnder(catalog, s, phys),
  ];
}
