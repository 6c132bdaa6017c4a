// What a number in a judge's query counts, read from the word beside it: «в руке 4 карты» counts
// the hand, «сбросить 4» the cards to discard. Each quantity a template may name (src/practice,
// QUANTITIES) has its words here, in the forms judges use (compared by stem), and how a missing
// one is asked for.
import type { Quantity } from '../practice/index.ts';

export interface QuantityWords {
  /** Words that name it, any form (compared by stem). */
  words: readonly string[];
  /** The question a judge answers to fill it in: «сколько карт в руке». */
  asks: string;
  /** How a given number is named: «в руке — 12». */
  label: string;
  /** Whether a player word says whose it is («у противника в руке 4»): a wound or a heal is any creature's, whoever acts. */
  owned: boolean;
}

export const QUANTITY_WORDS: Record<Quantity, QuantityWords> = {
  hand: { words: ['рука', 'руке', 'руки', 'руку'], asks: 'сколько карт в руке', label: 'в руке', owned: true },
  graveyard: { words: ['кладбище', 'кладбища'], asks: 'сколько карт на кладбище', label: 'на кладбище', owned: true },
  deck: { words: ['колода', 'колоде', 'колоды'], asks: 'сколько карт в колоде', label: 'в колоде', owned: true },
  discard: { words: ['сбросить', 'сбрасывает', 'сбросит', 'сброс'], asks: 'сколько карт нужно сбросить', label: 'сбросить', owned: true },
  draw: { words: ['взять', 'берёт', 'возьмёт', 'добрать', 'тянуть'], asks: 'сколько карт нужно взять', label: 'взять', owned: true },
  coins: { words: ['монета', 'монет', 'монеты'], asks: 'сколько монет', label: 'монет', owned: true },
  wounds: { words: ['рана', 'ран', 'раны', 'ранить'], asks: 'сколько ран', label: 'ран', owned: false },
  heal: { words: ['излечить', 'излечивают', 'излечение', 'вылечить'], asks: 'на сколько излечивают', label: 'излечить на', owned: false },
};
