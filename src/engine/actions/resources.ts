// Actions with cards in hand and coins: draw, discard, gain and lose coins.
import * as z from 'zod/mini';
import { silent } from '../citations.ts';
import { done, refused } from '../results.ts';
import { discard as discardCount, draw as drawCards } from '../rules/r518-full-execution.ts';
import { gain, lose } from '../rules/r520-coins.ts';
import { count, opt, refSchema } from '../schema/fields.ts';
import { defOf, nameOf } from '../state.ts';
import { moveCard } from '../zones.ts';
import { cards, coins, itAcc, playerGen } from '../words.ts';
import type { CoinChoice, PlayerId } from '../types.ts';
import { defineAction } from './record.ts';

export const draw = defineAction({
  fields: { draw: count },
  cards: [],
  label: (v, say) => `Взять из колоды ${cards(v.draw, 'acc')}${say.by(v.player)}`,
  act: (v, r) => ({ player: r.player(v.player), count: v.draw }),
  run: ({ catalog, s }, a) => done(drawCards(catalog, s, a.player, a.count)),
  board: [
    {
      label: 'Взять карты из колоды…',
      at: 'player',
      by: 'controller',
      picks: [{ kind: 'count', field: 'draw', title: 'Сколько карт взять', min: 1, start: 1 }],
      make: () => ({}),
    },
  ],
});

export const discard = defineAction({
  fields: { discard: z.union([count, z.array(refSchema)]) },
  cards: ['discard'],
  label: (v, say) =>
    `Сбросить: ${typeof v.discard === 'number' ? cards(v.discard, 'acc') : v.discard.map((r) => say.card(r, 'acc')).join(', ')}${say.by(v.player)}`,
  act: (v, r): { player: PlayerId; count?: number; cards?: number[] } => ({
    player: r.player(v.player),
    ...(typeof v.discard === 'number' ? { count: v.discard } : { cards: r.cards(v.discard) }),
  }),
  run: ({ catalog, s }, a) => {
    if (!a.cards) return done(discardCount(catalog, s, a.player, a.count ?? 0));
    const stray = a.cards.map((p) => s.cards[p]).find((c) => c.zone !== 'hand' || c.owner !== a.player);
    if (stray) return refused(silent(s.rules, `${nameOf(catalog, stray)} не в руке ${playerGen(a.player)}: сбросить ${itAcc(defOf(catalog, stray))} нельзя`));
    return done(a.cards.flatMap((p) => moveCard(catalog, s, p, { zone: 'graveyard', player: a.player })));
  },
  board: [
    { label: 'Сбросить', at: ['hand'], by: 'owner', make: (ref) => ({ discard: [ref] }) },
    {
      label: 'Сбросить карты из руки…',
      at: 'player',
      by: 'controller',
      picks: [{ kind: 'count', field: 'discard', title: 'Сколько карт сбросить', min: 1, start: 1 }],
      make: () => ({}),
    },
  ],
});

export const gainCoins = defineAction({
  fields: { gainCoins: count, temporary: opt(z.boolean()) },
  cards: [],
  label: (v, say) => `Получить ${coins(v.gainCoins, 'acc')}${v.temporary ? ' на время' : ''}${say.by(v.player)}`,
  act: (v, r): { player: PlayerId; amount: number; temporary?: boolean } => ({ player: r.player(v.player), amount: v.gainCoins, temporary: v.temporary }),
  run: ({ s }, a) => done(gain(s, a.player, a.amount, a.temporary ?? false)),
  board: [
    {
      label: 'Получить монеты…',
      at: 'player',
      by: 'controller',
      picks: [
        { kind: 'count', field: 'gainCoins', title: 'Сколько монет получить', min: 1, start: 1 },
        {
          kind: 'choice',
          title: 'Надолго ли',
          options: [
            { label: 'Насовсем', set: {} },
            { label: 'Временные', set: { temporary: true } },
          ],
        },
      ],
      make: () => ({}),
    },
  ],
});

export const loseCoins = defineAction({
  fields: { loseCoins: count, temporary: opt(z.boolean()), choose: opt(z.enum(['open', 'closed', 'temporary'])) },
  cards: [],
  label: (v, say) => `Потерять ${coins(v.loseCoins, 'acc')}${v.temporary ? ' до конца хода' : ''}${say.by(v.player)}`,
  act: (v, r): { player: PlayerId; amount: number; temporary?: boolean; choose?: CoinChoice } => ({
    player: r.player(v.player),
    amount: v.loseCoins,
    temporary: v.temporary,
    choose: v.choose,
  }),
  run: ({ s }, a) => done(lose(s, a.player, a.amount, a.choose, a.temporary ?? false)),
  board: [
    {
      label: 'Потерять монеты…',
      at: 'player',
      by: 'controller',
      picks: [
        { kind: 'count', field: 'loseCoins', title: 'Сколько монет потерять', min: 1, start: 1 },
        {
          kind: 'choice',
          title: 'Какие и надолго ли',
          options: [
            { label: 'Насовсем, какие — по правилам', set: {} },
            { label: 'Насовсем, открытые', set: { choose: 'open' } },
            { label: 'Насовсем, закрытые', set: { choose: 'closed' } },
            { label: 'Насовсем, временные', set: { choose: 'temporary' } },
            { label: 'До конца хода', set: { temporary: true } },
          ],
        },
      ],
      make: () => ({}),
    },
  ],
});
