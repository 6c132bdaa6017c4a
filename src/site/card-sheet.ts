// A card's facts as its page lists them, each fact once: its type, the numbers its type has, its
// race and element. A fact the sources do not give is null («нет данных» on the page); a fact its
// type lacks (an event's strike) is not listed at all. The page, its link preview and its preview
// image read them from here.
import type { CardDef } from '../engine/index.ts';
import { cardTypeNames, elementNames } from '../content-files/index.ts';

export type CardFact = [label: string, value: string | number | null];

export function cardSheet(card: CardDef): CardFact[] {
  const creature = card.type === 'creature';
  return [
    ['Тип', `${cardTypeNames[card.type]}${card.subtype ? `: ${card.subtype}` : ''}`],
    ['Стоимость', card.cost],
    ...(creature ? ([['Сила удара', card.strike]] as CardFact[]) : []),
    ...(creature || card.type === 'hero' ? ([['Жизни', card.lives]] as CardFact[]) : []),
    // Only creatures have a race.
    ...(creature ? ([['Раса', card.race]] as CardFact[]) : []),
    ['Стихия', card.element === null ? null : (elementNames[card.element] ?? card.element)],
  ];
}

export const NO_DATA = 'нет данных';
