// Actions of time: deferred effects (519), phases and the end of the turn.
import * as z from 'zod/mini';
import { payloadLabel } from '../effects.ts';
import { done } from '../results.ts';
import { defer as deferEffect } from '../rules/r519-deferred.ts';
import { deferredText } from '../schema/card.ts';
import { opt, refSchema } from '../schema/fields.ts';
import { endTurn as endTheTurn, runPhase } from '../turn.ts';
import { defineAction } from './record.ts';

export const defer = defineAction({
  fields: { defer: deferredText, target: opt(refSchema), source: opt(refSchema), when: opt(z.literal('endTurn')) },
  cards: ['target', 'source'],
  label: (v, say) =>
    `Отложенный эффект «${payloadLabel(v.defer)}»${v.source ? ` способности ${say.card(v.source, 'gen')}` : ''} на ${v.target ? say.card(v.target, 'acc') : 'героя'}${say.by(v.player)}`,
  act: (v, r) => ({
    player: r.player(v.player),
    payload: v.defer,
    ...(v.target ? { target: r.card(v.target) } : {}),
    ...(v.source ? { source: r.card(v.source) } : {}),
  }),
  run: ({ catalog, s }, a) => done(deferEffect(catalog, s, { player: a.player, source: a.source }, a.payload, a.target)),
  board: [
    {
      label: 'Отложенный эффект…',
      at: ['play', 'hero'],
      picks: [{ kind: 'deferred', field: 'defer', title: 'Какой отложенный эффект (519)' }],
      make: (ref) => ({ target: ref }),
    },
    {
      label: 'Отложенный эффект способности этой карты…',
      at: ['play', 'hero'],
      picks: [
        { kind: 'deferred', field: 'defer', title: 'Какой отложенный эффект (519)' },
        { kind: 'target', field: 'target', title: 'На кого он наложится', among: 'any', skip: 'Цель не названа: на героя, контролирующего способность' },
      ],
      make: (ref) => ({ source: ref }),
    },
    {
      label: 'Отложенный эффект на героя…',
      at: 'player',
      by: 'controller',
      picks: [{ kind: 'deferred', field: 'defer', title: 'Какой отложенный эффект (519)' }],
      make: () => ({}),
    },
  ],
});

export const phase = defineAction({
  fields: { phase: z.enum(['accumulation']) },
  cards: [],
  label: () => 'Фаза накопления',
  act: (v): { name: 'accumulation' } => ({ name: v.phase }),
  run: ({ s }, a) => done(runPhase(s, a.name)),
  board: [{ label: 'Фаза накопления', at: 'player', make: () => ({ phase: 'accumulation' as const }) }],
});

export const endTurn = defineAction({
  fields: { endTurn: z.literal(true) },
  cards: [],
  label: () => 'Конец хода',
  act: () => ({}),
  run: ({ catalog, s }) => done(endTheTurn(catalog, s)),
  board: [{ label: 'Конец хода', at: 'player', make: () => ({ endTurn: true as const }) }],
});
