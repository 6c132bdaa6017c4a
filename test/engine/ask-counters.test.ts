// `ask:` reads what `expect:` checks of a player's counts: how many times their deck was shuffled
// (204), and how many coins they lost and gained (520.4), each with its question in Russian.
import { describe, expect, test } from 'vitest';
import { run } from './helpers.ts';

// A `look` step shows the cards too («Просмотреть колоду игрока А:»): only questions are kept.
const answers = (text: string) =>
  run(text).steps.flatMap((s) => (s.answer?.question.endsWith('?') ? [{ question: s.answer.question, text: s.answer.text, value: s.answer.value }] : []));

describe('asking the counters', () => {
  test('shuffles: a look shuffles, a card put on top does not (204)', () => {
    const said = answers(`
setup:
  A: { deck: [Кутила, Трюкач], play: [Рунопевец] }
  B: { deck: [Кутила] }
steps:
  - ask: { shuffles: A }
  - look: A.deck
  - move: Рунопевец
    to: A.deck
    position: top
  - ask: { shuffles: A }
  - ask: { shuffles: B }
`);
    expect(said).toEqual([
      { question: 'Сколько раз перемешана колода игрока А?', text: '0', value: 0 },
      { question: 'Сколько раз перемешана колода игрока А?', text: '1', value: 1 },
      { question: 'Сколько раз перемешана колода игрока Б?', text: '0', value: 0 },
    ]);
  });

  test('coins lost and gained: temporary coins that go back are neither (520.4)', () => {
    const said = answers(`
setup:
  A: { coins: 5 }
steps:
  - gainCoins: 2
    temporary: true
  - loseCoins: 1
  - gainCoins: 3
  - endTurn: true
  - ask: { coinsLost: A }
  - ask: { coinsGained: A }
  - ask: { coinsGained: B }
`);
    expect(said).toEqual([
      { question: 'Сколько монет потерял игрок А за ход?', text: '1', value: 1 },
      { question: 'Сколько монет получил игрок А за ход?', text: '5', value: 5 },
      { question: 'Сколько монет получил игрок Б за ход?', text: '0', value: 0 },
    ]);
  });
});
