// Changing a parsed scenario's setup for «what if» runs: cards in hand and open coins.
// References in steps point at setup cards by index, so removing one renumbers the rest.
import { PLAYER_LETTER, ZONE_WORDS, type PlayerId, type Scenario, type SetupCard } from '../../engine/index.ts';

type Json = unknown;

function mapSetupRefs(value: Json, remap: (index: number) => number): Json {
  if (Array.isArray(value)) return value.map((v) => mapSetupRefs(v, remap));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, Json>;
    if (obj.kind === 'setup' && typeof obj.index === 'number') return { ...obj, index: remap(obj.index) };
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, mapSetupRefs(v, remap)]));
  }
  return value;
}

/** True when a step or expectation names this setup card, so it cannot be taken away. */
export function isReferenced(scenario: Scenario, index: number): boolean {
  let found = false;
  mapSetupRefs(scenario.steps, (i) => {
    if (i === index) found = true;
    return i;
  });
  return found;
}

export function removeSetupCard(scenario: Scenario, index: number): Scenario {
  if (isReferenced(scenario, index)) return scenario;
  return {
    ...scenario,
    setup: scenario.setup.filter((_, i) => i !== index),
    steps: mapSetupRefs(scenario.steps, (i) => (i > index ? i - 1 : i)) as Scenario['steps'],
  };
}

export function addToHand(scenario: Scenario, player: PlayerId, name: string): Scenario {
  const card: SetupCard = { name, player, zone: 'hand', owner: player, wounds: 0, markers: [], effects: [], closed: false, fresh: false };
  return { ...scenario, setup: [...scenario.setup, card] };
}

export function setOpenCoins(scenario: Scenario, player: PlayerId, open: number): Scenario {
  const coins = { ...scenario.coins, [player]: { ...scenario.coins[player], open: Math.max(0, Math.min(99, Math.floor(open) || 0)) } };
  return { ...scenario, coins };
}

/** How a changed setup differs from the book's, in words: cards taken out or added, coins. */
export function setupChanges(book: Scenario, now: Scenario): string[] {
  const key = (c: SetupCard) => `${c.name} (${ZONE_WORDS[c.zone].in} игрока ${PLAYER_LETTER[c.player]})`;
  const count = (s: Scenario) => s.setup.map(key).reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  const [before, after] = [count(book), count(now)];
  const out: string[] = [];
  for (const [k, n] of before) for (let i = after.get(k) ?? 0; i < n; i++) out.push(`убрана карта ${k}`);
  for (const [k, n] of after) for (let i = before.get(k) ?? 0; i < n; i++) out.push(`добавлена карта ${k}`);
  for (const p of ['A', 'B'] as PlayerId[]) {
    if (book.coins[p].open !== now.coins[p].open) out.push(`открытых монет у игрока ${PLAYER_LETTER[p]} ${now.coins[p].open}, а не ${book.coins[p].open}`);
  }
  return out;
}
