// Finding a card by part of its name in any form («кутилу», «тана гномов»): each typed word must
// begin like a word of the name, allowing for a changed ending. With nothing typed, every card.
import type { CardDef } from '../engine/index.ts';

const words = (text: string) => text.toLowerCase().replace(/ё/g, 'е').split(/[^\p{L}\d]+/u).filter(Boolean);

/** A typed word's stem: Russian endings change the last letters («рунопевца» — «рунопевец»). */
const stem = (word: string) => (word.length <= 3 ? word : word.slice(0, Math.max(3, word.length - 2)));

export function findCards(cards: CardDef[], query: string): CardDef[] {
  const typed = words(query).map(stem);
  const collator = new Intl.Collator('ru');
  return cards
    .filter((card) => card.type !== 'hero')
    .filter((card) => {
      const own = [card.name, ...card.aliases].flatMap(words);
      return typed.every((t) => own.some((w) => w.startsWith(t)));
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
