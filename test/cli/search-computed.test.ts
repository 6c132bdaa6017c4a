// `svod search … --json` carries the engine's computed answer first, marked as computed; the
// text output leads with it and the board's link.
import { describe, expect, it } from 'vitest';
import { run } from './helpers.ts';

const search = (query: string, json = true) => run(['search', query, ...(json ? ['--json'] : [])]);

describe('svod search answers a situation the engine computed', () => {
  const cases: [string, string, string][] = [
    ['сколько стоит кутила если в руке 4 карты', '6 монет', '203.2'],
    ['кутила в игре, в руке осталось 3 карты, какая стоимость', '7 монет', '203.2'],
    ['на кладбище 0 карт, в руке 3, надо сбросить 4 — сколько карт будет на кладбище', '3 карты', '518.4'],
  ];
  it.each(cases)('«%s» → %s (%s)', (query, answer, rule) => {
    const out = search(query);
    expect(out.status).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json).slice(0, 2)).toEqual(['query', 'computed']);
    expect(json.computed).toMatchObject({ by: 'engine', kind: 'answer', answers: [{ answer, board: expect.stringMatching(/^\/judge\/#b=/) }] });
    expect(json.computed.answers[0].rules.map((r: { rule: string }) => r.rule)).toContain(rule);
    // The index's own results follow.
    expect(json.groups.length).toBeGreaterThan(0);
  });

  it('says in text which number is missing, and offers the board', () => {
    const out = search('сколько стоит кутила', false);
    expect(out.stdout).toMatch(/^A situation the engine computes, but a number is missing:\n.*\n.*Не хватает числа: сколько карт в руке/);
    expect(out.stdout).toMatch(/Open on the board: \/judge\/#b=/);
  });

  it('adds nothing where the query names no situation', () => {
    expect(JSON.parse(search('карта уходит на кладбище').stdout)).not.toHaveProperty('computed');
  });
});
