// Effects written as text: stat modifiers ("cost +2", "power *2", "lives =5") and named effects
// ("Инкарнация 2").
import type { EffectInst, Op, Stat } from './types.ts';

const STAT_RE = /^(cost|power|lives)\s*([+\-*/=])\s*(\d+(?:\.\d+)?)$/;
const NAMED_RE = /^([A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё\s-]*?)(?:\s+(\d+))?$/;

export type ParsedEffect =
  | { kind: 'stat'; stat: Stat; op: Op; value: number; text: string }
  | { kind: 'named'; name: string; value?: number; text: string };

export function parseEffect(raw: string): ParsedEffect | null {
  const s = raw.trim().replace(/−/g, '-').replace(/×/g, '*');
  const m = STAT_RE.exec(s);
  if (m) {
    const value = Number(m[3]);
    if (m[2] === '/' && value === 0) return null;
    return { kind: 'stat', stat: m[1] as Stat, op: m[2] as Op, value, text: `${m[1]} ${m[2]}${m[3]}` };
  }
  if (/^(cost|power|lives)\b/.test(s)) return null;
  const n = NAMED_RE.exec(s);
  if (n) {
    const name = n[1].trim();
    return n[2] !== undefined
      ? { kind: 'named', name, value: Number(n[2]), text: `${name} ${n[2]}` }
      : { kind: 'named', name, text: name };
  }
  return null;
}

export function toInstance(p: ParsedEffect, seq: number, until?: 'endTurn'): EffectInst {
  const base: EffectInst =
    p.kind === 'stat'
      ? { text: p.text, stat: p.stat, op: p.op, value: p.value, seq }
      : { text: p.text, name: p.name, ...(p.value !== undefined ? { value: p.value } : {}), seq };
  if (until) base.until = until;
  return base;
}

/** Deferred payloads (519): "wound N", "heal N", or a stat effect. */
export function parseDeferred(raw: string): { kind: 'wound' | 'heal'; amount: number } | ParsedEffect | null {
  const m = /^(wound|heal)\s+(\d+)$/.exec(raw.trim());
  if (m) return { kind: m[1] as 'wound' | 'heal', amount: Number(m[2]) };
  const p = parseEffect(raw);
  return p && p.kind === 'stat' ? p : null;
}

export const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷', '=': '=' };
