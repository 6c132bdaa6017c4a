// How the trace counts things in Russian: the noun agrees with the number (1 монета, 2 монеты,
// 5 монет, 11 монет, 21 монета…).
import { describe, expect, test } from 'vitest';
import { act, said, setup } from './game.ts';

describe('numbers and nouns', () => {
  test('agree for every ending, the teens included', () => {
    const { state } = setup('setup:\n  A: {}');
    const said520 = (n: number) => said(act(state, { type: 'gainCoins', player: 'A', amount: n }).trace, '520.2')[0].match(/переносит (\d+ \S+)/)![1];
    const forms = [0, 1, 2, 4, 5, 10, 11, 12, 14, 19, 20, 21, 22, 25, 101, 111, 112, 122].map(said520);
    expect(forms).toEqual([
      '0 монет', '1 монета', '2 монеты', '4 монеты', '5 монет', '10 монет', '11 монет', '12 монет', '14 монет', '19 монет',
      '20 монет', '21 монета', '22 монеты', '25 монет', '101 монета', '111 монет', '112 монет', '122 монеты',
    ]);
  });
});
