// Ask Svod's other sources and its players: a ruling or an example that says how a judge asks it
// is answered by its own run (each answer's scenario, run again by the engine, passes and is the
// ruling's in that edition); a number said about the other player never fills a situation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ask, readQuery } from '../../src/ask/index.ts';
import { readRuling, readScenarioData } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';
import { answerTo, rerun, situations } from './helpers.ts';

describe('rulings answer where a judge asks them', () => {
  it('«сохраняются ли маркеры на кладбище»: each edition its own answer, as the run of the ruling in that edition holds it', () => {
    const asked = answerTo('сохраняются ли маркеры на кладбище');
    expect([asked.source, asked.id]).toEqual(['ruling', 'graveyard-keeps-markers']);
    const node = graph().rulings.find((r) => r.ruling.id === 'graveyard-keeps-markers')!;
    expect(asked.answers.flatMap((a) => a.editions).sort()).toEqual(node.checks.map((c) => c.edition).sort());
    for (const a of asked.answers) {
      const run = rerun(a.scenario);
      expect(run.passed).toBe(true);
      expect(a.editions).toContain(run.edition);
      expect(a.answer).toBe(node.checks.find((c) => c.edition === run.edition)!.answer);
      expect(a.rules.map((r) => r.rule)).toContain('205.4');
    }
    // The editions disagree here: two answers.
    expect(new Set(asked.answers.map((a) => a.answer)).size).toBe(2);
  });

  it('«сколько стоит рунопевец»: 3 coins, the ruling whose run plays him for 3', () => {
    const asked = answerTo('сколько стоит рунопевец');
    expect(asked.id).toBe('runopevets-costs-three');
    expect(asked.answers[0].answer).toMatch(/^За 3 монеты/);
    expect(rerun(asked.answers[0].scenario).passed).toBe(true);
  });

  it('a ruling with numbers answers only its own: 2 wounds healed by 5, not 3 wounds', () => {
    const asked = answerTo('на существе 2 раны, его излечивают на 5');
    expect(asked.id).toBe('heal-more-than-wounds');
    expect(asked.given).toEqual({ wounds: 2, heal: 5 });
    expect(rerun(asked.answers[0].scenario).passed).toBe(true);
    // Said without numbers, the ruling's own are shown with its answer.
    expect(answerTo('что будет если излечивают больше ран чем есть').text).toContain('2 раны');
    const other = ask('на существе 3 раны, излечивают на 5', situations());
    expect(other?.kind).toBe('outside');
    if (other?.kind === 'outside') expect(other.computed).toEqual({ wounds: { from: 2, to: 2 }, heal: { from: 5, to: 5 } });
  });

  it('an example answers with what its run checked', () => {
    const asked = answerTo('работают ли способности с запасом');
    expect([asked.source, asked.id]).toEqual(['example', '206-1-supply-untouchable']);
    const example = graph().examples.find((e) => e.id === '206-1-supply-untouchable')!;
    expect(asked.answers[0].answer).toBe(
      example.result.steps
        .filter((s) => s.checks?.length)
        .map((s) => s.message)
        .join('; '),
    );
    expect(rerun(asked.answers[0].scenario).passed).toBe(true);
  });

  it('refuses a bad ask: key at its line and column', () => {
    const text = readFileSync('content/rulings/heal-more-than-wounds.yaml', 'utf8');
    const read = (changed: string) => {
      const r = readRuling(text.replace(/^ask:\n(  .*\n)+/m, changed), 'content/rulings/heal-more-than-wounds.yaml', graph().catalog, graph().engine.editions);
      return r.ok ? [] : r.errors.map((e) => `${e.line}:${e.column}: ${e.message}`);
    };
    const line = text.split('\n').indexOf('ask:') + 1;
    expect(read('ask:\n  says: []\n')).toEqual([expect.stringMatching(new RegExp(`^${line + 1}:\\d+: `))]);
    expect(read('ask:\n  says: [раны]\n  counts: { pocket: 2 }\n')).toEqual([expect.stringMatching(new RegExp(`^${line + 2}:\\d+: .*pocket`))]);
    expect(read('ask:\n  says: [раны]\n  counts: { heal: -1 }\n')).toEqual([expect.stringMatching(new RegExp(`^${line + 2}:\\d+: `))]);
    expect(read('ask:\n  says: [раны]\n  counts: { heal: 5 }\n')).toEqual([]);
    // An example's ask: is the scenario format's, read by the scenario reader.
    const bad = readScenarioData({ ask: { says: [] }, setup: {}, steps: [] }, 'x.json', graph().catalog, graph().engine.editions);
    expect(bad.ok).toBe(false);
  });
});

describe('players from the query', () => {
  it('reads whose each number is, per clause', () => {
    expect(readQuery('у меня в руке 3 карты, у противника на кладбище 2').owners).toEqual({ hand: 'self', graveyard: 'opponent' });
    expect(readQuery('в руке 4 карты у соперника').owners).toEqual({ hand: 'opponent' });
    expect(readQuery('в руке 4 карты').owners).toEqual({});
    // A wound is any creature's: no owner.
    expect(readQuery('у противника на существе 2 раны').owners).toEqual({});
  });

  it('a query about the opponent throughout is answered: the situation is symmetric', () => {
    const asked = answerTo('сколько стоит кутила, если у противника в руке 4 карты');
    expect([asked.id, asked.about, asked.given]).toEqual(['kutila-counts-itself', 'opponent', { hand: 4 }]);
    expect(rerun(asked.answers[0].scenario).last).toBe(6);
    const discard = answerTo('у противника на кладбище 0 карт, в руке 3, надо сбросить 4 — сколько карт будет на кладбище');
    expect(discard.given).toEqual({ graveyard: 0, hand: 3, discard: 4 });
    expect(rerun(discard.answers[0].scenario).last).toHaveLength(3);
  });

  it("a number said about the other player does not fill the situation's slot", () => {
    const asked = ask('сколько стоит моя кутила, если у противника в руке 4 карты', situations());
    expect(asked?.kind).toBe('missing');
    if (asked?.kind !== 'missing') return;
    expect(asked.missing.map((m) => m.quantity)).toEqual(['hand']);
    expect(asked.elsewhere).toEqual([{ quantity: 'hand', n: 4, player: 'opponent' }]);
    const mixed = ask('у меня на кладбище 0 карт, у противника в руке 3, надо сбросить 4', situations());
    expect(mixed?.kind === 'missing' && mixed.missing.map((m) => m.quantity)).toEqual(['hand']);
    expect(mixed?.given).toEqual({ graveyard: 0, discard: 4 });
  });
});
