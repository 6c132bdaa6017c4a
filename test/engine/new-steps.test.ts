// The steps issue 16 adds, as the engine carries them out: a named card taken out of a deck
// (204), looking through a deck (204), showing its top cards (518.3), losing control (517.5),
// and several cards destroyed at once, in their owner's order (205); and what drawing decides.
import { describe, expect, test } from 'vitest';
import { act, refuse, said, setup } from './game.ts';
import { runScenario } from '../../src/engine/index.ts';
import { catalog, editions, failures, run } from './helpers.ts';

const deck = 'setup:\n  A:\n    deck: [Трюкач, Кутила, Рунопевец, Дахут]\n    hand: [Нимерт]';

describe('204: a named card taken out of a deck', () => {
  test('shuffles the deck, whichever zone the card goes to, once', () => {
    for (const zone of ['hand', 'graveyard', 'play'] as const) {
      const { state, card } = setup(deck);
      const r = act(state, { type: 'move', card: card('Кутила'), to: { player: 'A', zone } });
      expect(r.state.players.A.shuffles, zone).toBe(1);
      expect(said(r.trace, '204-p4'), zone).toEqual(['колода игрока А перемешана: из неё извлечена карта Кутила']);
      expect(r.state.players.A.deck.toSorted(), zone).toEqual([card('Трюкач'), card('Рунопевец'), card('Дахут')].toSorted());
    }
  });
  test('taken out and put back in a given place: not shuffled; put back anywhere: shuffled once', () => {
    const { state, card } = setup(deck);
    const top = act(state, { type: 'move', card: card('Дахут'), to: { player: 'A', zone: 'deck' }, position: 'top' });
    expect([top.state.players.A.shuffles, top.state.players.A.deck[0]]).toEqual([0, card('Дахут')]);
    expect(act(state, { type: 'move', card: card('Дахут'), to: { player: 'A', zone: 'deck' } }).state.players.A.shuffles).toBe(1);
  });
  test('a card that was not in a deck shuffles none', () => {
    const { state, card } = setup(deck);
    expect(act(state, { type: 'move', card: card('Нимерт'), to: { player: 'A', zone: 'graveyard' } }).state.players.A.shuffles).toBe(0);
  });
});

describe('drawing', () => {
  test('takes from the top; whether the deck is shuffled after, the excerpts do not say, and it is not', () => {
    const { state, card } = setup(deck);
    const r = act(state, { type: 'draw', player: 'A', count: 2 });
    expect(r.state.players.A.hand).toEqual([card('Нимерт'), card('Трюкач'), card('Кутила')]);
    expect(r.state.players.A.deck).toEqual([card('Рунопевец'), card('Дахут')]);
    expect(r.state.players.A.shuffles).toBe(0);
    expect(said(r.trace, null)).toContain(
      'перемешивать ли колоду после того, как из неё берут карты сверху, в выдержках не сказано (204 говорит об извлечении карты способностью) — колода не перемешивается',
    );
    expect(said(act(setup('setup:\n  A: {}').state, { type: 'draw', player: 'A', count: 1 }).trace, null).some((t) => t.includes('перемешивать'))).toBe(false);
  });
});

describe('204: looking through a deck', () => {
  test('the owner looks, sees it top first, and it is shuffled afterwards', () => {
    const { state, card } = setup(deck);
    const r = act(state, { type: 'look', player: 'A', of: 'A', zone: 'deck' });
    expect(r.shown).toEqual({ text: 'Трюкач, Кутила, Рунопевец, Дахут', cards: [card('Трюкач'), card('Кутила'), card('Рунопевец'), card('Дахут')] });
    expect(r.state.players.A.shuffles).toBe(1);
    expect(said(r.trace, '204-p3')).toEqual([
      'игрок А просматривает свою колоду (4 карты): это предписано правилом или способностью',
      'колода игрока А перемешана: после просмотра',
    ]);
    expect(act(setup('setup:\n  A: {}').state, { type: 'look', player: 'A', of: 'A', zone: 'deck' }).shown).toEqual({ text: 'ни одной карты', cards: [] });
  });
  test('another player’s deck is closed to them', () => {
    const { state } = setup(deck);
    expect(refuse(state, { type: 'look', player: 'B', of: 'A', zone: 'deck' })).toMatchObject({
      rule: '204-p3',
      edition: 'early',
      reason: 'колода — закрытая зона: просматривать колоду игрока А может только её владелец',
    });
  });
  test('the step’s answer names what was seen', () => {
    const r = run(`${deck}\nsteps:\n  - look: A.deck`);
    expect(r.steps[0]).toMatchObject({ ok: true, message: 'Просмотреть колоду игрока А — выполнено: Трюкач, Кутила, Рунопевец, Дахут' });
    expect(r.steps[0].answer).toEqual({
      question: 'Просмотреть колоду игрока А:',
      text: 'Трюкач, Кутила, Рунопевец, Дахут',
      value: ['Трюкач', 'Кутила', 'Рунопевец', 'Дахут'],
      trace: [],
    });
  });
});

describe('518.3: showing the top cards of a deck', () => {
  test('shows as many as asked, leaves them in place, and does not shuffle', () => {
    const { state, card } = setup(deck);
    const r = act(state, { type: 'reveal', player: 'A', count: 2 });
    expect(r.shown).toEqual({ text: 'Трюкач, Кутила', cards: [card('Трюкач'), card('Кутила')] });
    expect(r.state.players.A.deck).toEqual(state.players.A.deck);
    expect(r.state.players.A.shuffles).toBe(0);
    expect(said(r.trace, null)).toEqual([
      'игрок А показывает 2 карты с верха колоды',
      'показанные карты остаются в колоде на своих местах; перемешивать ли колоду после показа, в выдержках не сказано — колода не перемешивается',
    ]);
  });
  test('with fewer cards than asked, shows what there is (518.3)', () => {
    const { state } = setup(deck);
    const r = act(state, { type: 'reveal', player: 'A', count: 5 });
    expect(r.shown?.cards).toHaveLength(4);
    expect(said(r.trace, '518.3')).toEqual(['игрок А должен показать 5 карт из колоды, а в колоде 4: показывается сколько возможно']);
    expect(act(setup('setup:\n  A: {}').state, { type: 'reveal', player: 'A', count: 1 }).shown?.text).toBe('ни одной карты');
  });
});

describe('517.5: losing control', () => {
  test('the opponent takes the card; it stays the same object, weak on this turn', () => {
    const { state, card } = setup('setup:\n  A:\n    play: [{ card: Кутила, owner: B, wounds: 2 }]');
    const k = card('Кутила');
    const r = act(state, { type: 'loseControl', card: k });
    expect(r.state.cards[k]).toMatchObject({ controller: 'B', object: state.cards[k].object, wounds: 2, controlTurn: 1 });
    expect(r.state.players.B.play).toEqual([k]);
    expect(said(r.trace, '517.5')[0]).toBe('игрок А теряет контроль над Кутилой: игрок Б автоматически становится контролирующим игроком');
  });
  test('a hero cannot go to the opponent: its player keeps it (517.5, second paragraph)', () => {
    const { state, card } = setup('setup:\n  A: {}');
    const r = act(state, { type: 'loseControl', card: card('A.hero') });
    expect(r.state.cards[card('A.hero')].controller).toBe('A');
    expect(said(r.trace, '517.5-p2')).toEqual([
      'игрок А теряет контроль над героем, но тот не может перейти к противнику — игрок А продолжает контролировать своего героя',
    ]);
  });
  test('a card out of play is controlled by no one: refused', () => {
    const { state, card } = setup(deck);
    expect(refuse(state, { type: 'loseControl', card: card('Кутила') })).toMatchObject({
      rule: '517.5',
      reason: 'Кутила не в игровой зоне: контролируют карты в игре',
    });
  });
});

describe('205: several cards destroyed at once', () => {
  const board = 'edition: early\nsetup:\n  A:\n    graveyard: [Дахут]\n    play: [Кутила, Трюкач, { card: Нимерт, owner: B }]';
  test('go to their owners’ graveyards in the order given, bottom first', () => {
    const { state, card } = setup(board);
    const r = act(state, { type: 'destroy', cards: [card('Кутила'), card('Трюкач'), card('Нимерт')], order: [card('Трюкач'), card('Нимерт'), card('Кутила')] });
    expect(r.state.players.A.graveyard).toEqual([card('Дахут'), card('Трюкач'), card('Кутила')]);
    expect(r.state.players.B.graveyard).toEqual([card('Нимерт')]);
    expect(said(r.trace, '205-p3')).toEqual([
      'карты уничтожаются одновременно и попадают на кладбище владельца вместе; порядок выбирает владелец: снизу вверх Трюкач, Нимерт, Кутила',
    ]);
  });
  test('without an order, as listed, and the trace says so; one card alone needs no order', () => {
    const { state, card } = setup(board);
    const r = act(state, { type: 'destroy', cards: [card('Кутила'), card('Трюкач')] });
    expect(r.state.players.A.graveyard).toEqual([card('Дахут'), card('Кутила'), card('Трюкач')]);
    expect(said(r.trace, '205-p3')[0]).toContain('порядок выбирает владелец (не указан — как перечислены): снизу вверх Кутила, Трюкач');
    expect(said(act(state, { type: 'destroy', cards: [card('Кутила')] }).trace, '205-p3')).toEqual([]);
  });
  test('refused whole, changing nothing, when one of them cannot be destroyed or the order is not theirs', () => {
    const { state, card } = setup(`${board}\n    hand: [Рунопевец]`);
    expect(refuse(state, { type: 'destroy', cards: [card('Кутила'), card('Рунопевец')] }).rule).toBe('205-p1');
    expect(refuse(state, { type: 'destroy', cards: [card('Кутила'), card('A.hero')] }).rule).toBe('207.1');
    expect(refuse(state, { type: 'destroy', cards: [card('Кутила'), card('Трюкач')], order: [card('Кутила')] }).reason).toBe(
      'порядок должен назвать каждую уничтожаемую карту по одному разу',
    );
    expect(refuse(state, { type: 'destroy', cards: [card('Кутила'), card('Трюкач')], order: [card('Кутила'), card('Нимерт')] }).rule).toBeNull();
  });
  test('in a scenario: at least one card; the order lists each destroyed card once; a card is named once', () => {
    const problem = (steps: string) => {
      const out = runScenario(`${board}\nsteps:\n${steps}`, 'bad.yaml', catalog(), editions());
      return out.ok ? null : { at: [out.errors[0].line, out.errors[0].column], message: out.errors[0].message };
    };
    expect(problem('  - destroy: []')).toEqual({ at: [7, 14], message: 'steps[0].destroy: needs at least 1 item(s)' });
    expect(problem('  - destroy: [Кутила, Трюкач]\n    order: [Трюкач]')).toEqual({ at: [8, 12], message: '"order" lists each destroyed card once' });
    expect(problem('  - destroy: [Кутила, Трюкач]\n    order: [Трюкач, Кутила#1]')).toBeNull();
    expect(problem('  - destroy: [Кутила, Кутила#1]')).toEqual({ at: [7, 14], message: 'each card is destroyed once: it is named twice' });
    const r = run(
      `${board}\nsteps:\n  - destroy: [Кутила, Трюкач]\n    order: [Трюкач, Кутила]\n  - expect: { zone: A.graveyard, is: [Дахут, Трюкач, Кутила] }`,
    );
    expect(failures(r)).toEqual([]);
    expect(r.steps[0].message).toBe('Уничтожить: Кутилу, Трюкача (на кладбище снизу вверх: Трюкач, Кутила) — выполнено');
  });
});
