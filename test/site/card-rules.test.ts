// A card's page lists the rules its abilities apply. The list comes from the ability kinds; here
// it is held against the engine: each rule listed for a card is one the engine cites when the
// card acts in a scenario of the content (an example or a ruling whose steps name it).
import { describe, expect, it } from 'vitest';
import { allCitations, parseScenario, type Scenario, type ScenarioResult } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';
import { abilityRulesOf, typeRulesOf } from '../../src/site/card-rules.ts';
import { cardsNamedInSteps } from '../../src/site/card-usage.ts';

const order = ['late', 'early'];
const { catalog, engine, examples, rulings } = graph();
const { tables, editions } = engine;
const card = (name: string) => catalog.byName.get(name)!;
const rules = (name: string) => abilityRulesOf(card(name), order, tables).map((r) => r.rule);

const runs: { scenario: Scenario; result: ScenarioResult }[] = [
  ...examples.map((e) => ({ scenario: e.scenario, result: e.result })),
  ...rulings.flatMap((r) => r.checks.map((c) => ({ scenario: c.scenario, result: c.result }))),
];

describe('rules a card applies', () => {
  it('maps each kind of ability to the rules that govern it', () => {
    expect(rules('Кутила')).toEqual(['203.2', '521.1']);
    expect(rules('Рунопевец')).toEqual(['203.3', '521.1']);
    expect(rules('Гипноз')).toEqual(['210-p2', '517.5']);
    expect(rules('Зельеварение')).toEqual(['210-p2', '203.4']);
    expect(rules('Дахут')).toEqual(['203.4']);
    expect(rules('Аккения')).toEqual([]);
  });

  it('lists the rules of the card’s type, by the current view’s numbers', () => {
    expect(typeRulesOf(card('Аккения'), order, tables).map((r) => r.rule)).toEqual(['207.2-p3', '211.1', '211.2', '211.2-p2']);
    expect(typeRulesOf(card('Нимерт'), order, tables).map((r) => `${r.edition} ${r.rule}`)).toEqual(['late 207.2', 'late 209.1', 'late 209.2']);
  });

  it('lists only rules the engine cites when the card acts in the content’s scenarios', () => {
    for (const c of catalog.cards) {
      const acting = runs.filter((r) => cardsNamedInSteps(r.scenario).has(c.name));
      if (!acting.length) continue;
      const cited = new Set(acting.flatMap((r) => r.result.steps.flatMap((s) => s.trace.map((t) => `${t.edition} ${t.rule}`))));
      for (const r of abilityRulesOf(c, order, tables)) {
        const anyEdition = allNumbers(r.key).some((n) => cited.has(n));
        expect(anyEdition, `${c.name}: ${r.rule}`).toBe(true);
      }
    }
  });
});

describe('cards a scenario’s steps name', () => {
  it('counts the cards steps point at, not those that only fill a hand', () => {
    const kutila = runs.find((r) => r.scenario.id === '203-2-kutila')!.scenario;
    expect(kutila.setup.map((s) => s.name)).toContain('Рунопевец');
    expect([...cardsNamedInSteps(kutila)]).toEqual(['Кутила']);
  });

  it('counts cards summoned or created by name, and zones expected by names', () => {
    const summon = runs.find((r) => r.scenario.id === '517-3-summon')!.scenario;
    expect(cardsNamedInSteps(summon).size).toBeGreaterThan(0);
    for (const name of cardsNamedInSteps(summon)) expect(JSON.stringify(summon.steps)).toContain(name);
    const byName = parseScenario('setup:\n  A:\n    deck: [Кутила]\nsteps:\n  - summon: Кутила\n  - create: Зельеваренье', 'by-name.yaml', catalog, editions);
    expect(byName.ok && [...cardsNamedInSteps(byName.scenario)]).toEqual(['Кутила', 'Зельеварение']);
  });
});

/** The key's rule in each edition that has it, as trace entries name it: `late 521.1`. */
function allNumbers(key: string): string[] {
  const entry = allCitations(tables).find((c) => c.key === key)!;
  return Object.entries(entry.rules).map(([e, rule]) => `${e} ${rule}`);
}
