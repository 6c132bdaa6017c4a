// 519: a deferred effect with a source card. «Если в способности не говорится на кого
// накладываются эти эффекты и не определены цели, то они накладываются на героя, контролирующего
// эту способность»: the ability is the source card's, so it falls on the hero of whoever controls
// that card, whoever declared the step.
import { describe, expect, test } from 'vitest';
import { cardActions, effectsOf } from '../../src/engine/index.ts';
import { act, refuse, said, setup } from './game.ts';
import { catalog, failures, run } from './helpers.ts';

const board = 'edition: late\nsetup:\n  A:\n    play: [Трюкач]\n  B:\n    play: [{ card: Нимерт, owner: A }]';
const deferred = (s: Parameters<typeof effectsOf>[0], phys: number) => effectsOf(s, s.cards[phys]).filter((e) => e.effect.kind === 'deferred');

describe('519: a deferred effect of a card’s ability', () => {
  test('without a target it falls on the hero of the source’s controller, not of the player who acts', () => {
    const { state, card } = setup(board);
    const r = act(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, source: card('Нимерт') });
    expect(deferred(r.state, card('B.hero'))).toHaveLength(1);
    expect(deferred(r.state, card('A.hero'))).toEqual([]);
    expect(said(r.trace, '519-p1')).toEqual([
      'отложенный эффект «1 рана» способности Нимерта без цели ложится на героя игрока Б, контролирующего способность, и ждёт конца хода',
    ]);
  });
  test('with a target it falls on the target, and the trace names the source', () => {
    const { state, card } = setup(board);
    const r = act(state, { type: 'defer', player: 'B', payload: { kind: 'wound', amount: 1 }, source: card('Нимерт'), target: card('Трюкач') });
    expect(deferred(r.state, card('Трюкач'))).toHaveLength(1);
    expect(deferred(r.state, card('B.hero'))).toEqual([]);
    expect(said(r.trace, '519-p1')).toEqual(['отложенный эффект «1 рана» способности Нимерта ложится на Трюкача и ждёт конца хода']);
  });
  test('a source in the supply has no ability that works (206.1)', () => {
    const { state, card } = setup('edition: late\nsetup:\n  A:\n    supply: [Нимерт]');
    expect(refuse(state, { type: 'defer', player: 'A', payload: { kind: 'wound', amount: 1 }, source: card('Нимерт') }).rule).toBe('206.1');
  });
  test('in a scenario: `source:` names the card; the wound falls at the end of the turn on that hero', () => {
    const r = run(
      `${board}\nsteps:\n  - defer: wound 1\n    source: Нимерт\n  - endTurn: true\n  - expect:\n      - { wounds: B.hero, is: 1 }\n      - { wounds: A.hero, is: 0 }`,
    );
    expect(failures(r)).toEqual([]);
    expect(r.steps[0].message).toBe('Отложенный эффект «1 рана» способности Нимерта на героя — выполнено');
  });
  test('the board offers a card’s own deferred effect, its target picked or skipped', () => {
    const place = {
      name: 'Нимерт',
      zone: 'play' as const,
      controller: 'B' as const,
      owner: 'A' as const,
      active: 'A' as const,
      zones: ['play' as const],
      card: catalog().byName.get('Нимерт'),
    };
    const offer = cardActions(place, 'Нимерт').find((a) => a.label === 'Отложенный эффект способности этой карты…');
    expect(offer?.step).toEqual({ source: 'Нимерт' });
    expect(offer?.picks.map((p) => p.kind)).toEqual(['deferred', 'target']);
  });
});
