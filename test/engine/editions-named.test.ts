// Where content names an edition — a ruling's answer by edition, its `editions:`, expectations
// keyed by edition — the id must be one of the editions handed in; and a zone an edition lacks is
// said with the rule of the edition that has it, or without one when no edition cites it.
import { describe, expect, test } from 'vitest';
import { answerFor, makeEditions, parseScenario, readRuling, rulingScenario } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

const ruling = (fields: string) =>
  `id: proba\nquestion: Куда уходит карта?\n${fields}explanation: Так сказано в 205.4.\nrules: ["205.4"]\nbasis: [rule]\nscenario:\n  setup:\n    A:\n      play: [Кутила]\n  steps:\n    - destroy: Кутила\n`;
const problems = (text: string) => {
  const r = readRuling(text, 'content/rulings/proba.yaml', catalog(), editions());
  return r.ok ? [] : r.errors.map((e) => ({ at: [e.line, e.column], message: e.message, ru: e.messageRu }));
};

describe('editions a ruling names', () => {
  test('an answer by edition, and the editions it is checked in, name known editions', () => {
    expect(problems(ruling('answer: { early: Да, middle: Нет }\n'))).toEqual([
      { at: [3, 22], message: 'unknown edition "middle" (known: early, late)', ru: 'неизвестная редакция «middle» (известны: early, late)' },
    ]);
    expect(problems(ruling('answer: Да\neditions: [late, later]\n'))).toEqual([
      { at: [4, 18], message: 'unknown edition "later" (known: early, late)', ru: 'неизвестная редакция «later» (известны: early, late)' },
    ]);
    expect(problems(ruling('answer: {}\n'))).toEqual([
      { at: [3, 9], message: 'an answer by edition names at least one edition', ru: 'ответ по редакциям: нужна хотя бы одна редакция' },
    ]);
    expect(problems(ruling('answer: { late: Да }\neditions: [late]\n'))).toEqual([]);
  });
  test('the answer under an edition: the one answer, the edition’s own, or none', () => {
    const read = (fields: string) => {
      const r = readRuling(ruling(fields), 'content/rulings/proba.yaml', catalog(), editions());
      if (!r.ok) throw new Error(r.errors[0].message);
      return r.ruling;
    };
    expect(answerFor(read('answer: Да\n'), 'early')).toBe('Да');
    expect([answerFor(read('answer: { late: Нет }\n'), 'late'), answerFor(read('answer: { late: Нет }\n'), 'early')]).toEqual(['Нет', null]);
    expect(answerFor(read('answer: { late: Нет }\n'), 'constructor')).toBeNull();
  });
});

describe('expectations keyed by edition', () => {
  test('a mapping whose every key is an edition; any other key makes it one expectation', () => {
    const steps = (expect: string) => parseScenario(`setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: ${expect}`, 'x.yaml', catalog(), editions());
    const keyed = steps('{ early: { cost: Кутила, is: 10 }, late: [{ cost: Кутила, is: 10 }] }');
    expect(keyed.ok && keyed.scenario.steps[0]).toMatchObject({
      kind: 'expect',
      expectations: [],
      byEdition: { early: [{ e: { kind: 'stat' } }], late: [{ e: { kind: 'stat' } }] },
      label: 'Проверить: стоимость Кутилы',
    });
    const mixed = steps('{ early: { cost: Кутила, is: 10 }, middle: [] }');
    expect(mixed.ok ? null : mixed.errors[0].message).toBe(
      'unknown expectation "early" (known: cost, power, lives, wounds, where, zone, coins, controller, owner, markers, effects, shuffles, coinsLost, coinsGained, closed, cites)',
    );
  });
});

describe('labels of expectations', () => {
  test('say what each looks at, once each', () => {
    const parsed = parseScenario(
      'setup:\n  A:\n    hand: [Кутила]\n    play: [Аккения]\nsteps:\n  - expect:\n      - { cost: Кутила, is: 10 }\n      - { wounds: A.hero, is: 0 }\n      - { where: Кутила, is: A.hand }\n      - { owner: Кутила, is: A }\n      - { controller: Кутила, is: A }\n      - { markers: Кутила, is: {} }\n      - { effects: Кутила, is: [] }\n      - { closed: Аккения, is: false }\n      - { zone: A.hand, count: 1 }\n      - { coins: B, is: 0 }\n      - { shuffles: A, is: 0 }\n      - { coinsLost: B, is: 0 }\n      - { coinsGained: A, is: 0 }\n      - { cites: "203.2" }\n      - { cost: Кутила, is: 10 }',
      'x.yaml',
      catalog(),
      editions(),
    );
    expect(parsed.ok && parsed.scenario.steps[0].label).toBe(
      'Проверить: стоимость Кутилы; раны героя игрока А; где Кутила; владелец Кутилы; кто контролирует Кутилу; маркеры на Кутиле; эффекты на Кутиле; Аккения закрыта; рука игрока А; монеты игрока Б; перемешиваний колоды (игрок А); потеряно монет (игрок Б); получено монет (игрок А); ссылка на правило',
    );
  });
});

describe('a zone an edition lacks', () => {
  test('is said without a rule when no edition cites the zone’s', () => {
    const keep = { effects: [], markers: [], rule: null };
    const bare = makeEditions([
      { id: 'bare', zones: ['hand', 'deck', 'graveyard', 'play'], keeps: { hand: keep, deck: keep, graveyard: keep, play: keep }, citations: {} },
    ]);
    const parsed = parseScenario('setup:\n  A:\n    supply: []\nsteps: []', 'x.yaml', catalog(), bare);
    expect(parsed.ok ? null : [parsed.errors[0].message, parsed.errors[0].messageRu]).toEqual([
      'zone "A.supply": the bare edition has no supply',
      'зона «A.supply»: в редакции bare зоны «запас» нет',
    ]);
    const none = parseScenario('setup: {}\nsteps: []', 'x.yaml', catalog(), makeEditions([]));
    expect(none.ok ? null : none.errors[0].message).toBe('unknown edition "" (known: )');
  });
});

describe('a ruling’s messages in Russian, and its scenario renumbered where it cites', () => {
  test('the id, an unknown card, a missing answer: in both languages', () => {
    const r = readRuling(ruling('answer: Да\ncards: [Ктулху]\n'), 'content/rulings/other.yml', catalog(), editions());
    expect(r.ok ? [] : r.errors.map((e) => [e.message, e.messageRu])).toEqual([
      ['id "proba" differs from the file name "other"', 'id «proba» не совпадает с именем файла «other»'],
      ['unknown card "Ктулху"', 'неизвестная карта «Ктулху»'],
    ]);
    expect(readRuling(ruling('answer: Да\n'), 'content/rulings/proba.yml', catalog(), editions()).ok).toBe(true);
  });
  test('an edition the answer lacks, in Russian; only `cites` expectations are renumbered', () => {
    const text = ruling('answer: { late: Нет }\n').replace(
      '    - destroy: Кутила\n',
      '    - destroy: Кутила\n    - expect:\n        - { cites: "205.4" }\n        - { where: Кутила, is: A.graveyard }\n',
    );
    const r = readRuling(text, 'content/rulings/proba.yaml', catalog(), editions());
    if (!r.ok) throw new Error(r.errors[0].message);
    const early = rulingScenario(r, catalog(), editions(), 'early');
    expect(early.ok ? null : early.errors[0].messageRu).toBe('нет ответа для редакции early, а решение проверяется и в ней');
    const late = rulingScenario(r, catalog(), editions(), 'late', (rule) => `${rule}!`);
    const step = late.ok ? late.scenario.steps[1] : null;
    expect(step?.kind === 'expect' && step.expectations.map(({ e }) => e)).toStrictEqual([
      { kind: 'cites', rule: '205.4!' },
      { kind: 'where', card: expect.objectContaining({ label: 'Кутила' }), is: { player: 'A', zone: 'graveyard' } },
    ]);
  });
});
