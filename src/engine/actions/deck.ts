// Actions with a zone of cards as a whole: a player looks through their deck (204: only when a
// rule or an ability says so, and it is shuffled afterwards), at their hand (203.1: their own
// only) or at a graveyard (205.2: anyone's, at any time); or shows the deck's top cards (518.3:
// as many as there are). Each tells the step's answer which cards were seen.
import { entry } from '../citations.ts';
import { refused, showing } from '../results.ts';
import { lookAtHand } from '../rules/r203-1-hand.ts';
import { lookThrough } from '../rules/r204-deck.ts';
import { lookAtGraveyard } from '../rules/r205-2-graveyard-open.ts';
import { reveal as revealTop } from '../rules/r518-full-execution.ts';
import { count, lookableSchema } from '../schema/fields.ts';
import { cards, playerGen } from '../words.ts';
import { other } from '../state.ts';
import type { GameState, PlayerId, Refusal, TraceEntry } from '../types.ts';
import { defineAction } from './record.ts';

/** Cards shown, top first, by name: «Кутила, Рунопевец». */
const shownCards = (s: GameState, list: number[]) => ({ text: list.length ? list.map((p) => s.cards[p].name).join(', ') : 'ни одной карты', cards: list });

type Lookable = 'deck' | 'hand' | 'graveyard';

/** How each zone is looked at, by whose rule: the cards seen are the zone's, in its order. */
const LOOKS: Record<Lookable, { label: string; see(s: GameState, player: PlayerId, of: PlayerId): TraceEntry[] | Refusal }> = {
  deck: {
    label: 'Просмотреть колоду',
    see: (s, player, of) =>
      player === of
        ? lookThrough(s, player)
        : refused(entry(s.rules, 'deckLook', `колода — закрытая зона: просматривать колоду ${playerGen(of)} может только её владелец`)),
  },
  hand: { label: 'Просмотреть руку', see: lookAtHand },
  graveyard: { label: 'Посмотреть кладбище', see: lookAtGraveyard },
};

export const look = defineAction({
  fields: { look: lookableSchema },
  cards: [],
  zones: ['look'],
  label: (v, say) => `${LOOKS[v.look.zone].label} ${playerGen(v.look.player)}${say.by(v.player === v.look.player ? undefined : v.player)}`,
  act: (v, r): { player: PlayerId; of: PlayerId; zone: Lookable } => ({ player: r.player(v.player), of: v.look.player, zone: v.look.zone }),
  run: ({ s }, a) => {
    // What is seen is the zone before looking: a deck is shuffled afterwards.
    const seen = shownCards(s, s.players[a.of][a.zone].slice());
    const r = LOOKS[a.zone].see(s, a.player, a.of);
    return Array.isArray(r) ? showing(r, seen) : r;
  },
  board: [
    { label: 'Просмотреть колоду', at: 'player', by: 'controller', make: (_, place) => ({ look: `${place.controller}.deck` }) },
    { label: 'Просмотреть руку', at: 'player', by: 'controller', make: (_, place) => ({ look: `${place.controller}.hand` }) },
    { label: 'Посмотреть своё кладбище', at: 'player', by: 'controller', make: (_, place) => ({ look: `${place.controller}.graveyard` }) },
    { label: 'Посмотреть кладбище противника', at: 'player', by: 'controller', make: (_, place) => ({ look: `${other(place.controller)}.graveyard` }) },
  ],
});

export const reveal = defineAction({
  fields: { reveal: count },
  cards: [],
  label: (v, say) => `Показать ${cards(v.reveal, 'acc')} с верха колоды${say.by(v.player)}`,
  act: (v, r) => ({ player: r.player(v.player), count: v.reveal }),
  run: ({ s }, a) => {
    const r = revealTop(s, a.player, a.count);
    return showing(r.trace, shownCards(s, r.shown));
  },
  board: [
    {
      label: 'Показать карты с верха колоды…',
      at: 'player',
      by: 'controller',
      picks: [{ kind: 'count', field: 'reveal', title: 'Сколько карт показать', min: 1, start: 1 }],
      make: () => ({}),
    },
  ],
});
