// An answer as a choice says it, in Russian that agrees: «7 монет», «2 раны», «6 жизней», «в руке
// игрока Б», «игрок А». The engine's answer gives the value and its own words; the numbers get
// their nouns here, and the zones their «в …» form. Two choices are the same when they read the same.
import { cards, coins, lives, player, times, wounds, ZONE_WORDS, type Answer, type PlayerId, type Question, type ZoneName } from '../engine/index.ts';

/** Said where a card has no such value at all (207.2: an event has only a cost). */
const NO_VALUE = 'нет такого свойства';

const STAT_SAID = { cost: coins, lives, wounds, power: (n: number) => String(n) } as const;

const isCoins = (v: unknown): v is { total: number; closed: number; temporary: number } => typeof v === 'object' && v !== null && 'total' in v;

/** `as: 'count'`: a question about a zone is answered by how many cards lie there. */
export function sayAnswer(q: Question, a: Answer, as?: 'count'): string {
  switch (q.kind) {
    case 'stat':
      return typeof a.value === 'number' ? STAT_SAID[q.stat](a.value) : NO_VALUE;
    case 'where': {
      const [p, zone] = String(a.value).split('.') as [PlayerId, ZoneName];
      return `${ZONE_WORDS[zone].in} ${player(p, 'gen')}`;
    }
    case 'coins': {
      if (!isCoins(a.value)) return a.text;
      const parts = [a.value.closed ? `закрытых ${a.value.closed}` : '', a.value.temporary ? `временных ${a.value.temporary}` : ''].filter(Boolean);
      return `${coins(a.value.total)}${parts.length ? ` (из них ${parts.join(', ')})` : ''}`;
    }
    case 'counter':
      if (typeof a.value !== 'number') return a.text;
      return q.which === 'shuffles' ? (a.value ? times(a.value) : 'ни разу') : coins(a.value);
    case 'zone':
      return as === 'count' && Array.isArray(a.value) ? cards(a.value.length) : a.text;
    default:
      return a.text;
  }
}
