// 517: bringing cards into play from elsewhere — summon from a deck, revive from a graveyard,
// create from outside the game — and control of a card in play: taken, or lost to the opponent.
import * as z from 'zod/mini';
import { silent } from '../citations.ts';
import { done, refused } from '../results.ts';
import { loseControl as loseControlOf, takeControl as takeControlOf } from '../rules/r517-control.ts';
import { create as createCard } from '../rules/r517-create.ts';
import { revive as reviveCard } from '../rules/r517-revive.ts';
import { summon as summonCard } from '../rules/r517-summon.ts';
import { cardNameSchema, opt, refSchema, text } from '../schema/fields.ts';
import type { CardDef, Catalog, GameState, PlayerId, Refusal } from '../types.ts';
import { defineAction } from './record.ts';

/** A card of the catalog by name; the reader checked names, a caller of the engine may not have. */
function cardNamed(catalog: Catalog, s: GameState, name: string): CardDef | Refusal {
  return catalog.byName.get(name) ?? refused(silent(s.rules, `карты «${name}» нет в данных о картах`));
}

export const summon = defineAction({
  fields: { summon: cardNameSchema, decline: opt(z.boolean()) },
  cards: [],
  names: ['summon'],
  label: (v, say) => `Вызвать: ${say.name(v.summon, 'acc')}${say.by(v.player)}${v.decline ? ', не находя карту' : ''}`,
  act: (v, r): { player: PlayerId; name: string; decline?: boolean } => ({ player: r.player(v.player), name: v.summon, decline: v.decline }),
  run: ({ catalog, s }, a) => {
    const def = cardNamed(catalog, s, a.name);
    if ('ok' in def) return def;
    const r = summonCard(catalog, s, a.player, def, a.decline ?? false);
    return done(r.trace, r.card);
  },
  board: [
    { label: 'Призвать', at: ['deck'], by: 'controller', make: (_, place) => ({ summon: place.name }) },
    { label: 'Призвать, не находя карту', at: ['deck'], by: 'controller', make: (_, place) => ({ summon: place.name, decline: true }) },
    {
      label: 'Призвать карту по имени…',
      at: 'player',
      by: 'controller',
      picks: [{ kind: 'name', field: 'summon', title: 'Какую карту призвать из своей колоды' }],
      make: () => ({}),
    },
  ],
});

export const revive = defineAction({
  fields: { revive: refSchema },
  cards: ['revive'],
  label: (v, say) => `Возродить: ${say.card(v.revive, 'acc')}${say.by(v.player)}`,
  act: (v, r) => ({ player: r.player(v.player), card: r.card(v.revive) }),
  run: ({ catalog, s }, a) => {
    const r = reviveCard(catalog, s, a.player, a.card);
    return Array.isArray(r) ? done(r) : r;
  },
  board: [{ label: 'Возродить…', at: ['graveyard'], by: 'either', make: (ref) => ({ revive: ref }) }],
});

export const takeControl = defineAction({
  fields: { takeControl: refSchema },
  cards: ['takeControl'],
  label: (v, say) => `Взять под контроль: ${say.card(v.takeControl, 'acc')}${say.by(v.player)}`,
  act: (v, r) => ({ player: r.player(v.player), card: r.card(v.takeControl) }),
  run: ({ catalog, s }, a) => {
    const r = takeControlOf(catalog, s, a.player, a.card);
    return Array.isArray(r) ? done(r) : r;
  },
  board: [{ label: 'Взять под контроль', at: ['play'], by: 'opponent', make: (ref) => ({ takeControl: ref }) }],
});

export const loseControl = defineAction({
  fields: { loseControl: refSchema },
  cards: ['loseControl'],
  label: (v, say) => `Потерять контроль над ${say.card(v.loseControl, 'ins')}`,
  act: (v, r) => ({ card: r.card(v.loseControl) }),
  run: ({ catalog, s }, a) => {
    const r = loseControlOf(catalog, s, a.card);
    return Array.isArray(r) ? done(r) : r;
  },
  board: [{ label: 'Потерять контроль', at: ['play', 'hero'], make: (ref) => ({ loseControl: ref }) }],
});

export const create = defineAction({
  fields: { create: cardNameSchema, as: opt(text) },
  cards: [],
  names: ['create'],
  creates: (v) => ({ name: v.create, alias: v.as }),
  label: (v, say) => `Создать: ${say.name(v.create, 'acc')}${say.by(v.player)}`,
  act: (v, r) => ({ player: r.player(v.player), name: v.create }),
  run: ({ catalog, s }, a) => {
    const def = cardNamed(catalog, s, a.name);
    if ('ok' in def) return def;
    const r = createCard(catalog, s, a.player, def);
    return done(r.trace, r.card);
  },
  board: [{ label: 'Создать', at: ['supply'], by: 'owner', make: (_, place) => ({ create: place.name }) }],
});
