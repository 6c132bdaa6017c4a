// A ruling's short answer says only what its scenario checks: the numbers, zones and players it
// names must each be checked by an expectation, and an expectation must decide the question after
// the last action. Whatever the answer names beyond that is a problem at the answer's line.
import { describe, expect, test } from 'vitest';
import { answerProblems, readRuling, rulingScenario, type Edition, type RulingRead } from '../../src/engine/index.ts';
import { answerClaims } from '../../src/engine/ruling/claims.ts';
import { catalog, editions } from './helpers.ts';

const KUTILA =
  'scenario:\n  setup:\n    A:\n      coins: 10\n      hand: [Кутила, Рунопевец, Рунопевец, Рунопевец]\n  steps:\n    - expect: { cost: Кутила, is: 6 }\n    - play: Кутила\n    - expect:\n        - { cost: Кутила, is: 7 }\n        - { where: Кутила, is: A.play }\n';

const ruling = (answer: string, scenario = KUTILA) =>
  `id: proba\nquestion: Сколько стоит Кутила в игровой зоне?\nanswer: ${answer}\nexplanation: Так сказано в 203.2.\nrules: ["203.2"]\nbasis: [rule]\n${scenario}`;

function problems(text: string, edition: Edition = 'early'): string[] {
  const read = readRuling(text, 'content/rulings/proba.yaml', catalog(), editions()) as Extract<RulingRead, { ok: true }>;
  if (!read.ok) throw new Error(JSON.stringify((read as { errors?: unknown }).errors));
  const parsed = rulingScenario(read, catalog(), editions(), edition);
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  return answerProblems(read, parsed.scenario.steps, edition).map((p) => `${p.line}:${p.column} ${p.message} | ${p.messageRu}`);
}

describe('what an answer claims', () => {
  test('numbers in digits and words, zones and players in any case form, each once, in order', () => {
    const said = answerClaims('Нет: оба уходят в колоду противника, 2 карты; на кладбище вашем — ноль, а в игровой зоне 2.').map((s) => s.text);
    expect(said).toEqual(['оба', 'колоду', 'противника', 'кладбище', 'вашем', 'ноль', 'игровой зоне']);
    expect(answerClaims('Из запаса, в руку, из колоды, в игре').map((s) => s.claim)).toEqual([
      { kind: 'zone', zone: 'supply' },
      { kind: 'zone', zone: 'hand' },
      { kind: 'zone', zone: 'deck' },
      { kind: 'zone', zone: 'play' },
    ]);
  });
  test('a rule’s number cites the rulebook and claims no value; a word merely containing a zone’s is no zone', () => {
    expect(answerClaims('Так велит 203.2 и 522.1-p2.')).toEqual([]);
    expect(answerClaims('Поручение выполняется с запасливостью.')).toEqual([]);
    expect(answerClaims('Можно выбрать одну и ту же способность, а одну карту — нет.').map((s) => s.text)).toEqual(['одну']);
    expect(answerClaims('−4, ×2 и +10').map((s) => s.claim)).toEqual([4, 2, 10].map((value) => ({ kind: 'number', value })));
  });
});

describe('a ruling whose answer says more than its scenario checks', () => {
  test('an answer its expectations check is in order', () => {
    expect(problems(ruling('7 монет'))).toEqual([]);
    expect(problems(ruling('В игровой зоне он стоит 7, а до розыгрыша стоил 6.'))).toEqual([]);
  });
  test('a number no expectation checks is a problem at the answer’s line, in English and Russian', () => {
    expect(problems(ruling('5 монет'))).toEqual([
      '3:9 the answer names «5», which no expectation of the scenario checks in the early edition: add the expectation that checks it, or say only what is checked | ответ называет «5», а ни одно ожидание сценария в редакции early этого не проверяет: добавьте проверку (expect) или не говорите лишнего',
    ]);
    expect(problems(ruling('Семь монет'))).toEqual([]);
    expect(problems(ruling('Пять монет'))[0]).toContain('names «пять»');
  });
  test('a zone or a player no expectation checks is a problem too', () => {
    expect(problems(ruling('7 монет, и он уходит на кладбище противника'))[0]).toContain('names «кладбище» (graveyard), «противника» (B)');
    expect(problems(ruling('7 монет у вас'))).toEqual([]);
  });
  test('per edition: each edition’s answer is compared with that edition’s expectations', () => {
    const scenario = KUTILA.replace(
      '        - { cost: Кутила, is: 7 }\n',
      '        early: [{ cost: Кутила, is: 7 }]\n        late: [{ cost: Кутила, is: 8 }]\n',
    ).replace('        - { where: Кутила, is: A.play }\n', '    - expect: { where: Кутила, is: A.play }\n');
    const byEdition = ruling('\n  early: 7 монет\n  late: 7 монет', scenario);
    expect(problems(byEdition, 'early')).toEqual([]);
    expect(problems(byEdition, 'late')[0]).toMatch(/^5:9 the answer names «7», which no expectation of the scenario checks in the late edition/);
  });
});

describe('a ruling whose scenario decides nothing', () => {
  test('questions alone are refused, at the steps', () => {
    const asks = 'scenario:\n  setup:\n    A:\n      hand: [Кутила]\n  steps:\n    - ask: { cost: Кутила }\n';
    expect(problems(ruling('Да', asks))).toEqual([
      '12:5 no expectation decides the question in the early edition: after its last action the scenario must check the outcome with "expect" (an "ask" checks nothing) | в редакции early вопрос не решает ни одно ожидание: после последнего действия сценарий должен проверить итог шагом expect (ask ничего не проверяет)',
    ]);
  });
  test('an expectation only before the last action decides nothing; one after it does', () => {
    const before =
      'scenario:\n  setup:\n    A:\n      play: [Кутила]\n  steps:\n    - expect: { where: Кутила, is: A.play }\n    - destroy: Кутила\n    - ask: { where: Кутила }\n';
    expect(problems(ruling('Да', before))[0]).toContain('no expectation decides the question');
    expect(problems(ruling('Да', `${before}    - expect: { where: Кутила, is: A.graveyard }\n`))).toEqual([]);
  });
  test('an expectation kept for another edition decides nothing in this one', () => {
    const other =
      'scenario:\n  setup:\n    A:\n      play: [Кутила]\n  steps:\n    - destroy: Кутила\n    - expect:\n        late: [{ where: Кутила, is: A.graveyard }]\n';
    expect(problems(ruling('Да', other), 'early')[0]).toContain('no expectation decides the question in the early edition');
    expect(problems(ruling('Да', other), 'late')).toEqual([]);
  });
});
