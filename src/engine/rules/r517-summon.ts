// 517.3 — to summon a card is to take it from a deck and put it into the play zone: by default
// from one's own deck, open, under one's own control. 517.3.1 — looking through the deck is part
// of declaring the summon; if the player did not find (or did not want to find) the card, the
// declaration is cancelled; the deck is shuffled in any case. A cancelled summon is not a refusal.
// 517.3.2 — a triggered ability that requires summoning a given card from the deck may be
// skipped, as if the player had no such card in the deck.
import { entry } from '../citations.ts';
import { shuffleDeck } from './r204-deck.ts';
import { moveCard } from '../zones.ts';
import { nameIn, player as playerName, playerGen } from '../words.ts';
import type { CardDef, Catalog, GameState, PlayerId, TraceEntry } from '../types.ts';

export function summon(catalog: Catalog, s: GameState, player: PlayerId, def: CardDef, decline: boolean): { trace: TraceEntry[]; card?: number } {
  const trace = [entry(s.rules, 'summon', `${playerName(player)} вызывает ${nameIn(def, 'acc')}: просматривает свою колоду`)];
  const phys = decline ? undefined : s.players[player].deck.find((p) => s.cards[p].name === def.name);
  if (phys === undefined) {
    trace.push(
      entry(
        s.rules,
        'summonCancel',
        decline
          ? `${playerName(player)} не захотел найти ${nameIn(def, 'acc')}: заявка вызова отменяется`
          : `${nameIn(def, 'gen')} нет в колоде ${playerGen(player)}: заявка вызова отменяется`,
      ),
    );
    trace.push(shuffleDeck(s, player, 'после просмотра при вызове — в любом случае', 'summonCancel'));
    return { trace };
  }
  trace.push(entry(s.rules, 'summon', `${nameIn(def)} помещается в игровую зону в открытом виде под контролем ${playerGen(player)}`));
  trace.push(...moveCard(catalog, s, phys, { zone: 'play', player }));
  trace.push(shuffleDeck(s, player, 'после просмотра при вызове', 'summonCancel'));
  return { trace, card: phys };
}

/** 517.3.2: the player skips a triggered summon as if the deck lacked the card: the summon finds nothing (517.3.1). */
export function skipTriggeredSummon(catalog: Catalog, s: GameState, player: PlayerId, def: CardDef): TraceEntry[] {
  return [
    entry(
      s.rules,
      'triggerSkip',
      `${playerName(player)} пропускает срабатывающую способность, которая требует вызвать ${nameIn(def, 'acc')}, как будто в колоде нет этой карты`,
    ),
    ...summon(catalog, s, player, def, true).trace,
  ];
}
