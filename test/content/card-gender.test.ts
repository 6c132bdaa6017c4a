// A card is one gender, the one its data gives (`gender`): the card's own text, the rulings and the
// practice questions refer to it by that gender's pronoun («Кутила… он считает и себя»).
import { describe, expect, it } from 'vitest';
import { graph } from '../content-graph.ts';

const PRONOUN = { masculine: 'он', feminine: 'она', neuter: 'оно' } as const;

/** The pronouns that follow the card's name in the same sentence after a comma: «пока Кутила в руке, она …». */
function pronounsAfter(name: string, text: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${escaped}[^.;!?]*?,\\s+(он|она|оно)(?!\\p{L})`, 'gu'))].map((m) => m[1]);
}

describe('cards keep the gender their data gives', () => {
  it('finds a pronoun after a name, and only there', () => {
    expect(pronounsAfter('Кутила', 'Пока Кутила в руке, она считает и себя.')).toEqual(['она']);
    expect(pronounsAfter('Кутила', 'Кутила стоит 6. Она дешевле.')).toEqual([]);
  });

  it('in each card’s own text, the rulings and the practice templates', () => {
    const { catalog, rulings, practice } = graph();
    const texts = [
      ...catalog.cards.flatMap((c) => (c.abilities ?? []).map((a) => ({ where: `card ${c.name}`, text: a.text ?? '' }))),
      ...rulings.map((r) => ({ where: `ruling ${r.ruling.id}`, text: `${r.ruling.question} ${r.ruling.answer} ${r.ruling.explanation}` })),
      ...practice.templates.map((t) => ({ where: `practice ${t.id}`, text: JSON.stringify(t) })),
    ];
    const wrong = catalog.cards.flatMap((card) =>
      card.gender
        ? texts.flatMap(({ where, text }) =>
            pronounsAfter(card.name, text)
              .filter((p) => p !== PRONOUN[card.gender!])
              .map((p) => `${where}: ${card.name} … ${p}`),
          )
        : [],
    );
    expect(texts.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
