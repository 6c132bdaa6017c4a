// What a ruling's short answer claims (the numbers, zones and players it names) and what its
// scenario's expectations check under an edition: the answer may claim only what is checked.
import type { Edition, PlayerId, ZoneName } from '../types.ts';
import { PLAYERS, ZONES } from '../types.ts';
import type { Checks, Expectation, Slot, Step } from '../scenario/types.ts';
import { NOT_NUMBERS, NUMBER_WORDS, PLAYER_PATTERNS, RULE_NUMBER, ZONE_PATTERNS } from './claim-words.ts';

export type Claim = { kind: 'number'; value: number } | { kind: 'zone'; zone: ZoneName } | { kind: 'player'; player: PlayerId };

/** A claim with the words that make it, as the answer writes them. */
export interface Said {
  claim: Claim;
  text: string;
}

const byWord = new Map(Object.entries(NUMBER_WORDS).flatMap(([n, words]) => words.map((w) => [w, Number(n)] as const)));

/** The numbers, zones and players an answer names, each once, in the order it names them. */
export function answerClaims(answer: string): Said[] {
  const text = answer.toLowerCase().replace(/ё/g, 'е').replace(RULE_NUMBER, ' ').replace(NOT_NUMBERS, ' ');
  const found: (Said & { at: number })[] = [];
  for (const m of text.matchAll(/\d+|\p{L}+/gu)) {
    const value = /^\d/.test(m[0]) ? Number(m[0]) : byWord.get(m[0]);
    if (value !== undefined) found.push({ claim: { kind: 'number', value }, text: m[0], at: m.index });
  }
  for (const zone of ZONES) {
    const m = ZONE_PATTERNS[zone].exec(text);
    if (m) found.push({ claim: { kind: 'zone', zone }, text: m[0], at: m.index });
  }
  for (const player of PLAYERS) {
    const m = PLAYER_PATTERNS[player].exec(text);
    if (m) found.push({ claim: { kind: 'player', player }, text: m[0], at: m.index });
  }
  const once = new Map<string, Said>();
  for (const { claim, text: said } of found.sort((a, b) => a.at - b.at)) if (!once.has(key(claim))) once.set(key(claim), { claim, text: said });
  return [...once.values()];
}

export const key = (c: Claim): string => (c.kind === 'number' ? `n${c.value}` : c.kind === 'zone' ? `z${c.zone}` : `p${c.player}`);

/** The expectations a step holds under `edition`: those of every edition and its own. */
function expectationsUnder(step: Extract<Step, { kind: 'expect' }>, edition: Edition): Checks {
  return [...step.expectations, ...(step.byEdition?.[edition] ?? [])];
}

const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
const number = (value: number): Claim => ({ kind: 'number', value });
const zone = (z: ZoneName): Claim => ({ kind: 'zone', zone: z });
const player = (p: PlayerId): Claim => ({ kind: 'player', player: p });
const heroOf = (slot: Slot): Claim[] => (slot.kind === 'hero' ? [player(slot.player)] : []);

/** What one expectation checks: its values, the zones and players it names. */
function checked(e: Expectation): Claim[] {
  switch (e.kind) {
    case 'stat':
      return [...heroOf(e.card.slot), ...(e.is === null ? [] : [number(e.is)])];
    case 'where':
      return [...heroOf(e.card.slot), zone(e.is.zone), player(e.is.player)];
    case 'zone':
      return [zone(e.zone.zone), player(e.zone.player), ...(e.count === undefined ? [] : [number(e.count)]), ...(e.is ? [number(e.is.length)] : [])];
    case 'coins':
      // Coins lie in their player's play zone (520.1).
      return [zone('play'), player(e.player), ...[e.is, e.open].filter((n) => n !== undefined).map(number)];
    case 'side':
      return [...heroOf(e.card.slot), player(e.is)];
    case 'markers':
      return [...heroOf(e.card.slot), ...e.is.map((m) => number(m.count))];
    case 'effects':
      return [...heroOf(e.card.slot), ...e.is.flatMap(numbersIn).map(number)];
    case 'counter':
      // A shuffle is the deck's; coins lost or gained are the player's.
      return [player(e.player), number(e.is), ...(e.which === 'shuffles' ? [zone('deck')] : [])];
    case 'closed':
      return heroOf(e.card.slot);
    case 'cites':
      return [];
  }
}

/** Everything the scenario's expectations check under `edition`. */
export function checkedClaims(steps: Step[], edition: Edition): Set<string> {
  return new Set(steps.flatMap((s) => (s.kind === 'expect' ? expectationsUnder(s, edition).flatMap(({ e }) => checked(e).map(key)) : [])));
}

/** Whether an expectation, under `edition`, checks the outcome after the scenario's last action:
 *  a scenario that only acts, or only asks, decides nothing. */
export function decides(steps: Step[], edition: Edition): boolean {
  const last = steps.findLastIndex((s) => s.kind === 'action');
  return steps.some((s, i) => i > last && s.kind === 'expect' && expectationsUnder(s, edition).length > 0);
}
