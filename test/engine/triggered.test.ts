// Triggered abilities (срабатывающие способности): declared in a card's data with the event that
// fires them, fired by the engine on that event, carried out by a `trigger` step through the
// Queue, or — a triggered summon — skipped as if the deck lacked the card (517.3.2).
import { describe, expect, test } from 'vitest';
import { cardActions, readCatalog } from '../../src/engine/index.ts';
import { act, refuse, said, setup } from './game.ts';
import { failures, run } from './helpers.ts';

const trial = (name: string, on: string, effect: string) =>
  `  - { name: ${name}, type: creature, cost: 1, lives: 2, strike: 1, abilities: [{ kind: triggered, on: ${on}, effect: ${effect}, text: способность ${name} }] }`;
const cards = [
  'cards:',
  trial('Вожак', 'enters', '{ do: summon, card: Рунопевец }'),
  trial('Ловчий', 'destroyed', '{ do: draw, amount: 1 }'),
  trial('Призрак', 'enters', '{ do: summon, card: Нимерт }'),
].join('\n');
const game = (more = '') =>
  setup(`${cards}\nedition: late\nsetup:\n  A:\n    coins: 5\n    hand: [Вожак, Призрак]\n    play: [Ловчий]\n    deck: [Рунопевец, Кутила]${more}`);

describe('triggered abilities fire on their event', () => {
  test('entering play fires the card’s ability for entering: it waits for its controller, nothing done yet', () => {
    const g = game();
    const r = act(g.state, { type: 'play', player: 'A', card: g.card('Вожак'), targets: [] }, g.catalog);
    expect(r.state.triggered).toEqual([
      {
        source: { card: g.card('Вожак'), object: r.state.cards[g.card('Вожак')].object },
        effect: { do: 'summon', card: 'Рунопевец' },
        targets: [],
        player: 'A',
      },
    ]);
    expect(r.state.players.A.deck).toEqual(g.state.players.A.deck);
    expect(said(r.trace, null)).toContain(
      'карта «Вожак» входит в игровую зону: срабатывает способность «способность Вожак»; её выполняет или пропускает игрок А',
    );
  });
  test('being destroyed fires the ability for being destroyed, not the one for entering', () => {
    const g = game();
    const r = act(g.state, { type: 'destroy', cards: [g.card('Ловчий')] }, g.catalog);
    expect(r.state.triggered.map((t) => t.effect)).toEqual([{ do: 'draw', amount: 1 }]);
    expect(said(r.trace, null)).toContain('карта «Ловчий» уничтожается: срабатывает способность «способность Ловчий»; её выполняет игрок А');
    const entered = act(g.state, { type: 'move', card: g.card('Ловчий'), to: { player: 'A', zone: 'hand' } }, g.catalog);
    expect(entered.state.triggered).toEqual([]);
  });
  test('a card’s other abilities never wait as triggered ones: Кутила enters play, its cost ability fires nothing', () => {
    const g = setup('setup:\n  A:\n    coins: 10\n    hand: [Кутила]');
    const r = act(g.state, { type: 'play', player: 'A', card: g.card('Кутила'), targets: [] });
    expect(r.state.triggered).toEqual([]);
    expect(r.trace.some((t) => t.text.includes('срабатывает'))).toBe(false);
  });
  test('an ability for entering does not fire when its card is destroyed', () => {
    const g = setup(`${cards}\nsetup:\n  A:\n    play: [Вожак]`);
    expect(act(g.state, { type: 'destroy', cards: [g.card('Вожак')] }, g.catalog).state.triggered).toEqual([]);
  });
});

describe('every destruction fires the ability for being destroyed', () => {
  test('by a spell’s ability (through the Queue)', () => {
    const spell =
      '  - { name: Кара, type: spell, cost: 0, abilities: [{ kind: spell, effect: { do: destroy, target: { type: [creature] } }, text: уничтожить }] }';
    const g = setup(`${cards}\n${spell}\nedition: late\nsetup:\n  A:\n    hand: [Кара]\n    play: [Ловчий]`);
    const r = act(g.state, { type: 'play', player: 'A', card: g.card('Кара'), targets: [g.card('Ловчий')] }, g.catalog);
    expect(r.state.cards[g.card('Ловчий')].zone).toBe('graveyard');
    expect(r.state.triggered.map((x) => x.source.card)).toEqual([g.card('Ловчий')]);
  });
  test('by a second event coming into play (211.2): the one it replaces is destroyed', () => {
    const events = [
      '  - { name: Буря, type: event, cost: 0, abilities: [{ kind: triggered, on: destroyed, effect: { do: draw, amount: 1 }, text: взять }] }',
      '  - { name: Штиль, type: event, cost: 0 }',
    ].join('\n');
    const g = setup(`cards:\n${events}\nedition: late\nsetup:\n  A:\n    hand: [Штиль]\n    play: [Буря]`);
    const r = act(g.state, { type: 'play', player: 'A', card: g.card('Штиль'), targets: [] }, g.catalog);
    expect(r.state.cards[g.card('Буря')].zone).toBe('graveyard');
    expect(r.state.triggered.map((x) => x.source.card)).toEqual([g.card('Буря')]);
  });
});

describe('the trigger step', () => {
  test('carries the ability out through the Queue: the summon finds its card and shuffles the deck', () => {
    const g = game();
    const played = act(g.state, { type: 'play', player: 'A', card: g.card('Вожак'), targets: [] }, g.catalog);
    const r = act(played.state, { type: 'trigger', card: g.card('Вожак'), skip: false }, g.catalog);
    expect(r.state.cards[g.card('Рунопевец')].zone).toBe('play');
    expect(r.state.triggered).toEqual([]);
    expect(r.state.players.A.shuffles).toBe(1);
    expect(said(r.trace, '517.3')).toEqual([
      'игрок А вызывает Рунопевца: просматривает свою колоду',
      'Рунопевец помещается в игровую зону в открытом виде под контролем игрока А',
    ]);
    expect(refuse(r.state, { type: 'trigger', card: g.card('Вожак'), skip: false }, g.catalog).reason).toBe(
      'у карты «Вожак» нет сработавшей способности, которая ждёт выполнения',
    );
  });
  test('517.3.2: a triggered summon skipped is a summon that finds nothing; the deck is shuffled all the same', () => {
    const g = game();
    const played = act(g.state, { type: 'play', player: 'A', card: g.card('Вожак'), targets: [] }, g.catalog);
    const r = act(played.state, { type: 'trigger', card: g.card('Вожак'), skip: true }, g.catalog);
    expect(r.state.cards[g.card('Рунопевец')].zone).toBe('deck');
    expect(r.state.triggered).toEqual([]);
    expect(r.state.players.A.shuffles).toBe(1);
    expect(said(r.trace, '517.3.2')).toEqual([
      'игрок А пропускает срабатывающую способность, которая требует вызвать Рунопевца, как будто в колоде нет этой карты',
    ]);
    expect(said(r.trace, '517.3.1')).toEqual([
      'игрок А не захотел найти Рунопевца: заявка вызова отменяется',
      'колода игрока А перемешана: после просмотра при вызове — в любом случае',
    ]);
  });
  test('only a triggered summon may be skipped: another is refused citing 517.3.2', () => {
    const g = game();
    const destroyed = act(g.state, { type: 'destroy', cards: [g.card('Ловчий')] }, g.catalog);
    const r = refuse(destroyed.state, { type: 'trigger', card: g.card('Ловчий'), skip: true }, g.catalog);
    expect(r).toMatchObject({
      rule: '517.3.2',
      reason: 'пропустить можно срабатывающую способность, которая требует вызвать определённую карту, а способность карты «Ловчий» — «взять 1 карту»',
    });
    const drawn = act(destroyed.state, { type: 'trigger', card: g.card('Ловчий'), skip: false }, g.catalog);
    expect(drawn.state.players.A.hand).toHaveLength(3);
  });
  test('of two waiting abilities, the step carries out the named card’s, and the other still waits', () => {
    const g = game();
    let s = act(g.state, { type: 'play', player: 'A', card: g.card('Вожак'), targets: [] }, g.catalog).state;
    s = act(s, { type: 'play', player: 'A', card: g.card('Призрак'), targets: [] }, g.catalog).state;
    const r = act(s, { type: 'trigger', card: g.card('Призрак'), skip: false }, g.catalog);
    expect(r.state.triggered.map((t) => t.source.card)).toEqual([g.card('Вожак')]);
    expect(said(r.trace, '517.3.1')[0]).toBe('Нимерта нет в колоде игрока А: заявка вызова отменяется');
  });
  test('a waiting ability outlives its card’s zone change, as an ability in the Queue does', () => {
    const g = game();
    let s = act(g.state, { type: 'play', player: 'A', card: g.card('Вожак'), targets: [] }, g.catalog).state;
    s = act(s, { type: 'move', card: g.card('Вожак'), to: { player: 'A', zone: 'hand' } }, g.catalog).state;
    expect(act(s, { type: 'trigger', card: g.card('Вожак'), skip: false }, g.catalog).state.cards[g.card('Рунопевец')].zone).toBe('play');
  });
  test('a summon of a card the catalog lacks does nothing, as far as possible (518.1)', () => {
    const g = setup(`cards:\n${trial('Вожак', 'enters', '{ do: summon, card: Никто }')}\nedition: late\nsetup:\n  A:\n    coins: 5\n    hand: [Вожак]`);
    const s = act(g.state, { type: 'play', player: 'A', card: g.card('Вожак'), targets: [] }, g.catalog).state;
    expect(said(act(s, { type: 'trigger', card: g.card('Вожак'), skip: false }, g.catalog).trace, '518.1')).toEqual([
      'карта «Вожак»: «вызвать из своей колоды карту «Никто»» не выполняется — карты «Никто» нет в данных о картах',
    ]);
    expect(refuse(s, { type: 'trigger', card: g.card('Вожак'), skip: true }, g.catalog).reason).toBe('карты «Никто» нет в данных о картах');
  });
});

describe('triggered abilities in scenarios, card data and on the board', () => {
  test('a scenario plays, triggers and skips; the labels say which', () => {
    const r = run(
      `${cards}\nedition: late\nsetup:\n  A:\n    coins: 5\n    hand: [Вожак, Призрак]\n    deck: [Рунопевец]\nsteps:\n  - play: Вожак\n  - trigger: Вожак\n    skip: true\n  - expect: { cites: "517.3.2" }\n  - play: Призрак\n  - trigger: Призрак\n  - expect: { where: Рунопевец, is: A.deck }`,
    );
    expect(failures(r)).toEqual([]);
    expect(r.steps.map((s) => s.message.split(' — ')[0])).toContain('Пропустить срабатывающую способность карты «Вожак»');
    expect(r.steps.map((s) => s.message.split(' — ')[0])).toContain('Выполнить срабатывающую способность карты «Призрак»');
  });
  test('a card file declares a triggered ability; an unknown event is refused', () => {
    const file = (on: string) =>
      `name: Вожак\nslug: vozhak\ngender: masculine\nforms: { gen: Вожака, dat: Вожаку, acc: Вожака, ins: Вожаком, prep: Вожаке }\ntype: creature\nabilities:\n  - { kind: triggered, on: ${on}, effect: { do: summon, card: Рунопевец }, text: вызов }`;
    const ok = readCatalog([{ file: 'content/cards/vozhak.yaml', text: file('enters') }]);
    expect(ok.errors).toEqual([]);
    expect(ok.catalog.byName.get('Вожак')?.abilities).toEqual([
      { kind: 'triggered', on: 'enters', effect: { do: 'summon', card: 'Рунопевец' }, text: 'вызов' },
    ]);
    expect(readCatalog([{ file: 'content/cards/vozhak.yaml', text: file('attacks') }]).errors).toHaveLength(1);
  });
  test('the board offers to carry out a triggered ability, and to skip only a triggered summon', () => {
    const g = game();
    const offers = (name: string, zone: 'play' | 'graveyard' | 'hand') =>
      cardActions({ name, zone, controller: 'A', owner: 'A', active: 'A', zones: ['hand', 'play', 'graveyard'], card: g.catalog.byName.get(name) }, name)
        .filter((a) => a.action === 'trigger')
        .map((a) => [a.label, a.step]);
    expect(offers('Вожак', 'play')).toEqual([
      ['Выполнить срабатывающую способность', { trigger: 'Вожак' }],
      ['Пропустить срабатывающую способность (517.3.2)', { trigger: 'Вожак', skip: true }],
    ]);
    expect(offers('Ловчий', 'graveyard')).toEqual([['Выполнить срабатывающую способность', { trigger: 'Ловчий' }]]);
    expect(offers('Вожак', 'hand')).toEqual([]);
    expect(offers('Кутила', 'play')).toEqual([]);
    // A card with a triggered summon among other abilities still offers the skip.
    const mixed = { ...g.catalog.byName.get('Вожак')!, abilities: [...g.catalog.byName.get('Вожак')!.abilities, ...g.catalog.byName.get('Ловчий')!.abilities] };
    const place = {
      name: 'Вожак',
      zone: 'play' as const,
      controller: 'A' as const,
      owner: 'A' as const,
      active: 'A' as const,
      zones: ['play' as const],
      card: mixed,
    };
    expect(
      cardActions(place, 'Вожак')
        .filter((a) => a.action === 'trigger')
        .map((a) => a.label),
    ).toEqual(['Выполнить срабатывающую способность', 'Пропустить срабатывающую способность (517.3.2)']);
  });
});
