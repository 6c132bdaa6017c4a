// Actions with a deck as a whole: a player looks through their deck (204: only when a rule or an
// ability says so, and it is shuffled afterwards), or shows its top cards (518.3: as many as
// there are). Each tells the step's answer which cards were seen.
import { entry } from '../citations.ts';
import { refused, showing } from '../results.ts';
import { lookThrough } from '../rules/r204-deck.ts';
import { reveal as revealTop } from '../rules/r518-full-execution.ts';
import { count, deckSchema } from '../schema/fields.ts';
import { cards, playerGen } from '../words.ts';
import type { GameState } from '../types.ts';
import { defineAction } from './record.ts';

/** Cards shown, top first, by name: «Кутила, Рунопевец». */
const shownCards = (s: GameState, list: number[]) => ({ text: list.length ? list.map((p) => s.cards[p].name).join(', ') : 'ни одной карты', cards: list });

export const look = defineAction({
  fields: { look: deckSchema },
  cards: [],
  zones: ['look'],
  label: (v, say) => `Просмотреть колоду ${playerGen(v.look.player)}${say.by(v.player === v.look.player ? undefined : v.player)}`,
  act: (v, r) => ({ player: r.player(v.player), deck: v.look.player }),
  run: ({ s }, a) => {
    if (a.deck !== a.player) return refused(entry(s.rules, 'deckLook', `колода — закрытая зона: просматривать колоду ${playerGen(a.deck)} может только её владелец`));
    const seen = shownCards(s, s.players[a.player].deck.slice());
    return showing(lookThrough(s, a.player), seen);
  },
  board: [{ label: 'Просмотреть колоду', at: 'player', by: 'controller', make: (_, place) => ({ look: `${place.controller}.deck` }) }],
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
  board: [{ label: 'Показать карты с верха колоды…', at: 'player', by: 'controller', picks: [{ kind: 'count', field: 'reveal', title: 'Сколько карт показать', min: 1, start: 1 }], make: () => ({}) }],
});
