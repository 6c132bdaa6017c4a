// Sentences the other tests do not read word for word: what a reader is told when a hero loses
// control, when the supply is missing, when a trial card gives half its grammar, and what the
// board asks before it makes a step.
import { describe, expect, test } from 'vitest';
import { cardActions, runScenario } from '../../src/engine/index.ts';
import { describeEffect } from '../../src/engine/abilities.ts';
import { act, refuse, said, setup } from './game.ts';
import { catalog, editions } from './helpers.ts';

describe('sentences of the engine', () => {
  test('a hero losing control: the engine’s assumption, then the rule', () => {
    const { state, card } = setup('setup:\n  B: {}');
    const r = act(state, { type: 'loseControl', card: card('B.hero') });
    expect(said(r.trace, null)).toEqual(['герой не переходит в отряд противника, у которого свой герой: так считает движок']);
    expect(said(r.trace, '517.5-p2')).toEqual([
      'игрок Б теряет контроль над героем, но тот не может перейти к противнику — игрок Б продолжает контролировать своего героя',
    ]);
  });
  test('moving a card into a zone the edition lacks', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    hand: [Кутила]');
    expect(refuse(state, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'supply' } }).reason).toBe('в этой редакции зоны «запас» нет');
  });
  test('a trial card gives its gender and forms together, or neither', () => {
    const out = runScenario('cards:\n  - name: Проба\n    type: spell\n    gender: feminine\nsetup: {}\nsteps: []', 'x.yaml', catalog(), editions());
    expect(out.ok ? null : out.errors[0]).toMatchObject({
      line: 4,
      message: 'a trial card gives its gender and forms together, or neither',
      messageRu: 'пробная карта указывает род и падежные формы вместе или не указывает их вовсе',
    });
    const forms = runScenario(
      'cards:\n  - name: Проба\n    type: spell\n    forms: { gen: Пробы, dat: Пробе, acc: Пробу, ins: Пробой, prep: Пробе }\nsetup: {}\nsteps: []',
      'x.yaml',
      catalog(),
      editions(),
    );
    expect(forms.ok ? null : forms.errors[0].line).toBe(4);
    const both = runScenario(
      'cards:\n  - name: Проба\n    type: spell\n    cost: 0\n    gender: feminine\n    forms: { gen: Пробы, dat: Пробе, acc: Пробу, ins: Пробой, prep: Пробе }\nsetup:\n  A:\n    hand: [Проба]\nsteps:\n  - play: Проба',
      'x.yaml',
      catalog(),
      editions(),
    );
    expect(both.ok && both.result.steps[0].message).toBe('Сыграть: Пробу — выполнено');
  });
  test('what the board asks before it moves a card or puts a marker', () => {
    const titles = cardActions({ name: 'Кутила', zone: 'play', controller: 'A', owner: 'A', active: 'A', zones: ['hand', 'play'] }, 'Кутила').flatMap((a) =>
      a.picks.map((p) => `${a.label} ${p.title}`),
    );
    expect(titles).toEqual([
      'Переместить… Куда переместить',
      'Положить в колоду… Куда в колоду владельца',
      'Уничтожить вместе с другими… Какие ещё карты уничтожаются одновременно: коснитесь их в том порядке, в каком владелец кладёт их на кладбище (снизу вверх)',
      'Ранить… Сколько ран нанести',
      'Излечить… На сколько излечить',
      'Наложить эффект… Какой эффект наложить',
      'Положить маркер… Какой маркер положить',
      'Положить маркер… Сколько маркеров',
      'Атаковать… Кого атаковать',
      'Отложенный эффект… Какой отложенный эффект (519)',
      'Отложенный эффект способности этой карты… Какой отложенный эффект (519)',
      'Отложенный эффект способности этой карты… На кого он наложится',
    ]);
  });
});

describe('an ability’s effect, as the trace names it', () => {
  test('each kind, with its count in the accusative', () => {
    const any = {};
    expect([
      describeEffect({ do: 'returnToHand', target: any }),
      describeEffect({ do: 'takeControl', target: any }),
      describeEffect({ do: 'destroy', target: any }),
      describeEffect({ do: 'wound', target: any, amount: 1 }),
      describeEffect({ do: 'heal', target: any, amount: 2 }),
      describeEffect({ do: 'draw', amount: 1 }),
      describeEffect({ do: 'gainCoins', amount: 21 }),
      describeEffect({ do: 'modify', effect: { kind: 'stat', stat: 'power', op: '+', value: 2 }, until: 'endTurn' }),
    ]).toEqual([
      'вернуть в руку владельца',
      'взять под контроль',
      'уничтожить',
      'нанести 1 рану',
      'излечить на 2',
      'взять 1 карту',
      'получить 21 монету',
      'эффект «сила удара +2» до конца хода',
    ]);
  });
});
