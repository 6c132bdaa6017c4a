// Zone changes (203.4, 204, 205.4, 206.1, 211.2, 212.2): where a card goes, what it loses and
// keeps, what stays behind in the play zone, and what the trace says about each.
import { describe, expect, test } from 'vitest';
import { readEffect, type StatChange, effectsOf, markersOf } from '../../src/engine/index.ts';
import { act, refuse, said, setup } from './game.ts';

const inPlayOfA = 'setup:\n  A:\n    play: [{ card: Кутила, owner: B, wounds: 2, closed: true, markers: { Яд: 1 }, effects: ["cost +1"] }]';

describe('leaving the play zone', () => {
  test('wounds, the closed state and control stay behind; the card is a new object', () => {
    const { state, card } = setup(inPlayOfA);
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'A', zone: 'hand' } });
    const moved = r.state.cards[k];
    expect(moved).toMatchObject({ zone: 'hand', owner: 'B', controller: 'B', wounds: 0, closed: false, enteredTurn: null, controlTurn: null });
    expect([effectsOf(r.state, moved), markersOf(r.state, moved)]).toEqual([[], []]);
    expect(moved.object).toBeGreaterThan(state.cards[k].object);
    expect(moved.seq).toBeGreaterThan(state.cards[k].seq);
    expect(said(r.trace, null)).toContain('Кутила покидает игровую зону: 2 раны на ней не сохраняются');
  });
  test('a card without wounds leaves without a word about them', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const r = act(state, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'hand' } });
    expect(r.trace.some((t) => t.text.includes('покидает игровую зону'))).toBe(false);
  });
});

describe('203.4 to a hand', () => {
  test('goes to its owner’s hand whoever asked, losing effects and markers', () => {
    const { state, card } = setup(inPlayOfA);
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'A', zone: 'hand' } });
    expect(r.state.players.B.hand).toEqual([k]);
    expect(r.state.players.A.hand).toEqual([]);
    expect(r.state.players.A.play).toEqual([]);
    expect(said(r.trace, '203.4')).toEqual([
      'Кутила попадает в руку владельца — игрока Б (а не игрока А)',
      'Кутила теряет эффекты (стоимость +1) и маркеры («Яд» ×1)',
      'Кутила — теперь другая карта: вернувшись в игровую зону, будет считаться новой',
    ]);
  });
  test('asked by its owner, with nothing on it: no note, nothing lost', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const r = act(state, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'hand' } });
    expect(said(r.trace, '203.4')).toEqual([
      'Кутила попадает в руку владельца — игрока А',
      'Кутила — теперь другая карта: вернувшись в игровую зону, будет считаться новой',
    ]);
  });
  test('says what is lost when there are only markers, or only effects', () => {
    const onlyMarkers = setup('setup:\n  A:\n    play: [{ card: Кутила, markers: { Яд: 2, Щит: 1 } }]');
    const m = act(onlyMarkers.state, { type: 'move', card: onlyMarkers.card('Кутила'), to: { player: 'A', zone: 'hand' } });
    expect(said(m.trace, '203.4')).toContain('Кутила теряет маркеры («Яд» ×2, «Щит» ×1)');
    const onlyEffects = setup('setup:\n  A:\n    play: [{ card: Кутила, effects: ["power *2", "Яд"] }]');
    const e = act(onlyEffects.state, { type: 'move', card: onlyEffects.card('Кутила'), to: { player: 'A', zone: 'hand' } });
    expect(said(e.trace, '203.4')).toContain('Кутила теряет эффекты (сила удара ×2, Яд)');
  });
});

describe('204 to a deck', () => {
  const deck =
    'seed: 5\nsetup:\n  A:\n    deck: [Трюкач, Рунопевец, Дахут, Нимерт, Трясовица]\n  B:\n    play: [{ card: Кутила, owner: A, markers: { Яд: 1 } }]';

  test('goes to its owner’s deck, loses markers, and the deck is shuffled with the seeded source', () => {
    const { state, card } = setup(deck);
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'B', zone: 'deck' } });
    expect(r.state.players.A.deck).toHaveLength(6);
    expect([...r.state.players.A.deck].sort()).toEqual([...state.players.A.deck, k].sort());
    expect(r.state.players.A.shuffles).toBe(1);
    expect(r.state.rng).not.toBe(state.rng);
    expect(said(r.trace, '204-p5')).toEqual([
      'Кутила попадает в колоду владельца — игрока А (а не игрока Б)',
      'Кутила теряет маркеры («Яд» ×1)',
      'Кутила — теперь другая карта: вернувшись в игровую зону, будет считаться новой',
    ]);
    expect(said(r.trace, '204-p4')).toEqual(['колода игрока А перемешана: в неё убрана карта Кутила']);
  });
  test('each shuffle draws on the seed the last one left', () => {
    const { state, card } = setup(deck);
    const once = act(state, { type: 'move', card: card('Кутила'), to: { player: 'B', zone: 'deck' } }).state;
    const twice = act(once, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'deck' } }).state;
    const again = act(once, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'deck' } }).state;
    expect(twice.players.A.deck).toEqual(again.players.A.deck);
    expect(twice.rng).not.toBe(once.rng);
    expect(twice.players.A.shuffles).toBe(2);
  });
  test('to the top or the bottom: put there, and the deck is not shuffled', () => {
    const { state, card } = setup(deck);
    const k = card('Кутила');
    const top = act(state, { type: 'move', card: k, to: { player: 'A', zone: 'deck' }, position: 'top' });
    expect(top.state.players.A.deck).toEqual([k, ...state.players.A.deck]);
    expect(said(top.trace, '204-p4')).toEqual(['Кутила кладётся на верх колоды — колода не перемешивается']);
    const bottom = act(state, { type: 'move', card: k, to: { player: 'A', zone: 'deck' }, position: 'bottom' });
    expect(bottom.state.players.A.deck).toEqual([...state.players.A.deck, k]);
    expect(said(bottom.trace, '204-p4')).toEqual(['Кутила кладётся в низ колоды — колода не перемешивается']);
    expect(bottom.state.players.A.shuffles).toBe(0);
    expect(bottom.state.rng).toBe(state.rng);
  });
  test('a card of the deck can be put back on top of it', () => {
    const { state, card } = setup(deck);
    const d = card('Дахут');
    const r = act(state, { type: 'move', card: d, to: { player: 'A', zone: 'deck' }, position: 'top' });
    expect(r.state.players.A.deck).toEqual([d, card('Трюкач'), card('Рунопевец'), card('Нимерт'), card('Трясовица')]);
  });
});

describe('205.4 to a graveyard', () => {
  const marked = (edition: string) =>
    `edition: ${edition}\nsetup:\n  A:\n    graveyard: [Трюкач]\n  B:\n    play: [{ card: Кутила, owner: A, markers: { Раз за ход: 1, Инкарнация: 2, Яд: 1 }, effects: ["Инкарнация 1", "cost +1"] }]`;

  test('goes on top of its owner’s graveyard whoever asked; Инкарнация and, in the late edition, «раз за ход» markers stay', () => {
    const { state, card } = setup(marked('late'));
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'B', zone: 'graveyard' } });
    expect(r.state.players.A.graveyard).toEqual([card('Трюкач'), k]);
    expect(markersOf(r.state, r.state.cards[k])).toEqual([
      { name: 'Раз за ход', count: 1 },
      { name: 'Инкарнация', count: 2 },
    ]);
    expect(effectsOf(r.state, r.state.cards[k]).map((e) => e.effect)).toEqual([{ kind: 'named', name: 'Инкарнация', value: 1 }]);
    expect(said(r.trace, '205.4')).toEqual([
      'Кутила попадает на кладбище владельца — игрока А (а не игрока Б)',
      'Кутила теряет эффекты (стоимость +1) и маркеры («Яд» ×1)',
      'Кутила сохраняет эффекты (Инкарнация 1) и маркеры («Раз за ход» ×1, «Инкарнация» ×2)',
    ]);
    expect(said(r.trace, '205-p1')).toEqual(['Кутила кладётся поверх карт кладбища']);
  });
  test('in the early edition «раз за ход» markers are lost, and the trace says only the late edition keeps them', () => {
    const { state, card } = setup(marked('early'));
    const k = card('Кутила');
    const r = act(state, { type: 'destroy', cards: [k] });
    expect(markersOf(r.state, r.state.cards[k])).toEqual([{ name: 'Инкарнация', count: 2 }]);
    expect(said(r.trace, '205.4')).toContain(
      'Кутила теряет эффекты (стоимость +1) и маркеры («Раз за ход» ×1, «Яд» ×1) (маркеры «Раз за ход» ×1 сохраняет поздняя редакция)',
    );
  });
  test('a card that keeps all it has loses nothing, and one with nothing keeps nothing', () => {
    const kept = setup('setup:\n  A:\n    play: [{ card: Кутила, effects: ["Инкарнация"] }]');
    const r = act(kept.state, { type: 'destroy', cards: [kept.card('Кутила')] });
    expect(said(r.trace, '205.4')).toEqual(['Кутила попадает на кладбище владельца — игрока А', 'Кутила сохраняет эффекты (Инкарнация)']);
    const bare = setup('setup:\n  A:\n    hand: [Кутила]');
    const d = act(bare.state, { type: 'discard', player: 'A', cards: [bare.card('Кутила')] });
    expect(said(d.trace, '205.4')).toEqual(['Кутила попадает на кладбище владельца — игрока А']);
  });
  test('a named effect merely containing «Инкарнация» is lost like any other', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, effects: ["Без Инкарнации"], markers: { Не Инкарнация: 1 } }]');
    const r = act(state, { type: 'destroy', cards: [card('Кутила')] });
    expect(effectsOf(r.state, r.state.cards[card('Кутила')])).toEqual([]);
    expect(markersOf(r.state, r.state.cards[card('Кутила')])).toEqual([]);
  });
});

describe('206.1 the supply', () => {
  test('late: a card put into the supply goes to its owner’s a new object; what it keeps there the excerpts do not say, and the trace says so', () => {
    const { state, card } = setup('edition: late\nsetup:\n  B:\n    play: [{ card: Кутила, owner: A, markers: { Яд: 1 }, effects: ["cost +1"] }]');
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'B', zone: 'supply' } });
    expect(r.state.players.A.supply).toEqual([k]);
    expect(r.state.cards[k].object).not.toBe(state.cards[k].object);
    expect(markersOf(r.state, r.state.cards[k])).toEqual([]);
    expect(effectsOf(r.state, r.state.cards[k])).toEqual([]);
    expect(said(r.trace, '206.1')).toEqual(['Кутила попадает в запас владельца — игрока А: запас не является игровой зоной']);
    expect(said(r.trace, null)).toEqual([
      'что карта сохраняет, попадая в запас, в выдержках не сказано: Кутила приходит туда новым объектом и теряет эффекты (стоимость +1) и маркеры («Яд» ×1)',
    ]);
  });
  test('early: there is no supply, and the refusal cites the late edition', () => {
    const { state, card } = setup('edition: early\nsetup:\n  A:\n    hand: [Кутила]');
    const r = refuse(state, { type: 'move', card: card('Кутила'), to: { player: 'A', zone: 'supply' } });
    expect(r).toMatchObject({ rule: '206.1', edition: 'late' });
  });
});

describe('moves that change nothing, and moves that are not allowed', () => {
  test('a card moved to the zone it is in stays the same object', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Кутила]\n    play: [Трюкач]');
    for (const [name, zone, words] of [
      ['Кутила', 'hand', 'в руке'],
      ['Трюкач', 'play', 'в игровой зоне'],
    ] as const) {
      const r = act(state, { type: 'move', card: card(name), to: { player: 'A', zone } });
      expect(r.state.cards[card(name)]).toEqual(state.cards[card(name)]);
      expect(said(r.trace, null)).toEqual([`${name} уже ${words}: ничего не меняется`]);
    }
  });
  test('a hero can be neither moved nor destroyed (208.1 late, 207.1 early)', () => {
    for (const [edition, rule] of [
      ['late', '208.1'],
      ['early', '207.1'],
    ] as const) {
      const { state, card } = setup(`edition: ${edition}\nsetup:\n  A: {}`);
      const moved = refuse(state, { type: 'move', card: card('A.hero'), to: { player: 'A', zone: 'hand' } });
      expect(moved).toMatchObject({ rule, reason: 'Герой: герой остаётся в игровой зоне до конца игры — перемещать нельзя' });
      expect(refuse(state, { type: 'destroy', cards: [card('A.hero')] }).reason).toContain('уничтожить нельзя');
    }
  });
  test('only a card in play is destroyed; reaching the graveyard from elsewhere is no destruction', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [Кутила]');
    const r = refuse(state, { type: 'destroy', cards: [card('Кутила')] });
    expect(r).toMatchObject({ rule: '205-p1', reason: 'Кутила не в игровой зоне: уничтожают карты в игре, а попасть на кладбище из руки — не уничтожение' });
  });
});

describe('entering the play zone', () => {
  test('under the player it was moved to, closed no more, with the first-turn weakness', () => {
    const { state, card } = setup('setup:\n  A:\n    hand: [{ card: Кутила, closed: true }]\n  B:\n    play: [Трюкач]');
    const k = card('Кутила');
    const r = act(state, { type: 'move', card: k, to: { player: 'B', zone: 'play' } });
    expect(r.state.cards[k]).toMatchObject({ zone: 'play', owner: 'A', controller: 'B', closed: false, enteredTurn: 1, controlTurn: null });
    expect(r.state.players.B.play).toEqual([card('Трюкач'), k]);
    expect(refuse(r.state, { type: 'attack', card: k, target: card('A.hero') }).rule).toBe('209.2');
  });
});

describe('211.2 one event, 212.2 one equipment of each subtype, per player', () => {
  test('a new event destroys its controller’s other event, not the opponent’s', () => {
    const { state, card } = setup(
      'edition: late\nsetup:\n  A:\n    play: [Аккения]\n    hand: [Пустошь Тул-Багара]\n  B:\n    play: [{ card: Аккения, as: чужая }]',
    );
    const r = act(state, { type: 'move', card: card('Пустошь Тул-Багара'), to: { player: 'A', zone: 'play' } });
    expect(r.state.players.A.play).toEqual([card('Пустошь Тул-Багара')]);
    expect(r.state.players.A.graveyard).toEqual([card('Аккения#1')]);
    expect(r.state.players.B.play).toEqual([card('Аккения#2')]);
    expect(said(r.trace, '211.2')).toEqual(['у игрока А появилось событие Пустошь Тул-Багара: его событие Аккения уничтожается']);
  });
  test('a new equipment destroys its controller’s equipment of the same subtype only', () => {
    const { state, card } = setup(
      'edition: late\nsetup:\n  A:\n    play: [Молот прародителя, Плащ Исхара, Браслет подчинения, Кутила]\n    hand: [Молот прародителя]',
    );
    const hammer = card('Молот прародителя#2');
    const r = act(state, { type: 'move', card: hammer, to: { player: 'A', zone: 'play' } });
    expect(r.state.players.A.play).toEqual([card('Плащ Исхара'), card('Браслет подчинения'), card('Кутила'), hammer]);
    expect(r.state.players.A.graveyard).toEqual([card('Молот прародителя#1')]);
    expect(said(r.trace, '212.2')).toEqual(['у игрока А появилась экипировка Молот прародителя (оружие): Молот прародителя того же подтипа уничтожается']);
  });
  test('taking control of an event counts as its appearing under the new controller', () => {
    const { state, card } = setup('edition: late\nsetup:\n  A:\n    play: [Аккения]\n  B:\n    play: [Пустошь Тул-Багара]');
    const r = act(state, { type: 'takeControl', player: 'A', card: card('Пустошь Тул-Багара') });
    expect(r.state.players.A.play).toEqual([card('Пустошь Тул-Багара')]);
    expect(r.state.players.A.graveyard).toEqual([card('Аккения')]);
  });
  test('creatures entering the play zone destroy nothing', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила, Аккения, Молот прародителя]\n    hand: [Кутила]');
    const r = act(state, { type: 'move', card: card('Кутила#2'), to: { player: 'A', zone: 'play' } });
    expect(r.state.players.A.play).toHaveLength(4);
  });
});

describe('effects until the end of the turn', () => {
  test('end with the turn, while other effects stay', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [Кутила]');
    const k = card('Кутила');
    const given = act(state, { type: 'modify', card: k, effect: readEffect('power +2') as StatChange, until: 'endTurn' });
    expect(said(given.trace, '520.4')).toEqual(['эффект «сила удара +2» на Кутиле действует до конца хода: в конце этого периода он заканчивается']);
    const lasting = act(given.state, { type: 'modify', card: k, effect: readEffect('cost +1') as StatChange });
    expect(said(lasting.trace, '520.4')).toEqual([]);
    const end = act(lasting.state, { type: 'endTurn' });
    expect(effectsOf(end.state, end.state.cards[k]).map((e) => e.effect)).toEqual([{ kind: 'stat', stat: 'cost', op: '+', value: 1 }]);
    expect(said(end.trace, '520.4')).toEqual(['конец хода: у Кутилы заканчиваются эффекты до конца хода (сила удара +2) — их период окончен']);
    expect(end.state).toMatchObject({ turn: 2, active: 'B' });
    expect(said(end.trace, null).at(-1)).toBe('ход 2: ходит игрок Б');
  });
});
