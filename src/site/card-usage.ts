// Which cards a scenario's steps name: the cards its actions, expectations and questions point
// at, and the cards a step summons or creates. A card that only fills a zone in the setup is
// not named (a hand of three Рунопевцы is filler for Кутила, not an example of Рунопевец).
import type { Scenario } from '../engine/index.ts';

/** The names of the cards the steps of `scenario` refer to. */
export function cardsNamedInSteps(scenario: Scenario): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    // A slot: a setup card by its place, a hero by its player.
    if (node.kind === 'setup' && typeof node.index === 'number') names.add(scenario.setup[node.index].name);
    if (node.kind === 'hero' && (node.player === 'A' || node.player === 'B')) {
      const hero = scenario.heroes[node.player];
      if (hero) names.add(hero);
    }
    // A zone listed by names (`has: [Кутила]`), a card summoned or created by name.
    if (node.kind === 'name' && typeof node.name === 'string') names.add(node.name);
    if (node.kind === 'action' && Array.isArray(node.names)) for (const name of node.names) if (typeof name === 'string') names.add(name);
    Object.values(node).forEach(visit);
  };
  visit(scenario.steps);
  return names;
}
