// The kinds of steps the board ranks its offers by: an action by its key, a question by what it asks.
import { describe, expect, it } from 'vitest';
import { stepKind, stepKindCounts } from '../../src/site/step-kind.ts';
import { assembleSiteData } from '../../src/site/assemble.ts';
import { judgeUsage } from '../../src/site/judge.ts';
import { graph } from '../content-graph.ts';

describe('kinds of steps', () => {
  it('names an action by its key and a question by what it asks', () => {
    expect(stepKind({ play: 'Кутила', targets: ['Трюкач'] })).toBe('play');
    expect(stepKind({ ask: { cost: 'Кутила' } })).toBe('ask:cost');
    expect(stepKind({ expect: { cost: 'Кутила', is: 6 } })).toBe('ask:cost');
    expect(stepKind({})).toBeNull();
  });

  it('counts the kinds in scenarios, skipping what is no step', () => {
    expect(stepKindCounts([{ steps: [{ play: 'А' }, { ask: { cost: 'А' } }, { play: 'Б' }, 'x'] }, {}, { steps: [{ ask: { cost: 'Б' } }] }])).toEqual({
      play: 2,
      'ask:cost': 2,
    });
  });

  it('finds in the content’s examples and rulings that cards are played and their cost asked more than a card is looked at', () => {
    const usage = judgeUsage(assembleSiteData(graph()));
    expect(usage.play).toBeGreaterThan(usage.look ?? 0);
    expect(usage['ask:cost']).toBeGreaterThan(usage['ask:closed'] ?? 0);
  });
});
