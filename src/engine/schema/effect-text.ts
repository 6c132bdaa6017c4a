// The written form of effects, as scenarios and cards spell them: a stat modifier
// ("cost +2", "power *2", "lives =5"), a named effect ("Инкарнация 2"), and for deferred effects
// (519) "wound 2" / "heal 1" or a stat modifier. Read once, at the input's edge; the engine works
// with the data only. The effects' data types are declared here, beside their reader.

export type Stat = 'cost' | 'power' | 'lives';
export type Op = '+' | '-' | '*' | '/' | '=';

/** A modifier of a numerical value: cost, power (strike) or lives (521.1). */
export interface StatChange {
  kind: 'stat';
  stat: Stat;
  op: Op;
  value: number;
}

/** An effect known by its name, with an optional value ("Инкарнация 2"). */
export interface NamedEffect {
  kind: 'named';
  name: string;
  value?: number;
}

/** What a deferred effect (519) does when its condition comes. */
export type DeferredPayload = { kind: 'wound' | 'heal'; amount: number } | StatChange;

/** A deferred effect lying on a card, waiting for the end of the turn (519). */
export interface DeferredEffect {
  kind: 'deferred';
  payload: DeferredPayload;
}

export type Effect = StatChange | NamedEffect | DeferredEffect;

const STAT = /^(cost|power|lives)\s*([+\-*/=])\s*(\d+(?:\.\d+)?)$/;
const NAMED = /^(\p{L}[\p{L}\s-]*?)(?:\s+(\d+))?$/u;
const AMOUNT = /^(wound|heal)\s+(\d+)$/;

/** What the patterns above capture, as data. */
const STATS: Record<string, Stat> = { cost: 'cost', power: 'power', lives: 'lives' };
const OPS: Record<string, Op> = { '+': '+', '-': '-', '*': '*', '/': '/', '=': '=' };

const canonical = (raw: string) => raw.trim().replace(/−/g, '-').replace(/×/g, '*');

/** A stat modifier or a named effect; null when the text is neither (or divides by zero). */
export function readEffect(raw: string): StatChange | NamedEffect | null {
  const text = canonical(raw);
  const stat = STAT.exec(text);
  if (stat) {
    const value = Number(stat[3]);
    if (stat[2] === '/' && value === 0) return null;
    return { kind: 'stat', stat: STATS[stat[1]], op: OPS[stat[2]], value };
  }
  if (/^(cost|power|lives)\b/.test(text)) return null;
  const named = NAMED.exec(text);
  if (!named) return null;
  const name = named[1].trim();
  return named[2] === undefined ? { kind: 'named', name } : { kind: 'named', name, value: Number(named[2]) };
}

/** What a deferred effect (519) will do when its time comes. */
export function readDeferred(raw: string): DeferredPayload | null {
  const amount = AMOUNT.exec(canonical(raw));
  if (amount) return { kind: amount[1] === 'wound' ? 'wound' : 'heal', amount: Number(amount[2]) };
  const effect = readEffect(raw);
  return effect?.kind === 'stat' ? effect : null;
}

/** The written form back: what a scenario's `effects:` expectation compares. */
export function effectNotation(effect: Effect): string {
  switch (effect.kind) {
    case 'stat':
      return `${effect.stat} ${effect.op}${effect.value}`;
    case 'named':
      return effect.value === undefined ? effect.name : `${effect.name} ${effect.value}`;
    case 'deferred':
      return `отложенный: ${deferredNotation(effect.payload)}`;
  }
}

function deferredNotation(payload: DeferredPayload): string {
  return payload.kind === 'stat' ? effectNotation(payload) : `${payload.kind} ${payload.amount}`;
}
