// What the board offers, worked out in the engine's worker, where the engine's action records
// are: for every card in every picture of a run, the questions and actions the records allow
// where it lies (with the card's reference filled in), and each player's. The page receives them
// as data with the run, so its own script carries none of the engine's code.
import {
  cardActions,
  cardQuestions,
  playerActions,
  playerQuestions,
  type BoardAction,
  type CardView,
  type Catalog,
  type PlayerId,
  type ScenarioResult,
  type StateView,
  type ZoneName,
} from '../../engine/index.ts';
import { boardCards, offerKey, playerKey, refOf, type BoardData } from './board-data.ts';

/** A card of the run: how steps name it, what it goes by on the board, its place among the board's cards (-1: a hero). */
interface CardInfo {
  ref: string;
  label: string;
  slot: number;
}

export interface BoardInfo {
  cards: Record<number, CardInfo>;
  /** By `offerKey`: a card's questions and actions where it lies. */
  offers: Record<string, BoardAction[]>;
  /** By `playerKey`: a player's questions and moves. */
  players: Record<string, BoardAction[]>;
}

const PLAYERS: PlayerId[] = ['A', 'B'];

/** Every card of the run by its physical id: setup cards, cards created by steps, heroes. */
function cardsOf(data: BoardData, result: ScenarioResult): Record<number, CardInfo> {
  const all = boardCards(data);
  const out: Record<number, CardInfo> = {};
  const ids = result.ids!;
  all.forEach((card, slot) => {
    const id = card.step === undefined ? ids.setup[slot] : ids.created[card.step];
    if (id !== undefined) out[id] = { ref: refOf(all, slot), label: card.alias ?? card.name, slot };
  });
  for (const p of PLAYERS) {
    const hero = result.initial!.players[p];
    out[hero.hero.id] = { ref: `${p}.hero`, label: hero.genericHero ? `Герой игрока ${p === 'A' ? 'А' : 'Б'}` : hero.hero.name, slot: -1 };
  }
  return out;
}

/** Each card of a picture, with where it lies. */
function* placed(state: StateView): Generator<{ card: CardView; zone: ZoneName | 'hero' }> {
  for (const p of PLAYERS) {
    yield { card: state.players[p].hero, zone: 'hero' };
    for (const [zone, list] of Object.entries(state.players[p].zones) as [ZoneName, CardView[]][]) for (const card of list) yield { card, zone };
  }
}

export function boardInfo(data: BoardData, result: ScenarioResult, catalog: Catalog, zones: readonly ZoneName[]): BoardInfo {
  const cards = cardsOf(data, result);
  const offers: Record<string, BoardAction[]> = {};
  const players: Record<string, BoardAction[]> = {};
  const pictures = [result.initial!, ...result.steps.flatMap((s) => (s.state ? [s.state] : []))];
  for (const state of pictures) {
    for (const p of PLAYERS) {
      const key = playerKey(p, state.active);
      players[key] ??= [...playerQuestions(p, zones), ...playerActions(p, state.active, zones)];
    }
    for (const { card, zone } of placed(state)) {
      const key = offerKey(card.id, zone, card.controller, card.owner, state.active);
      const ref = cards[card.id]?.ref;
      if (offers[key] || ref === undefined) continue;
      const place = { name: card.name, zone, controller: card.controller, owner: card.owner, active: state.active, zones, card: catalog.byName.get(card.name) };
      offers[key] = [...cardQuestions(zone, ref), ...cardActions(place, ref)];
    }
  }
  return { cards, offers, players };
}
