// Abilities: whether a target can be legally declared (210 for spells, 518.1 for abilities on
// hiring), and what each kind of effect does when it leaves the Queue.
import { describe, expect, test } from 'vitest';
import { failures, run } from './helpers.ts';
import { said } from './game.ts';

/** Trial cards, one per kind of effect (none is a real card of the game). */
const TRIAL = `cards:
  - name: Пробная молния
    type: spell
    cost: 0
    abilities:
      - { kind: spell, effect: { do: wound, amount: 2, target: {} }, text: t }
  - name: Пробный гномобой
    gender: masculine
    forms: { gen: Пробного гномобоя, dat: Пробному гномобою, acc: Пробный гномобой, ins: Пробным гномобоем, prep: Пробном гномобое }
    type: spell
    cost: 0
    abilities:
      - { kind: spell, effect: { do: destroy, target: { race: Гном } }, text: t }
  - name: Пробное лечение
    type: spell
    cost: 0
    abilities:
      - { kind: spell, effect: { do: heal, amount: 2, target: { type: [creature, hero], controller: own } }, text: t }
  - name: Пробное порабощение героя
    type: spell
    cost: 0
    abilities:
      - { kind: spell, effect: { do: takeControl, target: { type: [hero] } }, text: t }
  - name: Пробный казначей
    type: creature
    cost: 0
    lives: 1
    strike: 1
    abilities:
      - { kind: onPlay, effect: { do: gainCoins, amount: 2, until: endTurn }, text: t }
      - { kind: onPlay, effect: { do: gainCoins, amount: 1 }, text: t }
      - { kind: onPlay, effect: { do: draw, amount: 1 }, text: t }
  - name: Пробный воодушевитель
    gender: masculine
    forms: { gen: Пробного воодушевителя, dat: Пробному воодушевителю, acc: Пробного воодушевителя, ins: Пробным воодушевителем, prep: Пробном воодушевителе }
    type: creature
    cost: 0
    lives: 1
    strike: 1
    abilities:
      - { kind: onPlay, effect: { do: modify, effect: "power +2", until: endTurn, target: { type: [creature] } }, text: t }
      - { kind: onPlay, effect: { do: modify, effect: "Яд" }, text: t }
`;

const scenario = (setup: string, steps: string) => run(`${TRIAL}setup:\n${setup}\nsteps:\n${steps}`);

/** Runs a scenario whose steps must all pass (`steps`: the YAML list under `steps:`). */
function passing(setup: string, steps: string) {
  const r = scenario(setup, steps);
  expect(failures(r)).toEqual([]);
  return r;
}

describe('210: every ability of a spell must have a legal target, or the spell is not cast', () => {
  const refusal = (setup: string, play: string) => passing(setup, `  - ${play}\n    illegal: "210-p2"`).steps[0].message;

  test('no target given', () => {
    expect(refusal('  A:\n    hand: [Зельеварение]\n    play: [Кутила]', 'play: Зельеварение')).toContain(
      'Зельеварение: способность «вернуть в руку владельца» нельзя легально заявить (не указана цель) — заклинание сыграть нельзя',
    );
  });
  test('a target outside the play zone', () => {
    expect(refusal('  A:\n    hand: [Зельеварение, Кутила]', 'play: Зельеварение\n    targets: Кутила')).toContain('(Кутила не в игровой зоне)');
  });
  test('a target of another type, naming the types allowed', () => {
    expect(refusal('  A:\n    hand: [Зельеварение]\n    play: [Аккения]', 'play: Зельеварение\n    targets: Аккения')).toContain(
      '(Аккения (событие) — недопустимая цель: нужно существо)',
    );
    expect(refusal('  A:\n    hand: [Пробное лечение]\n    play: [Молот прародителя]', 'play: Пробное лечение\n    targets: Молот прародителя')).toContain(
      '«излечить на 2» нельзя легально заявить (Молот прародителя (экипировка) — недопустимая цель: нужно существо или герой)',
    );
  });
  test('a hero, when the ability does not name heroes', () => {
    expect(refusal('  A:\n    hand: [Пробная молния]', 'play: Пробная молния\n    targets: B.hero')).toContain(
      '«нанести 2 раны» нельзя легально заявить (Герой — герой)',
    );
  });
  test('a target of another race', () => {
    expect(refusal('  A:\n    hand: [Пробный гномобой]\n  B:\n    play: [Кутила]', 'play: Пробный гномобой\n    targets: Кутила')).toContain(
      '«уничтожить» нельзя легально заявить (Кутила — не Гном)',
    );
  });
  test('a target under the wrong player’s control', () => {
    expect(refusal('  A:\n    hand: [Пробное лечение]\n  B:\n    play: [Кутила]', 'play: Пробное лечение\n    targets: Кутила')).toContain(
      '(Кутила не под контролем игрока А)',
    );
    expect(refusal('  A:\n    coins: 7\n    hand: [Гипноз]\n    play: [Кутила]', 'play: Гипноз\n    targets: Кутила')).toContain(
      '«взять под контроль» нельзя легально заявить (Кутила не под контролем противника)',
    );
  });
  test('a legal target of the right race and side is accepted', () => {
    const r = passing(
      '  A:\n    hand: [Пробный гномобой, Пробное лечение]\n    play: [{ card: Кутила, wounds: 3 }]\n  B:\n    play: [Рунопевец]',
      '  - play: Пробный гномобой\n    targets: Рунопевец\n  - play: Пробное лечение\n    targets: Кутила\n  - expect:\n      - { where: Рунопевец, is: B.graveyard }\n      - { wounds: Кутила, is: 1 }',
    );
    expect(said(r.steps[0].trace, '210-p2')).toContain('Пробный гномобой: в Очередь попадает 1 способность в порядке перечисления');
  });
});

describe('518.1: an ability on hiring without a legal target does nothing, the creature is hired', () => {
  test('no target', () => {
    const r = passing('  A:\n    coins: 3\n    hand: [Дахут]', '  - play: Дахут\n  - expect: { where: Дахут, is: A.play }');
    expect(said(r.steps[0].trace, '518.1')).toEqual(['Дахут: «вернуть в руку владельца» не выполняется — не указана цель']);
    expect(said(r.steps[0].trace, null)).toContain('Дахут: в Очередь попадает 1 способность при найме и выполняется по порядку');
  });
  test('an illegal target', () => {
    const r = passing(
      '  A:\n    coins: 3\n    hand: [Дахут]\n    play: [Аккения]',
      '  - play: Дахут\n    targets: Аккения\n  - expect: { where: Аккения, is: A.play }',
    );
    expect(said(r.steps[0].trace, '518.1')).toEqual([
      'Дахут: «вернуть в руку владельца» не выполняется — Аккения (событие) — недопустимая цель: нужно существо',
    ]);
  });
  test('a legal target goes to its owner’s hand, even when another player hired the creature', () => {
    const r = passing(
      '  A:\n    coins: 3\n    hand: [Дахут]\n  B:\n    play: [Кутила]',
      '  - play: Дахут\n    targets: Кутила\n  - expect: { zone: B.hand, is: [Кутила] }',
    );
    expect(said(r.steps[0].trace, '203.4')[0]).toBe('Кутила попадает в руку владельца — игрока Б (а не игрока А)');
    expect(said(r.steps[0].trace, '517-p1')).toEqual(['Дахут переходит в игровую зону под контроль игрока А']);
  });
});

describe('effects as they leave the Queue', () => {
  test('wounds: on a creature, and never on an event (211.2-p2)', () => {
    const r = passing(
      '  A:\n    hand: [Пробная молния, Пробная молния]\n  B:\n    play: [Кутила, Аккения]',
      '  - play: Пробная молния#1\n    targets: Кутила\n  - play: Пробная молния#2\n    targets: Аккения\n  - expect:\n      - { wounds: Кутила, is: 2 }\n      - { wounds: Аккения, is: 0 }',
    );
    expect(said(r.steps[0].trace, '209.1')).toEqual(['Кутила получает 2 раны, всего ран 2']);
    expect(said(r.steps[1].trace, '211.2-p2')).toEqual(['Аккения: событие не может получать раны']);
  });
  test('destroy: to the owner’s graveyard', () => {
    passing(
      '  A:\n    hand: [Пробный гномобой]\n    play: [{ card: Рунопевец, owner: B }]',
      '  - play: Пробный гномобой\n    targets: Рунопевец\n  - expect: { zone: B.graveyard, is: [Рунопевец] }',
    );
  });
  test('heal: removes wounds, all of them when there are fewer (518.2)', () => {
    const r = passing(
      '  A:\n    hand: [Пробное лечение]\n  B: {}',
      '  - wound: A.hero\n    amount: 1\n  - play: Пробное лечение\n    targets: A.hero\n  - expect: { wounds: A.hero, is: 0 }',
    );
    expect(said(r.steps[1].trace, '518.2')).toEqual(['Герой: излечение на 2, а ран 1 — снимаются все раны']);
  });
  test('take control of a hero: the engine does not model it, so the ability does nothing (518.1)', () => {
    const r = passing(
      '  A:\n    hand: [Пробное порабощение героя]',
      '  - play: Пробное порабощение героя\n    targets: B.hero\n  - expect: { controller: B.hero, is: B }',
    );
    expect(said(r.steps[0].trace, '518.1')).toEqual([
      'карта «Пробное порабощение героя»: «взять под контроль» не выполняется — Герой: смену контроля над героем движок не моделирует',
    ]);
  });
  test('coins (temporary when until the end of the turn) and cards, for the player who hired', () => {
    const r = passing(
      '  A:\n    coins: 1\n    deck: [Трюкач, Кутила]\n  B:\n    hand: [Пробный казначей]',
      '  - play: Пробный казначей\n    player: B\n  - expect:\n      - { coins: B, is: 3, open: 3 }\n      - { zone: B.hand, count: 0 }\n      - { zone: A.hand, count: 0 }\n  - endTurn: true\n  - expect: { coins: B, is: 1 }',
    );
    expect(said(r.steps[0].trace, '520.4')).toEqual(['временные монеты вернутся в запас в конце хода']);
    expect(said(r.steps[0].trace, '518.3')).toEqual([expect.stringMatching(/^игрок Б должен взять 1 карт\S*, а в колоде 0: берётся сколько есть$/)]);
  });
  test('modify: on the target, or on the hero of the player when the ability names no target', () => {
    const r = passing(
      '  A:\n    hand: [Пробный воодушевитель]\n    play: [Кутила]',
      '  - play: Пробный воодушевитель\n    targets: Кутила\n  - expect:\n      - { power: Кутила, is: 8 }\n      - { effects: A.hero, is: ["Яд"] }\n      - { effects: Пробный воодушевитель, is: [] }\n  - endTurn: true\n  - expect: { power: Кутила, is: 6 }',
    );
    expect(said(r.steps[0].trace, null)).toContain('Кутила получает эффект «сила удара +2» до конца хода от Пробного воодушевителя');
    expect(said(r.steps[0].trace, '208.2')).toEqual(['Герой получает эффект «Яд» от Пробного воодушевителя']);
  });
  test('targets are handed out in order to the abilities that take one', () => {
    const r = passing(
      '  A:\n    hand: [Пробный воодушевитель]\n    play: [Кутила, Трюкач]',
      '  - play: Пробный воодушевитель\n    targets: [Трюкач, Кутила]\n  - expect:\n      - { power: Трюкач, is: 6 }\n      - { power: Кутила, is: 6 }',
    );
    expect(r.passed).toBe(true);
  });
});
