// A practice reason's quotes stand in the text of the rule they cite, in each edition the question
// is asked in (src/content-files/practice-quotes.ts): what `svod check` refuses, at its line.
import { describe, expect, it } from 'vitest';
import { quotedIn, quoteProblems, ruleTexts } from '../../src/content-files/practice-quotes.ts';
import { graph } from '../content-graph.ts';
import { template } from './helpers.ts';

const renumber = (edition: string) => (rule: string) => (edition === 'early' && rule === '209.2' ? '208.2' : rule);

function problems(explain: string, but = 'b', asked = ['early', 'late']): string[] {
  const g = graph();
  const t = template(`id: quoted
question: "Сколько стоит Кутила?"
explain: ${JSON.stringify(explain)}
rules: ["205.4"]
scenario:
  setup: { A: { hand: [Кутила] } }
  steps:
    - ask: { cost: Кутила }
mistakes:
  - if: a
    rule: "203.2"
    but: ${JSON.stringify(but)}
    change: { steps: [{ ask: { cost: Кутила } }] }
  - if: c
    rule: "203.2"
    but: d
    change: { steps: [{ ask: { cost: Кутила } }] }
`);
  return quoteProblems(t, asked, renumber, ruleTexts(g.editions), g.catalog, g.editions).map((p) => `${p.line}:${p.column}: ${p.message}`);
}

describe('quotes in practice reasons', () => {
  it('accepts a quote the cited rule holds, in any case, dash or «ё», with words left out', () => {
    expect(problems('Карта «всегда попадает на кладбище игрока - владельца этой карты» (205.4).')).toEqual([]);
    expect(problems('Она «теряет все эффекты … кроме Инкарнации» (205.4).')).toEqual([]);
  });

  it('refuses a quote the cited rule does not hold, at the line of the text, naming rule and edition', () => {
    expect(problems('Карта «ничего не теряет» (205.4).')).toEqual([
      '4:10: the quote «ничего не теряет»: 205.4 (early) is not in the text of the rule it cites, nor of a card the sentence names',
      '4:10: the quote «ничего не теряет»: 205.4 (late) is not in the text of the rule it cites, nor of a card the sentence names',
    ]);
    // Words of the quote out of their order in the rule are no quote of it.
    expect(problems('Кутила: «Рунопевца можно сыграть только за 3 монеты» (203.3).')).toHaveLength(2);
  });

  it('checks each edition in its own numbers, and in the edition a sentence names', () => {
    // Late 205.4 keeps the «Х раз за ход» markers; early's does not.
    const late = 'При этом «кроме Инкарнации и маркеров использования способностей с "Х раз за ход"» (205.4).';
    expect(problems(late)).toEqual([expect.stringContaining('205.4 (early)')]);
    expect(problems(late, 'b', ['late'])).toEqual([]);
    expect(problems(`В поздней редакции ${late}`)).toEqual([]);
  });

  it('takes a mistake’s quote from its own rule, and a card’s words from the card it names', () => {
    expect(problems('205.4.', 'в примере Кутила «стоит на 4 монеты дешевле»')).toEqual([]);
    expect(problems('205.4.', 'Кутила: «за каждую карту на кладбище»')).toEqual([
      expect.stringMatching(/^13:10: the quote «за каждую карту на кладбище»: 203\.2 \(early\)/),
      expect.stringContaining('(late)'),
    ]);
    const kutila = graph().catalog.byName.get('Кутила')!.abilities[0].text!;
    expect(problems(`Текст Кутилы: «${kutila.slice(0, 20)}».`)).toEqual([]);
  });

  it('matches parts in order only', () => {
    expect(quotedIn('а … в', 'а б в')).toBe(true);
    expect(quotedIn('в … а', 'а б в')).toBe(false);
  });
});
