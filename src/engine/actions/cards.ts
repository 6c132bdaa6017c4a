// Actions on one card directly: move it, destroy it (several at once, in the owner's order), give
// it an effect or markers.
import * as z from 'zod/mini';
import { entry, silent } from '../citations.ts';
import { effectLabel, untilEndOfTurn } from '../effects.ts';
import { addEffect, markerCount, putMarkers } from '../objects.ts';
import { done, refused } from '../results.ts';
import { heroStays } from '../rules/r208-heroes.ts';
import { shuffleDeck } from '../rules/r204-deck.ts';
import { zoneExists } from '../rules/r206-supply.ts';
import { takeControl } from '../rules/r517-control.ts';
import { givenForPeriod } from '../rules/r520-4-period-ends.ts';
import { effectText } from '../schema/card.ts';
import { MAX_VALUE, opt, refSchema, text, zoneSchema } from '../schema/fields.ts';
import { nameOf } from '../state.ts';
import { destroyCard, moveCard } from '../zones.ts';
import { ZONE_WORDS } from '../words.ts';
import type { Effect, TraceEntry, ZoneRef } from '../types.ts';
import { slotKey } from '../scenario/slots.ts';
import { defineAction } from './record.ts';

const list = (refs: string | readonly string[]) => (typeof refs === 'string' ? [refs] : refs);

/** Markers the rules and examples name (205.4: «Инкарнация», «раз за ход»); any other may be typed. */
const KNOWN_MARKERS = ['раз за ход', 'Инкарнация', 'Яд'];

export const move = defineAction({
  fields: { move: refSchema, to: zoneSchema, position: opt(z.enum(['top', 'bottom'])) },
  cards: ['move'],
  zones: ['to'],
  check: (v) =>
    v.position !== undefined && v.to.zone !== 'deck'
      ? { field: 'position', message: '"position" applies to a deck', messageRu: 'position — только для колоды' }
      : null,
  label: (v, say) => `Переместить: ${say.card(v.move, 'acc')} → ${say.zone(v.to)}${v.position ? (v.position === 'top' ? ', на верх' : ', в низ') : ''}`,
  act: (v, r): { card: number; to: ZoneRef; position?: 'top' | 'bottom' } => ({ card: r.card(v.move), to: v.to, position: v.position }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    const stays = heroStays(catalog, s, card, 'перемещать');
    if (stays) return stays;
    if (!zoneExists(s.rules, a.to.zone)) return refused(entry(s.rules, 'supply', `в этой редакции зоны «${ZONE_WORDS[a.to.zone].name}» нет`));
    if (card.zone === 'play' && a.to.zone === 'play' && card.controller !== a.to.player) {
      // From one player's part of the play zone to the other's: a change of control, not of zone.
      const r = takeControl(catalog, s, a.to.player, a.card);
      return Array.isArray(r) ? done(r) : r;
    }
    if (card.zone === a.to.zone && a.to.zone !== 'deck')
      return done([silent(s.rules, `${nameOf(catalog, card)} уже ${ZONE_WORDS[a.to.zone].in}: ничего не меняется`)]);
    const from = card.zone;
    const trace = moveCard(catalog, s, a.card, { zone: a.to.zone, player: a.to.player, position: a.position });
    // 204: an ability that takes a card out of a deck shuffles it; into a deck, toDeck decides.
    if (from === 'deck' && a.to.zone !== 'deck') trace.push(shuffleDeck(s, card.owner, `из неё извлечена карта ${nameOf(catalog, card)}`));
    return done(trace);
  },
  board: [
    { label: 'Вернуть в руку', at: ['play', 'graveyard'], make: (ref, place) => ({ move: ref, to: `${place.owner}.hand` }) },
    {
      label: 'Переместить…',
      at: ['hand', 'play', 'graveyard', 'deck', 'supply'],
      picks: [{ kind: 'zone', field: 'to', title: 'Куда переместить' }],
      make: (ref) => ({ move: ref }),
    },
    {
      label: 'Положить в колоду…',
      at: ['hand', 'play', 'graveyard', 'supply'],
      picks: [
        {
          kind: 'choice',
          title: 'Куда в колоду владельца',
          options: [
            { label: 'На верх колоды', set: { position: 'top' } },
            { label: 'Под низ колоды', set: { position: 'bottom' } },
            { label: 'Вмешать в колоду', set: {} },
          ],
        },
      ],
      make: (ref, place) => ({ move: ref, to: `${place.owner}.deck` }),
    },
  ],
});

export const destroy = defineAction({
  fields: { destroy: z.union([refSchema, z.array(refSchema).check(z.minLength(1))]), order: opt(z.array(refSchema)) },
  cards: ['destroy', 'order'],
  check: (v, c) => {
    const keys = (refs: readonly string[]) =>
      refs
        .map((r) => slotKey(c.slot(r)))
        .sort()
        .join();
    const named = list(v.destroy);
    if (new Set(named.map((r) => slotKey(c.slot(r)))).size < named.length)
      return { field: 'destroy', message: 'each card is destroyed once: it is named twice', messageRu: 'карта названа дважды: уничтожают её один раз' };
    if (v.order && keys(v.order) !== keys(named))
      return { field: 'order', message: '"order" lists each destroyed card once', messageRu: 'в order — каждая уничтожаемая карта, по одному разу' };
    return null;
  },
  label: (v, say) =>
    `Уничтожить: ${list(v.destroy)
      .map((r) => say.card(r, 'acc'))
      .join(', ')}${v.order ? ` (на кладбище снизу вверх: ${v.order.map((r) => say.card(r)).join(', ')})` : ''}`,
  act: (v, r) => ({ cards: r.cards(v.destroy), ...(v.order ? { order: r.cards(v.order) } : {}) }),
  run: ({ catalog, s }, a) => {
    for (const phys of a.cards) {
      const card = s.cards[phys];
      const stays = heroStays(catalog, s, card, 'уничтожить');
      if (stays) return stays;
      if (card.zone !== 'play')
        return refused(
          entry(
            s.rules,
            'graveyardTop',
            `${nameOf(catalog, card)} не в игровой зоне: уничтожают карты в игре, а попасть на кладбище ${ZONE_WORDS[card.zone].from} — не уничтожение`,
          ),
        );
    }
    const order = a.order ?? a.cards;
    if (order.length !== a.cards.length || a.cards.some((p) => !order.includes(p)))
      return refused(silent(s.rules, 'порядок должен назвать каждую уничтожаемую карту по одному разу'));
    const trace: TraceEntry[] = [];
    if (order.length > 1) {
      const names = order.map((p) => nameOf(catalog, s.cards[p])).join(', ');
      trace.push(
        entry(
          s.rules,
          'graveyardOrder',
          `карты уничтожаются одновременно и попадают на кладбище владельца вместе; порядок выбирает владелец${a.order ? '' : ' (не указан — как перечислены)'}: снизу вверх ${names}`,
        ),
      );
    }
    for (const phys of order) trace.push(...destroyCard(catalog, s, phys));
    return done(trace);
  },
  board: [
    { label: 'Уничтожить', at: ['play'], make: (ref) => ({ destroy: ref }) },
    {
      label: 'Уничтожить вместе с другими…',
      at: ['play'],
      picks: [
        {
          kind: 'more',
          field: 'destroy',
          title: 'Какие ещё карты уничтожаются одновременно: коснитесь их в том порядке, в каком владелец кладёт их на кладбище (снизу вверх)',
        },
      ],
      make: (ref) => ({ destroy: [ref] }),
    },
  ],
});

export const modify = defineAction({
  fields: { modify: refSchema, effect: effectText, until: opt(z.literal('endTurn')) },
  cards: ['modify'],
  label: (v, say) => `Наложить эффект на ${say.card(v.modify, 'acc')}: «${effectLabel(v.effect)}»${untilEndOfTurn(v.until)}`,
  act: (v, r): { card: number; effect: Effect; until?: 'endTurn' } => ({ card: r.card(v.modify), effect: v.effect, until: v.until }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    addEffect(s, card, a.effect, a.until);
    const said = `${nameOf(catalog, card)} получает эффект «${effectLabel(a.effect)}»${untilEndOfTurn(a.until)}`;
    const given = card.hero ? entry(s.rules, 'heroWounds', `${said}: герои могут получать эффекты`) : silent(s.rules, said);
    return done(a.until ? [given, givenForPeriod(catalog, s, card, a.effect)] : [given]);
  },
  board: [
    {
      label: 'Наложить эффект…',
      at: ['hand', 'play', 'deck', 'graveyard', 'supply', 'hero'],
      picks: [{ kind: 'effect', field: 'effect', title: 'Какой эффект наложить' }],
      make: (ref) => ({ modify: ref }),
    },
  ],
});

export const addMarker = defineAction({
  fields: { addMarker: refSchema, marker: text, count: opt(z.int().check(z.minimum(1), z.maximum(MAX_VALUE))) },
  cards: ['addMarker'],
  label: (v, say) => `Положить на ${say.card(v.addMarker, 'acc')} маркер «${v.marker}» ×${v.count ?? 1}`,
  act: (v, r) => ({ card: r.card(v.addMarker), marker: v.marker, count: v.count ?? 1 }),
  run: ({ catalog, s }, a) => {
    const card = s.cards[a.card];
    putMarkers(s, card, a.marker, a.count);
    return done([silent(s.rules, `${nameOf(catalog, card)}: маркер «${a.marker}» +${a.count}, теперь ${markerCount(s, card, a.marker)}`)]);
  },
  board: [
    {
      label: 'Положить маркер…',
      at: ['play', 'hero', 'graveyard'],
      picks: [
        { kind: 'marker', field: 'marker', title: 'Какой маркер положить', known: KNOWN_MARKERS },
        { kind: 'count', field: 'count', title: 'Сколько маркеров', min: 1, start: 1 },
      ],
      make: (ref) => ({ addMarker: ref }),
    },
  ],
});
