// A scenario's `expect:` and `ask:` steps: what each checks or answers, and the message a reader
// gets when it holds and when it does not.
import { describe, expect, test } from 'vitest';
import { run } from './helpers.ts';

/** Runs a scenario and returns its steps' `ok` and message. */
function steps(text: string) {
  return run(text).steps.map((s) => ({ ok: s.ok, message: s.message }));
}

const board = `setup:
  A:
    coins: { open: 2, closed: 1 }
    hand: [Кутила, Трюкач]
    deck: [Рунопевец, Дахут]
    play: [{ card: Тан гномов, owner: B, wounds: 1, closed: true, markers: { Яд: 1, Щит: 2 }, effects: ["power +1", "Инкарнация 2"] }]
  B:
    graveyard: [Нимерт, Трясовица]
`;

describe('expectations', () => {
  test('values: a pass says the value, a failure says what was expected and what is', () => {
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { cost: Кутила, is: 8 }\n      - { power: Тан гномов, is: 6 }\n      - { lives: Тан гномов, is: 4 }\n      - { wounds: Тан гномов, is: 1 }\n      - { cost: Нимерт, is: null }`,
      ),
    ).toEqual([
      { ok: true, message: 'стоимость Кутилы: 8; сила удара Тана гномов: 6; жизни Тана гномов: 4; раны Тана гномов: 1; стоимость Нимерта: неизвестно' },
    ]);
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { cost: Кутила, is: 7 }\n      - { wounds: Тан гномов, is: 0 }\n      - { lives: Нимерт, is: 3 }\n      - { power: Тан гномов, is: 6 }`,
      ),
    ).toEqual([
      {
        ok: false,
        message: 'стоимость Кутилы: ожидалось 7, на деле 8; раны Тана гномов: ожидалось 0, на деле 1; жизни Нимерта: ожидалось 3, на деле неизвестно',
      },
    ]);
  });
  test('where a card is, who owns and who controls it, whether it is closed', () => {
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { where: Тан гномов, is: A.play }\n      - { where: A.hero, is: A.play }\n      - { owner: Тан гномов, is: B }\n      - { controller: Тан гномов, is: A }\n      - { closed: Тан гномов, is: true }\n      - { closed: Кутила, is: false }`,
      ),
    ).toEqual([
      {
        ok: true,
        message:
          'где Тан гномов: игровая зона игрока А; где герой игрока А: игровая зона игрока А; владелец Тана гномов: игрок Б; кто контролирует Тана гномов: игрок А; Тан гномов закрыт: да; Кутила закрыт: нет',
      },
    ]);
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { where: Нимерт, is: A.graveyard }\n      - { where: Кутила, is: B.hand }\n      - { owner: Тан гномов, is: A }\n      - { controller: Тан гномов, is: B }\n      - { closed: Тан гномов, is: false }\n      - { closed: Кутила, is: true }`,
      ),
    ).toEqual([
      {
        ok: false,
        message:
          'где Нимерт: ожидалось кладбище игрока А, на деле кладбище игрока Б; где Кутила: ожидалось рука игрока Б, на деле рука игрока А; владелец Тана гномов: ожидалось игрок А, на деле игрок Б; кто контролирует Тана гномов: ожидалось игрок Б, на деле игрок А; Тан гномов закрыт: ожидалось нет, на деле да; Кутила закрыт: ожидалось да, на деле нет',
      },
    ]);
  });
  test('markers in any order, a zero count as none; effects as a list in any order', () => {
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { markers: Тан гномов, is: { Щит: 2, Яд: 1, Огонь: 0 } }\n      - { markers: Кутила, is: {} }\n      - { effects: Тан гномов, is: ["Инкарнация 2", "power +1"] }\n      - { effects: Кутила, is: [] }`,
      ),
    ).toEqual([
      {
        ok: true,
        message:
          'маркеры на Тане гномов: «Щит» ×2, «Яд» ×1; маркеры на Кутиле: нет; эффекты на Тане гномов: сила удара +1, Инкарнация 2; эффекты на Кутиле: нет',
      },
    ]);
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { markers: Тан гномов, is: { Щит: 1, Яд: 1 } }\n      - { markers: Тан гномов, is: { Яд: 1 } }\n      - { markers: Тан гномов, is: { Яд: 1, Огонь: 2 } }\n      - { effects: Тан гномов, is: ["power +1"] }\n      - { effects: Тан гномов, is: ["power +1", "Инкарнация 3"] }`,
      ),
    ).toEqual([
      {
        ok: false,
        message:
          'маркеры на Тане гномов: ожидалось «Щит» ×1, «Яд» ×1, на деле «Щит» ×2, «Яд» ×1; маркеры на Тане гномов: ожидалось «Яд» ×1, на деле «Щит» ×2, «Яд» ×1; маркеры на Тане гномов: ожидалось «Огонь» ×2, «Яд» ×1, на деле «Щит» ×2, «Яд» ×1; эффекты на Тане гномов: ожидалось сила удара +1, на деле сила удара +1, Инкарнация 2; эффекты на Тане гномов: ожидалось сила удара +1, Инкарнация 3, на деле сила удара +1, Инкарнация 2',
      },
    ]);
  });
  test('a deferred effect is expected as «отложенный: …»', () => {
    expect(
      steps(
        `${board}steps:\n  - defer: wound 2\n    target: Тан гномов\n  - expect: { effects: Тан гномов, is: ["power +1", "Инкарнация 2", "отложенный: wound 2"] }`,
      )[1],
    ).toEqual({
      ok: true,
      message: 'эффекты на Тане гномов: сила удара +1, Инкарнация 2, отложенный эффект: 2 раны',
    });
  });
  test('zones: the deck and the graveyard in order, other zones in any order', () => {
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { zone: A.hand, is: [Трюкач, Кутила] }\n      - { zone: A.deck, is: [Рунопевец, Дахут] }\n      - { zone: B.graveyard, is: [Нимерт, Трясовица] }\n      - { zone: B.hand, is: [] }`,
      ),
    ).toEqual([
      {
        ok: true,
        message:
          'рука игрока А: Кутила, Трюкач (карт: 2); колода игрока А: Рунопевец, Дахут (карт: 2); кладбище игрока Б: Нимерт, Трясовица (карт: 2); рука игрока Б: пусто (карт: 0)',
      },
    ]);
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { zone: A.deck, is: [Дахут, Рунопевец] }\n      - { zone: B.graveyard, is: [Трясовица, Нимерт] }\n      - { zone: A.hand, is: [Кутила] }\n      - { zone: A.hand, is: [Кутила, Дахут] }`,
      ),
    ).toEqual([
      {
        ok: false,
        message:
          'колода игрока А: ожидалось Дахут, Рунопевец, на деле Рунопевец, Дахут (карт: 2); кладбище игрока Б: ожидалось Трясовица, Нимерт, на деле Нимерт, Трясовица (карт: 2); рука игрока А: ожидалось Кутила, на деле Кутила, Трюкач (карт: 2); рука игрока А: ожидалось Кутила, Дахут, на деле Кутила, Трюкач (карт: 2)',
      },
    ]);
  });
  test('zones: order counts past the first card; a multiset counts each copy; a count alone is said when it fails', () => {
    const three = 'setup:\n  A:\n    hand: [Кутила, Кутила, Трюкач]\n    deck: [Рунопевец, Дахут, Кутила]\n';
    expect(
      steps(`${three}steps:\n  - expect:\n      - { zone: A.deck, is: [Рунопевец, Дахут, Кутила] }\n      - { zone: A.hand, is: [Трюкач, Кутила, Кутила] }`)[0]
        .ok,
    ).toBe(true);
    expect(steps(`${three}steps:\n  - expect: { zone: A.deck, is: [Рунопевец, Кутила, Дахут] }`)[0].ok).toBe(false);
    expect(steps(`${three}steps:\n  - expect: { zone: A.hand, is: [Кутила, Трюкач, Трюкач] }`)[0].ok).toBe(false);
    expect(steps(`${three}steps:\n  - expect: { zone: A.hand, count: 2 }`)[0]).toEqual({
      ok: false,
      message: 'рука игрока А: ожидалось карт: 2, на деле Кутила, Кутила, Трюкач (карт: 3)',
    });
    expect(steps(`${three}steps:\n  - expect: { zone: A.hand, count: 3 }`)[0]).toEqual({
      ok: true,
      message: 'рука игрока А: Кутила, Кутила, Трюкач (карт: 3)',
    });
  });
  test('effects: as many as there are, each matched once', () => {
    expect(steps(`${board}steps:\n  - expect: { effects: Тан гномов, is: ["power +1", "power +1"] }`)[0].ok).toBe(false);
    expect(steps(`${board}steps:\n  - expect: { effects: Тан гномов, is: ["power +1", "Инкарнация 2", "power +1"] }`)[0].ok).toBe(false);
  });
  test('zones: has, lacks and count, each said when it fails', () => {
    expect(steps(`${board}steps:\n  - expect: { zone: A.hand, has: [Кутила], lacks: [Дахут], count: 2 }`)[0]).toEqual({
      ok: true,
      message: 'рука игрока А: Кутила, Трюкач (карт: 2)',
    });
    expect(steps(`${board}steps:\n  - expect: { zone: A.hand, has: [Дахут], lacks: [Кутила], count: 3 }`)[0]).toEqual({
      ok: false,
      message: 'рука игрока А: ожидалось есть Дахут; нет Кутила; карт: 3, на деле Кутила, Трюкач (карт: 2)',
    });
    expect(steps(`${board}steps:\n  - expect: { zone: A.hand, has: [Кутила, Дахут] }`)[0].ok).toBe(false);
    expect(steps(`${board}steps:\n  - expect: { zone: A.hand, lacks: [Дахут, Трюкач] }`)[0].ok).toBe(false);
  });
  test('zones: a card named with #N or an alias is that very card; a bare name is any card of it', () => {
    const two = 'setup:\n  A:\n    hand: [Кутила, { card: Кутила, as: вторая }]\n    deck: [Кутила]\n';
    expect(
      steps(
        `${two}steps:\n  - expect:\n      - { zone: A.hand, is: [Кутила, Кутила#1] }\n      - { zone: A.hand, is: [вторая, Кутила] }\n      - { zone: A.hand, has: [Кутила#2], lacks: [Кутила#3] }\n      - { zone: A.deck, is: [Кутила#3] }`,
      )[0].ok,
    ).toBe(true);
    expect(steps(`${two}steps:\n  - expect: { zone: A.hand, is: [Кутила#1, Кутила#3] }`)[0].ok).toBe(false);
    expect(steps(`${two}steps:\n  - expect: { zone: A.deck, is: [Кутила#1] }`)[0].ok).toBe(false);
    expect(steps(`${two}steps:\n  - expect: { zone: A.hand, has: [Кутила#3] }`)[0].ok).toBe(false);
    expect(steps(`${two}steps:\n  - expect: { zone: A.hand, lacks: [вторая] }`)[0].ok).toBe(false);
    expect(steps(`${two}steps:\n  - expect: { zone: A.hand, is: [Кутила#1] }`)[0].ok).toBe(false);
  });
  test('coins: total, open, or both', () => {
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { coins: A, is: 3 }\n      - { coins: A, open: 2 }\n      - { coins: A, is: 3, open: 2 }\n      - { coins: B, is: 0 }`,
      )[0],
    ).toEqual({
      ok: true,
      message:
        'монеты игрока А: всего 3, открытых 2; монеты игрока А: всего 3, открытых 2; монеты игрока А: всего 3, открытых 2; монеты игрока Б: всего 0, открытых 0',
    });
    expect(
      steps(
        `${board}steps:\n  - expect:\n      - { coins: A, is: 2 }\n      - { coins: A, open: 3 }\n      - { coins: A, is: 3, open: 1 }\n      - { coins: A, is: 4, open: 2 }`,
      )[0],
    ).toEqual({
      ok: false,
      message:
        'монеты игрока А: ожидалось всего 2, на деле всего 3, открытых 2; монеты игрока А: ожидалось открытых 3, на деле всего 3, открытых 2; монеты игрока А: ожидалось всего 3, открытых 1, на деле всего 3, открытых 2; монеты игрока А: ожидалось всего 4, открытых 2, на деле всего 3, открытых 2',
    });
  });
  test('counters: shuffles, coins lost, coins gained', () => {
    const text = `${board}steps:\n  - summon: Дахут\n  - loseCoins: 1\n  - gainCoins: 3\n  - expect:\n      - { shuffles: A, is: 1 }\n      - { coinsLost: A, is: 1 }\n      - { coinsGained: A, is: 3 }\n      - { shuffles: B, is: 0 }\n`;
    expect(steps(text)[3]).toEqual({
      ok: true,
      message: 'перемешиваний колоды (игрок А): 1; потеряно монет (игрок А): 1; получено монет (игрок А): 3; перемешиваний колоды (игрок Б): 0',
    });
    expect(
      steps(
        text
          .replace('{ shuffles: A, is: 1 }', '{ shuffles: A, is: 2 }')
          .replace('{ coinsLost: A, is: 1 }', '{ coinsLost: A, is: 0 }')
          .replace('{ coinsGained: A, is: 3 }', '{ coinsGained: A, is: 1 }'),
      )[3],
    ).toEqual({
      ok: false,
      message:
        'перемешиваний колоды (игрок А): ожидалось 2, на деле 1; потеряно монет (игрок А): ожидалось 0, на деле 1; получено монет (игрок А): ожидалось 1, на деле 3',
    });
  });
  test('cites: the last action’s trace and what earlier checks of the step computed; a paragraph counts for its rule', () => {
    const text = `${board}steps:\n  - destroy: Тан гномов\n  - expect:\n      - { cites: "205.4" }\n      - { cites: "205" }\n  - expect:\n      - { cost: Кутила, is: 8 }\n      - { cites: "203.2" }\n  - expect: { cites: "203.2" }\n`;
    const r = steps(text);
    expect(r[1]).toEqual({ ok: true, message: 'ссылка на правило: 205.4; ссылка на правило: 205, абзац 1' });
    expect(r[2].ok).toBe(true);
    expect(r[3]).toEqual({ ok: false, message: 'ссылка на правило: ожидалось 203.2, на деле 205.4; 205, абзац 1' });
    expect(steps(`${board}steps:\n  - expect: { cites: "205.4" }`)[0]).toEqual({
      ok: false,
      message: 'ссылка на правило: ожидалось 205.4, на деле нет ссылок',
    });
    expect(steps(`${board}steps:\n  - destroy: Тан гномов\n  - expect: { cites: "205.4.1" }`)[1].ok).toBe(false);
  });
  test('a card a later step creates is not there yet', () => {
    expect(
      steps('setup:\n  A: {}\nsteps:\n  - expect: { where: новый, is: A.play }\n  - create: Кутила\n    as: новый\n  - expect: { where: новый, is: A.play }'),
    ).toEqual([
      { ok: false, message: 'новый: ожидалось карта в игре, на деле карта ещё не создана' },
      { ok: true, message: 'Создать: Кутилу — выполнено' },
      { ok: true, message: 'где карта «новый»: игровая зона игрока А' },
    ]);
  });
  test('expectations keyed by edition: only those of the scenario’s edition are checked', () => {
    const text = (edition: string) =>
      `edition: ${edition}\nsetup:\n  A:\n    play: [{ card: Кутила, markers: { раз за ход: 1 } }]\nsteps:\n  - destroy: Кутила\n  - expect:\n      early: { markers: Кутила, is: {} }\n      late: { markers: Кутила, is: { раз за ход: 1 } }`;
    expect(steps(text('early'))[1]).toEqual({ ok: true, message: 'маркеры на Кутиле: нет' });
    expect(steps(text('late'))[1]).toEqual({ ok: true, message: 'маркеры на Кутиле: «раз за ход» ×1' });
  });
});

describe('questions', () => {
  const answers = (asks: string[]) =>
    run(`${board}steps:\n${asks.map((q) => `  - ask: { ${q} }`).join('\n')}\n  - create: Дахут\n    as: потом`)
      .steps.slice(0, -1)
      .map((s) => ({ message: s.message, value: s.answer!.value, cited: s.trace.length > 0 }));

  test('each is answered in words, with the value as data and, for values, how it was found', () => {
    expect(
      answers(['cost: Кутила', 'power: Тан гномов', 'lives: Нимерт', 'wounds: Тан гномов', 'where: Нимерт', 'controller: Тан гномов', 'owner: Тан гномов']),
    ).toEqual([
      { message: 'Сколько стоит Кутила? 8', value: 8, cited: true },
      { message: 'Какой удар у Тана гномов? 6', value: 6, cited: true },
      { message: 'Сколько жизней у Нимерта? неизвестно', value: null, cited: true },
      { message: 'Сколько ран у Тана гномов? 1', value: 1, cited: false },
      { message: 'Где Нимерт? кладбище игрока Б', value: 'B.graveyard', cited: false },
      { message: 'Кто контролирует Тана гномов? игрок А', value: 'A', cited: false },
      { message: 'Кто владелец Тана гномов? игрок Б', value: 'B', cited: false },
    ]);
  });
  test('markers, effects, coins, zones, and a card not created yet', () => {
    const state = run(
      `${board}steps:\n  - gainCoins: 2\n    temporary: true\n  - ask: { coins: A }\n  - ask: { coins: B }\n  - ask: { markers: Тан гномов }\n  - ask: { effects: Тан гномов }\n  - ask: { effects: Кутила }\n  - ask: { zone: B.graveyard }\n  - ask: { zone: B.hand }\n  - ask: { where: A.hero }\n  - ask: { where: потом }\n  - create: Дахут\n    as: потом`,
    );
    expect(state.steps.slice(1, 10).map((s) => s.message)).toEqual([
      'Сколько монет у игрока А? всего 5: открытых 4, закрытых 1, из них временных 2',
      'Сколько монет у игрока Б? всего 0: открытых 0, закрытых 0',
      'Какие маркеры на Тане гномов? «Яд» ×1, «Щит» ×2',
      'Какие эффекты на Тане гномов? сила удара +1, Инкарнация 2',
      'Какие эффекты на Кутиле? нет',
      'Что лежит на кладбище игрока Б? Нимерт, Трясовица',
      'Что лежит в руке игрока Б? пусто',
      'Где герой игрока А? игровая зона игрока А',
      'Где карта «потом»? карта ещё не создана',
    ]);
    expect(state.steps[1].answer!.value).toEqual({ total: 5, open: 4, closed: 1, temporary: 2 });
    expect(state.steps[3].answer!.value).toEqual([
      { name: 'Яд', count: 1 },
      { name: 'Щит', count: 2 },
    ]);
    expect(state.steps[4].answer!.value).toEqual([
      { kind: 'stat', stat: 'power', op: '+', value: 1 },
      { kind: 'named', name: 'Инкарнация', value: 2 },
    ]);
    expect(state.steps[6].answer!.value).toEqual(['Нимерт', 'Трясовица']);
    expect(state.steps[9].answer!.value).toBeNull();
    expect(state.steps.every((s) => s.ok)).toBe(true);
  });
  test('a card closed or not, a deck’s shuffles, coins gained and lost this turn', () => {
    const text =
      'setup:\n  A:\n    coins: 3\n    play: [Кутила]\n    deck: [Трюкач, Рунопевец]\nsteps:\n  - ask: { closed: Кутила }\n  - summon: Рунопевец\n  - ask: { shuffles: A }\n  - gainCoins: 2\n  - loseCoins: 1\n  - ask: { coinsGained: A }\n  - ask: { coinsLost: A }\n  - ask: { shuffles: B }';
    const result = run(text);
    const asked = result.steps.filter((s) => s.answer).map((s) => [s.message, s.answer!.value]);
    expect(asked).toEqual([
      ['Кутила закрыт? нет', false],
      ['Сколько раз перемешана колода игрока А? 1', 1],
      ['Сколько монет получил игрок А за ход? 2', 2],
      ['Сколько монет потерял игрок А за ход? 1', 1],
      ['Сколько раз перемешана колода игрока Б? 0', 0],
    ]);
  });
});
