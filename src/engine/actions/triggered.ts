// A triggered ability that its event fired (triggers.ts) is carried out by its player through the
// Queue, or, when it requires summoning a given card, skipped as if the deck lacked it (517.3.2).
import * as z from 'zod/mini';
import { entry, silent } from '../citations.ts';
import { describeEffect, runQueue } from '../abilities.ts';
import { done, refused } from '../results.ts';
import { skipTriggeredSummon } from '../rules/r517-summon.ts';
import { opt, refSchema } from '../schema/fields.ts';
import { nameOf } from '../state.ts';
import type { CardDef } from '../types.ts';
import { defineAction } from './record.ts';

const triggers = (card: CardDef) => card.abilities.some((x) => x.kind === 'triggered');
const summons = (card: CardDef) => card.abilities.some((x) => x.kind === 'triggered' && x.effect.do === 'summon');
/** Where a card lies when its ability has fired: it entered play, or was destroyed. */
const AT = ['play', 'graveyard'] as const;

export const trigger = defineAction({
  fields: { trigger: refSchema, skip: opt(z.boolean()) },
  cards: ['trigger'],
  label: (v, say) => `${v.skip ? 'Пропустить' : 'Выполнить'} срабатывающую способность ${say.card(v.trigger, 'gen')}`,
  act: (v, r) => ({ card: r.card(v.trigger), skip: v.skip ?? false }),
  run: ({ catalog, s }, a) => {
    const name = nameOf(catalog, s.cards[a.card], 'gen');
    // The ability fired for a card, whatever object it is now: like the Queue, it outlives the object.
    const at = s.triggered.findIndex((t) => t.source.card === a.card);
    if (at < 0) return refused(silent(s.rules, `у ${name} нет сработавшей способности, которая ждёт выполнения`));
    const [item] = s.triggered.splice(at, 1);
    const effect = item.effect;
    if (!a.skip) {
      s.queue.push(item);
      return done(runQueue(catalog, s));
    }
    if (effect.do !== 'summon')
      return refused(
        entry(
          s.rules,
          'triggerSkip',
          `пропустить можно срабатывающую способность, которая требует вызвать определённую карту, а способность ${name} — «${describeEffect(effect)}»`,
        ),
      );
    const def = catalog.byName.get(effect.card);
    if (!def) return refused(silent(s.rules, `карты «${effect.card}» нет в данных о картах`));
    return done(skipTriggeredSummon(catalog, s, item.player, def));
  },
  board: [
    { label: 'Выполнить срабатывающую способность', at: AT, by: 'controller', when: triggers, make: (ref) => ({ trigger: ref }) },
    { label: 'Пропустить срабатывающую способность (517.3.2)', at: AT, by: 'controller', when: summons, make: (ref) => ({ trigger: ref, skip: true }) },
  ],
});
