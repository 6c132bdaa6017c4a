// The two ways a move ends: done, with its trace (and the card it brought into play, or the
// cards it showed, if any), or refused, citing the rule that forbids it. A refusal is a value,
// never an exception.
import type { Refusal, Shown, TraceEntry } from './types.ts';

export interface Done {
  ok: true;
  trace: TraceEntry[];
  card?: number;
  shown?: Shown;
}

export type Outcome = Done | Refusal;

export function done(trace: TraceEntry[], card?: number): Done {
  return card === undefined ? { ok: true, trace } : { ok: true, trace, card };
}

/** Done, having shown a player `shown` cards (`look`, `reveal`). */
export const showing = (trace: TraceEntry[], shown: Shown): Done => ({ ok: true, trace, shown });

/** Refused because of `why` (a cited or silent entry); `before` is what was worked out first. */
export function refused(why: TraceEntry, before: TraceEntry[] = []): Refusal {
  return { ok: false, rule: why.rule, edition: why.edition, reason: why.text, trace: [...before, why] };
}
