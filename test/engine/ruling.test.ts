// Reading a ruling (content/rulings/<id>.yaml) and its scenario as an edition reads it: the
// ruling's own checks, the answer per edition, and the rule numbers its steps expect, renumbered.
import { describe, expect, test } from 'vitest';
import { answerFor, readRuling, rulingScenario, runParsed, type RulingRead } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

const ruling = (fields: string, scenario = 'scenario:\n  setup:\n    A:\n      play: [Кутила]\n  steps:\n    - destroy: Кутила\n') =>
  `id: proba\nquestion: Куда уходит карта?\nanswer: На кладбище владельца\nexplanation: Так сказано в 205.4.\nrules: ["205.4"]\nbasis: [rule]\n${fields}${scenario}`;

function read(text: string, file = 'content/rulings/proba.yaml'): Extract<RulingRead, { ok: true }> {
  const r = readRuling(text, file, catalog(), editions());
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('\n'));
  return r;
}

function problems(text: string, file = 'content/rulings/proba.yaml') {
  const r = readRuling(text, file, catalog(), editions());
  if (r.ok) throw new Error('expected problems');
  return r.errors.map((e) => ({ at: [e.line, e.column], message: e.message }));
}

describe('reading a ruling', () => {
  test('its fields, cards by their own names, no editions when it names none', () => {
    expect(read(ruling('cards: [Зельеваренье, Кутила]\n')).ruling).toEqual({
      file: 'content/rulings/proba.yaml',
      id: 'proba',
      question: 'Куда уходит карта?',
      answer: 'На кладбище владельца',
      explanation: 'Так сказано в 205.4.',
      rules: ['205.4'],
      cards: ['Зельеварение', 'Кутила'],
      editions: null,
      basis: ['rule'],
    });
    expect(read(ruling('editions: [late]\n')).ruling).toMatchObject({ cards: [], editions: ['late'] });
  });
  test('the id is the file name; cards exist; an answer by edition gives one', () => {
    expect(problems(ruling('cards: [Кутила, Никто]\n'), 'content/rulings/other.yml')).toEqual([
      { at: [1, 5], message: 'id "proba" differs from the file name "other"' },
      { at: [7, 17], message: 'unknown card "Никто"' },
    ]);
    expect(problems(ruling('').replace('answer: На кладбище владельца', 'answer: {}'))).toEqual([
      { at: [3, 9], message: 'an answer by edition names at least one edition' },
    ]);
  });
  test('the ruling’s shape and its scenario’s are checked, each at its place', () => {
    expect(problems(ruling('').replace('question: Куда уходит карта?\n', ''))[0].message).toContain('"question" is required');
    expect(problems(ruling('', 'scenario:\n  setup: {}\n  steps:\n    - endTurn: true\n  colour: red\n'))).toEqual([
      { at: [11, 3], message: 'scenario: unknown key "colour" (allowed: seed, cards, note, setup, steps)' },
    ]);
    expect(problems('id: [')[0].message).toContain('YAML');
  });
});

describe('what a ruling rests on', () => {
  const withBasis = (basis: string) => ruling('').replace('basis: [rule]\n', `basis:\n${basis}`);
  test("is required, and is the rules' text, a rulebook example, a card's text or the rules' silence", () => {
    expect(problems(ruling('').replace('basis: [rule]\n', ''))[0].message).toBe('"basis" is required');
    expect(problems(ruling('').replace('basis: [rule]', 'basis: []'))[0].message).toContain('basis');
    const all = read(
      withBasis(
        '  - rule\n  - example: 203.2/ex1\n  - card: Зельеваренье\n    quote: выбранное существо возвращается\n  - silence: Правила прямо не говорят об этом.\n',
      ),
    ).ruling;
    expect(all.basis).toEqual([
      'rule',
      { example: '203.2/ex1' },
      { card: 'Зельеварение', quote: 'выбранное существо возвращается' },
      { silence: 'Правила прямо не говорят об этом.' },
    ]);
  });
  test('quotes a card only in words its text in the card data says, never invented', () => {
    expect(read(withBasis('  - card: Кутила\n    quote: дешевле на 1 за  каждую карту в руке\n')).ruling.basis).toEqual([
      { card: 'Кутила', quote: 'дешевле на 1 за  каждую карту в руке' },
    ]);
    expect(problems(withBasis('  - card: Кутила\n    quote: Дешевле на 2 за каждую карту в руке\n'))).toEqual([
      { at: [8, 12], message: 'Кутила\'s text in the card data does not say "Дешевле на 2 за каждую карту в руке"' },
    ]);
    expect(problems(withBasis('  - card: Никто\n    quote: что-то\n'))).toEqual([{ at: [7, 11], message: 'unknown card "Никто"' }]);
  });
  test('names an example as a rulebook example does', () => {
    expect(problems(withBasis('  - example: "203.2"\n'))[0].message).toContain('must be a rulebook example such as 203.2/ex1');
  });
});

describe('the answer under an edition', () => {
  test('one answer for every edition, or each edition’s own', () => {
    const one = read(ruling('')).ruling;
    expect([answerFor(one, 'early'), answerFor(one, 'late')]).toEqual(['На кладбище владельца', 'На кладбище владельца']);
    const byEdition = read(ruling('').replace('answer: На кладбище владельца', 'answer:\n  late: Поздний ответ')).ruling;
    expect([answerFor(byEdition, 'early'), answerFor(byEdition, 'late')]).toEqual([null, 'Поздний ответ']);
  });
});

describe('the ruling’s scenario under an edition', () => {
  const steps =
    'scenario:\n  setup:\n    A:\n      play: [{ card: Кутила, fresh: true }]\n  steps:\n    - attack: Кутила\n      target: B.hero\n      illegal: "209.2"\n    - expect:\n        - { cites: "209.2" }\n        - { zone: A.play, count: 1 }\n    - expect:\n        early: { cites: "209.2" }\n        late: { cites: "209.2" }\n    - endTurn: true\n    - wound: Кутила\n      amount: 1\n';
  const renumber = (rule: string) => (rule === '209.2' ? '208.2' : rule);

  test('reads under that edition, with the ruling’s id, question and rules, and refusals and citations renumbered', () => {
    const r = read(ruling('', steps));
    const parsed = rulingScenario(r, catalog(), editions(), 'early', renumber);
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    const s = parsed.scenario;
    expect([s.id, s.title, s.rules, s.edition]).toEqual(['proba', 'Куда уходит карта?', ['205.4'], 'early']);
    expect(s.steps.map((step) => (step.kind === 'action' ? (step.illegal ?? null) : step.kind))).toEqual(['208.2', 'expect', 'expect', null, null]);
    const [, plain, keyed] = s.steps;
    expect(plain.kind === 'expect' && plain.expectations.map(({ e }) => e)).toEqual([
      { kind: 'cites', rule: '208.2' },
      { kind: 'zone', zone: { player: 'A', zone: 'play' }, count: 1 },
    ]);
    expect(keyed.kind === 'expect' && [keyed.byEdition?.early?.[0].e, keyed.byEdition?.late?.[0].e]).toEqual([
      { kind: 'cites', rule: '208.2' },
      { kind: 'cites', rule: '208.2' },
    ]);
    expect(runParsed(s, parsed.catalog).passed).toBe(true);
  });
  test('without renumbering, the numbers stay as written', () => {
    const parsed = rulingScenario(read(ruling('', steps)), catalog(), editions(), 'late');
    expect(parsed.ok && parsed.scenario.steps[0]).toMatchObject({ illegal: '209.2' });
    expect(parsed.ok && runParsed(parsed.scenario, parsed.catalog).passed).toBe(true);
  });
  test('an edition the answer does not cover is a problem at the answer', () => {
    const r = read(ruling('').replace('answer: На кладбище владельца', 'answer:\n  late: Поздний ответ'));
    const parsed = rulingScenario(r, catalog(), editions(), 'early');
    expect(parsed.ok ? null : parsed.errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [4, 3, 'no answer for the early edition, under which the ruling is checked'],
    ]);
    expect(rulingScenario(r, catalog(), editions(), 'late').ok).toBe(true);
  });
  test('a scenario that does not read under the edition is its problem', () => {
    const r = read(ruling('', 'scenario:\n  setup:\n    A:\n      supply: [Кутила]\n  steps:\n    - endTurn: true\n'));
    const early = rulingScenario(r, catalog(), editions(), 'early');
    expect(early.ok ? null : early.errors[0].message).toContain('the early edition has no supply (206.1 in the late edition)');
    expect(rulingScenario(r, catalog(), editions(), 'late').ok).toBe(true);
  });
});
