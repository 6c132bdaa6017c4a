// Reading a template: what its schema and the content say about it, each problem at its file, line
// and column (the line counts the yaml-language-server line the helper puts first).
import { describe, expect, it } from 'vitest';
import { MAX_VARIANTS } from '../../src/practice/index.ts';
import { problems, template } from './helpers.ts';

const GOOD = `id: good
question: "В руке {n|карта} с Кутилой. Сколько стоит {c.nom}?"
explain: Так.
rules: ["203.2"]
variables:
  n: { from: 1, to: 3 }
  c: { cards: { names: [Кутила] } }
scenario:
  setup:
    A:
      hand: ["{c}", { card: Трюкач, repeat: "{n - 1}" }]
  steps:
    - ask: { cost: "{c}" }
mistakes:
  - if: a
    rule: "203.2"
    but: b
    ruling: kutila-in-play
    change: { steps: [{ ask: { cost: "{c}" } }] }
  - if: c
    rule: "203.2"
    but: d
    change: { edition: late }
`;

describe('reading a template', () => {
  it('reads its variables: numbers from..to, cards of a kind', () => {
    const t = template(GOOD);
    expect(t.variables.map((v) => (v.kind === 'number' ? [v.name, v.values] : [v.name, v.cards.map((c) => c.name)]))).toEqual([
      ['n', [1, 2, 3]],
      ['c', ['Кутила']],
    ]);
    expect(template(GOOD.replace('n: { from: 1, to: 3 }', 'n: { from: 2, to: 8, step: 3 }')).variables[0]).toMatchObject({ values: [2, 5, 8] });
    expect(template(GOOD.replace('n: { from: 1, to: 3 }', 'n: { choices: [7, 1] }')).variables[0]).toMatchObject({ values: [7, 1] });
    const gnomes = template(GOOD.replace('names: [Кутила]', 'race: Гном')).variables[1];
    expect(gnomes.kind === 'card' && gnomes.cards.map((c) => c.name)).toEqual(['Рунопевец', 'Тан гномов']);
  });

  it('names each problem at its line and column', () => {
    expect(problems(GOOD.replace('id: good', 'id: other'), 'good')).toEqual(['content/practice/good.yaml:2:5: id "other" differs from the file name "good"']);
    expect(problems(GOOD.replace('rules: ["203.2"]', 'rules: ["203.2"]\neditions: [middle]'))).toEqual([
      'content/practice/good.yaml:6:12: unknown edition "middle" (known: early, late)',
    ]);
    expect(problems(GOOD.replace('names: [Кутила]', 'names: [Кутилла]'))).toEqual([
      'content/practice/good.yaml:8:25: unknown card "Кутилла"',
      'content/practice/good.yaml:8:6: no card of the catalog is of this kind',
    ]);
    expect(problems(GOOD.replace('from: 1, to: 3', 'from: 3, to: 1'))).toEqual(['content/practice/good.yaml:7:6: "to" must not be less than "from"']);
    expect(problems(GOOD.replace('from: 1, to: 3', `from: 1, to: ${MAX_VARIANTS + 1}`))).toEqual([
      `content/practice/good.yaml:7:3: ${MAX_VARIANTS + 1} variants: a template may have at most ${MAX_VARIANTS}`,
    ]);
    expect(problems(GOOD.replace('Сколько стоит {c.nom}', 'Сколько стоит {card.nom}'))).toEqual([
      'content/practice/good.yaml:3:11: slot {card.nom} names no variable "card"',
    ]);
    expect(problems(GOOD.replace('repeat: "{n - 1}"', 'repeat: "{n - }"'))).toEqual([
      'content/practice/good.yaml:12:45: slot {n - } is not a number, {n|noun.case}, {card.case} or {card:m/f/n}',
    ]);
    expect(problems(GOOD.replace('ruling: kutila-in-play', 'ruling: no-such-ruling'))).toEqual([
      'content/practice/good.yaml:19:13: no ruling "no-such-ruling"',
    ]);
    expect(problems(GOOD.replace('change: { edition: late }', 'change: { edition: late, hand: [] }'))).toEqual([
      'content/practice/good.yaml:24:30: mistakes[1].change: unknown key "hand" (allowed: seed, cards, note, setup, steps, edition)',
    ]);
  });

  it('asks one question, as the scenario’s last step', () => {
    const askFirst = GOOD.replace('  steps:\n    - ask: { cost: "{c}" }', '  steps:\n    - ask: { cost: "{c}" }\n    - play: "{c}"');
    expect(problems(askFirst)).toEqual(['content/practice/good.yaml:14:7: the scenario asks one question, `ask:`, as its last step']);
    const noAsk = GOOD.replace('  steps:\n    - ask: { cost: "{c}" }', '  steps:\n    - play: "{c}"');
    expect(problems(noAsk)).toEqual(['content/practice/good.yaml:14:7: the scenario asks one question, `ask:`, as its last step']);
  });

  it('needs two mistakes at least, each with its reason and rule', () => {
    const one = GOOD.replace(/  - if: c\n[\s\S]*$/, '');
    expect(problems(one)).toEqual(['content/practice/good.yaml:16:3: mistakes: needs at least 2 item(s)']);
    expect(problems(GOOD.replace('    but: d\n', ''))).toEqual(['content/practice/good.yaml:21:5: mistakes[1]: "but" is required']);
  });

  it('reads no YAML that is not one, and no empty file', () => {
    expect(problems('id: [', 'test')[0]).toMatch(/^content\/practice\/test\.yaml:2:\d+: YAML syntax error/);
    expect(problems('')).toEqual(['content/practice/test.yaml:1:1: empty template']);
  });
});
