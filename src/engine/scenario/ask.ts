// Answering a question (`ask:`): the value, said in Russian, with the rules that produced it.
// A question never fails: a card not yet created is an answer too.
import { effectsOf, markersOf } from '../objects.ts';
import { coinTotals, counterOf, whereIs } from '../state.ts';
import { statOf } from '../stats.ts';
import type { Catalog, GameState, TraceEntry } from '../types.ts';
import type { Binding } from './binding.ts';
import { zoneLabel } from './book.ts';
import { questionLabel } from './queries.ts';
import { sayEffects, sayMarkers, sayNames, sayNumber, sayPlayer } from './say.ts';
import type { Question } from './types.ts';

export interface Answer {
  /** «Сколько стоит Кутила?» */
  question: string;
  /** «6» */
  text: string;
  /** The value as data, for tools: a number, a player, a zone, names. */
  value: unknown;
  trace: TraceEntry[];
}

export function answer(catalog: Catalog, s: GameState, b: Binding, q: Question): Answer {
  const question = questionLabel(q);
  const reply = (value: unknown, text: string, trace: TraceEntry[] = []): Answer => ({ question, text, value, trace });
  if (q.kind === 'coins') {
    const t = coinTotals(s, q.player);
    return reply(t, `всего ${t.total}: открытых ${t.open}, закрытых ${t.closed}${t.temporary ? `, из них временных ${t.temporary}` : ''}`);
  }
  if (q.kind === 'counter') {
    const n = counterOf(s, q.player, q.which);
    return reply(n, String(n));
  }
  if (q.kind === 'zone') {
    const names = s.players[q.zone.player][q.zone.zone].map((p) => s.cards[p].name);
    return reply(names, sayNames(names));
  }
  const phys = b.resolve(q.card.slot);
  if (phys === undefined) return reply(null, 'карта ещё не создана');
  const c = s.cards[phys];
  switch (q.kind) {
    case 'stat': {
      if (q.stat === 'wounds') return reply(c.wounds, String(c.wounds));
      const r = statOf(catalog, s, phys, q.stat);
      return reply(r.value, sayNumber(r.value), r.trace);
    }
    case 'where': {
      const zone = whereIs(s, phys);
      return reply(`${zone.player}.${zone.zone}`, zoneLabel(zone));
    }
    case 'closed':
      return reply(c.closed, c.closed ? 'да' : 'нет');
    case 'controller':
    case 'owner':
      return reply(c[q.kind], sayPlayer(c[q.kind]));
    case 'markers': {
      const markers = markersOf(s, c);
      return reply(markers, sayMarkers(markers));
    }
    case 'effects': {
      const effects = effectsOf(s, c).map((e) => e.effect);
      return reply(effects, sayEffects(effects));
    }
  }
}
