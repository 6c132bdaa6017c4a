// What the judge's board offers, as the action records say: for a card where it lies (the
// player who acts named unless active), for a hero, and for a player; what the judge picks
// first (amounts, zones, targets, markers, effects, options, a constructor's chain); the questions.
import { describe, expect, test } from 'vitest';
import { ACTIONS, cardActions, cardQuestions, playerActions, playerQuestions, type CardDef, type Place } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

const place = (zone: Place['zone'], more: Partial<Place> = {}): Place => ({
  name: 'Кутила',
  zone,
  controller: 'A',
  owner: 'A',
  active: 'A',
  zones: editions().get('late')!.zones,
  ...more,
});
const labels = (p: Place) => cardActions(p, 'Кутила#2').map((a) => a.label);
const offered = (p: Place, label: string) => cardActions(p, 'Кутила#2').find((a) => a.label === label)!;

describe('actions for a card', () => {
  test('by the zone it lies in', () => {
    expect(labels(place('hand'))).toEqual(['Сыграть', 'Переместить…', 'Положить в колоду…', 'Сбросить', 'Наложить эффект…']);
    expect(labels(place('play'))).toEqual([
      'Вернуть в руку',
      'Переместить…',
      'Положить в колоду…',
      'Уничтожить',
      'Уничтожить вместе с другими…',
      'Ранить…',
      'Излечить…',
      'Взять под контроль',
      'Потерять контроль',
      'Наложить эффект…',
      'Положить маркер…',
      'Атаковать…',
      'Отложенный эффект…',
      'Отложенный эффект способности этой карты…',
    ]);
    expect(labels(place('graveyard'))).toEqual(['Вернуть в руку', 'Переместить…', 'Положить в колоду…', 'Возродить…', 'Наложить эффект…', 'Положить маркер…']);
    expect(labels(place('deck'))).toEqual(['Переместить…', 'Призвать', 'Призвать, не находя карту', 'Наложить эффект…']);
    expect(labels(place('supply'))).toEqual(['Переместить…', 'Положить в колоду…', 'Создать', 'Наложить эффект…']);
    expect(labels(place('hero'))).toEqual([
      'Ранить…',
      'Излечить…',
      'Потерять контроль',
      'Наложить эффект…',
      'Положить маркер…',
      'Отложенный эффект…',
      'Отложенный эффект способности этой карты…',
    ]);
  });

  test('each makes its step for the card’s reference, naming who acts only when not the active player', () => {
    const step = (p: Place, label: string) => offered(p, label).step;
    expect(step(place('hand'), 'Сыграть')).toEqual({ play: 'Кутила#2' });
    expect(step(place('hand', { owner: 'B', controller: 'B' }), 'Сыграть')).toEqual({ play: 'Кутила#2', player: 'B' });
    expect(step(place('play'), 'Взять под контроль')).toEqual({ takeControl: 'Кутила#2', player: 'B' });
    expect(step(place('play', { controller: 'B', owner: 'B' }), 'Взять под контроль')).toEqual({ takeControl: 'Кутила#2' });
    expect(step(place('play', { owner: 'B' }), 'Вернуть в руку')).toEqual({ move: 'Кутила#2', to: 'B.hand' });
    expect(step(place('deck', { controller: 'B', owner: 'B' }), 'Призвать')).toEqual({ summon: 'Кутила', player: 'B' });
    expect(step(place('deck'), 'Призвать, не находя карту')).toEqual({ summon: 'Кутила', decline: true });
    expect(step(place('supply'), 'Создать')).toEqual({ create: 'Кутила' });
    expect(step(place('play'), 'Уничтожить вместе с другими…')).toEqual({ destroy: ['Кутила#2'] });
  });

  test('what is picked first, each filling its field of the step', () => {
    expect(offered(place('play'), 'Ранить…').picks).toEqual([{ kind: 'count', field: 'amount', title: 'Сколько ран нанести', min: 1, start: 1 }]);
    expect(offered(place('play'), 'Атаковать…').picks).toEqual([{ kind: 'target', field: 'target', title: 'Кого атаковать', among: 'opponent' }]);
    expect(offered(place('hand'), 'Наложить эффект…').picks.map((p) => p.kind)).toEqual(['effect']);
    expect(offered(place('play'), 'Положить маркер…').picks.map((p) => p.kind)).toEqual(['marker', 'count']);
    const deck = offered(place('play', { owner: 'B' }), 'Положить в колоду…');
    expect(deck.step).toEqual({ move: 'Кутила#2', to: 'B.deck' });
    expect(deck.picks[0].kind === 'choice' && deck.picks[0].options.map((o) => o.set)).toEqual([{ position: 'top' }, { position: 'bottom' }, {}]);
  });

  test('zones of both players, the card’s owner’s first, of the edition played', () => {
    const zones = (p: Place) => {
      const pick = offered(p, 'Переместить…').picks[0];
      return pick.kind === 'zone' ? pick.zones : null;
    };
    expect(zones(place('hand', { controller: 'B', owner: 'B' }))).toEqual([
      'B.hand',
      'B.deck',
      'B.graveyard',
      'B.supply',
      'B.play',
      'A.hand',
      'A.deck',
      'A.graveyard',
      'A.supply',
      'A.play',
    ]);
    expect(zones(place('graveyard', { zones: editions().get('early')!.zones }))).toEqual([
      'A.hand',
      'A.deck',
      'A.graveyard',
      'A.play',
      'B.hand',
      'B.deck',
      'B.graveyard',
      'B.play',
    ]);
  });

  test('who acts, when either player may: the judge picks, the owner first', () => {
    const revive = offered(place('graveyard', { owner: 'B', controller: 'B' }), 'Возродить…');
    expect(revive.step).toEqual({ revive: 'Кутила#2' });
    expect(revive.picks[0]).toEqual({
      kind: 'choice',
      title: 'Кто это делает',
      options: [
        { label: 'игрок Б', set: { player: 'B' } },
        { label: 'игрок А', set: {} },
      ],
    });
  });

  test('what only some cards offer: an activated ability, targets on hiring, a constructor’s chain (522)', () => {
    const card = (name: string) => catalog().byName.get(name)!;
    const trial = {
      ...card('Кутила'),
      name: 'Пробный книжник',
      abilities: [{ kind: 'activated' as const, close: true, effect: { do: 'draw' as const, amount: 1 }, text: 'Закройте — возьмите карту.' }],
    };
    expect(labels(place('play', { card: card('Кутила') }))).not.toContain('Использовать способность');
    expect(offered(place('play', { card: trial }), 'Использовать способность')).toMatchObject({ step: { activate: 'Кутила#2' }, picks: [] });
    const gipnoz = offered(place('hand', { name: 'Гипноз', card: card('Гипноз') }), 'Сыграть');
    expect(gipnoz.picks).toMatchObject([{ kind: 'target', field: 'targets', list: true, skip: 'Без цели' }]);
    const chooser = {
      ...card('Зельеварение'),
      name: 'Пробный конструктор',
      abilities: [
        {
          kind: 'choose' as const,
          on: 'spell' as const,
          times: 2,
          options: [
            { do: 'wound' as const, amount: 1, target: { type: ['creature' as const] } },
            { do: 'draw' as const, amount: 1 },
          ],
          text: 'Выберите 2 раза.',
        },
      ],
    };
    expect(offered(place('hand', { card: chooser }), 'Сыграть').picks).toEqual([
      {
        kind: 'chain',
        title: 'Выберите 2 раза. (522)',
        times: 2,
        options: [
          { label: 'нанести 1 рану', target: true },
          { label: 'взять 1 карту', target: false },
        ],
      },
    ]);
  });

  test('every action the engine has is offered somewhere on the board', () => {
    const zones = editions().get('late')!.zones;
    const abilities: CardDef['abilities'] = [
      { kind: 'activated', close: false, effect: { do: 'draw', amount: 1 }, text: '—' },
      { kind: 'triggered', on: 'enters', effect: { do: 'draw', amount: 1 }, text: '—' },
    ];
    const places = (['hand', 'deck', 'graveyard', 'supply', 'play', 'hero'] as const).map((zone) =>
      place(zone, { card: { ...catalog().byName.get('Кутила')!, abilities } }),
    );
    const offeredActions = new Set([...places.flatMap((p) => cardActions(p, 'Кутила')), ...playerActions('A', 'A', zones)].map((a) => a.action));
    expect([...offeredActions].sort()).toEqual(Object.keys(ACTIONS).sort());
  });
});

describe('a player’s own moves and questions', () => {
  test('the player’s moves, named only when not active, and the game’s', () => {
    const zones = editions().get('late')!.zones;
    const moves = (p: 'A' | 'B') => playerActions(p, 'A', zones).map((a) => [a.label, a.step, a.picks.map((x) => x.kind)]);
    expect(moves('A')).toEqual([
      ['Взять карты из колоды…', {}, ['count']],
      ['Сбросить карты из руки…', {}, ['count']],
      ['Призвать карту по имени…', {}, ['name']],
      ['Получить монеты…', {}, ['count', 'choice']],
      ['Потерять монеты…', {}, ['count', 'choice']],
      ['Отложенный эффект на героя…', {}, ['deferred']],
      ['Фаза накопления', { phase: 'accumulation' }, []],
      ['Конец хода', { endTurn: true }, []],
      ['Просмотреть колоду', { look: 'A.deck' }, []],
      ['Просмотреть руку', { look: 'A.hand' }, []],
      ['Посмотреть своё кладбище', { look: 'A.graveyard' }, []],
      ['Посмотреть кладбище противника', { look: 'B.graveyard' }, []],
      ['Показать карты с верха колоды…', {}, ['count']],
    ]);
    expect(moves('B')[0]).toEqual(['Взять карты из колоды…', { player: 'B' }, ['count']]);
    expect(moves('B')[8]).toEqual(['Просмотреть колоду', { look: 'B.deck', player: 'B' }, []]);
  });

  test('questions: for a card, those that make sense where it lies; for a player, coins, zones and counters', () => {
    expect(cardQuestions('hand', 'Кутила').map((q) => q.label)).toEqual([
      'Сколько стоит?',
      'Какой удар?',
      'Сколько жизней?',
      'Где карта?',
      'Кто контролирует?',
      'Кто владелец?',
      'Какие маркеры?',
      'Какие эффекты?',
    ]);
    expect(cardQuestions('hero', 'A.hero').map((q) => q.step)).toEqual([
      { ask: { power: 'A.hero' } },
      { ask: { lives: 'A.hero' } },
      { ask: { wounds: 'A.hero' } },
      { ask: { where: 'A.hero' } },
      { ask: { controller: 'A.hero' } },
      { ask: { owner: 'A.hero' } },
      { ask: { closed: 'A.hero' } },
      { ask: { markers: 'A.hero' } },
      { ask: { effects: 'A.hero' } },
    ]);
    expect(playerQuestions('B', editions().get('early')!.zones).map((q) => [q.label, q.step])).toEqual([
      ['Сколько монет?', { ask: { coins: 'B' } }],
      ['Что в руке?', { ask: { zone: 'B.hand' } }],
      ['Что в колоде?', { ask: { zone: 'B.deck' } }],
      ['Что на кладбище?', { ask: { zone: 'B.graveyard' } }],
      ['Что в игровой зоне?', { ask: { zone: 'B.play' } }],
      ['Сколько раз перемешана колода?', { ask: { shuffles: 'B' } }],
      ['Сколько монет получено за ход?', { ask: { coinsGained: 'B' } }],
      ['Сколько монет потеряно за ход?', { ask: { coinsLost: 'B' } }],
    ]);
  });
});
