// How the engine's explanations name players, zones and numbers in Russian, as the rules do.
import type { CardType, PlayerId, Stat, ZoneName } from './types.ts';

/** «А» and «Б»: a Latin B in Russian text reads as «В». */
export const PLAYER_LETTER: Record<PlayerId, string> = { A: 'А', B: 'Б' };

/** What a trace entry says where the excerpts of the rulebook are silent (`rule: null`). */
export const SILENT_NOTE = 'в выдержках правил об этом нет';

export const player = (p: PlayerId) => `игрок ${PLAYER_LETTER[p]}`;
export const playerGen = (p: PlayerId) => `игрока ${PLAYER_LETTER[p]}`;

/** The zone as the rules name it: nominative, «в …» (where to), «в …» (where), «из …» (from). */
export const ZONE_WORDS: Record<ZoneName, { name: string; into: string; in: string; from: string }> = {
  hand: { name: 'рука', into: 'в руку', in: 'в руке', from: 'из руки' },
  deck: { name: 'колода', into: 'в колоду', in: 'в колоде', from: 'из колоды' },
  graveyard: { name: 'кладбище', into: 'на кладбище', in: 'на кладбище', from: 'с кладбища' },
  supply: { name: 'запас', into: 'в запас', in: 'в запасе', from: 'из запаса' },
  play: { name: 'игровая зона', into: 'в игровую зону', in: 'в игровой зоне', from: 'из игровой зоны' },
};

export const TYPE_WORDS: Record<CardType, string> = { creature: 'существо', hero: 'герой', spell: 'заклинание', event: 'событие', equipment: 'экипировка' };

export const STAT_WORDS: Record<Stat, string> = { cost: 'стоимость', power: 'сила удара', lives: 'жизни' };

/** «1 монета», «2 монеты», «5 монет». */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  const word = tens > 10 && tens < 20 ? many : units === 1 ? one : units >= 2 && units <= 4 ? few : many;
  return `${n} ${word}`;
}

export const coins = (n: number) => plural(n, 'монета', 'монеты', 'монет');
export const cards = (n: number) => plural(n, 'карта', 'карты', 'карт');
export const wounds = (n: number) => plural(n, 'рана', 'раны', 'ран');
