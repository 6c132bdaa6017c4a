// 517: bringing cards into play from elsewhere — summon from a deck, revive from a graveyard,
// create from outside the game — and taking control of a card in play.
import { done } from '../results.ts';
import { create as createCard } from '../rules/r517-create.ts';
import { takeControl as takeControlOf } from '../rules/r517-control.ts';
import { revive as reviveCard } from '../rules/r517-revive.ts';
import { summon as summonCard } from '../rules/r517-summon.ts';
import type { Handler } from './context.ts';

export const summon: Handler<'summon'> = ({ catalog, s }, a) => {
  const r = summonCard(catalog, s, a.player, a.name, a.decline ?? false);
  return done(r.trace, r.card);
};

export const revive: Handler<'revive'> = ({ catalog, s }, a) => {
  const r = reviveCard(catalog, s, a.player, a.card);
  return Array.isArray(r) ? done(r) : r;
};

export const takeControl: Handler<'takeControl'> = ({ catalog, s }, a) => {
  const r = takeControlOf(catalog, s, a.player, a.card);
  return Array.isArray(r) ? done(r) : r;
};

export const create: Handler<'create'> = ({ catalog, s }, a) => {
  const r = createCard(catalog, s, a.player, a.name);
  return done(r.trace, r.card);
};
