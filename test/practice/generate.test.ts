// Generating questions: each variant run by the engine under each edition, each misreading a wrong
// choice with its reason; what is dropped and why; what a template is told at its line.
import { describe, expect, it } from 'vitest';
import { makeEditions } from '../../src/engine/index.ts';
import { generate, type Places, type Template } from '../../src/practice/index.ts';
import { catalog, editions } from '../engine/helpers.ts';
import { graph } from '../content-graph.ts';
import { template, twoMistakes } from './helpers.ts';

const run = (t: Template, places?: Places) => generate([t], catalog(), editions(), places ? { places } : {});
const where = (g: ReturnType<typeof run>) => g.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`);

const KUTILA = `id: kutila
question: "В руке игрока А {n|карта}, одна из них — Кутила. Сколько он стоит?"
explain: "10 − {n} = {10 - n}."
rules: ["203.2"]
variables:
  n: { from: 1, to: 3 }
scenario:
  setup:
    A:
      hand: [Кутила, { card: Рунопевец, repeat: "{n - 1}" }]
  steps:
    - ask: { cost: Кутила }
mistakes:
  - if: Кутила не считал себя
    rule: "203.2"
    but: "он считает и себя"
    ruling: kutila-in-play
    change:
      setup: { A: { hand: [{ card: Кутила, effects: ["cost +1"] }, { card: Рунопевец, repeat: "{n - 1}" }] } }
  - if: способность не работала в руке
    rule: "203.2"
    but: "она работает и в руке"
    change:
      setup: { A: { hand: [{ card: Кутила, effects: ["cost +{n}"] }, { card: Рунопевец, repeat: "{n - 1}" }] } }
`;

describe('a question from a template', () => {
  it('has the engine’s answer, a wrong choice per misreading with its reason, the rules and the ruling', () => {
    const g = run(template(KUTILA));
    expect(g.problems).toEqual([]);
    // n = 1: both misreadings say 10, one wrong choice only: dropped in both editions; elsewhere
    // each edition asks the variant in its own numbers.
    expect(g.reports).toEqual([{ template: 'kutila', file: 'content/practice/kutila.yaml', variants: 3, questions: 4, dropped: { few: 2 } }]);
    const q = g.questions.find((x) => x.id === 'kutila/n=3/late')!;
    expect(q).toMatchObject({
      template: 'kutila',
      edition: 'late',
      editions: ['late'],
      editionMatters: false,
      values: { n: 3 },
      text: 'В руке игрока А 3 карты, одна из них — Кутила. Сколько он стоит?',
      answer: '7 монет',
      value: 7,
      rules: ['203.2'],
      sections: [203],
      rulings: ['kutila-in-play'],
    });
    expect([...q.choices].sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { text: '10 монет', correct: false, reason: 'Так было бы, если бы способность не работала в руке; но 203.2: она работает и в руке', rule: '203.2' },
      { text: '7 монет', correct: true, reason: '10 − 3 = 7.' },
      { text: '8 монет', correct: false, reason: 'Так было бы, если бы Кутила не считал себя; но 203.2: он считает и себя', rule: '203.2' },
    ]);
    expect(q.derivation.at(-1)).toMatchObject({ text: 'Сколько стоит Кутила? 7' });
    expect(q.scenario).toEqual({ setup: { A: { hand: ['Кутила', 'Рунопевец', 'Рунопевец'] } }, steps: [{ ask: { cost: 'Кутила' } }], edition: 'late' });
  });

  it('is one question per edition, which says whether the other editions answer otherwise', () => {
    const g = run(template(KUTILA));
    // Without the rulebook's places every edition holds 203.2, and Кутила answers alike in both.
    expect(g.questions.filter((q) => q.values.n === 2).map((q) => [q.id, q.editions, q.editionMatters])).toEqual([
      ['kutila/n=2/early', ['early'], false],
      ['kutila/n=2/late', ['late'], false],
    ]);
    const markers = template(`id: markers
question: "Кутила с маркерами уничтожен. Какие маркеры на нём?"
explain: "205.4."
rules: ["205.4"]
scenario:
  setup:
    A:
      play: [{ card: Кутила, markers: { Инкарнация: 1, раз за ход: 1, Яд: 1 } }]
  steps:
    - destroy: Кутила
    - ask: { markers: Кутила }
mistakes:
  - if: маркеры оставались
    rule: "205.4"
    but: "нет"
    change: { steps: [{ ask: { markers: Кутила } }] }
  - if: маркеры терялись все
    rule: "205.4"
    but: "нет"
    change: { steps: [{ move: Кутила, to: A.hand }, { ask: { markers: Кутила } }] }
`);
    const split = run(markers).questions;
    expect(split.map((q) => [q.id, q.editions, q.editionMatters, q.level, q.answer])).toEqual([
      ['markers/early', ['early'], true, 'editions', '«Инкарнация» ×1'],
      ['markers/late', ['late'], true, 'editions', '«Инкарнация» ×1, «раз за ход» ×1'],
    ]);
  });

  it('takes its level from the derivation: one rule, several rules, a ruling’s trap', () => {
    const g = run(template(KUTILA));
    expect(new Set(g.questions.map((q) => q.level))).toEqual(new Set(['trap']));
    const plain = run(template(KUTILA.replace('    ruling: kutila-in-play\n', ''))).questions;
    // Кутила's cost cites 203.2 and the modifiers' order, 521.1.
    expect(new Set(plain.map((q) => q.level))).toEqual(new Set(['several']));
    const heal = run(
      template(`id: heal
question: "2 раны, излечение на {h}. Сколько ран?"
explain: "518.2."
rules: ["518.2"]
variables:
  h: { from: 3, to: 4 }
scenario:
  setup: { A: { play: [{ card: Кутила, wounds: 2 }] } }
  steps:
    - heal: Кутила
      amount: "{h}"
    - ask: { wounds: Кутила }
${twoMistakes('518.2', '{ steps: [{ ask: { wounds: Кутила } }] }', '{ steps: [{ wound: Кутила, amount: 1 }, { ask: { wounds: Кутила } }] }')}`),
    );
    expect(heal.questions.filter((q) => q.edition === 'late').map((q) => [q.id, q.level, q.answer])).toEqual([
      ['heal/h=3/late', 'one', '0 ран'],
      ['heal/h=4/late', 'one', '0 ран'],
    ]);
  });

  it('gives the same choices in the same order every time, the answer not always first', () => {
    const a = run(template(KUTILA)).questions;
    const b = run(template(KUTILA)).questions;
    expect(a).toEqual(b);
    expect(new Set(a.map((q) => q.choices.findIndex((c) => c.correct))).size).toBeGreaterThan(1);
  });
});

describe('what is dropped, and what the template is told', () => {
  it('drops a variant whose answer a misreading also gives, and names a mistake that never differs at its line', () => {
    const same = KUTILA.replace('effects: ["cost +{n}"]', 'effects: []');
    const g = run(template(same));
    expect(g.questions).toEqual([]);
    expect(g.reports[0].dropped).toEqual({ equal: 6 });
    expect(where(g)).toEqual(['content/practice/kutila.yaml:25:7: this mistake leaves the answer as it is in every variant: it makes no wrong choice']);
  });

  it('drops a variant that is no legal situation, and names the template when none is', () => {
    const poor = (coins: string) => `id: poor
question: "У игрока А {c|монета}. Он играет Кутилу из руки с 4 картами. Сколько стоит Кутила в игре?"
explain: "203.2."
rules: ["203.2"]
variables:
  c: ${coins}
scenario:
  setup: { A: { coins: "{c}", hand: [Кутила, Трюкач, Трюкач, Трюкач] } }
  steps:
    - play: Кутила
    - ask: { cost: Кутила }
${twoMistakes('203.2', '{ steps: [{ ask: { cost: Кутила } }] }', '{ steps: [{ modify: Кутила, effect: "cost =1" }, { ask: { cost: Кутила } }] }')}`;
    // With 5 coins Кутила (6) cannot be paid for: that variant is dropped, in each edition.
    const g = run(template(poor('{ from: 5, to: 6 }')));
    expect(g.questions.map((q) => q.id)).toEqual(['poor/c=6/early', 'poor/c=6/late']);
    expect(g.reports[0].dropped).toEqual({ refused: 2 });
    const none = run(template(poor('{ from: 4, to: 5 }')));
    expect(none.questions).toEqual([]);
    expect(where(none)[0]).toMatch(/^content\/practice\/poor\.yaml:11:7: the step fails: Сыграть: Кутилу — отказано по 520\.1/);
  });

  it('drops a variant whose run does not pass through the rule the template trains where the others do', () => {
    // 5 coins, k temporary, lose l: where the loss takes every temporary coin, none returns at the
    // turn's end, and 520.4's return — what the question is about — is not in that variant.
    const coins = template(`id: temporary
question: "Сколько монет потерял игрок А за ход?"
explain: "520.4."
rules: ["520.4"]
variables:
  k: { from: 1, to: 2 }
  l: { from: 1, to: 2 }
scenario:
  setup: { A: { coins: 5 } }
  steps:
    - gainCoins: "{k}"
      temporary: true
    - loseCoins: "{l}"
      choose: open
    - endTurn: true
    - ask: { coinsLost: A }
${twoMistakes('520.4', '{ steps: [{ ask: { coinsLost: A } }] }', '{ steps: [{ loseCoins: "{k + l}", choose: open }, { ask: { coinsLost: A } }] }')}`);
    const g = run(coins);
    expect(g.problems).toEqual([]);
    expect(g.reports[0].dropped).toEqual({ aside: 6 });
    expect([...new Set(g.questions.map((q) => q.id.replace(/\/[a-z]+$/, '')))]).toEqual(['temporary/k=2/l=1']);
    for (const q of g.questions) expect(q.derivation[2].trace.map((e) => e.rule)).toContain('520.4');
  });

  it('names a template whose variants all give one answer, and two templates that explain alike', () => {
    const heal = (id: string, to: number) =>
      template(`id: ${id}
question: "2 раны, излечение на {h}. Сколько ран?"
explain: "518.2."
rules: ["518.2"]
variables:
  h: { from: 3, to: ${to} }
scenario:
  setup: { A: { play: [{ card: Кутила, wounds: 2 }] } }
  steps:
    - heal: Кутила
      amount: "{h}"
    - ask: { wounds: Кутила }
${twoMistakes('518.2', '{ steps: [{ ask: { wounds: Кутила } }] }', '{ steps: [{ wound: Кутила, amount: 1 }, { ask: { wounds: Кутила } }] }')}`);
    const g = generate([heal('heal', 4), heal('again', 3)], catalog(), editions());
    expect(where(g)).toEqual([
      'content/practice/heal.yaml:7:3: its 2 variants all answer «0 ран» in the early edition: let the variables change the answer, or keep one value',
      "content/practice/again.yaml:4:10: the same explanation as content/practice/heal.yaml: say what this question's situation adds",
    ]);
    // One value, one question per edition: nothing to say.
    expect(where(generate([heal('heal', 3)], catalog(), editions()))).toEqual([]);
  });

  it('drops a variant whose answer the rules do not give (a trace entry without a rule)', () => {
    const silent = template(KUTILA.replace(/ask: \{ cost: Кутила \}/g, 'ask: { lives: A.hero }'));
    const g = run(silent);
    expect(g.questions).toEqual([]);
    expect(g.reports[0].dropped).toEqual({ silent: 6 });
    expect(where(g)).toEqual(['content/practice/kutila.yaml:9:3: the template generates no question (dropped: silent 6)']);
  });

  it('names a misreading whose scenario never reads at the line its change came from', () => {
    const g = run(template(KUTILA.replace('effects: ["cost +{n}"] }', 'effects: ["cost +{n}"] }, Кутилла')));
    expect(where(g)).toEqual(['content/practice/kutila.yaml:25:7: this mistake\'s scenario never runs: unknown card "Кутилла"']);
  });

  it('reports a setup that no edition can hold where every variant fails, and drops it where some do', () => {
    const supply = (editionsLine: string) => `id: supply
question: "Запас. Сколько там карт?"
explain: "206.1."
rules: ["205.4"]
${editionsLine}scenario:
  setup: { A: { supply: [Кутила] } }
  steps:
    - ask: { zone: A.supply }
${twoMistakes('205.4', '{ setup: { A: { supply: [] } } }', '{ setup: { A: { supply: [Кутила, Кутила] } } }')}`;
    const both = run(template(supply('')));
    expect(both.questions.map((q) => q.id)).toEqual(['supply/late']);
    expect(both.reports[0].dropped).toEqual({ input: 1 });
    const early = run(template(supply('editions: [early]\n')));
    expect(where(early)).toEqual(['content/practice/supply.yaml:8:25: zone "A.supply": the early edition has no supply (206.1 in the late edition)']);
  });
});

const FRESH = `id: fresh
question: "Кутилу сыграли в этот ход; на нём эффект «удар +{k}». Какой удар у Кутилы после попытки его закрыть?"
explain: "209.2."
rules: ["209.2"]
variables:
  k: { from: 1, to: 1 }
scenario:
  cards:
    - { name: Пробный книжник, type: creature, cost: 1, lives: 1, strike: 1, abilities: [{ kind: activated, close: true, effect: { do: modify, effect: "power +2", target: { type: [creature] } }, text: t }] }
  setup: { A: { coins: 1, hand: [Пробный книжник], play: [Кутила] } }
  steps:
    - play: Пробный книжник
    - activate: Пробный книжник
      targets: [Кутила]
      illegal: "209.2"
    - ask: { power: Кутила }
${twoMistakes('209.2', '{ setup: { A: { hand: [], play: [Кутила, Пробный книжник] } }, steps: [{ activate: Пробный книжник, targets: [Кутила] }, { ask: { power: Кутила } }] }', '{ steps: [{ modify: Кутила, effect: "power =0" }, { ask: { power: Кутила } }] }')}`;

describe('editions and their numbers', () => {
  it('a changed rule changes the answers: a fixture edition whose graveyard keeps every marker', () => {
    const { tables } = graph().engine;
    const late = tables.find((t) => t.id === 'late')!;
    const fixture = {
      ...late,
      id: 'fixture',
      title: 'Пробная редакция',
      keeps: { ...late.keeps, graveyard: { effects: 'all' as const, markers: 'all' as const, rule: 'graveyard' as const } },
    };
    const three = makeEditions([...tables, fixture]);
    const t = template(`id: yad
question: "На Кутиле Инкарнация 1 и Яд {m}. Кутила уничтожен. Какие маркеры на нём?"
explain: "205.4."
rules: ["205.4"]
variables:
  m: { from: 1, to: 2 }
scenario:
  setup: { A: { play: [{ card: Кутила, markers: { Инкарнация: 1, Яд: "{m}" } }] } }
  steps:
    - destroy: Кутила
    - ask: { markers: Кутила }
${twoMistakes('205.4', '{ steps: [{ move: Кутила, to: A.hand }, { ask: { markers: Кутила } }] }', '{ setup: { A: { play: [{ card: Кутила, markers: { Инкарнация: 2, Яд: "{m}" } }] } } }')}`);
    const withFixture = generate([t], catalog(), three).questions;
    const answers = (edition: string) => withFixture.filter((q) => q.editions.includes(edition)).map((q) => q.answer);
    expect(answers('late')).toEqual(['«Инкарнация» ×1', '«Инкарнация» ×1']);
    expect(answers('fixture')).toEqual(['«Инкарнация» ×1, «Яд» ×1', '«Инкарнация» ×1, «Яд» ×2']);
    // The edition changes the answer: the fixture's questions stand apart, named by their edition.
    expect(withFixture.filter((q) => q.edition === 'fixture').map((q) => [q.id, q.level, q.editionMatters])).toEqual([
      ['yad/m=1/fixture', 'editions', true],
      ['yad/m=2/fixture', 'editions', true],
    ]);
    // Under the real editions alone, the same template gives one question per variant and edition.
    expect(generate([t], catalog(), editions()).questions.map((q) => q.id)).toEqual(['yad/m=1/early', 'yad/m=1/late', 'yad/m=2/early', 'yad/m=2/late']);
  });

  it('runs a template only in the editions that hold its rules, citing each in its own numbers', () => {
    const places: Places = {
      holding: (rules) => (rules.every((rule) => rule === '209.2') ? ['early', 'late'] : []),
      renumber: (edition) => (rule) => (edition === 'early' && rule === '209.2' ? '208.2' : rule),
    };
    const t = template(FRESH);
    const g = run(t, places);
    expect(g.problems).toEqual([]);
    // Each edition asks it in its own numbers: the rules, the misreading's rule and the reason's text.
    expect(g.questions.map((q) => [q.id, q.rules, q.choices.find((c) => !c.correct)?.rule, q.choices.find((c) => c.correct)?.reason])).toEqual([
      ['fresh/k=1/early', ['208.2'], '208.2', '208.2.'],
      ['fresh/k=1/late', ['209.2'], '209.2', '209.2.'],
    ]);
    // Alone in the early edition, the rule, the refusal and the misreading's rule are 208.2 there.
    const early = run(template(FRESH.replace('rules: ["209.2"]', 'rules: ["209.2"]\neditions: [early]')), places).questions[0];
    expect([early.id, early.rules, early.choices.find((c) => !c.correct)?.rule]).toEqual(['fresh/k=1/early', ['208.2'], '208.2']);
    expect(early.scenario.steps).toContainEqual({ activate: 'Пробный книжник', targets: ['Кутила'], illegal: '208.2' });
  });
});
