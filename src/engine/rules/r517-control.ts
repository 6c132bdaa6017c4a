// 517.5 — to take control of a card is to become its controlling player (the opponent stops
// controlling it at the same moment). This is not a change of zone: the card stays the same
// object and keeps its effects, markers and wounds. The first-turn weakness (209.2) then applies
// to it for this turn. A player who loses control of a card passes it to the opponent, unless it
// cannot go to the opponent: then the player keeps controlling it (517.5, second paragraph).
import { entry, silent } from '../citations.ts';
import { refused } from '../results.ts';
import { defOf, nameOf, other } from '../state.ts';
import { appearsUnder } from '../zones.ts';
import { itAcc, player as playerName, playerGen } from '../words.ts';
import type { Catalog, GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';

export function takeControl(catalog: Catalog, s: GameState, player: PlayerId, phys: number): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  const name = nameOf(catalog, card);
  if (card.zone !== 'play') return refused(entry(s.rules, 'control', `${name} не в игровой зоне: взять под контроль можно карту в игре`));
  if (card.hero) return refused(silent(s.rules, `${name}: смену контроля над героем движок не моделирует`));
  if (card.controller === player) return [entry(s.rules, 'control', `${name} уже под контролем ${playerGen(player)}`)];
  return passControl(catalog, s, player, phys);
}

/** The card in play goes under `player`'s control: the same object, in the other player's part of the zone. */
function passControl(catalog: Catalog, s: GameState, player: PlayerId, phys: number): TraceEntry[] {
  const card = s.cards[phys];
  const from = card.controller;
  const list = s.players[from].play;
  list.splice(list.indexOf(phys), 1);
  s.players[player].play.push(phys);
  card.controller = player;
  card.controlTurn = s.turn;
  return [
    entry(
      s.rules,
      'control',
      `${playerName(player)} берёт под контроль ${nameOf(catalog, card, 'acc')}, ${playerName(from)} перестаёт ${itAcc(defOf(catalog, card))} контролировать; это не смена зоны — эффекты, маркеры и раны остаются`,
    ),
    ...appearsUnder(catalog, s, phys),
  ];
}

/** The controller loses control of a card in play: the opponent takes it, if the card can go there. */
export function loseControl(catalog: Catalog, s: GameState, phys: number): TraceEntry[] | Refusal {
  const card = s.cards[phys];
  if (card.zone !== 'play') return refused(entry(s.rules, 'control', `${nameOf(catalog, card)} не в игровой зоне: контролируют карты в игре`));
  const from = card.controller;
  if (card.hero) {
    return [
      silent(s.rules, 'герой не переходит в отряд противника, у которого свой герой: так считает движок'),
      entry(
        s.rules,
        'controlKept',
        `${playerName(from)} теряет контроль над героем, но тот не может перейти к противнику — ${playerName(from)} продолжает контролировать своего героя`,
      ),
    ];
  }
  return [
    entry(
      s.rules,
      'control',
      `${playerName(from)} теряет контроль над ${nameOf(catalog, card, 'ins')}: ${playerName(other(from))} автоматически становится контролирующим игроком`,
    ),
    ...passControl(catalog, s, other(from), phys),
  ];
}
