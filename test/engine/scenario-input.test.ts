// What only the content can decide about a scenario (card names, references, heroes, zones of
// the edition, trial cards): each mistake an input error at its line and column; and what a
// scenario leaves unsaid, filled in.
import { describe, expect, test } from 'vitest';
import { parseScenario, runScenario } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

function problem(text: string) {
  const out = runScenario(text, 'bad.yaml', catalog(), editions());
  if (out.ok) throw new Error('expected an input error');
  const e = out.errors[0];
  return { at: [e.line, e.column], message: e.message, ru: e.messageRu };
}

describe('setup mistakes', () => {
  test('a hero that is not a hero, and a hero in a zone list', () => {
    expect(problem('setup:\n  A:\n    hero: Кутила\nsteps: []')).toEqual({ at: [3, 11], message: '"Кутила" is not a hero', ru: '«Кутила» — не герой' });
    const cards = 'cards:\n  - name: Пробный герой\n    type: hero\n';
    expect(problem(`${cards}setup:\n  B:\n    hand: [Пробный герой]\nsteps: []`)).toEqual({
      at: [6, 12],
      message: 'setup.B.hand: heroes go under "hero:", not in a zone list',
      ru: 'setup.B.hand: героя указывают ключом hero',
    });
  });
  test('outside the play zone a card belongs to the zone’s player, has no wounds and is not fresh', () => {
    expect(problem('setup:\n  A:\n    hand: [{ card: Кутила, owner: B }]\nsteps: []').message).toBe(
      "setup.A.hand: a card in A's hand belongs to A (cards go to their owner's hand)",
    );
    expect(problem('setup:\n  A:\n    deck: [{ card: Кутила, wounds: 1 }]\nsteps: []').message).toBe('setup.A.deck: only cards in play have wounds');
    expect(problem('setup:\n  A:\n    graveyard: [{ card: Кутила, fresh: false }]\nsteps: []').message).toBe(
      'setup.A.graveyard: "fresh" applies to cards in play only',
    );
    const fine = parseScenario(
      'setup:\n  A:\n    hand: [{ card: Кутила, owner: A, wounds: 0 }]\n    play: [{ card: Кутила, owner: B, wounds: 2, fresh: true }]\nsteps: []',
      'ok.yaml',
      catalog(),
      editions(),
    );
    expect(fine.ok).toBe(true);
  });
  test('the supply exists only in the editions whose table has it (the late one), in the setup and in steps', () => {
    expect(problem('edition: early\nsetup:\n  A:\n    supply: []\nsteps: []')).toMatchObject({
      at: [4, 13],
      message: 'zone "A.supply": the early edition has no supply (206.1 in the late edition)',
    });
    expect(problem('edition: early\nsetup:\n  A:\n    hand: [Кутила]\nsteps:\n  - move: Кутила\n    to: A.supply')).toEqual({
      at: [7, 9],
      message: 'zone "A.supply": the early edition has no supply (206.1 in the late edition)',
      ru: 'зона «A.supply»: в редакции early зоны «запас» нет (206.1 — в редакции late)',
    });
    expect(problem('edition: early\nsetup: {}\nsteps:\n  - expect: { zone: B.supply, count: 0 }').at).toEqual([4, 21]);
    expect(problem('edition: early\nsetup: {}\nsteps:\n  - ask: { zone: B.supply }').at).toEqual([4, 18]);
    expect(parseScenario('setup:\n  A:\n    supply: [Кутила]\nsteps:\n  - expect: { zone: A.supply, count: 1 }', 'ok.yaml', catalog(), editions()).ok).toBe(
      true,
    );
  });
  test('an alias is one name: not taken twice, not a card’s name, not a hero reference', () => {
    expect(problem('setup:\n  A:\n    hand: [{ card: Кутила, as: к }, { card: Трюкач, as: к }]\nsteps: []')).toEqual({
      at: [3, 57],
      message: 'alias "к" is already used',
      ru: 'псевдоним «к» уже занят',
    });
    expect(problem('setup:\n  A:\n    hand: [{ card: Кутила, as: Трюкач }]\nsteps: []').message).toContain('alias "Трюкач" is already used');
    expect(problem('setup:\n  A:\n    hand: [{ card: Кутила, as: B.hero }]\nsteps: []').message).toContain('alias "B.hero" is already used');
    expect(problem('setup:\n  A:\n    hand: [{ card: Кутила, as: к }]\nsteps:\n  - create: Трюкач\n    as: к').at).toEqual([6, 9]);
  });
  test('at most 500 cards in a setup', () => {
    const many = (n: number) => `setup:\n  A:\n    deck: [${Array(n).fill('Кутила').join(', ')}]\nsteps: []`;
    expect(problem(many(501))).toEqual({
      at: [2, 3],
      message: 'the setup holds 501 cards, more than the 500 a scenario may have',
      ru: 'в начальной позиции 501 карт — больше предела в 500',
    });
    expect(parseScenario(many(500), 'ok.yaml', catalog(), editions()).ok).toBe(true);
  });
});

describe('reference mistakes', () => {
  test('NAME#N: N from 1 to the number of such cards', () => {
    const two = 'setup:\n  A:\n    hand: [Кутила, Кутила]\nsteps:\n  - destroy: ';
    expect(problem(`${two}Кутила#0`)).toEqual({
      at: [5, 14],
      message: 'unknown reference "Кутила#0": there are 2 cards "Кутила"',
      ru: 'ссылка «Кутила#0»: карт «Кутила» всего 2',
    });
    expect(problem(`${two}Кутила#3`).message).toContain('there are 2 cards');
    expect(problem(`${two}Кутила`).message).toBe('ambiguous reference "Кутила": 2 cards bear this name, write Кутила#1…#2 or use an alias');
    expect(parseScenario(`${two}Кутила#2`, 'ok.yaml', catalog(), editions()).ok).toBe(true);
  });
  test('a card of the catalog that is not in the setup, and a name that is nothing', () => {
    expect(problem('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - destroy: Трюкач#1').message).toBe(
      'unknown reference "Трюкач#1": no card "Трюкач" in the setup',
    );
    expect(problem('setup:\n  A: {}\nsteps:\n  - destroy: Никто#1').message).toBe('unknown reference "Никто#1": no such card or alias');
    expect(problem('setup:\n  A: {}\nsteps:\n  - destroy: C.hero').message).toContain('unknown reference "C.hero"');
  });
  test('references inside lists point at the item that is wrong', () => {
    expect(problem('setup:\n  A:\n    hand: [Зельеварение]\n    play: [Кутила]\nsteps:\n  - play: Зельеварение\n    targets: [Кутила, Дахут]').at).toEqual([
      7, 23,
    ]);
    expect(problem('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: { zone: A.hand, is: [Кутила, Кутила#2] }').at).toEqual([5, 42]);
    expect(problem('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: { zone: A.hand, has: [Кутилла] }').message).toContain('unknown card "Кутилла"');
  });
  test('"position" applies to a deck only', () => {
    expect(problem('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - move: Кутила\n    to: A.hand\n    position: top')).toEqual({
      at: [7, 15],
      message: '"position" applies to a deck',
      ru: 'position — только для колоды',
    });
  });
});

describe('expectation and question mistakes', () => {
  test('a zone expectation needs something to check, and so does a coins expectation', () => {
    expect(problem('setup: {}\nsteps:\n  - expect: { zone: A.hand }')).toEqual({
      at: [3, 13],
      message: '"zone" needs is, has, lacks or count',
      ru: 'для zone нужен is, has, lacks или count',
    });
    expect(problem('setup: {}\nsteps:\n  - expect: [{ coins: A }]')).toEqual({
      at: [3, 14],
      message: '"coins" needs is or open',
      ru: 'для coins нужен is или open',
    });
    for (const ok of ['{ zone: A.hand, count: 0 }', '{ zone: A.hand, lacks: [Кутила] }', '{ zone: A.hand, has: [] }', '{ coins: A, open: 0 }']) {
      expect(parseScenario(`setup: {}\nsteps:\n  - expect: ${ok}`, 'ok.yaml', catalog(), editions()).ok, ok).toBe(true);
    }
  });
  test('one expectation per item, one question per step, and an ask step has no other keys', () => {
    expect(problem('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - expect: { cost: Кутила, power: Кутила, is: 1 }').message).toBe(
      'one expectation per step ("cost" and "power")',
    );
    expect(problem('setup:\n  A:\n    hand: [Кутила]\nsteps:\n  - ask: { cost: Кутила }\n    player: A')).toEqual({
      at: [6, 5],
      message: 'an "ask" step has no other keys ("player")',
      ru: 'в шаге ask других ключей нет («player»)',
    });
    expect(problem('setup: {}\nsteps:\n  - 5').message).toBe('must be a mapping such as "play: Кутила"');
    expect(problem('setup: {}\nsteps:\n  - ask: A').message).toBe('must be a mapping such as "cost: Кутила"');
    expect(problem('setup: {}\nsteps:\n  - expect: [5]').message).toBe('must be a mapping such as "cost: Кутила, is: 6"');
    expect(problem('setup: {}\nsteps:\n  - expect:\n      early: { zone: A.hand }').message).toBe('"zone" needs is, has, lacks or count');
    expect(problem('setup: {}\nsteps:\n  - expect:\n      late: [{ coins: A, is: -1 }]').at).toEqual([4, 30]);
  });
  test('an empty file is said to be empty', () => {
    for (const text of ['', '# nothing\n', 'null'])
      expect(problem(text)).toEqual({ at: [1, 1], message: 'empty scenario: "setup" and "steps" are required', ru: 'пустой сценарий: нужны setup и steps' });
  });
});

describe('trial cards', () => {
  test('follow the card rules, may not take a catalog card’s name, and get a slug when they have none', () => {
    expect(problem('cards:\n  - name: Проба\n    type: event\n    lives: 1\nsetup: {}\nsteps: []')).toEqual({
      at: [4, 12],
      message: 'a card of type event has only a cost (207.2): lives and strike must be null',
      ru: 'у карты типа event есть только стоимость (207.2): lives и strike — null',
    });
    expect(problem('cards:\n  - name: Кутила\n    type: spell\nsetup: {}\nsteps: []')).toEqual({
      at: [2, 11],
      message: '"Кутила" is already a card of the catalog',
      ru: 'карта «Кутила» уже есть в каталоге',
    });
    const parsed = parseScenario(
      'cards:\n  - name: Проба\n    type: spell\n  - name: Проба-2\n    slug: proba-dva\n    type: spell\nsetup: {}\nsteps: []',
      'ok.yaml',
      catalog(),
      editions(),
    );
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    expect(parsed.scenario.cards.map((c) => [c.slug, c.trial])).toEqual([
      ['trial-1', true],
      ['proba-dva', true],
    ]);
    expect(parsed.catalog.byName.get('Проба-2')?.slug).toBe('proba-dva');
    expect(catalog().byName.has('Проба')).toBe(false);
  });
});

describe('what a scenario leaves unsaid', () => {
  test('the id is the file name, the edition late, the seed 1, no coins, the generic hero', () => {
    const parsed = parseScenario('setup:\n  A:\n    hand: [Кутила]\nsteps: []', 'some/dir/my-case.yml', catalog(), editions());
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    const s = parsed.scenario;
    expect([s.id, s.edition, s.seed, s.rules, s.heroes, s.coins]).toEqual([
      'my-case',
      'late',
      1,
      [],
      { A: null, B: null },
      { A: { open: 0, closed: 0 }, B: { open: 0, closed: 0 } },
    ]);
    expect(s.setup).toEqual([{ name: 'Кутила', player: 'A', zone: 'hand', owner: 'A', wounds: 0, markers: [], effects: [], closed: false, fresh: false }]);
  });
  test('coins as a number are open; as a mapping, each side defaults to 0', () => {
    const parsed = parseScenario('setup:\n  A:\n    coins: 3\n  B:\n    coins: { closed: 2 }\nsteps: []', 'x.yaml', catalog(), editions());
    expect(parsed.ok && parsed.scenario.coins).toEqual({ A: { open: 3, closed: 0 }, B: { open: 0, closed: 2 } });
    const open = parseScenario('setup:\n  A:\n    coins: { open: 4 }\nsteps: []', 'x.yaml', catalog(), editions());
    expect(open.ok && open.scenario.coins.A).toEqual({ open: 4, closed: 0 });
  });
  test('an edition given by the caller overrides the scenario’s', () => {
    const parsed = parseScenario('edition: late\nsetup: {}\nsteps: []', 'x.yaml', catalog(), editions(), { edition: 'early' });
    expect(parsed.ok && parsed.scenario.edition).toBe('early');
  });
  test('references count setup cards A first, then B, in the order of the zones as written', () => {
    const parsed = parseScenario('setup:\n  B:\n    deck: [Кутила]\n  A:\n    play: [Кутила]\n    hand: [Кутила]\nsteps: []', 'x.yaml', catalog(), editions());
    expect(parsed.ok && parsed.scenario.setup.map((c) => `${c.player}.${c.zone}`)).toEqual(['A.play', 'A.hand', 'B.deck']);
  });
});
