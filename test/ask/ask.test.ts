// Ask Svod (src/ask): a judge's query read into a practice situation and answered from the
// engine's computed variants. Each answer is checked against the engine itself: its scenario,
// run again, gives the same value.
import { describe, expect, it } from 'vitest';
import { ask, namesAny, numberOf, readQuery } from '../../src/ask/index.ts';
import { boardLink } from '../../src/cli/computed.ts';
import { decodeHash } from '../../src/scripts/shared/share.ts';
import { graph } from '../content-graph.ts';
import { answerTo, rerun, situations } from './helpers.ts';
import { problems, twoMistakes } from '../practice/helpers.ts';

describe('the three questions of issue 28', () => {
  it('«сколько стоит кутила если в руке 4 карты»: 6 coins by 203.2, as the engine runs it', () => {
    const asked = answerTo('сколько стоит кутила если в руке 4 карты');
    expect(asked.id).toBe('kutila-counts-itself');
    expect(asked.given).toEqual({ hand: 4 });
    expect(asked.answers.map((a) => a.answer)).toEqual(['6 монет']);
    expect(asked.answers[0].rules.map((r) => r.rule)).toContain('203.2');
    expect(rerun(asked.answers[0].scenario).last).toBe(6);
  });

  it('«кутила в игре, в руке осталось 3 карты, какая стоимость»: 7, the cards left after he is played', () => {
    const asked = answerTo('кутила в игре, в руке осталось 3 карты, какая стоимость');
    expect(asked.id).toBe('kutila-in-play');
    expect(asked.answers.map((a) => a.answer)).toEqual(['7 монет']);
    expect(rerun(asked.answers[0].scenario).last).toBe(7);
  });

  it('«на кладбище 0 карт, в руке 3, надо сбросить 4 — сколько карт будет на кладбище»: 3 by 518.4', () => {
    const asked = answerTo('на кладбище 0 карт, в руке 3, надо сбросить 4 — сколько карт будет на кладбище');
    expect(asked.id).toBe('discard-more-than-hand');
    expect(asked.given).toEqual({ graveyard: 0, hand: 3, discard: 4 });
    expect(asked.answers.map((a) => a.answer)).toEqual(['3 карты']);
    expect(asked.answers[0].rules[0]).toEqual({ rule: '518.4', edition: 'late', href: '/late/518.4/' });
    expect(rerun(asked.answers[0].scenario).last).toHaveLength(3);
  });
});

describe('slots from the query', () => {
  it('reads a card in any case and a number in words', () => {
    const asked = answerTo('стоимость Кутилы при четырёх картах в руке');
    expect(asked.given).toEqual({ hand: 4 });
    expect(asked.answers[0].answer).toBe('6 монет');
    expect(answerTo('сколько стоит кутила если в руке две карты').answers[0].answer).toBe('8 монет');
  });

  it('names the missing number and offers the board instead of guessing', () => {
    const asked = ask('сколько стоит кутила', situations());
    expect(asked?.kind).toBe('missing');
    if (asked?.kind !== 'missing') return;
    expect(asked.missing).toEqual([{ quantity: 'hand', asks: 'сколько карт в руке' }]);
    expect(asked.board).toHaveProperty('steps');
  });

  it('says which numbers were computed when the query asks another', () => {
    const asked = ask('в руке 12 карт, сколько стоит кутила', situations());
    expect(asked?.kind).toBe('outside');
    if (asked?.kind !== 'outside') return;
    expect(asked.given).toEqual({ hand: 12 });
    // The range is what the generator kept (a variant without two wrong choices is dropped), not the template's.
    const kept = graph()
      .practice.questions.filter((q) => q.template === 'kutila-counts-itself')
      .map((q) => Number(q.values.n));
    expect(asked.computed).toEqual({ hand: { from: Math.min(...kept), to: Math.max(...kept) } });
    expect(kept).not.toContain(12);
  });

  it('answers nothing where the query names no situation', () => {
    expect(ask('карта уходит на кладбище', situations())).toBeNull();
    const says = situations().situations.map((s) => s.says);
    expect([namesAny('карта уходит на кладбище', says), namesAny('Кутилу в руке', says), namesAny('стоимость Кутилы', says)]).toEqual([false, false, true]);
    expect(ask('205.4', situations())).toBeNull();
  });

  it('pairs each number with the nearest quantity word of its clause', () => {
    expect(readQuery('в руке 3 карты в колоде 2').counts).toEqual({ hand: 3, deck: 2 });
    expect(readQuery('3 карты в руке, на кладбище пусто').counts).toEqual({ hand: 3, graveyard: 0 });
    // «одна» counts nothing: its clause names no quantity.
    expect(readQuery('в руке 3 карты, одна из них — кутила').counts).toEqual({ hand: 3 });
    expect([numberOf('четырех'), numberOf('одну'), numberOf('12'), numberOf('карта')]).toEqual([4, 1, 12, null]);
  });
});

describe('a template says how it is asked', () => {
  const head = (counts: string) => `id: t
question: "В руке {n|карта}. Сколько стоит Кутила?"
explain: "10 − {n}"
rules: ["203.2"]
variables:
  n: { from: 1, to: 2 }
scenario:
  setup: { A: { hand: [Кутила] } }
  steps:
    - ask: { cost: Кутила }
${twoMistakes('203.2', '{ setup: { A: { coins: 1 } } }', '{ setup: { A: { coins: 2 } } }')}ask:
  says: [Кутила]
  counts: ${counts}
`;

  it('refuses a count that is not one number slot, at its line', () => {
    expect(problems(head('{ hand: "n" }'))).toEqual([expect.stringMatching(/^content\/practice\/t\.yaml:23:\d+: "n" is not one number slot/)]);
    expect(problems(head('{ hand: "{m}" }'))).toEqual([expect.stringMatching(/:23:\d+: slot \{m\} names no variable "m"/)]);
    expect(problems(head('{ pocket: "{n}" }'))).toEqual([expect.stringMatching(/:23:\d+: .*pocket/)]);
    expect(problems(head('{ hand: "{n}" }'))).toEqual([]);
  });
});

it("the board link opens the answer's situation as the board decodes it", async () => {
  const { scenario } = answerTo('сколько стоит кутила если в руке 4 карты').answers[0];
  const link = boardLink(scenario);
  expect(link).toMatch(/^\/judge\/#b=[\w-]+$/);
  expect(await decodeHash(link.slice(link.indexOf('#')))).toEqual({ kind: 'data', data: scenario, step: 0 });
});
