// A card's facts in Russian, as a reader says them: the card data keeps the engine's English
// vocabulary (`creature`, `mountains`), which no reader types.
import type { CardDef } from '../engine/index.ts';

export const cardTypeNames: Record<CardDef['type'], string> = {
  creature: 'существо',
  hero: 'герой',
  spell: 'заклинание',
  event: 'событие',
  equipment: 'экипировка',
};

export const elementNames: Record<string, string> = {
  swamps: 'болота',
  steppes: 'степи',
  mountains: 'горы',
  forest: 'лес',
  darkness: 'тьма',
  neutral: 'нейтральная',
};

/**
 * «Тип: существо», «Стихия: горы», «Стоимость: 10», …; an unknown fact (null) says nothing, and
 * neither does an element without a Russian name here (the engine's word is no reader's word).
 */
export function cardFacts(card: CardDef): string[] {
  const facts: [string, string | number | null][] = [
    ['Тип', cardTypeNames[card.type]],
    ['Подтип', card.subtype],
    ['Раса', card.race],
    ['Стихия', card.element === null ? null : (elementNames[card.element] ?? null)],
    ['Стоимость', card.cost],
    ['Сила удара', card.strike],
    ['Жизни', card.lives],
  ];
  return facts.flatMap(([label, value]) => (value === null ? [] : [`${label}: ${value}`]));
}
