// Moves with cards in hand and coins: draw, discard, gain and lose coins.
import { silent } from '../citations.ts';
import { done, refused } from '../results.ts';
import { discard as discardCount, draw as drawCards } from '../rules/r518-full-execution.ts';
import { gain, lose } from '../rules/r520-coins.ts';
import { moveCard } from '../zones.ts';
import { playerGen } from '../words.ts';
import type { Handler } from './context.ts';

export const draw: Handler<'draw'> = ({ catalog, s }, a) => done(drawCards(catalog, s, a.player, a.count));

export const discard: Handler<'discard'> = ({ catalog, s }, a) => {
  if (!a.cards) return done(discardCount(catalog, s, a.player, a.count ?? 0));
  const stray = a.cards.map((p) => s.cards[p]).find((c) => c.zone !== 'hand' || c.owner !== a.player);
  if (stray) return refused(silent(s.edition, `${stray.name} не в руке ${playerGen(a.player)}: сбросить её нельзя`));
  return done(a.cards.flatMap((p) => moveCard(catalog, s, p, { zone: 'graveyard', player: a.player })));
};

export const gainCoins: Handler<'gainCoins'> = ({ s }, a) => done(gain(s, a.player, a.amount, a.temporary ?? false));

export const loseCoins: Handler<'loseCoins'> = ({ s }, a) => done(lose(s, a.player, a.amount, a.choose, a.temporary ?? false));
