// What the judge's board offers, as the action records say: for a card where it lies (the
// player who acts named unless active), for a hero, and for a player; the questions too.
import { describe, expect, test } from 'vitest';
import { cardActions, cardQuestions, playerActions, playerQuestions, type Place } from '../../src/engine/index.ts';
import { editions } from './helpers.ts';

const place = (zone: Place['zone'], more: Partial<Place> = {}): Place => ({ name: 'Кутила', zone, controller: 'A', owner: 'A', active: 'A', zones: editions().get('late')!.zones, ...more });
const labels = (p: Place) => cardActions(p).map((a) => a.label);

describe('actions for a card', () => {
  test('by the zone it lies in', () => {
    expect(labels(place('hand'))).toEqual(['Сыграть', 'Переместить…', 'Сбросить']);
    expect(labels(place('play'))).toEqual(['Вернуть в руку', 'Переместить…', 'Уничтожить', 'Ранить', 'Вылечить', 'Взять под контроль', 'Потерять контроль', 'Положить маркер…', 'Атаковать…']);
    expect(labels(place('graveyard'))).toEqual(['Вернуть в руку', 'Переместить…', 'Возродить']);
    expect(labels(place('deck'))).toEqual(['Переместить…', 'Призвать']);
    expect(labels(place('supply'))).toEqual(['Переместить…', 'Создать']);
    expect(labels(place('hero'))).toEqual(['Ранить', 'Вылечить', 'Потерять контроль', 'Положить маркер…']);
  });
  test('each makes its step for the card’s reference, naming who acts only when not the active player', () => {
    const step = (p: Place, label: string, picked?: string) => cardActions(p).find((a) => a.label === label)!.step('Кутила#2', picked);
    expect(step(place('hand'), 'Сыграть')).toEqual({ play: 'Кутила#2' });
    expect(step(place('hand', { owner: 'B', controller: 'B' }), 'Сыграть')).toEqual({ play: 'Кутила#2', player: 'B' });
    expect(step(place('play'), 'Взять под контроль')).toEqual({ takeControl: 'Кутила#2', player: 'B' });
    expect(step(place('play', { controller: 'B', owner: 'B' }), 'Взять под контроль')).toEqual({ takeControl: 'Кутила#2' });
    expect(step(place('play', { owner: 'B' }), 'Вернуть в руку')).toEqual({ move: 'Кутила#2', to: 'B.hand' });
    expect(step(place('play'), 'Ранить')).toEqual({ wound: 'Кутила#2', amount: 1 });
    expect(step(place('deck', { controller: 'B', owner: 'B' }), 'Призвать')).toEqual({ summon: 'Кутила', player: 'B' });
    expect(step(place('supply'), 'Создать')).toEqual({ create: 'Кутила' });
    expect(step(place('play'), 'Атаковать…', 'B.hero')).toEqual({ attack: 'Кутила#2', target: 'B.hero' });
    expect(step(place('play'), 'Положить маркер…', 'Яд')).toEqual({ addMarker: 'Кутила#2', marker: 'Яд' });
    expect(step(place('play'), 'Переместить…', 'A.deck')).toEqual({ move: 'Кутила#2', to: 'A.deck' });
  });
  test('what is picked first: the zones of the edition, on the sides a card may go to', () => {
    const zones = (p: Place) => {
      const pick = cardActions(p).find((a) => a.label === 'Переместить…')!.pick;
      return pick?.kind === 'zone' ? pick.zones.map((z) => `${z.player}.${z.zone}`) : null;
    };
    expect(zones(place('hand', { controller: 'B', owner: 'B' }))).toEqual(['B.hand', 'B.deck', 'B.graveyard', 'B.supply', 'B.play', 'A.hand', 'A.deck', 'A.graveyard', 'A.supply', 'A.play']);
    expect(zones(place('play', { controller: 'B' }))).toEqual(['A.hand', 'A.deck', 'A.graveyard', 'A.supply', 'A.play', 'B.hand', 'B.deck', 'B.graveyard', 'B.supply', 'B.play']);
    expect(zones(place('graveyard', { zones: editions().get('early')!.zones }))).toEqual(['A.hand', 'A.deck', 'A.graveyard', 'A.play']);
    expect(cardActions(place('play')).find((a) => a.label === 'Атаковать…')!.pick).toEqual({ kind: 'target', title: 'Кого атаковать' });
  });
});

describe('a player’s own moves and questions', () => {
  test('the player’s moves, named only when not active, and the game’s', () => {
    const zones = editions().get('late')!.zones;
    const steps = (p: 'A' | 'B') => playerActions(p, 'A', zones).map((a) => [a.label, a.step('')]);
    expect(steps('A')).toEqual([
      ['Взять карту из колоды', { draw: 1 }],
      ['Получить монету', { gainCoins: 1 }],
      ['Потерять монету', { loseCoins: 1 }],
      ['Фаза накопления', { phase: 'accumulation' }],
      ['Конец хода', { endTurn: true }],
      ['Просмотреть колоду', { look: 'A.deck' }],
      ['Показать верхнюю карту колоды', { reveal: 1 }],
    ]);
    expect(steps('B')[0]).toEqual(['Взять карту из колоды', { draw: 1, player: 'B' }]);
    expect(steps('B')[5]).toEqual(['Просмотреть колоду', { look: 'B.deck', player: 'B' }]);
  });
  test('questions: for a card, those that make sense where it lies; for a player, coins and hand', () => {
    expect(cardQuestions('hand').map((q) => q.label)).toEqual(['Сколько стоит?', 'Какой удар?', 'Сколько жизней?', 'Где карта?', 'Кто контролирует?', 'Какие маркеры?', 'Какие эффекты?']);
    expect(cardQuestions('hero').map((q) => q.step('A.hero'))).toEqual([
      { ask: { power: 'A.hero' } },
      { ask: { lives: 'A.hero' } },
      { ask: { wounds: 'A.hero' } },
      { ask: { where: 'A.hero' } },
      { ask: { controller: 'A.hero' } },
      { ask: { markers: 'A.hero' } },
      { ask: { effects: 'A.hero' } },
    ]);
    expect(cardQuestions('play').some((q) => q.label === 'Сколько ран?')).toBe(true);
    expect(playerQuestions('B').map((q) => [q.label, q.step('')])).toEqual([
      ['Сколько монет?', { ask: { coins: 'B' } }],
      ['Что в руке?', { ask: { zone: 'B.hand' } }],
    ]);
  });
});
